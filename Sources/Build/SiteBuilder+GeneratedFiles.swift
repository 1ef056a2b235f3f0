import Rendering
import Statistics
import TrainingModel

extension SiteBuilder {
    /// The files a build adds beside the rendered pages and the media: `stats.json`,
    /// `report.md` and the README badges, made from the library and statistics rather
    /// than by a template, on every core.
    /// One list for `spotter build` and the preview server's `SiteSession`, so that the
    /// preview serves exactly the files a build writes.
    static func generatedFiles(library: TrainingLibrary, statistics: SiteStatistics) async throws -> [OutputFile] {
        let collected = OutputFileCollection()
        _ = try await generatedFiles(siteFiles: { try await siteFiles(library: library, statistics: statistics) },
                                     statistics: statistics, keeping: [], into: collected.add)
        return collected.sorted
    }

    /// The same files handed to `write`, each athlete's `stats.json` as soon as it is made
    /// and then let go (a coach's hundred athletes' held together were a fifth of a build's
    /// peak memory), the site's own (`siteFiles`, which the build starts early) as they come;
    /// answers how many. `keeping`: athletes whose own `stats.json` a partial rebuild keeps
    /// (`PartialRebuild`).
    static func generatedFiles(siteFiles: @escaping @Sendable () async throws -> [OutputFile], statistics: SiteStatistics,
                               keeping: Set<String>,
                               into write: @escaping @Sendable (OutputFile) throws -> Void) async throws -> Int {
        async let site = siteFiles()
        let athletes = try await athleteStatisticsFiles(statistics, keeping: keeping, into: write)
        let files = try await site
        for file in files { try write(file) }
        return files.count + athletes
    }

    /// The files that are the whole site's, whatever a partial rebuild keeps: the top
    /// `stats.json`, `report.md` and the badges. Small, and held until written, so that a
    /// build can make them while it works out what it renders (on one core).
    static func siteFiles(library: TrainingLibrary, statistics: SiteStatistics) async throws -> [OutputFile] {
        async let report = OutputFile(path: "report.md", bytes: MarkdownReport(library: library, statistics: statistics).bytes)
        async let badges = BadgeSet(library: library, statistics: statistics).files
        let top = try statisticsFile(statistics)
        return await [top, report] + badges
    }

    /// The top `stats.json`: the site's statistics, or with several athletes
    /// (docs/stats-json.md#several-athletes-the-file-is-split) a list of them and their totals.
    static func statisticsFile(_ statistics: SiteStatistics) throws -> OutputFile {
        OutputFile(path: "stats.json",
                   bytes: Array(try statistics.hasSeveralAthletes ? statistics.indexJSONData() : statistics.jsonData()))
    }

    /// With several athletes, each athlete's full statistics in `athletes/<id>/stats.json`,
    /// encoded in parallel (a coach's hundred athletes' files took a twelfth of a build on
    /// one core) and written as each is done; but those of `keeping`, which hold only their
    /// athlete's statistics and the site's settings. Answers how many.
    static func athleteStatisticsFiles(_ statistics: SiteStatistics, keeping: Set<String>,
                                       into write: @escaping @Sendable (OutputFile) throws -> Void) async throws -> Int {
        guard statistics.hasSeveralAthletes else { return 0 }
        let athletes = statistics.athletes.filter { !keeping.contains($0.id) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for athlete in athletes {
                group.addTask {
                    try write(OutputFile(path: SiteStatistics.athleteFilePath(athlete.id),
                                         bytes: Array(try statistics.only(athlete).jsonData())))
                }
            }
            try await group.waitForAll()
        }
        return athletes.count
    }
}
