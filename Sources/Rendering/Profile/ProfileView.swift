/// `athletes/<id>/profile/index.html`: who the athlete is (photo, bio, figures), what
/// they aim at with progress where a goal names a measurable target, their grades,
/// disciplines and current bests.
struct ProfileView: Sendable, Encodable {
    var name: String
    var photo: Maybe<Photo>
    var bioHTML: String
    var hasBio: Bool
    var facts: [FactView]
    var goals: [Goal]
    var grades: [FactView]
    var disciplines: [String]
    /// Best e1RM (or added load) of the exercises with most volume.
    var bests: [FactView]
    /// Each test's best result.
    var tests: [FactView]
    /// A chart per body measure and per test (`PageBuilder.profileHistory`).
    var history: [DashboardView.ChartCard]
    var dashboardHref: String
    /// The athlete's cardio page, when they have one.
    var cardio: Maybe<LinkItem>
    /// The athlete's years in review, newest first.
    var yearReviews: YearReviewLinks
    /// The section headings and link labels, in the site's language.
    var labels: ProfileStrings

    struct Photo: Sendable, Encodable {
        var src: String
        var alt: String
    }

    struct Goal: Sendable, Encodable {
        var text: String
        var progress: Maybe<Progress>
    }

    /// `percent` of the target reached (0…100, for a `<meter>`); `current` and `target` as read.
    struct Progress: Sendable, Encodable {
        var percent: Int
        var current: String
        var target: String
        var met: Bool
    }
}
