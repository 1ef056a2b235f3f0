import Foundation
import Statistics
import TrainingModel

/// The Rendering stage: every page of the site from a validated library and a theme.
public struct SiteRenderer: Sendable {
    let library: TrainingLibrary
    let statistics: SiteStatistics
    let theme: Theme
    let asOf: CalendarDate
    /// Which pages to render (all unless the preview server narrows it; see `rendering(only:)`).
    var pageFilter: @Sendable (PageSubject) -> Bool = { _ in true }
    /// Made once per renderer: the preview server asks one renderer for its page list, its
    /// edited pages and then the rest, and each used to index the library again.
    let builder: PageBuilder
    /// Every page of the site, in a fixed order.
    let jobs: [PageJob]

    /// `asOf` is "today" for the site (docs/statistics.md#as-of): it picks recent workouts and is
    /// printed in the footer, so it is passed in rather than read from the clock.
    /// `statistics` are computed here when the caller has none (tests); the build passes
    /// the ones it also writes to stats.json.
    public init(library: TrainingLibrary, statistics: SiteStatistics? = nil, theme: Theme, asOf: CalendarDate) {
        self.library = library
        self.statistics = statistics ?? StatisticsEngine.compute(library, asOf: asOf)
        self.theme = theme
        self.asOf = asOf
        builder = PageBuilder(library: library, statistics: self.statistics, theme: theme, asOf: asOf)
        jobs = Self.jobs(builder: builder)
    }

    /// Pages are rendered in parallel and returned sorted by path, so the result does
    /// not depend on which task finished first.
    public func render() async throws -> [OutputFile] {
        var files: [OutputFile] = []
        try await render { files.append($0) }
        files.sort { $0.path < $1.path }
        for (previous, next) in zip(files, files.dropFirst()) where previous.path == next.path {
            throw RenderingError.duplicateOutputPath(next.path)
        }
        return files
    }

    /// Hands every file to `take` as soon as it is rendered, in no particular order, so a
    /// build can write pages while others render and never hold the whole site. `take`
    /// runs on one task at a time; it is where paths made twice must be caught.
    public func render(into take: (OutputFile) throws -> Void) async throws {
        let builder = builder
        for file in theme.staticFiles.map(Self.appendingChartStyles) { try take(file) }
        // The search index, feed and sitemap are made beside the pages, not after them, and
        // only when site-wide files are wanted: the preview server's first pages leave them out.
        let withSiteFiles = pageFilter(.site)
        async let indexes = withSiteFiles ? siteIndexes(builder: builder, jobs: jobs) : []
        // A window of pages in flight: enough to keep every core busy, few enough that
        // finished pages do not pile up waiting for `take` (the task queue runs the
        // waiting loop only after the tasks queued before it).
        var pending = jobs.lazy.filter { pageFilter($0.subject) }.makeIterator()
        let window = 8 * ProcessInfo.processInfo.activeProcessorCount
        try await withThrowingTaskGroup(of: OutputFile.self) { group in
            for _ in 0..<window {
                guard let job = pending.next() else { break }
                group.addTask { try builder.render(job) }
            }
            for try await file in group {
                try take(file)
                if let job = pending.next() { group.addTask { try builder.render(job) } }
            }
        }
        for file in await indexes { try take(file) }
    }

    /// Every page of the site: the library's entities, then those made from statistics.
    static func jobs(builder: PageBuilder) -> [PageJob] {
        PageJob.all(for: builder.context.library, athleteFolders: builder.context.hasSeveralAthletes) + PageJob.statisticsPages(builder: builder)
    }
}
