@testable import Importing
import Loading
import Statistics
import Testing
import TrainingModel

/// What an import writes, loaded and computed: the figures docs/statistics.md defines.
enum ImportedSite {
    static let siteYAML = "title: Imported\nunits: kg\ntimezone: UTC\n"

    /// The site `plan` writes into `site` (a site.yaml and one athlete when it has none), loaded.
    static func load(_ plan: ImportPlan, into site: [String: String] = [:]) async -> (TrainingLibrary, [String]) {
        var base = site
        if base["site.yaml"] == nil { base["site.yaml"] = siteYAML }
        if base["content/athletes/ana.yaml"] == nil { base["content/athletes/ana.yaml"] = "name: Ana\n" }
        let loaded = await SiteLoader(fileSystem: .inMemory(plan.applied(to: base))).load(siteDirectory: ".")
        return (loaded.library, loaded.diagnostics.sorted.map(\.description))
    }

    /// The statistics of the site's one athlete as of `asOf`.
    static func statistics(_ library: TrainingLibrary, asOf: String) -> AthleteStatistics? {
        guard let day = CalendarDate(iso: asOf) else { return nil }
        return StatisticsEngine.compute(library, asOf: day).athletes.first
    }
}

struct ImportedStatisticsTests {
    /// Issue 50, item 5: Strong writes a missed single as an `F` set of 0 reps; it is no lift.
    @Test func aFailedZeroRepAttemptFromStrongSetsNoBestWeightOrRecord() async throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-03-01 09:00:00,Max Day,1h,Deadlift (Barbell),1,500,1,0,0,,,
            2024-03-08 09:00:00,Max Day,1h,Deadlift (Barbell),1,505,1,0,0,,,
            2024-03-08 09:00:00,Max Day,1h,Deadlift (Barbell),F,551,0,0,0,,,

            """
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8), options: ImportOptions(unit: .lb))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let written = plan.files.first { $0.path.hasSuffix("2024-03-08-0900-max-day.yaml") }?.text ?? ""
        #expect(writtenEntries(written).map(\.sets) == [["505lb x 1", "f: 551lb x 0"]])
        let (library, problems) = await ImportedSite.load(plan)
        #expect(problems == [])
        let stats = try #require(ImportedSite.statistics(library, asOf: "2024-03-31"))
        let deadlift = try #require(stats.exercises.first)
        #expect(deadlift.bestWeight == 505 * MassUnit.kilogramsPerPound)
        #expect(deadlift.volume == 1005 * MassUnit.kilogramsPerPound)
        #expect(deadlift.workingSets == 3)
        #expect(stats.records.map(\.kind) == [.weight, .e1rm, .volume])
        #expect(stats.records.map(\.value) == [505, 505, 505].map { $0 * MassUnit.kilogramsPerPound })
    }
}
