import Statistics
import TrainingModel

/// Small builders so each test's library reads like the content files it stands for.
enum Fixture {
    static func day(_ text: String) -> CalendarDate {
        guard let date = CalendarDate(iso: text) else { fatalError("bad fixture date \(text)") }
        return date
    }

    /// `kg × reps`, a working set unless told.
    static func set(_ kilograms: Double, _ reps: Int, rpe: RPE? = nil, kind: SetKind = .working) -> PerformedSet {
        PerformedSet(kind: kind, load: Load(kilograms: kilograms), reps: reps, rpe: rpe)
    }

    static func workout(_ id: String, _ date: String, minute: Int? = nil, athlete: String = "ana",
                        session: String? = nil, minutes: Double? = nil, rpe: RPE? = nil, bodyweight: Double? = nil,
                        _ entries: [(String, [PerformedSet])] = []) -> Workout {
        Workout(id: id, date: day(date), startMinute: minute, athlete: athlete, session: session,
                duration: minutes.map { $0 * 60 }, rpe: rpe, bodyweight: bodyweight,
                entries: entries.map { WorkoutEntry(exercise: $0.0, sets: $0.1) })
    }

    static let bench = Exercise(id: "bench-press", name: "Bench press", primaryMuscles: ["Chest"],
                                secondaryMuscles: ["triceps", "front delts"])
    static let squat = Exercise(id: "squat", name: "Back squat", primaryMuscles: ["quadriceps", "glutes"])
    static let assistedPullUp = Exercise(id: "assisted-pull-up", name: "Assisted pull-up", primaryMuscles: ["lats"],
                                         metric: .assisted)
    /// No muscles listed.
    static let farmerCarry = Exercise(id: "farmer-carry", name: "Farmer carry")

    static func library(weekStarts: Weekday = .monday, e1rm: SiteConfig.E1RMFormula = .epley,
                        athletes: [Athlete] = [Athlete(id: "ana", name: "Ana")], workouts: [Workout] = [],
                        plans: [Plan] = [], measurements: [BodyMeasurement] = [],
                        tests: [TestResult] = []) -> TrainingLibrary {
        TrainingLibrary(config: SiteConfig(weekStarts: weekStarts, e1rm: e1rm), athletes: athletes,
                        exercises: [bench, squat, assistedPullUp, farmerCarry],
                        workouts: workouts.sorted(by: Workout.startOrder), plans: plans,
                        measurements: measurements, tests: tests)
    }

    /// The single athlete of a one-athlete library.
    static func ana(_ library: TrainingLibrary, asOf: String) -> AthleteStatistics {
        let stats = StatisticsEngine.compute(library, asOf: day(asOf))
        return stats.athlete(id: "ana") ?? AthleteStatistics(id: "missing")
    }
}

/// Doubles from a computation equal the hand arithmetic up to the last bits.
func close(_ actual: Double?, _ expected: Double, within tolerance: Double = 1e-9) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= tolerance
}
