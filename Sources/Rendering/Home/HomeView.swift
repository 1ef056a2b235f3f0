/// The home page (`index.html`). With one athlete it is that athlete's dashboard;
/// with several it lists them (`athleteCards`), each linking to their own dashboard.
struct HomeView: Sendable, Encodable {
    /// An athlete on a multi-athlete home page, with a line of figures.
    struct AthleteCard: Sendable, Encodable {
        var href: String
        var name: String
        var detail: Maybe<String>
        var sparklineHTML: Maybe<String>
    }

    var siteTitle: String
    /// The athletes' names, joined.
    var athletes: Maybe<String>
    var counts: [FactView]
    var dashboard: Maybe<DashboardView>
    var athleteCards: [AthleteCard]
    /// The coach's overview (`athletes/index.html`), with several athletes.
    var coachLink: Maybe<LinkItem>
    var recentWorkouts: [WorkoutSummaryView]
    var allWorkoutsHref: String
    var sessions: [LinkItem]
    var pages: [LinkItem]
}
