import TrainingModel

/// The words of the statistics pages (dashboard, athlete pages, exercise history,
/// facets, search, record badges), in one catalogue per site language. Templates read
/// them as `{{d.key}}`. Kept apart from `Strings` so the statistics pages can grow
/// without every engineer editing one initializer; a missing translation is still a
/// compile error.
struct DashboardStrings: Sendable, Encodable {
    // MARK: - Headline numbers
    var headlineNumbers: String
    var volume: String
    var trainingTime: String
    var currentStreak: String
    var longestStreak: String
    var weekWord: String
    var weeksWord: String
    var acwrToday: String
    var form: String
    var fitness: String
    var fatigue: String
    /// Why training time is "–".
    var noDurations: String
    /// Why load, fitness, fatigue and form are "–".
    var noLoads: String

    // MARK: - Charts
    var showData: String
    /// Before the current week's figure on weekly charts: "This week: 4,287 kg".
    var thisWeek: String
    /// Added to a weekly chart's description while the current week is not over.
    var partialWeekNote: String
    var week: String
    var weeklyVolume: String
    var weeklyVolumeDescription: String
    var weeklyVolumeYearDescription: String
    var weeklyLoad: String
    var weeklyLoadDescription: String
    var weeklyLoadYearDescription: String
    var loadUnit: String
    var trainingCalendar: String
    var trainingCalendarDescription: String
    /// The training calendar of one calendar year: "Minutes trained on each day of".
    var trainingYearDescription: String
    /// The year links' name, and the lead of a log with no recent training.
    var years: String
    var noRecentTraining: String
    /// Before the last week's figure on the weekly charts of a log with no recent training.
    var lastTrainingWeek: String
    var minutes: String
    var less: String
    var more: String
    var setsPerMuscle: String
    var setsPerMuscleDescription: String
    var muscle: String
    var sets: String
    var e1rm: String
    var e1rmTrendDescription: String
    var acuteChronic: String
    var acuteChronicDescription: String
    var ratio: String
    var sweetSpotLow: String
    var sweetSpotHigh: String
    var fitnessFatigueForm: String
    var fitnessFatigueFormDescription: String
    var bodyTrends: String
    var bodyweightDescription: String
    var rollingMean: String

    // MARK: - Records, plans, body
    var recentRecords: String
    var noRecords: String
    var weightPR: String
    var e1rmPR: String
    var volumePR: String
    var previousBest: String
    /// `1 PR`, `3 PRs` in workout lists.
    var recordWord: String
    var recordsWord: String
    /// The column header of the record table.
    var previousBestColumn: String
    var planCompliance: String
    var noPlans: String
    /// The link to a plan's current week sheet: `Week {week} sheet`.
    var weekSheet: String
    var filledOfPlanned: String
    var bmi: String
    var height: String
    var latestTests: String
    var test: String
    var latest: String
    var best: String
    var racePredictions: String
    var predictedFrom: String

    // MARK: - Athletes
    var athletes: String

    // MARK: - Exercise history
    var history: String
    var records: String
    var bestWeight: String
    var bestE1RM: String
    /// One line beside the best e1RM: the formula (`{formula}`) and how an RPE counts.
    var e1rmRule: String
    var epleyFormula: String
    var brzyckiFormula: String
    var currentE1RM: String
    var totalVolume: String
    var workingSets: String
    var firstPerformed: String
    var lastPerformed: String
    var recordKind: String
    var value: String
    /// Charts beside e1RM, rep maxes, bests of other measures.
    var progress: ProgressStrings

    // MARK: - Exercise index
    var browseBy: String
    var allExercises: String
    /// Before a facet value's other spellings: `Also written: dumbbells`.
    var alsoWritten: String
    var search: String
    var searchPlaceholder: String
    /// The session index's search box.
    var searchSessionsPlaceholder: String
    var noResults: String
    /// The exercise index's equipment filter, shown when its script runs.
    var equipmentYouHave: String
    var equipmentYouHaveHint: String
    /// The session index's "Equipment you have" hint.
    var sessionEquipmentYouHaveHint: String

    // MARK: - Workouts
    var workoutLoad: String
    /// Under a workout's facts: what its load is (docs/statistics.md#session-load-and-the-daily-series),
    /// `{rpe}`, `{minutes}` and `{load}` its figures; and the link to the dashboard's weekly load.
    var workoutLoadExplanation: String
    var weeklyLoadLink: String

    // MARK: - Numbers
    /// Every three digits in big numbers: `12,345`, `12.345`.
    var groupingSeparator: String
    /// Compact thousands in chart labels: `12k`, `12 mil`.
    var thousandSuffix: String
    var millionSuffix: String

    static func forLanguage(_ language: SiteConfig.Language) -> DashboardStrings {
        switch language {
        case .en: return .english
        case .es: return .spanish
        }
    }
}
