/// `athletes/<id>/index.html` on a site with several athletes: one athlete's dashboard.
struct AthleteView: Sendable, Encodable {
    var name: String
    /// The athlete's profile page, when the athlete has a file; with its link text.
    var profile: Maybe<LinkItem>
    /// The athlete's cardio page, when the athlete has cardio.
    var cardio: Maybe<LinkItem>
    /// The athlete's own workout index.
    var workouts: LinkItem
    var dashboard: DashboardView
}
