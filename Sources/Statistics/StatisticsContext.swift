import TextAndDates
import TrainingModel

/// What every athlete's computation shares: settings, the as-of day, and the facts of
/// each exercise looked up once instead of per set.
struct StatisticsContext: Sendable {
    let asOf: CalendarDate
    let calendar: WeekCalendar
    let formula: SiteConfig.E1RMFormula
    /// `site.yaml` `default_rpe`: the session RPE of workouts that give none, for load.
    let defaultRPE: Double?
    private let exercises: [String: ExerciseFacts]
    /// Whether some exercise counts for a sport: without one, there is no cardio to look for.
    let hasCardio: Bool
    /// Test id → whether a higher or a lower result is better, for the tests the site defines.
    let testsBetter: [String: TestDefinition.Better]

    init(library: TrainingLibrary, asOf: CalendarDate) {
        self.asOf = asOf
        calendar = WeekCalendar(firstDay: library.config.weekStarts)
        formula = library.config.e1rm
        defaultRPE = library.config.defaultRPE
        // Made on every core (a catalogue of 10,000 exercises took a core for a fiftieth of
        // its build while the other waited); each exercise read in place.
        let all = library.exercises
        let facts = concurrentMap(partsOf: all.count) { range in range.map { (all[$0].id, ExerciseFacts(all[$0])) } }
        exercises = Dictionary(facts.joined(), uniquingKeysWith: { first, _ in first })
        hasCardio = exercises.values.contains { $0.sport != nil }
        testsBetter = Dictionary(library.testDefinitions.map { ($0.id, $0.better) }, uniquingKeysWith: { first, _ in first })
    }

    /// An id the library does not hold (it should not happen after loading) is a
    /// `weight_reps` exercise named by its id, with no muscles.
    func facts(for id: String) -> ExerciseFacts {
        exercises[id] ?? ExerciseFacts(id: id)
    }
}

/// The parts of an exercise statistics use. A class, so that looking one up per entry
/// (several times per workout) hands out a reference rather than copying its lists.
final class ExerciseFacts: Sendable {
    let name: String
    let aliases: [String]
    let metric: ExerciseMetric
    /// `Exercise.sportID`: the sport whose cardio figures its sets add to; nil when not cardio.
    let sport: String?
    /// What its working sets train (`Discipline.of`); nil for mobility and `other`.
    let discipline: Discipline?
    let primaryMuscles: [String]
    /// Without the muscles already primary, so a muscle listed twice counts once, as primary.
    let secondaryMuscles: [String]

    init(_ exercise: Exercise) {
        name = exercise.name
        aliases = exercise.aliases
        metric = exercise.metric
        sport = exercise.sportID
        discipline = Discipline.of(type: exercise.type, sport: exercise.sportID)
        let primary = Self.normalized(exercise.primaryMuscles)
        primaryMuscles = primary
        secondaryMuscles = Self.normalized(exercise.secondaryMuscles).filter { !primary.contains($0) }
    }

    init(id: String) {
        name = id
        aliases = []
        metric = .weightReps
        sport = nil
        discipline = .lifting
        primaryMuscles = []
        secondaryMuscles = []
    }

    /// Lowercased, trimmed, inner white space collapsed, duplicates removed in order: "Upper
    /// Back" and "upper back" are one muscle. This form is also the muscle's name in the
    /// statistics, so it is not `NameKey` (the facets' rule, which folds accents and plurals too).
    static func normalized(_ muscles: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for muscle in muscles {
            let name = muscle.comparisonForm
            if !name.isEmpty, seen.insert(name).inserted { result.append(name) }
        }
        return result
    }
}

extension ExerciseMetric {
    /// Whether a set's weight is load (docs/statistics.md#volume): for `assisted` exercises it is help.
    var countsVolume: Bool { self != .assisted }
}
