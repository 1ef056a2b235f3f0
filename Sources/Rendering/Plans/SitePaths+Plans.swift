/// Where plan pages, week sheets and calendar feeds live in the output.
extension SitePaths {
    static let planIndex = "plans/index.html"
    /// Every planned session of the site (docs/site-pages.md).
    static let calendar = "calendar.ics"

    /// `plans/<id>/index.html`; on a site of several athletes, in the folder of the athlete
    /// the plan names: `athletes/<athlete>/plans/<id>/index.html`.
    static func plan(_ id: String, athlete: String? = nil) -> String { planFolder(id, athlete: athlete) + "index.html" }
    /// A plan week's printable sheet; `week` is 1-based.
    static func planWeek(_ id: String, week: Int, athlete: String? = nil) -> String {
        planFolder(id, athlete: athlete) + "week-\(week)/index.html"
    }
    private static func planFolder(_ id: String, athlete: String?) -> String {
        athlete.map { "athletes/\(segment($0))/plans/\(segment(id))/" } ?? "plans/\(segment(id))/"
    }
    /// One athlete's planned sessions, beside the athlete's pages, when a site has several.
    static func athleteCalendar(_ id: String) -> String { "athletes/\(segment(id))/calendar.ics" }
}
