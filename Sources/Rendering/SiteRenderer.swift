import Foundation
import Statistics
import TextAndDates
import TrainingModel

/// The Rendering stage: every page of the site from a validated library and a theme.
public struct SiteRenderer: Sendable {
    let library: TrainingLibrary
    let statistics: SiteStatistics
    let theme: Theme
    let asOf: CalendarDate
    /// Which pages to render (all unless the preview server narrows it; see `rendering(pages:athleteIndex:)`).
    var pageFilter: @Sendable (PageSubject) -> Bool = { _ in true }
    /// The places in `jobs` of the pages `pageFilter` accepts, worked out once when it is set
    /// (`rendering(pages:athleteIndex:)`), every job's until then. Counted for the progress line, then rendered.
    var selected: [Int]
    /// Made once per renderer: the preview server asks one renderer for its page list, its
    /// edited pages and then the rest, and each used to index the library again.
    let builder: PageBuilder
    /// Every page of the site, in a fixed order: the library's entities, then those made from
    /// statistics, then the redirects left at pages' old paths. Kept for the whole render in storage of its size (grown by appending, it
    /// kept up to twice the room: tens of megabytes of page jobs on a coach's site).
    let jobs: [PageJob]
    /// Each page's path, in the order of `jobs`: worked out once, since choosing pages, the
    /// sitemap and a rebuild's plan each ask for every one, and the build cache keeps its
    /// record of the pages in this order.
    public let paths: [String]

    /// `asOf` is "today" for the site (docs/statistics.md#as-of): it picks recent workouts and is
    /// printed in the footer, so it is passed in rather than read from the clock.
    /// `statistics` are computed here when the caller has none (tests); the build passes
    /// the ones it also writes to stats.json.
    /// `indexing`: the library's index, made beforehand (`LibraryIndexing`), else made here.
    public init(library: TrainingLibrary, statistics: SiteStatistics? = nil, theme: Theme, asOf: CalendarDate,
                indexing: LibraryIndexing? = nil) {
        let statistics = statistics ?? StatisticsEngine.compute(library, asOf: asOf)
        // The pages' list and the builder hold the exercises without their descriptions, as
        // every page reads them, and the builder the descriptions apart, for the exercises' own
        // pages (`RenderContext`).
        let descriptions = library.exerciseDescriptions
        let library = library.withoutExerciseDescriptions
        self.library = library
        self.statistics = statistics
        self.theme = theme
        self.asOf = asOf
        // The page builder's indexes and the library's pages, each on a core of its own; then the pages made
        // from statistics, which need the builder.
        let (builder, libraryJobs) = concurrently(
            { PageBuilder(library: library, descriptions: descriptions, statistics: statistics, theme: theme, asOf: asOf,
                          index: indexing?.index) },
            { PageJob.all(for: library, athleteFolders: statistics.hasSeveralAthletes) })
        self.builder = builder
        let statisticsJobs = PageJob.statisticsPages(builder: builder)
        // The library's jobs moved, not copied (each job's references retained again), into
        // room for both lists and no more.
        var jobs = consume libraryJobs
        jobs.reserveCapacity(jobs.count + statisticsJobs.count)
        jobs += statisticsJobs
        // Last, since a redirect's old path must be no page's.
        var (redirects, paths) = PageJob.redirects(for: jobs)
        paths += redirects.map(\.path)
        jobs += redirects
        selected = Array(jobs.indices)
        self.jobs = jobs
        self.paths = paths
    }

    /// Pages are rendered in parallel and returned sorted by path, so the result does
    /// not depend on which task finished first.
    public func render() async throws -> [OutputFile] {
        let collected = OutputFileCollection()
        try await render(writing: collected.add)
        return collected.sorted
    }

    /// Hands every file to `write` as soon as it is rendered, in no particular order and
    /// from the task that rendered it, so a build writes pages on every core while others
    /// render and never holds the whole site; `write` must be safe to call from several
    /// threads at once and is where paths made twice must be caught. `made` then hears the
    /// path of each file written, one call at a time (progress, counts).
    public func render(writing write: @escaping @Sendable (OutputFile) throws -> Void,
                       made: (String) throws -> Void = { _ in }) async throws {
        let builder = builder
        for file in theme.staticFiles.map(Self.appendingChartStyles) {
            try write(file)
            try made(file.path)
        }
        // The search index, feed and sitemap are made beside the pages, not after them, and
        // only when site-wide files are wanted: the preview server's first pages leave them out.
        let withSiteFiles = pageFilter(.site)
        async let indexes = withSiteFiles ? siteIndexes() : []
        // A window of pages in flight: enough to keep every core busy, few enough that
        // rendered pages do not pile up in memory while the disk is slower than rendering.
        var pending = selected.lazy.map { [jobs] in jobs[$0] }.makeIterator()
        let window = 8 * ProcessInfo.processInfo.activeProcessorCount
        @Sendable func renderAndWrite(_ job: PageJob) throws -> String {
            let log = ReadLog()
            var file = try log.recording { try builder.render(job) }
            file.reads = log.reads
            try write(file)
            return file.path
        }
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<window {
                guard let job = pending.next() else { break }
                group.addTask { try renderAndWrite(job) }
            }
            for try await path in group {
                try made(path)
                if let job = pending.next() { group.addTask { try renderAndWrite(job) } }
            }
        }
        for file in await indexes {
            try write(file)
            try made(file.path)
        }
    }

}
