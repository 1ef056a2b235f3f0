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
    /// Athlete → workout id → index into `workoutsNewestFirst` (the first in library order
    /// if a key repeats): no `Workout.key` is made per workout.
    private let positionsByAthlete: [String: [String: Int]]

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

        // The loader sorts workouts in start order: checking is cheaper than sorting again.
        let workouts = library.workouts
        workoutsNewestFirst = (Workout.areInStartOrder(workouts) ? workouts : workouts.sorted(by: Workout.startOrder)).reversed()
        var performed: [String: [Int]] = [:]
        // By index: each workout read in place, not copied out.
        for index in workoutsNewestFirst.indices {
            let entries = workoutsNewestFirst[index].entries
            // A workout has a handful of entries: looking back is cheaper than a set per workout.
            for position in entries.indices
            where !entries[..<position].contains(where: { $0.exercise == entries[position].exercise }) {
                performed[entries[position].exercise, default: []].append(index)
            }
        }
        workoutsWithExercise = performed
        if let only = workoutsNewestFirst.first?.athlete, workoutsNewestFirst.allSatisfy({ $0.athlete == only }) {
            // One athlete (the usual site): their list is the whole list, shared rather than copied.
            workoutsByAthlete = [only: workoutsNewestFirst]
        } else {
            workoutsByAthlete = Dictionary(grouping: workoutsNewestFirst, by: \.athlete)
        }
        var positions: [String: [String: Int]] = [:]
        // Newest first, so the last written for a key is the first in library order.
        for index in workoutsNewestFirst.indices {
            positions[workoutsNewestFirst[index].athlete, default: [:]][workoutsNewestFirst[index].id] = index
        }
        positionsByAthlete = positions
    }

    /// The workout of this athlete with this id.
    func workout(athlete: String, id: String) -> Workout? {
        positionsByAthlete[athlete]?[id].map { workoutsNewestFirst[$0] }
    }
}
