import Foundation
import Loading
import Rendering
import Statistics
import TextAndDates
import TrainingModel

/// A build that renders only what an edit of some athletes' data, free pages or sessions can change
/// (docs/performance.md#partial-rebuilds), for `spotter build` with its cache.
///
/// When every input that changed since the last build holds one athlete's workouts,
/// measurements, tests or plans (its owner, before and after), or is a free page's or a
/// session's document, a page is kept when the last
/// build recorded what it read and every read has the digest it had (`PageMemo`); every other
/// page is rendered, and so is every file that is not a page but the clean athletes' own
/// search indexes and `stats.json`. Any other change (a file of the whole site, a file with
/// several athletes' data, an athlete added or gone) renders everything.
///
/// Kept pages are neither copied nor written: they stay in the output folder as the last
/// build left them (the check's scan found it so, `difference`). Only the rendered files whose
/// bytes differ from the output's are written, aside, and renamed into place once all are
/// rendered, and what the new site lacks is removed (`OutputWriter.moveIn`).
enum PartialRebuild {
    /// What the cache check found for a partial rebuild.
    struct Base: Sendable {
        /// Inputs added, changed or removed, sorted.
        var changed: [String]
        /// Of those, the inputs of the last build, and of this one.
        var before: Set<String>
        var after: Set<String>
        /// The last build's rebuild record: the owners and the page memo.
        var previous: BuildCache.RebuildRecord
        /// The output folder's files and folders as the check's scan found them (sorted by
        /// path, as every scan is): what the last build wrote and recorded, path for path and
        /// byte for byte (`difference`), and when that scan began.
        var outputs: [BuildCache.Input]
        var outputsScanned: Int64
    }

    /// A page kept from the last build, left in the output folder, with the hash of its bytes
    /// as the last build recorded them.
    struct KeptPage: Sendable {
        var path: String
        var hash: ContentHash
    }

    /// What this build renders and keeps.
    struct Plan: Sendable {
        /// The athletes whose data changed, sorted.
        var athletes: [String]
        /// How many pages are rendered.
        var rendered: Int
        /// Renders the pages at these paths, and the files that are not pages but the kept
        /// athletes' search indexes.
        var renders: @Sendable (String) -> Bool
        /// Athletes whose own `stats.json` is kept (it reads their statistics alone), and whose
        /// search index is (it reads their data and, for workouts' titles, the sessions).
        var keptStatistics: Set<String>
        var keptIndexes: Set<String>
        var kept: [KeptPage]
    }

    /// What the documents that pages alone read (`SiteLoader.isReadByPagesAlone`) hold for the
    /// whole site, which no page read notes: which sessions a published site leaves out (their
    /// workouts, plans and bookings name them `_private-N`, numbered in id order, so every
    /// athlete's data changes with them), and every exercise but its description (names,
    /// types, muscles… on every page that names it, and in statistics), in the binary form
    /// `@ByteCoded` derives (every stored property, so one added later is in it). A change of either is
    /// the whole site's. Digests, as the rebuild record keeps them: no id of a private session
    /// in the cache.
    struct DocumentFacts: Equatable, Sendable {
        var withheldSessions: ContentHash
        var exercises: ContentHash

        init(withheldSessions: ContentHash = ContentHash([UInt8]()), exercises: ContentHash = ContentHash([UInt8]())) {
            (self.withheldSessions, self.exercises) = (withheldSessions, exercises)
        }

        /// The whole library's (private athletes and sessions included).
        init(_ library: TrainingLibrary) {
            withheldSessions = ContentHash(Array(library.withheldSessionIDs.joined(separator: "\n").utf8))
            var writer = ByteWriter()
            for exercise in library.exercises { exercise.withoutDescription.encode(into: &writer) }
            exercises = ContentHash(writer.bytes)
        }

        /// Both, for what statistics depend on (`BuildCache.statisticsDigests`).
        var digest: ContentHash {
            var writer = ByteWriter()
            writer.hash(withheldSessions)
            writer.hash(exercises)
            return ContentHash(writer.bytes)
        }

        /// Why a build after one with `before` renders everything, or nil.
        func change(since before: DocumentFacts) -> Refusal? {
            if withheldSessions != before.withheldSessions { return Refusal("which sessions are private changed") }
            if exercises != before.exercises { return Refusal("the exercises changed beyond their descriptions") }
            return nil
        }
    }

    /// Input path → the one athlete whose workouts, measurements, tests or plans it holds.
    /// A file with several athletes' data, with an athlete's profile, or with anything else
    /// is the whole site's and is not listed.
    static func owners(_ library: TrainingLibrary) -> [String: String] {
        var owners: [String: String] = [:]
        owners.reserveCapacity(library.workouts.count + library.measurements.count + library.tests.count + library.plans.count)
        // Profiles, exercises, sessions and free pages are the whole site's, and so is a file
        // with several athletes' data.
        var siteWide = Set(library.athletes.map(\.sourcePath) + library.exercises.map(\.sourcePath)
                           + library.sessions.map(\.sourcePath) + library.pages.map(\.sourcePath) + [""])
        var readable = Set<String>()  // ids already looked at, of a hundred athletes: not each workout's
        func note(_ path: String, _ athlete: String) {
            // The manifest writes `owner ID PATH`: ids are checked by the loader, this keeps the line readable anyway.
            if !readable.contains(athlete) {
                if athlete.isEmpty || athlete.contains(where: { $0 == " " || $0.isNewline }) {
                    siteWide.insert(path)
                } else {
                    readable.insert(athlete)
                }
            }
            // One lookup: the owner the path had, if any, replaced.
            if let before = owners.updateValue(athlete, forKey: path), before != athlete { siteWide.insert(path) }
        }
        // Read in place, not copied out of the array (a workout copied is a dozen references retained).
        for index in library.workouts.indices { note(library.workouts[index].sourcePath, library.workouts[index].athlete) }
        for entry in library.measurements { note(entry.sourcePath, entry.athlete) }
        for test in library.tests { note(test.sourcePath, test.athlete) }
        for plan in library.plans { note(plan.sourcePath, plan.athlete) }
        for path in siteWide { owners[path] = nil }
        return owners
    }

    /// The plan for this build, or why every page is rendered. `dirty`: the athletes whose
    /// data changed (`changedAthletes`). A page is kept when the last build recorded its reads
    /// and each has the digest it had (`PageMemo`, `changes`); every other page is rendered.
    /// `athletes`: those with statistics (the published ones), `severalAthletes` whether the
    /// site has their own folders and `stats.json` files, of which the clean athletes' are kept.
    static func plan(_ base: Base, changedAthletes dirty: Set<String>, changes: PageMemo.Changes,
                     renderer: SiteRenderer, athletes: [String], severalAthletes: Bool) -> Result<Plan, Refusal> {
        var paths: [String] = [], rendered = Set<String>()
        for path in renderer.paths {
            if base.previous.memo.isCurrent(path, changes) { paths.append(path) } else { rendered.insert(path) }
        }
        // Each clean athlete's statistics, and search index while the sessions are as they were.
        let clean = severalAthletes ? athletes.filter { !dirty.contains($0) } : []
        let indexes = base.changed.contains(where: SiteLoader.isSessionDocument) ? [] : clean
        paths += clean.map { SiteStatistics.athleteFilePath($0) } + indexes.flatMap { renderer.athleteIndexPaths($0) }
        // Sorted, each is found in the output's record (sorted) by walking it alongside, not
        // through a dictionary of 150,000 paths.
        paths.sort()
        var kept: [KeptPage] = []
        kept.reserveCapacity(paths.count)
        var inOutput = 0
        for path in paths {
            while inOutput < base.outputs.count, base.outputs[inOutput].path < path { inOutput += 1 }
            // Byte for byte: a name in another Unicode normalisation is another file.
            guard inOutput < base.outputs.count, base.outputs[inOutput].path.isExactly(path), base.outputs[inOutput].size >= 0
            else { return .failure(Refusal("\(path) is not in the output folder's record")) }
            kept.append(KeptPage(path: path, hash: base.outputs[inOutput].hash))
        }
        return .success(Plan(athletes: dirty.sorted(), rendered: rendered.count, renders: { [rendered] in rendered.contains($0) },
                             keptStatistics: Set(clean), keptIndexes: Set(indexes), kept: kept))
    }

    /// The athletes whose data the `changed` paths held, in either engine: each changed path
    /// must be a free page's, a session's or an exercise's document (`SiteLoader.isReadByPagesAlone`,
    /// whose pages the memo finds by their `freePage`, `session` and `exerciseDescription`
    /// reads), or an input of the last build (`before`) or of this one (`after`) and one
    /// athlete's data in each build it is an input of (`ownersBefore`,
    /// `ownersAfter`); any other change is the whole site's, and no page is kept. So is a
    /// change of what those documents hold for the whole site (`factsBefore`, `factsAfter`).
    static func changedAthletes(_ changed: some Sequence<String>, before: Set<String>, after: Set<String>,
                                ownersBefore: [String: String], ownersAfter: [String: String],
                                factsBefore: DocumentFacts, factsAfter: DocumentFacts) -> Result<Set<String>, Refusal> {
        if let refusal = factsAfter.change(since: factsBefore) { return .failure(refusal) }
        var athletes = Set<String>()
        for path in changed where !SiteLoader.isReadByPagesAlone(path) {
            let owners = [before.contains(path) ? ownersBefore[path] : "", after.contains(path) ? ownersAfter[path] : ""]
            guard before.contains(path) || after.contains(path), !owners.contains(nil) else {
                return .failure(Refusal("\(path) is the whole site's"))
            }
            for case let owner? in owners where !owner.isEmpty { athletes.insert(owner) }
        }
        return .success(athletes)
    }

    /// What the output folder as scanned (`found`) holds otherwise than the last build's record
    /// of it (`recorded`), in words, or nil: the first of `BuildCache.changes` between them, a
    /// file or folder recorded and gone or changed, or a path the record lacks (a file someone
    /// added, which a full build removes). A partial rebuild keeps pages only in a folder
    /// holding exactly what the last build left, so every page it keeps, and every page it
    /// renders with the bytes recorded (and so does not write), is as that build wrote it.
    static func difference(_ found: [BuildCache.Input], from recorded: [BuildCache.Input], in output: String) -> String? {
        guard let change = BuildCache.changes(from: recorded, to: found).first else { return nil }
        guard !change.before else { return "\(output)/\(change.path) is not as the last build wrote it" }
        let folder = change.path.utf8.lastIndex(of: UInt8(ascii: "/")).map { output + "/" + change.path[..<$0] } ?? output
        return "\(folder) holds other files than the last build left"
    }

    /// Why a build renders everything, in words.
    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
