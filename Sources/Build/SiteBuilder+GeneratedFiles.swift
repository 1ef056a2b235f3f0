import Rendering
import Statistics
import TrainingModel

extension SiteBuilder {
    /// The files a build adds beside the rendered pages and the media: `stats.json`,
    /// `report.md` and the README badges, made from the library and statistics rather
    /// than by a template, on every core.
    /// One list for `spotter build` and the preview server's `SiteSession`, so that the
    /// preview serves exactly the files a build writes.
    /// `keeping`: athletes whose own `stats.json` a partial rebuild keeps (`PartialRebuild`).
    static func generatedFiles(library: TrainingLibrary, statistics: SiteStatistics,
                               keeping: Set<String> = []) async throws -> [OutputFile] {
        async let report = OutputFile(path: "report.md", bytes: MarkdownReport(library: library, statistics: statistics).bytes)
        async let badges = BadgeSet(library: library, statistics: statistics).files
        let statisticsFiles = try await statisticsFiles(statistics, keeping: keeping)
        return statisticsFiles + [await report] + (await badges)
    }

    /// The top `stats.json`: the site's statistics, or with several athletes
    /// (docs/stats-json.md#several-athletes-the-file-is-split) a list of them and their totals.
    static func statisticsFile(_ statistics: SiteStatistics) throws -> OutputFile {
        OutputFile(path: "stats.json",
                   bytes: Array(try statistics.hasSeveralAthletes ? statistics.indexJSONData() : statistics.jsonData()))
    }

    /// `stats.json`, and with several athletes each athlete's full statistics in
    /// `athletes/<id>/stats.json`, encoded in parallel (a coach's hundred athletes' files
    /// took a twelfth of a build on one core), in athlete order; but those of `keeping`,
    /// which hold only their athlete's statistics and the site's settings.
    static func statisticsFiles(_ statistics: SiteStatistics, keeping: Set<String> = []) async throws -> [OutputFile] {
        let top = try statisticsFile(statistics)
        guard statistics.hasSeveralAthletes else { return [top] }
        let athletes = statistics.athletes.filter { !keeping.contains($0.id) }
        var files = [OutputFile?](repeating: nil, count: athletes.count)
        try await withThrowingTaskGroup(of: (Int, OutputFile).self) { group in
            for (index, athlete) in athletes.enumerated() {
                group.addTask {
                    (index, OutputFile(path: SiteStatistics.athleteFilePath(athlete.id),
                                       bytes: Array(try statistics.only(athlete).jsonData())))
                }
            }
            for try await (index, file) in group { files[index] = file }
        }
        return [top] + files.compactMap { $0 }
    }
}
