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
        try statisticsFiles(statistics) + [
            OutputFile(path: "report.md", bytes: MarkdownReport(library: library, statistics: statistics).bytes),
        ] + BadgeSet(library: library, statistics: statistics).files
    }

    /// `stats.json`; with several athletes (docs/stats-json.md#several-athletes-the-file-is-split) a list of them and their totals, each
    /// athlete's full statistics in `athletes/<id>/stats.json`.
    static func statisticsFiles(_ statistics: SiteStatistics) throws -> [OutputFile] {
        guard statistics.hasSeveralAthletes else {
            return [OutputFile(path: "stats.json", bytes: Array(try statistics.jsonData()))]
        }
        return [OutputFile(path: "stats.json", bytes: Array(try statistics.indexJSONData()))]
            + (try statistics.athletes.map { athlete in
                OutputFile(path: SiteStatistics.athleteFilePath(athlete.id), bytes: Array(try statistics.only(athlete).jsonData()))
            })
    }
}
