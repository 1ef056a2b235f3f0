/// `years/<YYYY>/index.html` (`athletes/<id>/years/<YYYY>/` with several athletes): an
/// athlete's calendar year, the page people share. The same view, less its links and
/// charts, is printed as Markdown by `spotter report --year` (`YearMarkdown`).
struct YearView: Sendable, Encodable {
    /// `2025 in review`.
    var title: String
    var name: String
    var year: String
    /// The year in one sentence: the lead, and the page's description for shared links.
    var sentence: String
    /// `2026 is not over yet: figures up to Thu 5 Mar 2026.`
    var underWay: Maybe<String>
    var headlines: [Figure]
    /// `Compared with 2024`, or `… up to Thu 5 Mar 2025` while the year is under way.
    var comparedWith: String
    var previousYear: String
    /// `vs 2024` beside a headline's change; none in the athlete's first year (nothing to compare).
    var versus: Maybe<String>
    var disciplines: [Discipline]
    var calendarHTML: String
    /// Workouts, volume and distance per month (those the year has).
    var monthCharts: [DashboardView.ChartCard]
    /// The months' rows (the Markdown's table; the page draws them as charts), with their
    /// volume when the year has any, and their distance when it has cardio.
    var months: [MonthRow]
    var hasVolume: Bool
    var hasDistance: Bool
    var records: [RecordRow]
    /// `and 4 more in the year's workouts`.
    var moreRecords: Maybe<String>
    var topExercises: [ExerciseRow]
    var measures: [ChangeRow]
    /// `and 2 more`: measures and tests beyond `PageBuilder.yearChangeRows`.
    var moreMeasures: Maybe<String>
    var tests: [ChangeRow]
    var moreTests: Maybe<String>
    var years: [YearLink]
    var dashboardHref: String
    var profileHref: Maybe<String>
    var labels: YearStrings
    /// `A4` or `letter` (`site.yaml` `paper`): the page prints on at most two sheets of it.
    var paperSize: String

    /// A headline: the year's value and, with a year before, that year's and the change.
    struct Figure: Sendable, Encodable {
        var label: String
        var value: String
        /// Why the value is "–" (unknown), or how it was counted.
        var note: Maybe<String>
        var previous: Maybe<String>
        var change: Maybe<String>
        /// Both years' values are known: the headline shows the change beside the value.
        var changeIsKnown: Bool
    }

    struct Discipline: Sendable, Encodable {
        var name: String
        var facts: [FactView]
        /// Why a figure is "–": it is unknown, not 0.
        var note: Maybe<String> = .none
    }

    struct MonthRow: Sendable, Encodable {
        var month: String
        var workouts: String
        var volume: String
        var distance: String
    }

    struct RecordRow: Sendable, Encodable {
        var date: String
        var isoDate: String
        var exercise: String
        var exerciseHref: Maybe<String>
        /// `weight PR`, `Best 5 km`.
        var record: String
        var value: String
        /// The best before the year; "–" when there was none.
        var before: String
        var workoutHref: String
    }

    struct ExerciseRow: Sendable, Encodable {
        var name: String
        var href: Maybe<String>
        var days: String
        var volume: String
        var bestWeight: String
        var mostReps: String
        var bestE1RM: String
    }

    /// A measure or test from its first to its last value of the year.
    struct ChangeRow: Sendable, Encodable {
        var name: String
        var first: String
        var firstDate: String
        var firstISODate: String
        var last: String
        var lastDate: String
        var lastISODate: String
        /// The change for a measure, the year's best for a test.
        var change: String
    }

    struct YearLink: Sendable, Encodable {
        var label: String
        var href: String
        var isCurrent: Bool
    }
}

/// `Year in review: 2026 2025`, on the dashboard and the profile (the `year-reviews` partial).
struct YearReviewLinks: Sendable, Encodable {
    var label: String
    /// Newest first; empty for an athlete without workouts.
    var years: [LinkItem]
}
