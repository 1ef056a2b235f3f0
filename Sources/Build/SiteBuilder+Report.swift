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
        let result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: sourceDirectory.path)
        var outcome = Outcome(diagnostics: result.diagnostics, filesWritten: 0, failure: nil)
        guard !result.diagnostics.hasErrors else { return (outcome, []) }
        let library = published(result.library)
        do {
            let statistics = StatisticsEngine.compute(library, asOf: try asOfDate(for: library))
            switch format {
            case .markdown:
                return (outcome, MarkdownReport(library: library, statistics: statistics, since: since).bytes)
            case .json:
                // The build's stats.json: with several athletes, the list of them.
                return (outcome, try Self.statisticsFile(statistics).bytes)
            }
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
