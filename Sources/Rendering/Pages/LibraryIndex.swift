import TrainingModel

/// Lookups the page builders need, computed once per render. The dictionaries are
/// only ever read by key; every list they hold keeps the library's order (ids, and
/// workouts in start order), so nothing here can leak hash order into a page.
struct LibraryIndex: Sendable {
    let exercises: [String: Exercise]
    let sessions: [String: SessionTemplate]
    let athletes: [String: Athlete]
    /// Exercise id → ids of sessions that use it, in id order.
    let sessionsUsingExercise: [String: [String]]
    /// Exercise id → indexes into `workoutsNewestFirst` of workouts that include it.
    let workoutsWithExercise: [String: [Int]]
    /// Workouts, newest first (the reverse of start order).
    let workoutsNewestFirst: [Workout]
    /// Athlete id → their workouts, newest first.
    let workoutsByAthlete: [String: [Workout]]
    /// `Workout.key` → the workout (the first in library order if a key repeats).
    let workoutsByKey: [String: Workout]

    init(_ library: TrainingLibrary) {
        exercises = Dictionary(library.exercises.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        sessions = Dictionary(library.sessions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        athletes = Dictionary(library.athletes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        var using: [String: [String]] = [:]
        for session in library.sessions.sorted(by: { $0.id < $1.id }) {
            var seen: Set<String> = []
            for item in session.items.flatMap(\.exerciseItems) where seen.insert(item.exercise).inserted {
                using[item.exercise, default: []].append(session.id)
            }
        }
        sessionsUsingExercise = using

        workoutsNewestFirst = library.workouts.sorted(by: Workout.startOrder).reversed()
        var performed: [String: [Int]] = [:]
        for (index, workout) in workoutsNewestFirst.enumerated() {
            var seen: Set<String> = []
            for entry in workout.entries where seen.insert(entry.exercise).inserted {
                performed[entry.exercise, default: []].append(index)
            }
        }
        workoutsWithExercise = performed
        workoutsByAthlete = Dictionary(grouping: workoutsNewestFirst, by: \.athlete)
        workoutsByKey = Dictionary(library.workouts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
