import Statistics
import TrainingModel
import TextAndDates

/// What a page read of the athletes' data, the free pages, the sessions and the exercises'
/// descriptions while it rendered, noted by `RenderContext`'s accessors (the only way a
/// family reaches the library and statistics) into the page's `ReadLog`. Everything else a
/// page can read (the settings, the theme, the as-of day, the exercises but their
/// descriptions, profiles and the centre) is the whole site's: every page reads it, so it is
/// not noted, and a rebuild after any change to it renders every page.
///
/// A rebuild keeps a page when each of its reads has the digest it had when the page was
/// rendered (`PageReadDigests`), so no list of what a page depends on is written by hand.
@ByteCoded
public enum PageRead: Hashable, Sendable {
    /// Everything about one athlete: their workouts, measurements, tests, plans and statistics.
    case athlete(String)
    /// Every athlete's data and statistics.
    case everyAthlete
    /// Which athletes have statistics (so whether the site has several), in order.
    case athletes
    /// The site's navigation (`PageBuilder.navigation`): each family's links.
    case navigation
    /// One workout as the library holds it.
    case workout(athlete: String, id: String)
    /// What the statistics say of one workout: its summary (volume, load…) and its records.
    case workoutFigures(athlete: String, id: String)
    /// The exercises one athlete has a history with (their exercise pages).
    case exerciseHistories(athlete: String)
    /// Which workouts are the rows `from..<from + count` of a workout list, newest first: one
    /// athlete's, or the site's (`athlete` nil).
    case workoutRows(athlete: String?, from: Int, count: Int)
    /// How many workouts a list holds: one athlete's, or the site's (`athlete` nil).
    case workoutCount(athlete: String?)
    /// One free page as the library holds it (its own page reads it).
    case freePage(String)
    /// Every free page, whole (`library.pages`). What the navigation shows of them (each
    /// one's link and title) is `navigation`'s.
    case freePages
    /// One session template as the library holds it, or that it has none of that id (its own
    /// pages, a workout or plan naming it).
    case session(String)
    /// Every session, whole (`library.sessions`).
    case sessions
    /// The ids of the sessions using an exercise.
    case sessionsUsing(exercise: String)
    /// The sessions' levels, each by the spelling shown (`SessionLevels`).
    case sessionLevels
    /// One exercise's description (its Markdown: what it is, steps, cues…), which only its
    /// own page shows; every other field of the exercises is the whole site's.
    case exerciseDescription(String)

    /// The read whose digest covers this one's: a read of part of an athlete's data, or worked
    /// out from it, changes only when the parent's digest does, so it is digested again only
    /// then (`PageMemo.changes`, `PageReadDigests`); nil for a read with no such parent.
    public var parent: PageRead? {
        switch self {
        // A workout's file is one of its athlete's inputs, whose paths and hashes their digest is made of.
        case .workout(let id, _), .workoutFigures(let id, _), .exerciseHistories(let id): .athlete(id)
        case .workoutRows(let id, _, _), .workoutCount(let id): id.map { .athlete($0) } ?? .everyAthlete
        case .athlete, .everyAthlete, .athletes, .navigation, .freePage, .freePages, .session, .sessions, .sessionsUsing, .sessionLevels,
             .exerciseDescription: nil
        }
    }

    /// The athlete whose data the read is made of, nil for every athlete's.
    public var athlete: String? {
        switch self {
        case .athlete(let id), .workout(let id, _), .workoutFigures(let id, _), .exerciseHistories(let id): id
        case .workoutRows(let id, _, _), .workoutCount(let id): id
        case .everyAthlete, .athletes, .navigation, .freePage, .freePages, .session, .sessions, .sessionsUsing, .sessionLevels,
             .exerciseDescription: nil
        }
    }
}

/// The reads of one page, noted while it renders. Each page renders on one task, which
/// alone writes its log (`current`, a task-local), so the log needs no lock.
/// The reads are kept in the order first made, so a page rendered twice has the same list.
public final class ReadLog: @unchecked Sendable {
    public private(set) var reads: [PageRead] = []
    private var seen: Set<PageRead> = []

    public init() {}

    @TaskLocal static var current: ReadLog?

    static func note(_ read: PageRead) {
        guard let log = current, log.seen.insert(read).inserted else { return }
        log.reads.append(read)
    }

    /// `body` with its reads noted in this log.
    func recording<T>(_ body: () throws -> T) rethrows -> T { try ReadLog.$current.withValue(self, operation: body) }
}

// MARK: - The library and statistics as a page reads them

/// The library as page families read it (`RenderContext.library`): the whole site's parts as
/// they are, every athlete's data noted as read.
struct LibraryReads: Sendable {
    let unrecorded: TrainingLibrary

    var config: SiteConfig { unrecorded.config }
    var exercises: [Exercise] { unrecorded.exercises }
    var sessions: [SessionTemplate] { ReadLog.note(.sessions); return unrecorded.sessions }
    var pages: [Page] { ReadLog.note(.freePages); return unrecorded.pages }
    var athletes: [Athlete] { unrecorded.athletes }
    var centre: Centre? { unrecorded.centre }
    /// The rule of names: the whole site's, as the settings are (`content/names.yaml`).
    var names: NameKey { unrecorded.names }
    /// The test battery: the whole site's, as exercises are.
    var testDefinitions: [TestDefinition] { unrecorded.testDefinitions }
    var tests: [TestResult] { ReadLog.note(.everyAthlete); return unrecorded.tests }
    var workouts: [Workout] { ReadLog.note(.everyAthlete); return unrecorded.workouts }
    var plans: [Plan] { ReadLog.note(.everyAthlete); return unrecorded.plans }
    var measurements: [BodyMeasurement] { ReadLog.note(.everyAthlete); return unrecorded.measurements }
    /// The whole library, for a helper that looks through it: every athlete's data is read.
    var whole: TrainingLibrary { ReadLog.note(.everyAthlete); return unrecorded }

    func plans(of athlete: String) -> [Plan] {
        ReadLog.note(.athlete(athlete))
        return unrecorded.plans.filter { $0.athlete == athlete }
    }

    /// A member's bookings at the centre, by date, facility and start (the centre's order).
    /// The centre's files are the whole site's; the read is the member's, so that a page of
    /// theirs reads no one else's.
    func bookings(of member: String) -> [Booking] {
        ReadLog.note(.athlete(member))
        return unrecorded.centre?.bookings.filter { $0.member == member } ?? []
    }

    func measurements(of athlete: String) -> [BodyMeasurement] {
        ReadLog.note(.athlete(athlete))
        return unrecorded.measurements.filter { $0.athlete == athlete }
    }
}

/// The library's lookups as page families read them (`RenderContext.index`).
struct IndexReads: Sendable {
    let unrecorded: LibraryIndex

    var exercises: [String: Exercise] { unrecorded.exercises }
    var athletes: [String: Athlete] { unrecorded.athletes }
    /// The ids of the sessions using an exercise, in id order.
    func sessions(using exercise: String) -> [String] {
        ReadLog.note(.sessionsUsing(exercise: exercise))
        return unrecorded.sessionsUsingExercise[exercise] ?? []
    }

    func session(_ id: String) -> SessionTemplate? {
        ReadLog.note(.session(id))
        return unrecorded.sessions[id]
    }
    var workoutsNewestFirst: [Workout] { ReadLog.note(.everyAthlete); return unrecorded.workoutsNewestFirst }
    var workoutsWithExercise: [String: [Int]] { ReadLog.note(.everyAthlete); return unrecorded.workoutsWithExercise }

    /// One athlete's workouts, newest first.
    func workouts(of athlete: String) -> [Workout] {
        ReadLog.note(.athlete(athlete))
        return unrecorded.workoutsByAthlete[athlete] ?? []
    }

    /// Rows `range` of a workout list, newest first: one athlete's (`athlete`) or the site's.
    /// Which workouts they are is read, and each of them.
    func workoutRows(athlete: String?, _ range: Range<Int>) -> ArraySlice<Workout> {
        ReadLog.note(.workoutRows(athlete: athlete, from: range.lowerBound, count: range.count))
        let all = athlete.map { unrecorded.workoutsByAthlete[$0] ?? [] } ?? unrecorded.workoutsNewestFirst
        let rows = all[range.clamped(to: all.indices)]
        for workout in rows { ReadLog.note(.workout(athlete: workout.athlete, id: workout.id)) }
        return rows
    }

    /// How many workouts a list holds: one athlete's (`athlete`) or the site's.
    func workoutCount(athlete: String?) -> Int {
        ReadLog.note(.workoutCount(athlete: athlete))
        return athlete.map { unrecorded.workoutsByAthlete[$0]?.count ?? 0 } ?? unrecorded.workoutsNewestFirst.count
    }

    func workout(athlete: String, id: String) -> Workout? {
        ReadLog.note(.workout(athlete: athlete, id: id))
        return unrecorded.workout(athlete: athlete, id: id)
    }
}

/// The statistics as page families read them (`RenderContext.statistics`).
struct StatisticsReads: Sendable {
    let unrecorded: SiteStatistics

    var weekStarts: Weekday { unrecorded.weekStarts }
    var athletes: [AthleteStatistics] { ReadLog.note(.everyAthlete); return unrecorded.athletes }
    var hasSeveralAthletes: Bool { ReadLog.note(.athletes); return unrecorded.hasSeveralAthletes }
    var centre: CentreStatistics? { ReadLog.note(.everyAthlete); return unrecorded.centre }

    func athlete(id: String) -> AthleteStatistics? { ReadLog.note(.athlete(id)); return unrecorded.athlete(id: id) }

    /// One member's dues lines, by period (`CentreStatistics.lines`): what a page about
    /// that member reads of the centre's dues, rather than every member's (`centre`).
    func dues(of member: String) -> [DuesLine] {
        ReadLog.note(.athlete(member))
        return unrecorded.centre?.lines.filter { $0.member == member } ?? []
    }

    func workout(id: String, athlete: String) -> WorkoutSummary? {
        ReadLog.note(.workoutFigures(athlete: athlete, id: id))
        return unrecorded.workout(id: id, athlete: athlete)
    }

    func records(forWorkout id: String, athlete: String) -> [RecordEvent] {
        ReadLog.note(.workoutFigures(athlete: athlete, id: id))
        return unrecorded.records(forWorkout: id, athlete: athlete)
    }

    func hasExercise(_ id: String, athlete: String) -> Bool {
        ReadLog.note(.exerciseHistories(athlete: athlete))
        return unrecorded.hasExercise(id, athlete: athlete)
    }
}

extension StatisticsReads {
    /// `SiteStatistics.currentE1RM`: read of the athlete's statistics.
    func currentE1RM(athlete: String, exercise: String) -> Double? {
        ReadLog.note(.athlete(athlete))
        return unrecorded.currentE1RM(athlete: athlete, exercise: exercise)
    }
}
