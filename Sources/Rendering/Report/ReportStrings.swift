import TrainingModel

/// The words only the Markdown report prints, one catalogue per site language, beside
/// the site's `Strings` (which the report also reads for shared words such as
/// "Workouts" or "Load"). A struct rather than a dictionary so a missing translation
/// is a compile error; kept apart from `Strings` so the report's labels can change
/// without touching the page templates' catalogue.
struct ReportStrings: Sendable {
    // MARK: - Header
    var since: String
    var summary: String
    var statistic: String
    var value: String

    // MARK: - Headline numbers
    var workingSets: String
    var volume: String
    var trainingTime: String
    var currentStreak: String
    var longestStreak: String
    var weekWord: String
    var weeksWord: String
    var acuteChronic: String
    var fitness: String
    var fatigue: String
    var form: String

    // MARK: - Weeks
    var weeklyTraining: String
    var week: String
    var sets: String
    var minutes: String
    var trend: String

    // MARK: - Exercises
    var topExercises: String
    /// The climbing section (docs/report.md#climbing): its heading and its sessions' label.
    var climbing: String
    var sessions: String
    var exercise: String
    var bestWeight: String
    var bestE1RM: String
    var mostReps: String
    var currentE1RM: String
    var e1rmTrend: String

    // MARK: - Records
    var recentRecords: String
    var record: String
    var previous: String
    var recordWeight: String
    var recordE1RM: String
    var recordVolume: String
    /// The records of bodyweight, assisted and hang work (docs/statistics.md#records).
    var recordAddedLoad: String
    var recordAssistance: String
    var recordReps: String
    var recordHold: String
    var noRecords: String
    var records: String

    // MARK: - Plans
    var planCompliance: String
    var period: String
    var done: String
    var planned: String
    var compliance: String

    // MARK: - Body and tests
    var body: String
    var sevenDayMean: String
    var bmi: String
    var height: String
    var bodyweightTrend: String
    var tests: String
    var test: String
    var latest: String
    var best: String
    var racePredictions: String
    /// Followed by the source test and its date: "Riegel's formula from 5k on …".
    var predictedFrom: String
    var onDate: String
    var race: String
    var predictedTime: String
    var halfMarathon: String
    var marathon: String

    // MARK: - Empty states
    var nothingSince: String
    /// After a week label: the week the as-of date falls in, not over, is not in the trend.
    var partialWeekLeftOut: String
    /// With `--since`: "… as of DATE, with the workouts before DATE as warm-up."
    var asOf: String
    var warmUpBefore: String
    var warmUpAfter: String

    static func forLanguage(_ language: SiteConfig.Language) -> ReportStrings {
        switch language {
        case .en: return .english
        case .es: return .spanish
        }
    }
}
