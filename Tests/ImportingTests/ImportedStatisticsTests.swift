import Diagnostics
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

    /// Issue 50, item 8: Strong's and Hevy's workout names match a session template by its name
    /// or id, so the imported workouts fill the plan's slots; a name two templates share links none.
    @Test func importedWorkoutsNamedLikeASessionFillThePlan() async throws {
        let site = [
            "site.yaml": "title: T\nunits: kg\n",
            "content/athletes/ana.yaml": "name: Ana\n",
            "content/sessions/full-body-a.yaml": "name: Full Body A\nitems:\n  - exercise: Squat\n    sets: 3\n",
            "content/sessions/full-body-b.yaml": "name: Full Body B\nitems:\n  - exercise: Squat\n    sets: 3\n",
            "content/plans/block.yaml": "name: Block\nathlete: ana\nstart: 2024-03-04\nweeks: 2\n"
                + "schedule:\n  monday: full-body-a\n  thursday: full-body-b\n",
            "content/exercises/squat.yaml": "name: Squat\n",
        ]
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-03-04 09:00:00,Full Body A,1h,Squat,1,100,5,0,0,,,
            2024-03-07 09:00:00,full body b,1h,Squat,1,100,5,0,0,,,
            2024-03-11 09:00:00,FULL-BODY-A,1h,Squat,1,100,5,0,0,,,
            2024-03-14 09:00:00,Evening Workout,1h,Squat,1,100,5,0,0,,,

            """
        let (before, _) = await ImportedSite.load(ImportPlan(files: [], summary: ImportSummary(source: .strong, exportPath: ""),
                                                             diagnostics: DiagnosticList()), into: site)
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8),
                              options: ImportOptions(athlete: "ana", sessionTemplates: before.sessions),
                              existing: before.exercises, site: site)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-03-07-0900-full-body-b.yaml")?.text.contains("\nsession: full-body-b\n") == true)
        #expect(plan.file("content/workouts/2024/2024-03-14-0900-evening-workout.yaml")?.text.contains("session:") == false)
        #expect(plan.summary.workoutsLinked == 3)
        #expect(plan.summary.description.contains("Sessions: 3 workouts linked to a session template by their name."))
        let (library, problems) = await ImportedSite.load(plan, into: site)
        #expect(problems == [])
        let stats = try #require(ImportedSite.statistics(library, asOf: "2024-03-17"))
        #expect(stats.compliance.map { "\($0.filled) of \($0.planned)" } == ["3 of 4"])

        // Two templates of one name: the name says neither, so none is linked.
        let twice = before.sessions + [SessionTemplate(id: "full-body-a-copy", name: "Full Body A")]
        let ambiguous = planImport(.strong, "strong.csv", Array(csv.utf8),
                                   options: ImportOptions(athlete: "ana", sessionTemplates: twice),
                                   existing: before.exercises, site: site)
        #expect(ambiguous.file("content/workouts/2024/2024-03-04-0900-full-body-a.yaml")?.text.contains("session:") == false)
        #expect(ambiguous.summary.workoutsLinked == 1)
    }
}
