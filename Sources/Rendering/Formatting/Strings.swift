import TrainingModel

/// Every word the default theme and the formatters print, in one catalogue per
/// site language. Templates read it as `{{t.key}}`; Swift code reads the same
/// properties, so a label is never written twice. Kept as a struct (not a
/// dictionary) so a missing translation is a compile error.
struct Strings: Sendable, Encodable {
    // MARK: - Navigation and layout
    var home: String
    var exercises: String
    var sessions: String
    var workouts: String
    var pages: String
    var mainNavigation: String
    var skipToContent: String
    var generatedBy: String
    var dataAsOf: String

    // MARK: - Home
    var athlete: String
    var recentWorkouts: String
    var allWorkouts: String
    var noWorkouts: String
    var noSessions: String
    var noExercises: String
    var workout: String

    // MARK: - Exercise
    var aliases: String
    var type: String
    var subtype: String
    var mechanic: String
    var level: String
    var equipment: String
    var force: String
    var metric: String
    var primaryMuscles: String
    var secondaryMuscles: String
    var muscles: String
    var images: String
    var watchVideo: String
    var description: String
    var usedInSessions: String
    var performedIn: String
    var notUsedInSessions: String
    var notPerformed: String
    var earlierWorkout: String
    var earlierWorkouts: String

    // MARK: - Description sections (docs/content-format.md#exercises)
    var sectionWhatItIs: String
    var sectionMuscles: String
    var sectionSteps: String
    var sectionCues: String
    var sectionMistakes: String
    var sectionVariations: String
    var sectionSafety: String

    // MARK: - Exercise enums
    var typeStrength: String
    var typeCardio: String
    var typeMobility: String
    var typeClimbing: String
    var typeOther: String
    var mechanicCompound: String
    var mechanicIsolation: String
    var forcePush: String
    var forcePull: String
    var forceStatic: String
    var metricWeightReps: String
    var metricBodyweightReps: String
    var metricAssisted: String
    var metricTime: String
    var metricDistanceTime: String
    var metricHang: String

    // MARK: - Sets
    var kindWorking: String
    var kindWarmup: String
    var kindDrop: String
    var kindFailure: String
    var set: String
    var weight: String
    var reps: String
    var rpe: String
    var kind: String
    var time: String
    var distance: String
    var bodyweightShort: String
    /// Joins a distance and its time: "5 km in 25:30".
    var distanceIn: String
    /// Before an entry's climbing grade on a workout page: "Hardest grade: 6C".
    var hardestGrade: String
    /// The workout table's column of the sets' grips (docs/notation.md#grips-of-performed-sets).
    var grip: String
    /// How a grade was climbed (docs/content-format.md#grade-styles).
    var styleOnsight: String
    var styleFlash: String
    var styleRedpoint: String
    var styleSend: String
    /// A style's label with its kind of climb: "Flash, boulders" (`{style}`).
    var styleOfRoutes: String
    var styleOfBoulders: String

    // MARK: - Sessions
    var items: String
    var plannedSets: String
    var plannedReps: String
    var estimatedDuration: String
    var timeUnderTension: String
    var printableSheet: String
    var superset: String
    var circuit: String
    var roundWord: String
    var roundsWord: String
    var setWord: String
    var setsWord: String
    var repWord: String
    var repsWord: String
    var exerciseWord: String
    var exercisesWord: String
    var restWord: String
    /// An estimated duration as people say it, `{duration}` the rounded span: "about 40 min".
    var about: String
    var tempoWord: String
    var ofE1RM: String
    /// A session a published site leaves out, where a plan, workout or booking names it.
    var privateSession: String
    /// Between a percentage and a test's name: "80% of Max hang 20 mm, 7 s".
    var ofTest: String
    var amrap: String
    var onWord: String
    var offWord: String
    var betweenGrips: String
    var protocolReps: String
    var protocolWork: String
    var protocolRestReps: String
    var protocolSets: String
    var protocolRestSets: String
    var protocolGrips: String
    var protocolRestGrips: String
    var protocolTUT: String
    var protocolTotal: String
    var notes: String
    var plan: String

    // MARK: - Sheet
    var date: String
    var bodyweight: String
    var sessionRPE: String
    var load: String
    var duration: String
    var session: String

    // MARK: - Calendar and numbers
    /// January first.
    var monthNames: [String]
    var monthShortNames: [String]
    /// Monday first.
    var weekdayShortNames: [String]
    /// How a month heading reads: "March 2026", "marzo de 2026".
    var monthYearJoiner: String
    var decimalSeparator: String

    // MARK: - Sheets, plans and the calendar feed
    var sheets: SheetStrings
    /// A session's timer page.
    var timer: TimerStrings

    static func forLanguage(_ language: SiteConfig.Language) -> Strings {
        switch language {
        case .en: return .english
        case .es: return .spanish
        }
    }
}
