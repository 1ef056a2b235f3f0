import TextAndDates
import Diagnostics
import Foundation
import Loading
import Rendering
import Statistics
import TrainingModel

/// The pipeline, in order: load and validate the content, compute statistics, render
/// every output file, write them aside and swap. Each stage is a value-in, value-out
/// call into its own target; this type only sequences them and times them.
public struct SiteBuilder: Sendable {
    public var sourceDirectory: URL
    public var outputDirectory: URL
    public var fileSystem: ContentFileSystem
    public var environment: [String: String]
    public var now: Date
    /// `--include-private`: build private athletes' pages too (docs/content-format.md#athletes); off by default.
    public var includePrivate: Bool

    /// `--force`: write into an output folder Spotter did not make, moving its files aside.
    public var force: Bool

    /// The build cache (`BuildCache`): with one, a build with nothing changed leaves the
    /// output as it is. Nil (the default for the library; `--no-cache`): every build is full.
    public var cache: BuildCache?

    public init(sourceDirectory: String, outputDirectory: String? = nil, fileSystem: ContentFileSystem = .disk,
                environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date(),
                includePrivate: Bool = false, force: Bool = false) {
        self.includePrivate = includePrivate
        self.force = force
        let source = URL(fileURLWithPath: sourceDirectory).standardizedFileURL
        self.sourceDirectory = source
        self.outputDirectory = outputDirectory.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? source.appendingPathComponent("public")
        self.fileSystem = fileSystem
        self.environment = environment
        self.now = now
    }

    /// What a run produced; `diagnostics` holds every content problem found.
    public struct Outcome: Sendable {
        public var diagnostics: DiagnosticList
        /// Files written, 0 when the build stopped before writing.
        public var filesWritten: Int
        /// A problem that is not in the content (a theme error, an unwritable folder).
        public var failure: String?
        /// Where `--force` moved the files of an output folder Spotter did not make.
        public var keptAside: String? = nil
        /// Nothing changed since the build the cache recorded: the output was left as it
        /// is, and `filesWritten` and the warnings are that build's.
        public var upToDate = false
        /// The exercise files read as the exercise-library app's list reply (`LoadResult.listReplies`).
        public var listReplies: [String] = []
        /// The build succeeded but its cache could not be written (the next build is full).
        public var cacheProblem: String?
        /// Set by a partial rebuild (`PartialRebuild`): the athletes whose pages were rendered,
        /// sorted (the files of the others it kept are `kept`).
        public var partial: [String]?
        /// The site's time zone, once `site.yaml` is read (for the cache's key).
        var timeZone: String?
        /// For the cache's rebuild record: who owns which input, which sessions the site left
        /// out and the exercises are (`PartialRebuild.DocumentFacts`), and what each page read (`PageMemo`).
        var owners: [String: String]?
        var facts = PartialRebuild.DocumentFacts()
        var memo: PageMemo?
        /// Every page's path, in the order of the site's page list (`SiteRenderer.paths`).
        var pages: [String] = []
        /// The failure is the reused spare's (`OutputWriter.Failure.spareUnwritable`).
        var spareUnwritable = false
        /// For the cache, which keeps none of their bytes: the private athletes, and the
        /// inputs that are their data (`BuildCache.privateInputs`).
        var privateAthletes: Set<String> = []
        var privateInputs: Set<String> = []
        /// The output folders of private athletes and sessions (`BuildCache.privateOutputFolders`).
        var privateFolders: [String] = []
        /// For the cache: the decoded files to keep, when they changed.
        var decoded: DecodedFiles?
        /// For the cache: the athletes' workouts this build can keep and did not take from it,
        /// in their files' bytes, by athlete (`BuildCache+KeptWorkouts`), and every athlete
        /// whose file is to stay (those written, and those taken).
        var keptWorkouts: [String: [UInt8]] = [:]
        var workoutsKeptFor: Set<String> = []
        /// The output's record was worked out from what a partial rebuild did, not scanned.
        var outputRecordWorkedOut = false
        /// For the cache: the statistics this build computed, in their files' bytes, by athlete
        /// (`BuildCache+AthleteStatistics`), and every athlete with statistics.
        var computedStatistics: [String: [UInt8]] = [:]
        var athletes: Set<String> = []
        /// The pages a partial rebuild kept in the output folder.
        var kept: [PartialRebuild.KeptPage] = []
        /// A partial rebuild found the output not as recorded where it writes (`OutputWriter.NotAsRecorded`):
        /// the build is made again in full, and this says why.
        var notAsRecorded: String?

        public var succeeded: Bool { !diagnostics.hasErrors && failure == nil }

        /// Fails with `error`, noting when it is the reused spare's (`spareUnwritable`).
        mutating func fail(_ error: Error) {
            failure = String(describing: error)
            if case .spareUnwritable = error as? OutputWriter.Failure { spareUnwritable = true }
        }
    }

    /// Load, statistics, render, write: the numbers in the progress lines.
    static let stageCount = 4

    /// What `check` and `build` say of an exercise file in the exercise-library app's list reply.
    public static func listReplySentence(_ path: String) -> String {
        "\(path): read as the exercise-library app's list reply, {\"data\": [ … ]}"
    }

    /// Loads and validates only; never writes.
    public func check() async -> Outcome {
        let result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: sourceDirectory.path)
        return Outcome(diagnostics: result.diagnostics, filesWritten: 0, listReplies: result.listReplies)
    }

    /// Everything but writing: the files a build would write, in path order.
    public func render(log: (String) -> Void = { _ in }) async -> (outcome: Outcome, files: [OutputFile]) {
        let collected = OutputFileCollection()
        var outcome = await run(log: log, write: collected.add)
        outcome.filesWritten = 0
        return (outcome, outcome.succeeded ? collected.sorted : [])
    }

    /// Renders into a new folder beside the output, page by page as they are rendered,
    /// then swaps it in; a partial rebuild renders only the files that changed there and
    /// renames them into the output (`finishInPlace`). On any problem before that, the output
    /// folder stays as it was. `progress`
    /// hears of every page rendered: how many so far, and of how many.
    public func build(log: (String) -> Void = { _ in },
                      progress: (_ rendered: Int, _ total: Int) -> Void = { _, _ in }) async -> Outcome {
        let writer = OutputWriter(outputDirectory: outputDirectory, force: force)
        do {
            try writer.checkPlacement(source: sourceDirectory)
            try writer.checkOwnership()
            try cache?.checkFolder(source: sourceDirectory, output: outputDirectory)
        } catch {
            return Outcome(diagnostics: DiagnosticList(), filesWritten: 0, failure: String(describing: error))
        }
        if let restored = writer.restoreSwappedOut() {
            log("Put back the site a stopped build had moved aside: \(restored) is \(outputDirectory.path) again")
        }
        let leftovers = writer.removeLeftovers()
        if !leftovers.isEmpty {
            log("Removed what \(leftovers.count == 1 ? "a stopped build" : "stopped builds") left beside the output: "
                + leftovers.joined(separator: ", "))
        }
        let cacheCheck = cache.map(checkCache)
        if let check = cacheCheck, let manifest = check.manifest, check.reason == nil {
            log("Nothing changed since the last build: \(outputDirectory.path) left as it is")
            let outcome = skippedOutcome(manifest)
            // The scans, freed on another thread (the process usually ends first).
            releaseElsewhere((consume check, consume manifest, consume cacheCheck))
            return outcome
        }
        // Said only when an earlier build left a manifest: a first build needs no reason. When
        // a partial rebuild may do, it is said once the content shows whether it can.
        if let reason = cacheCheck?.reason, cacheCheck?.recorded == true, cacheCheck?.partial == nil {
            log("Building everything: \(reason)")
        }
        let outcome = await build(writer, cacheCheck, log: log, progress: progress)
        if outcome.spareUnwritable, let problem = outcome.failure {
            // The spare is disposable: one that cannot be written (a file of another user's in
            // it) is set aside and the site built again from an empty folder, said as such.
            guard let aside = writer.setSpareAside() else { return outcome }
            log("The spare folder could not be written (\(problem)): it was set aside as \(aside.path), which no build "
                + "uses or removes (delete it when you can); building everything again in an empty folder")
        } else if let problem = outcome.notAsRecorded {
            // Found before anything in the output changed: the whole site is made aside and swapped in.
            log("Building everything: \(problem)")
        } else {
            return outcome
        }
        var check = cacheCheck
        check?.partial = nil
        return await build(writer, check, log: log, progress: progress)
    }

    /// `build`'s work from the first file on, with the cache's check made.
    private func build(_ writer: OutputWriter, _ cacheCheck: consuming CacheCheck?, log: (String) -> Void,
                       progress: (_ rendered: Int, _ total: Int) -> Void) async -> Outcome {
        // Made with the first file, so a build that stops before rendering touches nothing.
        // With a cache, the hash of every file written, for its manifest.
        let site = StagedOnFirstFile(writer: writer, hashing: cache != nil)
        var outcome = await run(log: log, progress: progress, cache: cacheCheck, write: site.add,
                                inPlace: { recorded, kept in site.writeInPlace(over: recorded, keeping: kept) })
        var written = site.hashes
        guard outcome.succeeded else {
            // A spare claimed goes back to being the spare; a partial rebuild's own folder is removed.
            if site.isInPlace { site.staging?.removeFolder() } else { site.staging?.abandon() }
            outcome.filesWritten = 0
            return outcome
        }
        if site.isInPlace, let check = cacheCheck, let base = check.partial {
            let finished = finishInPlace(writer, site, base: base, check: check, outcome: outcome, log: log)
            // As below: the check (every athlete's workouts kept, the scans) and the hashes written.
            releaseElsewhere((consume written, consume site, consume cacheCheck, consume base))
            return finished
        }
        guard let staging = site.staging else {
            outcome.filesWritten = 0
            return outcome
        }
        var clock = StageClock(total: Self.stageCount, finished: Self.stageCount - 1)
        let stagedFolder = BuildCache.inode(staging.root)
        do {
            // The folder swapped out holds a private athlete's pages (of a build with
            // `--include-private`, or before they were made private): removed, not kept as the spare.
            let privateFolders = includePrivate ? [] : outcome.privateFolders
            outcome.keptAside = try staging.commit(removingOldIfItHolds: privateFolders)?.path
            log(clock.finish("Writing \(outputDirectory.path)", outcome.filesWritten.counted("file")))
            if let cacheCheck {
                written[OutputWriter.markerName] = ContentHash(OutputWriter.markerText)
                (outcome.cacheProblem, outcome.outputRecordWorkedOut) = recordCache(cacheCheck, outcome: outcome,
                                                                                    folder: stagedFolder, written: written)
            }
        } catch {
            outcome.fail(error)
            outcome.filesWritten = 0
        }
        // What the build held for the cache (scans, hashes, the staging folder's sets: hundreds
        // of thousands of paths on a coach's site) is freed on another thread, not before returning.
        releaseElsewhere((consume written, consume staging, consume site, consume cacheCheck))
        return outcome
    }

    /// The pipeline up to the files: load, statistics, then every page, generated file and
    /// asset handed to `write` as it is made, from whichever task made it (several at once).
    /// `filesWritten` counts them, and the pages a partial rebuild keeps (`cache`'s
    /// `partial`). A partial rebuild tells `inPlace`, before anything is written, what the
    /// output folder holds as the last build recorded it and which of its pages stay.
    private func run(log: (String) -> Void, progress: (_ rendered: Int, _ total: Int) -> Void = { _, _ in },
                     cache check: CacheCheck? = nil,
                     write: @escaping @Sendable (OutputFile) throws -> Void,
                     inPlace: ([BuildCache.Input], [PartialRebuild.KeptPage]) -> Void = { _, _ in }) async -> Outcome {
        var stage = StageClock(total: Self.stageCount)
        // The theme depends on no content: compiled on a core of its own while the content
        // loads, and asked for where it was compiled before (its errors come out there).
        let builder = self
        let compiledTheme = Task { () throws -> Theme in try Theme.builtIn().overriding(with: try builder.themeOverrides()) }
        defer { compiledTheme.cancel() }
        // A partial rebuild reads back every athlete's statistics but the edited ones': read
        // beside the load, most of which is on one core, before the digests that pick them are known.
        let statisticsReadEarly = check.flatMap { check in check.partial.map { _ in OnItsOwnThread { check.cache.readStoredStatistics() } } }
        let loader = SiteLoader(fileSystem: fileSystem)
        let result: LoadResult
        // With the cache, the files its scan found unchanged are not decoded again (`DecodedFiles`),
        // and the athletes' workouts it keeps are taken in place of their files (`KeptWorkouts`).
        var decoded: DecodedFiles?
        var keeping: (digest: ContentHash, resolution: ContentHash, taken: KeptWorkouts.Taken, store: DecodedFiles)?
        // Of the sessions, exercises and profiles alone: the same whichever workouts a load took.
        var documentFacts: PartialRebuild.DocumentFacts?
        var privateData: (athletes: Set<String>, inputs: Set<String>) = ([], [])
        if let check, let inputs = check.inputs {
            let kept = check.kept ?? KeptLoad(check.cache, inputs: inputs)
            var previous = kept.needsDecodedFiles ? check.decoded ?? check.cache.readDecodedFiles() : nil
            // In path order, as every scan is; the files under `content/` are taken from the
            // scan, not listed again.
            func load(keeping kept: [KeptWorkouts]) async -> (result: LoadResult, decoded: DecodedFiles, taken: KeptWorkouts.Taken) {
                await loader.load(siteDirectory: sourceDirectory.path, reusing: previous ?? DecodedFiles(),
                                  hashes: inputs.map { ($0.path, $0.hash) }, scanned: inputs.map(\.path), kept: kept)
            }
            var loaded = await load(keeping: kept.workouts)
            // The kept workouts are taken before the sessions and exercises they were resolved
            // with are loaded: when those resolve otherwise (an exercise renamed, a session
            // added), the load is done again without the workouts resolved otherwise.
            let facts = PartialRebuild.DocumentFacts(loaded.result.library)
            documentFacts = facts
            let resolution = BuildCache.workoutsResolution(loaded.result.library, exercises: facts.exercises)
            if kept.took(loaded.taken, resolvedOtherwiseThan: resolution) {
                previous = previous ?? check.decoded ?? check.cache.readDecodedFiles()
                loaded = await load(keeping: kept.resolved(as: resolution))
            }
            result = loaded.result
            keeping = (kept.digest, resolution, loaded.taken, loaded.decoded)
            privateData = (result.library.privateAthleteIDs, BuildCache.privateInputs(result.library, among: inputs))
            // Written again when more than a hundredth of it changed: the few files edited since
            // it was written are decoded again by each build, rather than the whole store (which
            // grows with every workout file) written again for them. Not read, it is left
            // as it is. Private athletes' files are never kept (`BuildCache+PrivateAthletes`), so
            // theirs were all decoded now, and are no change.
            if let previous {
                let store = loaded.decoded.removing(privateData.inputs)
                let churn = loaded.decoded.keptNow - (loaded.decoded.count - store.count) + max(0, previous.count - store.count)
                if churn > previous.count / 100 { decoded = store }
            }
        } else {
            result = await loader.load(siteDirectory: sourceDirectory.path)
        }
        let library = published(result.library)
        log(stage.finish("Loading content", [library.exercises.count.counted("exercise"),
                                               library.sessions.count.counted("session"),
                                               library.workouts.count.counted("workout")].joined(separator: ", ")))
        for path in result.listReplies { log(Self.listReplySentence(path)) }
        var outcome = Outcome(diagnostics: result.diagnostics, filesWritten: 0, listReplies: result.listReplies)
        outcome.timeZone = library.config.timezone
        outcome.decoded = decoded
        (outcome.privateAthletes, outcome.privateInputs) = privateData
        outcome.privateFolders = BuildCache.privateOutputFolders(result.library)
        guard !result.diagnostics.hasErrors else { return outcome }
        // The renderer's index of the library, made beside the owners, the digests and the
        // statistics below (the first two on one core).
        async let indexing = LibraryIndexing(library)
        do {
            let asOf = try asOfDate(for: library)
            // Who owns which input: the cache's record, and what each athlete's statistics depend on.
            let owners = check == nil ? [:] : PartialRebuild.owners(result.library)
            let facts = check == nil ? PartialRebuild.DocumentFacts() : documentFacts ?? PartialRebuild.DocumentFacts(result.library)
            let stored = check.flatMap {
                storedStatistics($0, library: library, owners: owners, facts: facts, assets: result.assetPaths,
                                 readEarly: statisticsReadEarly)
            }
            var reused: @Sendable (String) -> AthleteStatistics? = { _ in nil }
            if let stored { reused = stored.read }
            let statistics = StatisticsEngine.compute(library, asOf: asOf, reusing: reused)
            log(stage.finish("Computing statistics", "as of \(asOf.iso)"))
            let theme = try await compiledTheme.value
            var made = 0, pages = 0
            var renderer = SiteRenderer(library: library, statistics: statistics, theme: theme, asOf: asOf,
                                        indexing: await indexing)
            var keptStatistics = Set<String>()
            // The site's own generated files, made while the workout index's digests and the
            // plan below work out what to render (the plan uses one core). A task, for the generated files' task
            // below to wait for; cancelled if the build stops before.
            let siteFiles = Task { try await Self.siteFiles(library: library, statistics: statistics) }
            defer { siteFiles.cancel() }
            // What the pages read, recorded as they render, for the next build's plan.
            let reads = ReadsCollection()
            var memoBefore: PageMemo?, changes: PageMemo.Changes?
            var digests: PageReadDigests?
            if let check {
                (outcome.owners, outcome.facts) = (owners, facts)
                let base = check.partial
                // Whose data changed since the last build, or why every page is rendered.
                let changedAthletes = base.map { base in
                    PartialRebuild.changedAthletes(base.changed, before: base.before, after: base.after,
                                                   ownersBefore: base.previous.owners, ownersAfter: owners,
                                                   factsBefore: base.previous.facts, factsAfter: facts)
                }
                let recorded = base?.previous.memo, inputs = check.inputs ?? []
                let pageDigests = PageReadDigests(renderer: renderer, owners: owners, hash: { BuildCache.entry($0, in: inputs)?.hash },
                                                  recorded: { recorded?.recorded($0) }, changedAthletes: try? changedAthletes?.get())
                digests = pageDigests
                if let base, let changedAthletes {
                    let planned = changedAthletes.flatMap { athletes in
                        let changed = base.previous.memo.changes(pageDigests)
                        return PartialRebuild.plan(base, changedAthletes: athletes, changes: changed, renderer: renderer,
                                                   athletes: statistics.athletes.map(\.id),
                                                   severalAthletes: statistics.hasSeveralAthletes).map { ($0, changed) }
                    }
                    switch planned {
                    case .success(let (plan, _)) where plan.kept.isEmpty:
                        // Nothing to keep (one athlete, say): a full build, said as one.
                        log("Building everything: \(check.reason ?? "")")
                    case .success(let (plan, changed)):
                        keptStatistics = plan.keptStatistics
                        let kept = plan.keptIndexes
                        renderer = renderer.rendering(pages: plan.renders, athleteIndex: { !kept.contains($0) })
                        (outcome.kept, outcome.partial, memoBefore, changes) = (plan.kept, plan.athletes, base.previous.memo, changed)
                        inPlace(base.outputs, plan.kept)
                        let athletes = plan.athletes.isEmpty ? "" : "the data of \(plan.athletes.joined(separator: ", ")) changed: "
                        log("Building what changed: \(check.reason ?? "") · \(athletes)"
                            + "rendering \(plan.rendered.counted("page")), keeping \(plan.kept.count.counted("file"))")
                    case .failure(let refusal):
                        log("Building everything: \(check.reason ?? ""), and \(refusal.reason)")
                    }
                }
            }
            let pageCount = renderer.pageCount
            func counted(_ path: String) {
                made += 1
                if path.hasSuffix(".html") {
                    pages += 1
                    progress(pages, pageCount)
                }
            }
            // Made from the published library, so never a private athlete's: the site's files
            // made above, and each athlete's `stats.json` beside the pages, but the kept ones.
            async let generated = Self.generatedFiles(siteFiles: { try await siteFiles.value }, statistics: statistics,
                                                      keeping: keptStatistics, into: write)
            // The statistics computed, not read back, in the cache's bytes, for it to keep; so
            // the workouts of the athletes whose workouts were not taken from it.
            async let computed: [String: [UInt8]] = stored?.bytes(of: statistics) ?? [:]
            // A private athlete's are not kept (`BuildCache+PrivateAthletes`), and a file of
            // theirs an earlier build kept is removed.
            let hidden = outcome.privateAthletes
            async let keptWorkouts = keeping.map { keeping in
                let keepable = BuildCache.keepableWorkouts(library: result.library, owners: owners, stored: keeping.store,
                                                           taken: keeping.taken, diagnostics: result.diagnostics)
                    .filter { !hidden.contains($0.athlete) }
                let files = concurrentMap(keepable.count) {
                    (keepable[$0].athlete, BuildCache.keptWorkoutsBytes(keepable[$0], digest: keeping.digest,
                                                                         resolvedWith: keeping.resolution))
                }
                return (Dictionary(uniqueKeysWithValues: files),
                        keeping.taken.whole.union(keepable.map(\.athlete)).subtracting(hidden))
            }
            try await renderer.render(writing: { file in
                if let read = file.reads { reads.add(file.path, read) }
                try write(file)
            }, made: counted)
            if let digests {
                outcome.pages = renderer.paths
                outcome.memo = PageMemo.after(memoBefore, changes: changes, rendered: reads.all, kept: outcome.kept.lazy.map(\.path),
                                              digests: digests)
            }
            made += try await generated
            (outcome.computedStatistics, outcome.athletes) = (await computed, Set(statistics.athletes.map(\.id)))
            if let (files, athletes) = await keptWorkouts { (outcome.keptWorkouts, outcome.workoutsKeptFor) = (files, athletes) }
            let isPrivate = privateMedia(result.library)
            for file in try assets(result.assetPaths) where !isPrivate(file.path) {
                try write(file)
                counted(file.path)
            }
            outcome.filesWritten = made + outcome.kept.count
            log(stage.finish("Rendering pages", made.counted("file")))
            releaseElsewhere((consume renderer, consume statistics, consume library, consume result))
        } catch {
            outcome.fail(error)
        }
        return outcome
    }

    /// What the site shows: the library without private athletes unless `includePrivate`.
    func published(_ library: TrainingLibrary) -> TrainingLibrary {
        includePrivate ? library : library.withoutPrivateAthletes()
    }

    /// Whether an output path is a private athlete's media, which is not copied either:
    /// their photo, and anything in their folders under `workouts/` and `measurements/`.
    func privateMedia(_ library: TrainingLibrary) -> @Sendable (String) -> Bool {
        let hidden = library.athletes.filter { $0.isPrivate && !includePrivate }
        let photos = Set(hidden.compactMap { athlete in
            athlete.photo.flatMap { ContentPath.resolve($0, relativeTo: athlete.sourcePath) }
        })
        let folders = hidden.flatMap { ["workouts/\($0.id)/", "measurements/\($0.id)/"] }
        return { path in photos.contains(path) || folders.contains { path.hasPrefix($0) } }
    }

    /// Images and other media under `content/` (`paths`, as the load found them), copied to
    /// the same place without the `content/` prefix, where pages link to them.
    func assets(_ paths: [String]) throws -> [OutputFile] {
        try paths.map { path in
            let bytes = try fileSystem.readFile(sourceDirectory.appendingPathComponent(path).path)
            return OutputFile(path: String(path.dropFirst("content/".count)), bytes: bytes)
        }
    }

    /// The site's own `Templates/` folder, read through the content's file system: path
    /// relative to `Templates/` → text, overriding the built-in theme file by file
    /// (`Theme.overriding(with:)` refuses paths it does not read). Hidden files and folders
    /// and editor leftovers (`name~`, `#name#`) are not part of the theme. No folder, no overrides.
    func themeOverrides() throws -> [String: String] {
        let folder = sourceDirectory.appendingPathComponent("Templates").path
        guard let listed = try? fileSystem.listFiles(folder) else { return [:] }
        // Two spellings of one name are one key below: refused, not one of them dropped.
        let twins = Theme.unicodeTwins(listed.filter { !Theme.ignores($0) })
        guard twins.isEmpty else { throw RenderingError.invalidThemeFiles(twins) }
        var files: [String: String] = [:]
        for path in listed where !Theme.ignores(path) {
            let bytes = try fileSystem.readFile(folder + "/" + path)
            guard let text = String(validating: bytes, as: UTF8.self) else { throw RenderingError.themeFileNotText("Templates/" + path) }
            files[path] = text
        }
        return files
    }
}

/// The staging folder of a build, begun by the first file written, so that a build that
/// stops before rendering touches nothing; files come from several tasks at once.
final class StagedOnFirstFile: @unchecked Sendable {  // state behind `lock`
    private let writer: OutputWriter
    private let hashing: Bool
    private let lock = NSLock()
    private var begun: OutputWriter.Staging?
    private var written: [String: ContentHash] = [:]
    /// The files written into the staging folder (with `hashing`).
    private var made = Set<String>()
    /// A partial rebuild's: the output folder as the last build recorded it, sorted by path.
    private var recorded: [BuildCache.Input]?

    /// `hashing`: keep the hash of every file written (for the build cache's manifest).
    init(writer: OutputWriter, hashing: Bool) {
        self.writer = writer
        self.hashing = hashing
    }

    var staging: OutputWriter.Staging? { lock.withLock { begun } }
    var hashes: [String: ContentHash] { lock.withLock { written } }
    var madeFiles: Set<String> { lock.withLock { made } }
    var isInPlace: Bool { lock.withLock { recorded != nil } }

    /// Makes this a partial rebuild's (before any file is written): a file whose bytes the
    /// output holds as `recorded` is not written at all, any other goes into an empty staging
    /// folder, renamed into the output after the build (`OutputWriter.moveIn`); the pages
    /// `kept` are the output's, with the hashes recorded.
    func writeInPlace(over recorded: [BuildCache.Input], keeping kept: [PartialRebuild.KeptPage]) {
        // Room for the files rendered beside them, so that their hashes do not grow the table again.
        var hashes = [String: ContentHash](minimumCapacity: kept.count + kept.count / 8)
        for page in kept { hashes[page.path] = page.hash }
        lock.withLock {
            self.recorded = recorded
            // Nothing is written yet: the kept pages' hashes are the table, not merged into one grown for them.
            if written.isEmpty { written = hashes } else { written.merge(hashes) { first, _ in first } }
        }
    }

    /// The staging folder, made by the first file written.
    private func begin() throws -> OutputWriter.Staging {
        try lock.withLock {
            if let begun { return begun }
            let staging = try writer.stage(reusingSpare: recorded == nil)
            begun = staging
            return staging
        }
    }

    func add(_ file: OutputFile) throws {
        guard hashing else { return try begin().add(path: file.path, bytes: file.bytes) }
        let hash = ContentHash(file.bytes)
        guard let path = OutputPath(file.path)?.value else { throw OutputWriter.Failure.unsafePath(file.path) }
        let unchanged = lock.withLock { () -> Bool in
            guard let recorded, let entry = BuildCache.entry(path, in: recorded) else { return false }
            return entry.size == Int64(file.bytes.count) && entry.hash == hash
        }
        if !unchanged { try begin().add(path: path, bytes: file.bytes) }
        try lock.withLock {
            // Once, whether written or not (`Staging.add` knows only those it writes).
            guard written.updateValue(hash, forKey: path) == nil else { throw OutputWriter.Failure.duplicatePath(path) }
            if !unchanged { made.insert(path) }
        }
    }
}

/// Names and times the stages: `[INDEX/TOTAL] NAME (DETAIL, SECONDS s)`; a session build's
/// laps are its timings.
struct StageClock {
    let total: Int
    private var index = 0
    private var started = ContinuousClock.now

    init(total: Int = 0, finished: Int = 0) {
        self.total = total
        self.index = finished
    }

    /// Seconds since the last lap (or the start); the clock restarts.
    mutating func lap() -> Double {
        let now = ContinuousClock.now
        let elapsed = now - started
        started = now
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// The line announcing that the current stage finished; the clock restarts for the next.
    mutating func finish(_ name: String, _ detail: String) -> String {
        index += 1
        return "[\(index)/\(total)] \(name) (\(detail), \(String(format: "%.2f", lap())) s)"
    }
}
