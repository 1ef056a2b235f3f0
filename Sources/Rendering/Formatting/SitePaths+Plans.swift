/// Where plan pages, week sheets and calendar feeds live in the output.
extension SitePaths {
    static let planIndex = "plans/index.html"
    /// Every planned session of the site (SPEC §5).
    static let calendar = "calendar.ics"

    static func plan(_ id: String) -> String { "plans/\(id)/index.html" }
    /// A plan week's printable sheet; `week` is 1-based.
    static func planWeek(_ id: String, week: Int) -> String { "plans/\(id)/week-\(week)/index.html" }
    /// One athlete's planned sessions, beside the athlete's pages, when a site has several.
    static func athleteCalendar(_ id: String) -> String { "athletes/\(id)/calendar.ics" }
}
