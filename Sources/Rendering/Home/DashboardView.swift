/// One athlete's dashboard (docs/site-pages.md `index.html`), shown on the home page when the
/// site has one athlete and on `athletes/<id>/index.html` when it has several. The
/// default theme renders it with the `dashboard` partial. Chart fields end in `HTML`:
/// inline SVG figures Spotter drew itself; `Maybe` when there is nothing to draw.
struct DashboardView: Sendable, Encodable {
    /// One headline number: `Workouts 42`, with an optional detail and sparkline.
    struct Headline: Sendable, Encodable {
        var label: String
        var value: String
        var detail: Maybe<String>
        var sparklineHTML: Maybe<String>
        /// Why the value is "–": its inputs are missing (shown on hover and to screen readers).
        var reason: Maybe<String> = .none
    }

    /// A chart in a card of its own, with a heading and a line of figures under it.
    struct ChartCard: Sendable, Encodable {
        var heading: String
        var lead: Maybe<String>
        var chartHTML: String
    }

    /// One calendar year of the training calendar and its weekly volume, below the main one, reached by the
    /// year links at the top of the calendar card (plain anchors: no script needed).
    struct CalendarYear: Sendable, Encodable {
        var label: String
        /// `calendar-year-2025`, the section's id (the chart inside is `training-calendar-2025`).
        var anchor: String
        var chartHTML: String
        /// The year's weekly volume; none for a year without volume.
        var weeklyHTML: Maybe<String>
        /// The year's weekly Foster load; none for a year without a known load.
        var weeklyLoadHTML: Maybe<String>
    }

    /// The records one workout set for one exercise: `Back Squat` with its badges.
    struct Record: Sendable, Encodable {
        var date: String
        var isoDate: String
        var exerciseName: String
        var exerciseHref: Maybe<String>
        var workoutHref: Maybe<String>
        var badges: [RecordBadgeView]
    }

    /// A plan's compliance: `Autumn strength · 10 of 12 · 83%`, linked to the plan's page.
    struct Compliance: Sendable, Encodable {
        var name: String
        var href: String
        /// The printable sheet of the plan week holding the as-of date (week 1 of a plan not
        /// started yet); none once the plan is over.
        var weekSheet: Maybe<LinkItem>
        var filled: String
        var planned: String
        var percent: String
        /// 0…100, for the width of the bar.
        var barWidth: String
    }

    /// A test's latest and best result.
    struct TestRow: Sendable, Encodable {
        var name: String
        var latest: String
        var latestDate: String
        var latestISODate: String
        var best: String
    }

    var headlines: [Headline]
    var weeklyVolume: Maybe<ChartCard>
    var weeklyLoad: Maybe<ChartCard>
    var calendar: Maybe<ChartCard>
    /// Every other year with training, latest first.
    var calendarYears: [CalendarYear]
    var mainLifts: [ChartCard]
    var muscles: Maybe<ChartCard>
    var acuteChronic: Maybe<ChartCard>
    var fitness: Maybe<ChartCard>
    var bodyweight: Maybe<ChartCard>
    var bodyFacts: [FactView]
    var tests: [TestRow]
    var predictions: [FactView]
    /// `Predicted from 10k on Sat 7 Feb 2026 (48:30)`.
    var predictionSource: Maybe<String>
    var hasBody: Bool
    var records: [Record]
    var compliance: [Compliance]
    var hasPlans: Bool
    /// The athlete's planned sessions as a calendar feed (`calendar.ics`), when they have plans.
    var calendarHref: Maybe<String>
    /// A member's calendar of centre bookings and dues (`athletes/<id>/centre.ics`), when they are a member.
    var centreCalendar: Maybe<LinkItem>
    var recentWorkouts: [WorkoutSummaryView]
    var allWorkoutsHref: String
    /// The athlete's years in review, newest first (`Year in review`: docs/site-pages.md).
    var yearReviews: YearReviewLinks
}
