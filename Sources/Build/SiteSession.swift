import Diagnostics
import Foundation
import Loading
import Rendering
import Statistics
import TextAndDates
import TrainingModel

/// The pipeline of `SiteBuilder`, kept warm between builds for the preview server:
/// it remembers each content file's decoded result, each athlete's statistics, the
/// theme, the media files and the last good site, and after a change redoes only what
/// depends on it (see `SiteChanges`). A page is rendered again unless every read it made
/// of the athletes' data, the free pages and the sessions has the digest it had (`PageMemo`,
/// the model `spotter build` keeps pages by too); a change to anything else (settings, theme,
/// as-of day, a file that is neither one athlete's data nor a free page or session) renders
/// every page. The result is compared with the last
/// good site, so the caller learns exactly which output files changed.
///
/// A build with content errors keeps the last good site (and the caches of what did not
/// fail), so the server can go on answering with it while showing the errors.
public struct SiteSession: Sendable {
    public let sourceDirectory: URL
    public var fileSystem: ContentFileSystem
    public var environment: [String: String]
    /// "Now", read once per build for the as-of date (docs/statistics.md#as-of).
    public var clock: @Sendable () -> Date

    /// Every content file's outcome with the hash of the bytes it was decoded from: the store
    /// `spotter build` keeps as `decoded-files`, held in memory (`DecodedFiles.inMemory`).
    private var decoded = DecodedFiles.inMemory
    /// Each athlete's statistics of the last good build, under the digest of what they were
    /// computed from (`BuildCache.statisticsDigests`, the rule of the build cache's
    /// `athlete-statistics`), held in memory.
    private var athleteStatistics: [String: (digest: ContentHash, statistics: AthleteStatistics)] = [:]
    /// What the last good build's pages read, and its settings, as-of day, inputs' owners
    /// (`PartialRebuild.owners`) and what the sessions and exercises hold for the whole site
    /// (`PartialRebuild.DocumentFacts`), to
    /// compare the next one with.
    private var memo: PageMemo?
    private var lastConfig: SiteConfig?
    private var lastAsOf: CalendarDate?
    private var lastOwners: [String: String] = [:]
    private var lastFacts = PartialRebuild.DocumentFacts()
    /// What changed since the last good build: this build's changes and those of the builds
    /// that failed since, which the memo was not brought up to.
    private var changesSinceLastGoodBuild = SiteChanges()
    private var theme: Theme?
    /// Set by a change under `Templates/` (or to everything), even when that build stops
    /// on a content error before the theme is read; cleared when the theme is read.
    private var themeNeedsLoading = true
    /// The theme was read again since the last good build, so every page must be rendered.
    private var themeChangedSinceLastGoodBuild = false
    /// Media under `content/`, by output path.
    private var assets: [String: [UInt8]] = [:]
    /// `assets` without a private athlete's media, which a build does not copy either.
    private var publishedAssets: [String: [UInt8]] = [:]
    /// The last good site, by output path.
    public private(set) var files: [String: [UInt8]] = [:]

    public init(sourceDirectory: String, fileSystem: ContentFileSystem = .disk,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                clock: @escaping @Sendable () -> Date = { Date() }) {
        self.sourceDirectory = URL(fileURLWithPath: sourceDirectory).standardizedFileURL
        self.fileSystem = fileSystem
        self.environment = environment
        self.clock = clock
    }

    /// What one build did.
    public struct Outcome: Sendable {
        public var diagnostics: DiagnosticList
        /// A problem that is not in the content (a theme error, for instance).
        public var failure: String?
        /// Output paths added, changed or removed since the last good site, sorted; empty
        /// when the build failed or changed nothing.
        public var changedPaths: [String]
        /// Content files decoded again (the rest were reused), sorted.
        public var decodedFiles: [String]
        /// Athletes whose statistics were recomputed, sorted.
        public var recomputedAthletes: [String]
        /// How many page subjects were rendered besides the site-wide pages; nil when
        /// every page was rendered.
        public var renderedPages: Int?
        /// Seconds per stage, in order: loading, statistics, invalidation, rendering, comparing.
        public var timings: [(stage: String, seconds: Double)]

        public var succeeded: Bool { !diagnostics.hasErrors && failure == nil }
    }

    /// Called during an incremental build with the files that are already final: the
    /// media, every page kept from the last good site and the workout and free pages rendered
    /// again. The preview server serves them at once; site-wide pages follow.
    public typealias EarlyPages = @Sendable (_ finalFiles: [String: [UInt8]]) async -> Void

    /// Builds after `changes`; the first build should pass `.everything`. `early`, when
    /// given, is called once the changed entity pages are rendered, before the site-wide
    /// pages (home, indexes, stats.json) are; it is not called when nothing it would get changed.
    public mutating func rebuild(_ changes: SiteChanges, early: EarlyPages? = nil) async -> Outcome {
        var timer = StageClock()
        var outcome = Outcome(diagnostics: DiagnosticList(), failure: nil, changedPaths: [], decodedFiles: [],
                              recomputedAthletes: [], renderedPages: nil, timings: [])
        let everything = changes.config
        changesSinceLastGoodBuild = changesSinceLastGoodBuild.merging(changes)
        let sinceLastGood = changesSinceLastGoodBuild
        if changes.templates || everything { themeNeedsLoading = true }

        // Loading runs every time: with no content change it reuses every decoded file and
        // only resolves references again, so the diagnostics are always the content's current ones.
        // A file the watcher did not name keeps the hash it was decoded from; one it named is
        // read and hashed again, and decoded only when that hash is another.
        let loader = SiteLoader(fileSystem: fileSystem)
        let inputsBefore = Set(decoded.files.lazy.map(\.path))
        let source = sourceDirectory
        let hashes = decoded.hashes(changed: everything ? nil : changes.content) { [fileSystem] path in
            try? fileSystem.readFile(source.appendingPathComponent(path).path)
        }
        let loaded = await loader.load(siteDirectory: sourceDirectory.path, reusing: decoded, hashes: hashes)
        let result = loaded.result
        decoded = loaded.decoded
        outcome.decodedFiles = decoded.decoded
        outcome.diagnostics = result.diagnostics
        // The preview shows what a build publishes: no private athletes (docs/content-format.md#athletes).
        let newLibrary = builder.published(result.library)
        do {
            try refreshAssets(result.assetPaths, changed: everything ? nil : changes.content)
        } catch {
            outcome.failure = String(describing: error)
            return outcome
        }
        let isPrivate = builder.privateMedia(result.library)
        publishedAssets = assets.filter { !isPrivate($0.key) }
        outcome.timings.append(("loading", timer.lap()))
        guard !result.diagnostics.hasErrors else { return outcome }

        do {
            let asOf = try AsOfDate.resolve(environment: environment, now: self.clock(),
                                            siteTimeZone: newLibrary.config.timezone)
            let owners = PartialRebuild.owners(result.library)
            // Statistics read the files the library was loaded from, all held in `decoded` but
            // those decoded and not held (twins: paths Swift takes as one), which reuse none.
            let held = Dictionary(decoded.files, uniquingKeysWith: { first, _ in first })
            let reusable = decoded.decoded.allSatisfy { held[$0] != nil }
            let inputs = decoded.files + (decoded.settings.map { [("site.yaml", $0)] } ?? [])
            let facts = PartialRebuild.DocumentFacts(result.library)
            let statisticsDigests = BuildCache.statisticsDigests(key: "serve as-of=\(asOf.iso)", inputs: inputs, owners: owners,
                                                                 facts: facts.digest, athletes: newLibrary.athletes.map(\.id))
            let stored = reusable ? athleteStatistics : [:]
            let statistics = StatisticsEngine.compute(newLibrary, asOf: asOf) { athlete in
                guard let digest = statisticsDigests[athlete], let kept = stored[athlete], kept.digest == digest else { return nil }
                return kept.statistics
            }
            outcome.recomputedAthletes = statistics.athletes.map(\.id).filter { id in
                statisticsDigests[id] == nil || stored[id]?.digest != statisticsDigests[id]
            }
            outcome.timings.append(("statistics", timer.lap()))

            let currentTheme: Theme
            if let theme, !themeNeedsLoading {
                currentTheme = theme
            } else {
                currentTheme = try Theme.builtIn().overriding(with: try builder.themeOverrides())
                theme = currentTheme
                themeNeedsLoading = false
                themeChangedSinceLastGoodBuild = true
            }
            let themeChanged = themeChangedSinceLastGoodBuild

            let renderer = SiteRenderer(library: newLibrary, statistics: statistics, theme: currentTheme, asOf: asOf)
            // Pages are kept by the memo only when every changed path is one athlete's data or a
            // free page's or session's document, by the build's rule; a folder, a medium or any
            // other file is the whole site's.
            let changedAthletes = try? PartialRebuild.changedAthletes(sinceLastGood.content, before: inputsBefore, after: Set(held.keys),
                                                                     ownersBefore: lastOwners, ownersAfter: owners,
                                                                     factsBefore: lastFacts, factsAfter: facts).get()
            let previousMemo = sinceLastGood.config || themeChanged || lastConfig != newLibrary.config || lastAsOf != asOf
                || changedAthletes == nil ? nil : memo
            let digests = PageReadDigests(renderer: renderer, owners: owners, hash: { held[$0] },
                                          recorded: { previousMemo?.recorded($0) },
                                          changedAthletes: previousMemo == nil ? nil : changedAthletes)
            outcome.timings.append(("invalidation", timer.lap()))
            let rendered: [OutputFile]
            var site: [String: [UInt8]]
            let changed = previousMemo?.changes(digests)
            if let previousMemo, let changed,
               let incremental = try await renderIncrementally(renderer, memo: previousMemo, changes: changed, early: early) {
                (site, rendered) = incremental
                outcome.renderedPages = .some(rendered.filter { $0.reads != nil }.count)
            } else {
                rendered = try await renderer.render()
                site = publishedAssets
                try Self.add(rendered, to: &site)
            }
            try Self.add(try await SiteBuilder.generatedFiles(library: newLibrary, statistics: statistics), to: &site)
            outcome.timings.append(("rendering", timer.lap()))
            outcome.changedPaths = Self.differences(from: files, to: site)
            outcome.timings.append(("comparing", timer.lap()))

            athleteStatistics = Dictionary(uniqueKeysWithValues: statistics.athletes.compactMap { athlete in
                statisticsDigests[athlete.id].map { (athlete.id, ($0, athlete)) }
            })
            memo = PageMemo.after(previousMemo, changes: changed, rendered: Dictionary(rendered.compactMap { file in file.reads.map { (file.path, $0) } },
                                                                     uniquingKeysWith: { first, _ in first }),
                                  kept: site.keys, digests: digests)
            (lastConfig, lastAsOf, lastOwners, lastFacts) = (newLibrary.config, asOf, owners, facts)
            changesSinceLastGoodBuild = SiteChanges()
            themeChangedSinceLastGoodBuild = false
            files = site
        } catch {
            outcome.failure = String(describing: error)
        }
        return outcome
    }

    // MARK: - Steps

    /// The whole site, rendering only the pages that are not current (`PageMemo`) and the
    /// files that are not pages, in two steps. First the workout and free pages to render —
    /// what someone editing a file is looking at — which with the media and every page kept
    /// from the last good site are final, and `early` gets them. Then the other pages and the
    /// site-wide files; the caller adds the generated files. Nil when a page to keep has no bytes in
    /// the last good site; the caller then renders everything. Answers the site and the pages rendered.
    private func renderIncrementally(_ renderer: SiteRenderer, memo: PageMemo, changes: PageMemo.Changes,
                                     early: EarlyPages?) async throws -> (site: [String: [UInt8]], rendered: [OutputFile])? {
        var site = publishedAssets
        var stale = Set<String>(), first = Set<String>()
        var missing = false
        renderer.forEachPage { path, subject in
            guard !missing else { return }
            let current = memo.isCurrent(path, changes)
            if current, let bytes = files[path] {
                site[path] = bytes
            } else if current {
                missing = true
            } else {
                stale.insert(path)
                if Self.isEditedDirectly(subject) { first.insert(path) }
            }
        }
        if missing { return nil }
        // `rendering(pages:)` also makes the files that are not pages: those come with the later pages.
        let firstPages = try await renderer.rendering(pages: { [first] in first.contains($0) }).render()
            .filter { first.contains($0.path) }
        try Self.add(firstPages, to: &site)
        if let early, firstPages.contains(where: { files[$0.path] != $0.bytes }) {
            await early(site)
        }
        let laterPages = try await renderer.rendering(pages: { [stale, first] in stale.contains($0) && !first.contains($0) })
            .render()
        try Self.add(laterPages, to: &site)
        return (site, firstPages + laterPages)
    }

    /// Pages of a file's own entity, rendered before the rest.
    private static func isEditedDirectly(_ subject: PageSubject) -> Bool {
        switch subject {
        case .workout, .page: return true
        case .exercise, .session, .athlete, .workoutIndex, .site: return false
        }
    }

    /// Adds files, refusing a path made twice (as `OutputWriter` does for a build).
    private static func add(_ files: [OutputFile], to site: inout [String: [UInt8]]) throws {
        for file in files {
            guard site.updateValue(file.bytes, forKey: file.path) == nil else {
                throw OutputWriter.Failure.duplicatePath(file.path)
            }
        }
    }

    private var builder: SiteBuilder {
        SiteBuilder(sourceDirectory: sourceDirectory.path, fileSystem: fileSystem, environment: environment)
    }

    /// Reads the media files (`paths`, as the load found them) that are new or changed (all
    /// of them when `changed` is nil) and forgets those that are gone. Output paths drop the
    /// `content/` prefix, as in `SiteBuilder`. A file that cannot be read is an error, and is read again next time.
    private mutating func refreshAssets(_ paths: [String], changed: Set<String>?) throws {
        var refreshed: [String: [UInt8]] = [:]
        defer { assets = refreshed }
        for path in paths {
            let output = String(path.dropFirst("content/".count))
            let touched = changed.map { set in
                set.contains(path) || set.contains { path.hasPrefix($0 + "/") }
            } ?? true
            if !touched, let bytes = assets[output] {
                refreshed[output] = bytes
            } else {
                refreshed[output] = try fileSystem.readFile(sourceDirectory.appendingPathComponent(path).path)
            }
        }
    }

    /// Paths whose bytes differ between two sites, including added and removed ones, sorted.
    static func differences(from old: [String: [UInt8]], to new: [String: [UInt8]]) -> [String] {
        var changed: [String] = []
        for (path, bytes) in new where old[path] != bytes { changed.append(path) }
        for path in old.keys where new[path] == nil { changed.append(path) }
        return changed.sorted()
    }
}
