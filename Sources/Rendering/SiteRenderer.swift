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

    /// `asOf` is "today" for the site (SPEC §4): it picks recent workouts and is
    /// printed in the footer, so it is passed in rather than read from the clock.
    /// `statistics` are computed here when the caller has none (tests); the build passes
    /// the ones it also writes to stats.json.
    public init(library: TrainingLibrary, statistics: SiteStatistics? = nil, theme: Theme, asOf: CalendarDate) {
        self.library = library
        self.statistics = statistics ?? StatisticsEngine.compute(library, asOf: asOf)
        self.theme = theme
        self.asOf = asOf
    }

    /// Pages are rendered in parallel and returned sorted by path, so the result does
    /// not depend on which task finished first.
    public func render() async throws -> [OutputFile] {
        let builder = PageBuilder(library: library, statistics: statistics, theme: theme, asOf: asOf)
        var files = theme.staticFiles.map(Self.appendingChartStyles)
        let jobs = Self.jobs(builder: builder)
        try await withThrowingTaskGroup(of: OutputFile.self) { group in
            for job in jobs where pageFilter(job.subject) {
                group.addTask { try builder.render(job) }
            }
            for try await file in group {
                files.append(file)
            }
        }
        files += siteIndexes(builder: builder, pagePaths: jobs.map(\.path))
        files.sort { $0.path < $1.path }
        for (previous, next) in zip(files, files.dropFirst()) where previous.path == next.path {
            throw RenderingError.duplicateOutputPath(next.path)
        }
        return files
    }

    /// Every page of the site: the library's entities, then those made from statistics.
    static func jobs(builder: PageBuilder) -> [PageJob] {
        PageJob.all(for: builder.library) + PageJob.statisticsPages(builder: builder)
    }
}
