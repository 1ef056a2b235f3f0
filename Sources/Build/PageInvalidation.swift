import Rendering
import Statistics
import TrainingModel

/// Which pages an edit can change, for the preview server's rebuild (`SiteSession`).
/// Pages about one entity (`PageSubject`) are re-rendered when what they show of it
/// changed; `.site` pages (home, indexes) are always re-rendered. When something that
/// appears on every page changes — settings, theme, as-of day, the athletes, the names
/// of exercises or sessions that pages link to, the free pages in the navigation —
/// the answer is `nil`: render everything.
///
/// What a page "shows" follows the page builders: a workout page shows the workout, its
/// summary and records from the statistics, and names of its exercises and session; an
/// exercise page shows the exercise, its statistics and records, the workouts and sessions
/// that use it (so a changed session changes the pages of the exercises it had and has); a session page and sheet show the session and the current e1RM of its
/// exercises. A neighbour of a changed workout is included too, should a page link to
/// the previous and next. The test `incrementalRebuildMatchesFullBuild` holds this to
/// a full render.
enum PageInvalidation {
    /// One build's inputs, with the digest of its statistics worked out once and kept
    /// by the session for the next comparison.
    struct State: Sendable {
        var library: TrainingLibrary
        var statistics: SiteStatistics
        fileprivate var digest: StatisticsDigest

        init(library: TrainingLibrary, statistics: SiteStatistics) {
            self.library = library
            self.statistics = statistics
            digest = StatisticsDigest(statistics)
        }
    }

    static func dirtySubjects(from old: State?, to new: State, themeChanged: Bool) -> Set<PageSubject>? {
        guard let old, !themeChanged,
              old.library.config == new.library.config,
              old.statistics.asOf == new.statistics.asOf,
              old.library.athletes == new.library.athletes,
              old.library.exercises.map(\.id) == new.library.exercises.map(\.id),
              old.library.exercises.map(\.name) == new.library.exercises.map(\.name),
              old.library.sessions.map(\.id) == new.library.sessions.map(\.id),
              old.library.sessions.map(\.name) == new.library.sessions.map(\.name),
              navigation(old.library) == navigation(new.library) else { return nil }

        var dirty = Set<PageSubject>()
        var exercises = Set<String>()

        for (id, _) in changed(old.library.exercises, new.library.exercises, id: \.id) { exercises.insert(id) }
        for (id, versions) in changed(old.library.sessions, new.library.sessions, id: \.id) {
            dirty.insert(.session(id))
            // Exercise pages list the sessions that prescribe them.
            for session in [versions.old, versions.new].compactMap({ $0 }) {
                exercises.formUnion(session.items.flatMap(\.exerciseItems).map(\.exercise))
            }
        }
        for (id, _) in changed(old.library.pages, new.library.pages, id: \.id) { dirty.insert(.page(id)) }

        let oldWorkouts = old.library.workouts
        let newWorkouts = new.library.workouts
        let changedWorkouts = changed(oldWorkouts, newWorkouts, id: \.key)
        let oldPositions = changedWorkouts.isEmpty ? [:] : positions(oldWorkouts)
        let newPositions = changedWorkouts.isEmpty ? [:] : positions(newWorkouts)
        for (id, versions) in changedWorkouts {
            dirty.insert(.workoutPage(key: id))
            for workout in [versions.old, versions.new].compactMap({ $0 }) {
                exercises.formUnion(workout.entries.map(\.exercise))
            }
            for neighbour in neighbours(of: id, oldPositions, oldWorkouts) + neighbours(of: id, newPositions, newWorkouts) {
                dirty.insert(.workoutPage(key: neighbour))
            }
        }

        // What the statistics say about each workout and exercise.
        let oldStats = old.digest
        let newStats = new.digest
        for id in Set(oldStats.workouts.keys).union(newStats.workouts.keys) where oldStats.workouts[id] != newStats.workouts[id] {
            dirty.insert(.workoutPage(key: id))
        }
        for id in Set(oldStats.records.keys).union(newStats.records.keys) where oldStats.records[id] != newStats.records[id] {
            dirty.insert(.workoutPage(key: id))
        }
        for id in Set(oldStats.exercises.keys).union(newStats.exercises.keys)
        where oldStats.exercises[id] != newStats.exercises[id] {
            exercises.insert(id)
        }

        // An exercise changes its page and the pages of sessions that prescribe it.
        let users = sessionsByExercise(old.library).merging(sessionsByExercise(new.library)) { $0.union($1) }
        for id in exercises {
            dirty.insert(.exercise(id))
            for session in users[id] ?? [] { dirty.insert(.session(session)) }
        }
        return dirty
    }

    // MARK: - Helpers

    /// The free pages as the navigation lists them.
    private static func navigation(_ library: TrainingLibrary) -> [String] {
        library.pages.map { "\($0.id)\u{0}\($0.title)\u{0}\($0.order)" }.sorted()
    }

    /// Entities whose value differs between the two lists (added, removed or edited), by id.
    private static func changed<T: Equatable>(_ old: [T], _ new: [T], id: KeyPath<T, String>)
        -> [(String, (old: T?, new: T?))] {
        // After an edit the ids are usually the same, in the same order: compared in step,
        // without hashing every id (entities decoded from unchanged files share their
        // storage with the last build's, so comparing those costs next to nothing).
        if old.count == new.count, zip(old, new).allSatisfy({ $0[keyPath: id] == $1[keyPath: id] }) {
            return zip(old, new).filter { $0 != $1 }.map { ($0[keyPath: id], (old: $0, new: $1)) }
        }
        let before = Dictionary(old.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map { ($0[keyPath: id], $0) }, uniquingKeysWith: { first, _ in first })
        var result: [(String, (old: T?, new: T?))] = []
        for key in Set(before.keys).union(after.keys).sorted() where before[key] != after[key] {
            result.append((key, (old: before[key], new: after[key])))
        }
        return result
    }

    private static func positions(_ workouts: [Workout]) -> [String: Int] {
        Dictionary(workouts.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    private static func neighbours(of id: String, _ positions: [String: Int], _ workouts: [Workout]) -> [String] {
        guard let position = positions[id] else { return [] }
        return [position - 1, position + 1].filter { workouts.indices.contains($0) }.map { workouts[$0].key }
    }

    private static func sessionsByExercise(_ library: TrainingLibrary) -> [String: Set<String>] {
        var users: [String: Set<String>] = [:]
        for session in library.sessions {
            for item in session.items.flatMap(\.exerciseItems) { users[item.exercise, default: []].insert(session.id) }
        }
        return users
    }

    /// The statistics of every athlete, keyed so that two runs compare cheaply: per
    /// workout its summaries and records, per exercise its statistics and records.
    fileprivate struct StatisticsDigest: Sendable {
        struct Exercise: Equatable, Sendable {
            var statistics: [ExerciseStatistics] = []
            var records: [RecordEvent] = []
        }

        var workouts: [String: [WorkoutSummary]] = [:]
        var records: [String: [RecordEvent]] = [:]
        var exercises: [String: Exercise] = [:]

        init(_ statistics: SiteStatistics) {
            for athlete in statistics.athletes {
                for summary in athlete.workouts {
                    workouts[Workout.key(athlete: athlete.id, id: summary.id), default: []].append(summary)
                }
                for event in athlete.records {
                    records[Workout.key(athlete: athlete.id, id: event.workout), default: []].append(event)
                    exercises[event.exercise, default: Exercise()].records.append(event)
                }
                for exercise in athlete.exercises { exercises[exercise.id, default: Exercise()].statistics.append(exercise) }
            }
        }
    }
}
