import TextAndDates
import TrainingModel

/// Lookups the page builders need, computed once per render. The dictionaries are
/// only ever read by key; every list they hold keeps the library's order (ids, and
/// workouts in start order), so nothing here can leak hash order into a page.
struct LibraryIndex: Sendable {
    /// Without their descriptions as a page reads them (`withoutExerciseDescriptions`).
    var exercises: [String: Exercise]
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
    /// Athlete → workout id → index into `workoutsNewestFirst` (the first in start order
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
        // Three lookups of 73,000 workouts on a coach's site, each on a core of its own.
        let newest = workoutsNewestFirst
        (workoutsWithExercise, workoutsByAthlete, positionsByAthlete) =
            concurrently({ Self.performed(newest) }, { Self.byAthlete(newest) }, { Self.positions(newest) })
    }

    /// Exercise id → indexes into `newest` of the workouts that include it.
    private static func performed(_ newest: [Workout]) -> [String: [Int]] {
        var performed: [String: [Int]] = [:]
        // By index: each workout read in place, not copied out.
        for index in newest.indices {
            let entries = newest[index].entries
            // A workout has a handful of entries: looking back is cheaper than a set per workout.
            for position in entries.indices
            where !entries[..<position].contains(where: { $0.exercise == entries[position].exercise }) {
                performed[entries[position].exercise, default: []].append(index)
            }
        }
        return performed
    }

    private static func byAthlete(_ newest: [Workout]) -> [String: [Workout]] {
        // One athlete (the usual site): their list is the whole list, shared rather than copied.
        if let only = newest.first?.athlete, newest.allSatisfy({ $0.athlete == only }) { return [only: newest] }
        return Dictionary(grouping: newest, by: \.athlete)
    }

    /// Athlete → workout id → index into `newest`, the first in start order if a key repeats
    /// (the loader refuses a repeated key; a library made by hand may have one).
    private static func positions(_ newest: [Workout]) -> [String: [String: Int]] {
        var positions: [String: [String: Int]] = [:]
        // Newest first, so the last written for a key is the first in start order.
        for index in newest.indices {
            positions[newest[index].athlete, default: [:]][newest[index].id] = index
        }
        return positions
    }

    /// The workout of this athlete with this id.
    func workout(athlete: String, id: String) -> Workout? {
        positionsByAthlete[athlete]?[id].map { workoutsNewestFirst[$0] }
    }
}
