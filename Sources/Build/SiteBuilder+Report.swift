import Foundation
import Loading
import Rendering
import Statistics
import TrainingModel

extension SiteBuilder {
    /// `spotter report`: loads and validates the content, computes the statistics as of
    /// the same day a build would (`asOfDate(for:)`), and returns the report's bytes.
    /// Empty bytes when the content has errors or the as-of date cannot be read; the
    /// outcome says which. Renders no page, so it is quick enough for every CI run.
    ///
    /// Without `since` the bytes equal the build's report.md or stats.json.
    public func report(_ format: ReportFormat, since: CalendarDate? = nil) async -> (outcome: Outcome, bytes: [UInt8]) {
        await reportBytes { library, statistics in
            switch format {
            case .markdown:
                return MarkdownReport(library: library, statistics: statistics, since: since).bytes
            case .json:
                // The build's stats.json: with several athletes, the list of them.
                return try Self.statisticsFile(statistics).bytes
            }
        }
    }

    /// `spotter report --year YYYY [--athlete ID]`: the year in review of one athlete as
    /// Markdown (docs/report.md#a-year-in-review), from the statistics a build would compute
    /// on the same day. Empty bytes, with the outcome saying why, when the content has errors,
    /// the athlete is unknown or needed, or the athlete has no workout that year.
    public func yearReport(year: Int, athlete: String?) async -> (outcome: Outcome, bytes: [UInt8]) {
        await reportBytes { library, statistics in
            Array(try YearMarkdown.text(library: library, statistics: statistics, year: year, athlete: athlete).utf8)
        }
    }

    /// Loads the content, leaves out what is not published and computes the statistics
    /// as of `asOfDate(for:)`, then makes the bytes; a thrown error is the outcome's failure.
    private func reportBytes(_ make: (TrainingLibrary, SiteStatistics) throws -> [UInt8]) async
        -> (outcome: Outcome, bytes: [UInt8]) {
        let result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: sourceDirectory.path)
        var outcome = Outcome(diagnostics: result.diagnostics, filesWritten: 0, failure: nil)
        guard !result.diagnostics.hasErrors else { return (outcome, []) }
        let library = published(result.library)
        do {
            return (outcome, try make(library, StatisticsEngine.compute(library, asOf: try asOfDate(for: library))))
        } catch {
            outcome.failure = String(describing: error)
            return (outcome, [])
        }
    }

    /// "Today" for a library (docs/statistics.md#as-of): `SOURCE_DATE_EPOCH` or the clock, as a day in the
    /// site's time zone. The build and the report both use it.
    func asOfDate(for library: TrainingLibrary) throws -> CalendarDate {
        try AsOfDate.resolve(environment: environment, now: now, siteTimeZone: library.config.timezone)
    }
}
