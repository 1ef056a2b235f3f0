import Rendering
import Statistics
import TextAndDates
import TrainingModel

/// Which pages an edit can change, for the preview server's rebuild (`SiteSession`).
/// Pages about one entity (`PageSubject`) are re-rendered when what they show of it
/// changed; `.site` pages (home, indexes) and the workout index's (`.workoutIndex`) are
/// always re-rendered. When something that appears on every page changes — settings,
/// theme, as-of day, the athletes, the names of exercises or sessions that pages link to,
/// the free pages in the navigation — the answer is `nil`: render everything.
///
/// What a page "shows" follows the page builders: a workout page shows the workout and
/// what its digest covers (`SiteRenderer.workoutPageDigest`, the one a partial rebuild of
/// `spotter build` keeps pages by), and names of its exercises and session; an exercise
/// page shows the exercise, its statistics and records, the workouts and sessions that use
/// it (so a changed session changes the pages of the exercises it had and has); a session
/// page and sheet show the session and the current e1RM of its exercises. The test
/// `incrementalRebuildMatchesFullBuild` holds this to a full render.
enum PageInvalidation {
    /// One build's inputs, with the digests of its workout pages and its exercises'
    /// statistics worked out once and kept by the session for the next comparison.
    struct State: Sendable {
        var library: TrainingLibrary
        var statistics: SiteStatistics
        fileprivate var workoutPages: [PageSubject: ContentHash]
        fileprivate var exercises: [String: ExerciseDigest]

        /// `renderer` renders `library` with `statistics`.
        init(library: TrainingLibrary, statistics: SiteStatistics, renderer: SiteRenderer) {
            self.library = library
            self.statistics = statistics
            workoutPages = Dictionary(renderer.workoutPageDigests().map { (.workout(athlete: $0.athlete, id: $0.id), $0.digest) },
                                      uniquingKeysWith: { first, _ in first })
            exercises = ExerciseDigest.all(statistics)
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

        for (_, versions) in changed(old.library.workouts, new.library.workouts, id: \.key) {
            for workout in [versions.old, versions.new].compactMap({ $0 }) {
                dirty.insert(.workout(athlete: workout.athlete, id: workout.id))
                exercises.formUnion(workout.entries.map(\.exercise))
            }
        }

        // What the statistics say about each workout page and exercise.
        for subject in Set(old.workoutPages.keys).union(new.workoutPages.keys)
        where old.workoutPages[subject] != new.workoutPages[subject] {
            dirty.insert(subject)
        }
        for id in Set(old.exercises.keys).union(new.exercises.keys) where old.exercises[id] != new.exercises[id] {
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

    private static func sessionsByExercise(_ library: TrainingLibrary) -> [String: Set<String>] {
        var users: [String: Set<String>] = [:]
        for session in library.sessions {
            for item in session.items.flatMap(\.exerciseItems) { users[item.exercise, default: []].insert(session.id) }
        }
        return users
    }

    /// What the statistics say of an exercise, by every athlete: its statistics and records.
    fileprivate struct ExerciseDigest: Equatable, Sendable {
        var statistics: [ExerciseStatistics] = []
        var records: [RecordEvent] = []

        static func all(_ statistics: SiteStatistics) -> [String: ExerciseDigest] {
            var exercises: [String: ExerciseDigest] = [:]
            for athlete in statistics.athletes {
                for event in athlete.records { exercises[event.exercise, default: ExerciseDigest()].records.append(event) }
                for exercise in athlete.exercises { exercises[exercise.id, default: ExerciseDigest()].statistics.append(exercise) }
            }
            return exercises
        }
    }
}
