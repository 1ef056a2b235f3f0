import Foundation
import Loading
import Rendering
import Statistics
import TextAndDates
import TrainingModel

/// A build that renders only what an edit of some athletes' data can change
/// (docs/performance.md#partial-rebuilds), for `spotter build` with its cache.
///
/// A workout's page, and an athlete's own pages (`PageSubject.athlete`: dashboard,
/// workout index, exercise histories, profile, cardio page, years, plans with their week
/// sheets and calendar feed, unless a session they schedule takes its loads from another
/// athlete's e1RM), show that athlete's data and statistics and what every page shows (the
/// settings, the theme, the as-of day, the athletes, the exercises, sessions and free pages,
/// whether the site has plans, and on a site of one athlete whether they have cardio):
/// nothing of another athlete. So when every input that changed since the last build holds
/// one athlete's workouts, measurements, tests or plans, and what every page shows is the
/// same (`sharedFacts`), the workout and athlete pages of the other athletes are those the
/// last build wrote.
/// They are kept, and so are the changed athletes' workout pages and the pages of the
/// site's workout index that show what they showed (their digests, `WorkoutPageDigest`
/// and `WorkoutIndexDigest`, are the last build's and their workouts' files did not
/// change). Everything else is rendered as in a full build: the changed athletes' other
/// pages, the site's pages (home, exercises, sessions, the plans' index and the site's
/// calendar feed, the coach's overview) and every generated file. Any other change (a file
/// of the whole site, a file with several athletes' data, an athlete added or gone) renders
/// everything.
///
/// Kept pages are not read: the cache knows what the output folder and the spare (the
/// folder the next site is written into, `OutputWriter`) hold. A kept page whose bytes
/// the spare already has is left there; any other is copied from the output folder. The
/// new site is then swapped in whole, as after a full build.
enum PartialRebuild {
    /// What the cache check found for a partial rebuild.
    struct Base: Sendable {
        /// Inputs added, changed or removed, sorted.
        var changed: [String]
        /// Of those, the inputs of the last build, and of this one.
        var before: Set<String>
        var after: Set<String>
        /// The last build's rebuild record: owners, shared facts and page digests (its spare
        /// lines dropped: what the spare holds now is `spare`).
        var previous: BuildCache.RebuildRecord
        /// The output folder's files and folders as the last build wrote and recorded them,
        /// sorted by path (the check does not scan that folder when inputs changed), and when
        /// it recorded them.
        var outputs: [BuildCache.Input]
        var outputsScanned: Int64
        /// The spare's scan, begun by the check and made while the build loads (`SpareScan`).
        let spareScan: SpareScan
        /// The spare as scanned, waited for: nil when there is none or it could not be read.
        var spare: Spare? { spareScan.spare }

        init(changed: [String], before: Set<String>, after: Set<String>, manifest: BuildCache.Manifest,
             record: BuildCache.RebuildRecord, spare: SpareScan) {
            self.changed = changed
            self.before = before
            self.after = after
            previous = record
            previous.spare = []
            outputs = BuildCache.inPathOrder(manifest.outputs)
            outputsScanned = manifest.outputScanned
            spareScan = spare
        }
    }

    /// The spare folder as its scan found it (`SpareScan`, begun by the check): the folder's inode and the scan itself
    /// (every file and folder, sorted, and when it began), from which the build keeps pages
    /// where they are, prunes the spare and records the new output without reading every
    /// folder again.
    struct Spare: Sendable {
        let inode: UInt64
        /// Sorted by path, as every scan is.
        let entries: [BuildCache.Input]
        let scanned: Int64

        init(inode: UInt64, entries: [BuildCache.Input], scanned: Int64) {
            (self.inode, self.entries, self.scanned) = (inode, BuildCache.inPathOrder(entries), scanned)
        }

        /// The scan's entry at `path`, found by halving `entries`.
        func entry(_ path: String) -> BuildCache.Input? { BuildCache.entry(path, in: entries) }
    }

    /// A page kept from the last build: its hash, and whether the spare holds it already.
    struct KeptPage: Sendable {
        var path: String
        var inSpare: Bool
        /// The output folder's file, as the last build recorded it.
        var recorded: BuildCache.Input
        var hash: ContentHash { recorded.hash }
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
        /// Athletes whose own `stats.json` and search index are kept.
        var keptStatistics: Set<String>
        var kept: [KeptPage]
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

    /// The plan for this build, or why every page is rendered. `owners`: those of the whole
    /// library as loaded (private athletes included: their files have owners too); a changed
    /// input no athlete owns (before or after) is the whole site's, and renders everything.
    /// A page is kept when the last build recorded its reads and each has the digest it had
    /// (`PageMemo`, `digests`); every other page is rendered. `athletes`: those with statistics
    /// (the published ones), `severalAthletes` whether the site has their own folders and
    /// `stats.json` files, of which the clean athletes' are kept.
    static func plan(_ base: Base, owners: [String: String], digests: PageReadDigests,
                     renderer: SiteRenderer, athletes: [String], severalAthletes: Bool) -> Result<Plan, Refusal> {
        var dirty = Set<String>()
        for path in base.changed {
            if base.before.contains(path) {
                guard let owner = base.previous.owners[path] else { return .failure(Refusal("\(path) is the whole site's")) }
                dirty.insert(owner)
            }
            if base.after.contains(path) {
                guard let owner = owners[path] else { return .failure(Refusal("\(path) is the whole site's")) }
                dirty.insert(owner)
            }
        }
        var paths: [String] = [], rendered = Set<String>()
        renderer.forEachPage { path, _ in
            if base.previous.memo.isCurrent(path, digests) { paths.append(path) } else { rendered.insert(path) }
        }
        // Each clean athlete's search index and statistics.
        let clean = severalAthletes ? athletes.filter { !dirty.contains($0) } : []
        paths += clean.flatMap { renderer.athleteIndexPaths($0) + [SiteStatistics.athleteFilePath($0)] }
        // Sorted, each is found in the output's record and the spare's scan (both sorted) by
        // walking them alongside, not through dictionaries of 150,000 paths.
        paths.sort()
        let spare = base.spare?.entries ?? []
        var kept: [KeptPage] = []
        kept.reserveCapacity(paths.count)
        var (inOutput, inSpare) = (0, 0)
        for path in paths {
            while inOutput < base.outputs.count, base.outputs[inOutput].path < path { inOutput += 1 }
            // Byte for byte: a name in another Unicode normalisation is another file.
            guard inOutput < base.outputs.count, base.outputs[inOutput].path.isExactly(path), base.outputs[inOutput].size >= 0
            else { return .failure(Refusal("\(path) is not in the output folder's record")) }
            let recorded = base.outputs[inOutput]
            while inSpare < spare.count, spare[inSpare].path < path { inSpare += 1 }
            let held = inSpare < spare.count && spare[inSpare].path.isExactly(path) && spare[inSpare].size >= 0
                && spare[inSpare].hash == recorded.hash
            kept.append(KeptPage(path: path, inSpare: held, recorded: recorded))
        }
        return .success(Plan(athletes: dirty.sorted(), rendered: rendered.count, renders: { [rendered] in rendered.contains($0) },
                             keptStatistics: Set(clean), kept: kept))
    }

    /// Why `plan` cannot be carried out, or nil: a page it copies from the output folder
    /// (one the spare does not hold) that the folder no longer holds as the last build
    /// recorded it. The check does not scan the output folder when inputs changed; these
    /// pages are looked at before anything renders, each trusted by its times and inode as a
    /// scan trusts a file (`BuildCache.trusts`), else read and hashed, on every core. The
    /// copy checks the bytes again.
    static func refusal(of plan: Plan, in output: String, base: Base, cache: BuildCache) -> Refusal? {
        // Kept pages are in path order: the first not as recorded is the one named.
        let copies = plan.kept.filter { !$0.inSpare }
        let changed = concurrentMap(copies.count) { index -> String? in
            let page = copies[index]
            var info = stat()
            let path = output + "/" + page.path
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
               cache.trusts(page.recorded, BuildCache.file(page.path, info), scanned: base.outputsScanned) {
                return nil
            }
            return (try? ContentFileSystem.disk.readFile(path)).map({ ContentHash($0) }) == page.hash ? nil : page.path
        }
        return changed.lazy.compactMap { $0 }.first.map { Refusal("\(output)/\($0) is not as the last build wrote it") }
    }

    /// Why a build renders everything, in words.
    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }
}
