/// The home page (`index.html`). Dashboard charts arrive with the statistics issue;
/// the template keeps a `dashboard` block for them.
struct HomeView: Sendable {
    var siteTitle: String
    /// The athletes' names, joined.
    var athletes: Maybe<String>
    var counts: [FactView]
    var recentWorkouts: [WorkoutSummaryView]
    var allWorkoutsHref: String
    var sessions: [LinkItem]
    var pages: [LinkItem]
}
