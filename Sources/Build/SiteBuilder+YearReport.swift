import Loading
import Rendering
import Statistics
import TrainingModel

extension SiteBuilder {
    /// `spotter report --year YYYY [--athlete ID]`: the year in review of one athlete as
    /// Markdown (docs/report.md#a-year-in-review), from the statistics a build would compute
    /// on the same day. Empty bytes, with the outcome saying why, when the content has errors,
    /// the athlete is unknown or needed, or the athlete has no workout that year.
    public func yearReport(year: Int, athlete: String?) async -> (outcome: Outcome, bytes: [UInt8]) {
        let result = await SiteLoader(fileSystem: fileSystem).load(siteDirectory: sourceDirectory.path)
        var outcome = Outcome(diagnostics: result.diagnostics, filesWritten: 0, failure: nil)
        guard !result.diagnostics.hasErrors else { return (outcome, []) }
        let library = published(result.library)
        do {
            let statistics = StatisticsEngine.compute(library, asOf: try asOfDate(for: library))
            let text = try YearMarkdown.text(library: library, statistics: statistics, year: year, athlete: athlete)
            return (outcome, Array(text.utf8))
        } catch {
            outcome.failure = String(describing: error)
            return (outcome, [])
        }
    }
}
