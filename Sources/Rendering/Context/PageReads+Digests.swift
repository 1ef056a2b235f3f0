import Statistics
import TextAndDates
import TrainingModel

/// The digest each `PageRead` has in one build, worked out when first asked and kept: a
/// page is as it was when every read it made has the digest it had then (`PageMemo`).
///
/// An athlete's data is digested by its inputs: the path and hash of each file that holds
/// that athlete's data alone (`owners`, `hash`); an athlete none of whose inputs changed since
/// the digests were recorded has the digest recorded (`changedAthletes`). What is worked out
/// from it (a workout's figures, the athlete's exercises, which workouts a list's rows are)
/// is digested by its value, and only when its athlete's data changed: otherwise the digest
/// the page memo recorded stands (`derived`). A free page, a session or an exercise's
/// description is digested by its file's path and hash.
public final class PageReadDigests: @unchecked Sendable {  // used by one thread at a time
    private let index: LibraryIndex
    private let statistics: SiteStatistics
    private let navigation: [NavigationLink]
    /// The free pages', the sessions' and the exercises' files, by id.
    private let pages: [String: String]
    private let sessions: [String: String]
    private let exercises: [String: String]
    private let sessionLevels: SessionLevels
    private let hash: (String) -> ContentHash?
    private let owners: [String: String]
    /// Athlete → the paths of the inputs holding their data alone, sorted: every athlete's, or
    /// with `changedAthletes` theirs until another's is asked for (`inputs(of:)`).
    private var inputs: [String: [String]] = [:]
    private var groupedAll = false
    /// The athletes who own inputs (`owners`), sorted: worked out when `every-athlete` is digested.
    private lazy var owningAthletes = Set(owners.values).sorted()
    private let changedAthletes: Set<String>?
    /// Whether a read's digest is the one recorded before (a parent's, for a read worked out from it).
    private let recorded: (PageRead) -> ContentHash?
    private var known: [PageRead: ContentHash] = [:]

    /// `owners`: input path → the athlete whose data alone it holds (`PartialRebuild.owners`);
    /// `hash`: an input's content hash; `recorded`: the digests the page memo holds.
    /// `changedAthletes`, when known: the only athletes an input of whose (before or after) was
    /// added, changed or removed since `recorded` was made (`PartialRebuild.changedAthletes`).
    public init(renderer: SiteRenderer, owners: [String: String], hash: @escaping (String) -> ContentHash?,
                recorded: @escaping (PageRead) -> ContentHash?, changedAthletes: Set<String>? = nil) {
        index = renderer.builder.context.unrecordedIndex
        statistics = renderer.statistics
        navigation = renderer.builder.unrecordedNavigation
        let library = renderer.builder.context.unrecordedLibrary
        pages = Dictionary(library.pages.map { ($0.id, $0.sourcePath) }, uniquingKeysWith: { first, _ in first })
        sessions = Dictionary(library.sessions.map { ($0.id, $0.sourcePath) }, uniquingKeysWith: { first, _ in first })
        exercises = Dictionary(library.exercises.map { ($0.id, $0.sourcePath) }, uniquingKeysWith: { first, _ in first })
        sessionLevels = renderer.builder.context.unrecordedSessionLevels
        self.hash = hash
        self.recorded = recorded
        self.owners = owners
        self.changedAthletes = changedAthletes
        group(changedAthletes)
    }

    /// The inputs of `athletes` (nil: of every athlete) by athlete.
    private func group(_ athletes: Set<String>?) {
        var inputs: [String: [String]] = [:]
        for (path, athlete) in owners where athletes?.contains(athlete) ?? true { inputs[athlete, default: []].append(path) }
        self.inputs = inputs.mapValues { $0.sorted() }
        groupedAll = athletes == nil
    }

    /// The paths of the inputs holding `athlete`'s data alone, sorted.
    private func inputs(of athlete: String) -> [String] {
        if !groupedAll, inputs[athlete] == nil, changedAthletes?.contains(athlete) == false { group(nil) }
        return inputs[athlete] ?? []
    }

    public func digest(_ read: PageRead) -> ContentHash {
        if let digest = known[read] { return digest }
        let digest = compute(read)
        known[read] = digest
        return digest
    }

    /// The digest of `read` worked out now, not kept: for a read asked once.
    public func fresh(_ read: PageRead) -> ContentHash { known[read] ?? compute(read) }

    private func compute(_ read: PageRead) -> ContentHash {
        switch read {
        case .athlete(let id):
            if let changedAthletes, !changedAthletes.contains(id), let before = recorded(read) { return before }
            // Each input's path and the hash of its bytes (none for a file no longer read).
            var writer = ByteWriter()
            for path in inputs(of: id) {
                writer.string(path)
                writer.optional(hash(path)) { $0.hash($1) }
            }
            return ContentHash(writer.bytes)
        case .everyAthlete:
            return lines(owningAthletes.map { $0 + "\t" + digest(.athlete($0)).hex })
        case .athletes:
            return lines(statistics.athletes.map(\.id))
        case .navigation:
            return lines(navigation.map { "\($0.path)\t\($0.label)\t\($0.section)" })
        case .workout(let athlete, let id):
            // Its file's path and the hash of its bytes: a workout is what its file and the whole
            // site's files make it (media paths are relative to the file).
            guard let workout = index.workout(athlete: athlete, id: id), let digest = hash(workout.sourcePath) else { return lines(["-"]) }
            let path = ContentHash(Array(workout.sourcePath.utf8))
            return ContentHash(high: digest.high ^ path.high, low: digest.low ^ (path.low &+ 1))
        case .workoutFigures(let athlete, let id):
            return derived(read, from: .athlete(athlete)) {
                // In the binary form `@ByteCoded` derives: every stored property, one added later too.
                var writer = ByteWriter()
                statistics.workout(id: id, athlete: athlete).encode(into: &writer)
                statistics.records(forWorkout: id, athlete: athlete).encode(into: &writer)
                return ContentHash(writer.bytes)
            }
        case .exerciseHistories(let athlete):
            return derived(read, from: .athlete(athlete)) {
                lines(statistics.athlete(id: athlete)?.exercises.map(\.id) ?? [])
            }
        case .workoutRows(let athlete, let from, let count):
            return derived(read, from: athlete.map { .athlete($0) } ?? .everyAthlete) {
                let all = workouts(of: athlete)
                return lines(all[(from..<(from + count)).clamped(to: all.indices)].map { $0.athlete + "\t" + $0.id })
            }
        case .workoutCount(let athlete):
            return derived(read, from: athlete.map { .athlete($0) } ?? .everyAthlete) { lines([String(workouts(of: athlete).count)]) }
        case .freePage(let id):
            return file(of: id, among: pages)
        case .freePages:
            return files(pages)
        case .session(let id):
            return file(of: id, among: sessions)
        case .sessions:
            return files(sessions)
        case .sessionsUsing(let exercise):
            return lines(index.sessionsUsingExercise[exercise] ?? [])
        case .sessionLevels:
            return lines(sessionLevels.levels.map { "\($0.key)\t\($0.label)\t\($0.value)" })
        case .exerciseDescription(let id):
            return file(of: id, among: exercises)
        }
    }

    /// A free page, a session or an exercise's description is its document (what else the page
    /// shows of it, the exercises a session names, is the whole site's): the document's path
    /// and the hash of its bytes, or "-" when the library has none of that id.
    private func file(of id: String, among files: [String: String]) -> ContentHash {
        guard let path = files[id] else { return lines(["-"]) }
        return lines([path, hash(path)?.hex ?? "-"])
    }

    /// Every one's id and file, by id.
    private func files(_ files: [String: String]) -> ContentHash {
        lines(files.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\t\(hash($0.value)?.hex ?? "-")" })
    }

    /// One athlete's workouts newest first, or the site's (`athlete` nil).
    private func workouts(of athlete: String?) -> [Workout] {
        athlete.map { index.workoutsByAthlete[$0] ?? [] } ?? index.workoutsNewestFirst
    }

    /// The recorded digest when the data it is worked out from is as recorded, else `value()`.
    private func derived(_ read: PageRead, from parent: PageRead, _ value: () -> ContentHash) -> ContentHash {
        if let before = recorded(read), let parentBefore = recorded(parent), parentBefore == digest(parent) { return before }
        return value()
    }

    private func lines(_ lines: [String]) -> ContentHash { ContentHash(Array(lines.joined(separator: "\n").utf8)) }
}
