import Rendering
import Statistics
import TrainingModel

extension SiteBuilder {
    /// The files a build adds beside the rendered pages and the media: `stats.json`,
    /// `report.md` and the README badges, made from the library and statistics rather
    /// than by a template.
    /// One list for `spotter build` and the preview server's `SiteSession`, so that the
    /// preview serves exactly the files a build writes.
    static func generatedFiles(library: TrainingLibrary, statistics: SiteStatistics) throws -> [OutputFile] {
        [
            OutputFile(path: "stats.json", bytes: Array(try statistics.jsonData())),
            OutputFile(path: "report.md", bytes: MarkdownReport(library: library, statistics: statistics).bytes),
        ] + BadgeSet(library: library, statistics: statistics).files
    }
}
