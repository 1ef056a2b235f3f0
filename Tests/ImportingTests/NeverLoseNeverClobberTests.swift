import Foundation
@testable import Importing
import Testing
import TrainingModel

struct NeverLoseNeverClobberTests {
    static let exports: [(ImportSource, String)] = [
        (.strong, "strong-comma.csv"), (.strong, "strong-semicolon.csv"), (.hevy, "hevy-kg.csv"), (.hevy, "hevy-lb.csv"),
    ]

    @Test(arguments: exports)
    func importingTheSameExportTwiceChangesNothing(source: ImportSource, name: String) throws {
        let first = try planFixture(source, name)
        let site = first.applied()
        let second = try planFixture(source, name, site: site)
        #expect(second.files.allSatisfy { $0.action == .unchanged })
        #expect(second.filesToCreate.isEmpty)
        #expect(second.applied(to: site) == site)
        #expect(second.summary.workoutsAlreadyImported == first.summary.workoutsWritten)
        #expect(second.summary.setsAlreadyImported == first.summary.setsWritten)
        #expect(second.summary.rowsImported == first.summary.rowsImported)
    }

    @Test func aSecondImportMatchesTheExercisesTheFirstOneCreated() throws {
        let first = try planFixture(.strong, "strong-comma.csv")
        // What the loader would give back for the created files.
        let created = [
            Exercise(id: "bench-press", name: "Bench Press", aliases: ["Bench Press (Barbell)"], equipment: ["barbell", "bench"]),
            Exercise(id: "pull-up", name: "Pull-up", aliases: ["Pull Up"], metric: .bodyweightReps),
            Exercise(id: "assisted-pull-up", name: "Assisted Pull-up", aliases: ["Pull Up (Assisted)"], metric: .assisted),
            Exercise(id: "barbell-zercher-squat", name: "Barbell Zercher Squat", aliases: ["Zercher Squat (Barbell)"]),
            Exercise(id: "running", name: "Running", aliases: ["Running"], type: .cardio, metric: .distanceTime),
            Exercise(id: "plank", name: "Plank", aliases: ["Plank"], metric: .time),
        ]
        let second = try planFixture(.strong, "strong-comma.csv", existing: created, site: first.applied())
        #expect(second.files.map(\.path) == [
            "content/workouts/2026/2026-03-02-1830-upper-a.yaml",
            "content/workouts/2026/2026-03-04-0705-morning-run.yaml",
        ])
        #expect(second.files.allSatisfy { $0.action == .unchanged })
        #expect(second.summary.description == """
            Strong strong-comma.csv: 12 rows read, 10 imported, 2 skipped.
            Workouts: 0 written (0 sets), 2 already imported (10 sets).
            Exercises: 6 matched, 0 created, 0 already imported.
            Weights in kg (site.yaml's units; the export does not say its unit: pass --unit lb if the app wrote pounds).
            Skipped:
              2 rows: rest-timer row
            """)
    }

    @Test func aDifferentFileInTheWayIsSkippedNotOverwritten() throws {
        let workoutPath = "content/workouts/2026/2026-03-02-1830-upper-a.yaml"
        let site = [
            workoutPath: "date: 2026-03-02T18:30\nnotes: edited by hand\nentries: []\n",
            "content/exercises/plank.yaml": "name: Plank\nmetric: time\n",
        ]
        let plan = try planFixture(.strong, "strong-comma.csv", site: site)
        #expect(plan.file(workoutPath)?.action == .skipConflict)
        #expect(plan.file("content/exercises/plank.yaml")?.action == .skipConflict)
        #expect(plan.applied(to: site)[workoutPath] == site[workoutPath])
        #expect(plan.applied(to: site)["content/exercises/plank.yaml"] == site["content/exercises/plank.yaml"])
        #expect(plan.summary.rowsImported == 2)
        #expect(plan.summary.description == """
            Strong strong-comma.csv: 12 rows read, 2 imported, 10 skipped.
            Workouts: 1 written (2 sets), 0 already imported (0 sets).
            Exercises: 0 matched, 5 created, 0 already imported.
            Weights in kg (site.yaml's units; the export does not say its unit: pass --unit lb if the app wrote pounds).
            Load: 1 workout written without a session RPE, so without training load; add rpe: to a workout, or default_rpe: to site.yaml for all without one (docs/content-format.md).
            Skipped:
              2 rows: rest-timer row
              content/exercises/plank.yaml: exists with different content
              content/workouts/2026/2026-03-02-1830-upper-a.yaml (8 rows): exists with different content
            """)
    }

    @Test(arguments: exports)
    func everyRowIsImportedOrSkippedWithAReason(source: ImportSource, name: String) throws {
        let plan = try planFixture(source, name)
        #expect(plan.summary.rowsRead == plan.summary.rowsImported + plan.summary.rowsSkipped)
        let writtenSets = plan.filesToCreate.filter { $0.path.hasPrefix("content/workouts/") }
            .flatMap { writtenEntries($0.text).flatMap(\.sets) }
        #expect(writtenSets.count == plan.summary.setsWritten)
        #expect(writtenSets.count == plan.summary.rowsImported)
        #expect(writtenSets.allSatisfy { NotationReader.parse($0) != nil })
    }

    /// Working sets, reps and volume computed from the CSV rows themselves equal the same sums
    /// over the sets read back from the written YAML (docs/statistics.md#volume: volume counts working sets with a
    /// positive weight, not assisted exercises).
    @Test func sumsOfTheExportEqualSumsOfTheWrittenSets() throws {
        struct Totals: Equatable {
            var workingSets = 0
            var reps = 0
            var volumeKilograms = 0.0
        }
        let bytes = try Fixture.bytes("strong-comma.csv")
        var expected = Totals()
        let table = try #require(try CSVTable.read(bytes))
        let column = { (name: String) in table.header.firstIndex(of: name) ?? -1 }
        for row in table.rows {
            let order = row.fields[column("Set Order")]
            guard order != "Rest Timer", order != "W" else { continue }
            let weight = Double(row.fields[column("Weight")]) ?? 0
            let reps = Int(Double(row.fields[column("Reps")]) ?? 0)
            expected.workingSets += 1
            expected.reps += reps
            if weight > 0, !row.fields[column("Exercise Name")].contains("(Assisted)") {
                expected.volumeKilograms += weight * Double(reps)
            }
        }

        let plan = try planFixture(.strong, "strong-comma.csv")
        let assisted = Set(plan.files.filter { $0.path.hasPrefix("content/exercises/") && $0.text.contains("metric: assisted") }
            .map { String($0.path.dropFirst("content/exercises/".count).dropLast(".yaml".count)) })
        var actual = Totals()
        for file in plan.files where file.path.hasPrefix("content/workouts/") {
            for entry in writtenEntries(file.text) {
                for text in entry.sets {
                    let set = try #require(NotationReader.parse(text))
                    guard set.kind.isWorking else { continue }
                    actual.workingSets += 1
                    actual.reps += set.reps ?? 0
                    if set.weightKilograms > 0, !assisted.contains(entry.exercise) {
                        actual.volumeKilograms += set.weightKilograms * Double(set.reps ?? 0)
                    }
                }
            }
        }
        #expect(expected == Totals(workingSets: 9, reps: 42, volumeKilograms: 2122.5))
        #expect(actual == expected)
    }

    /// The same check for an export in pounds: the written `lb` weights convert to the same kilograms.
    @Test func sumsOfAPoundExportEqualSumsOfTheWrittenSets() throws {
        let table = try #require(try CSVTable.read(try Fixture.bytes("hevy-lb.csv")))
        let column = { (name: String) in table.header.firstIndex(of: name) ?? -1 }
        var expected = (sets: 0, reps: 0, volume: 0.0)
        for row in table.rows where row.fields[column("set_type")] != "warmup" {
            let pounds = Double(row.fields[column("weight_lbs")]) ?? 0
            let reps = Int(row.fields[column("reps")]) ?? 0
            expected.sets += 1
            expected.reps += reps
            if pounds > 0, !row.fields[column("exercise_title")].contains("(Assisted)") {
                expected.volume += pounds * MassUnit.kilogramsPerPound * Double(reps)
            }
        }
        let plan = try planFixture(.hevy, "hevy-lb.csv")
        var actual = (sets: 0, reps: 0, volume: 0.0)
        for file in plan.files where file.path.hasPrefix("content/workouts/") {
            for entry in writtenEntries(file.text) {
                for text in entry.sets {
                    let set = try #require(NotationReader.parse(text))
                    guard set.kind.isWorking else { continue }
                    actual.sets += 1
                    actual.reps += set.reps ?? 0
                    if set.weightKilograms > 0, entry.exercise != "assisted-pull-up" {
                        actual.volume += set.weightKilograms * Double(set.reps ?? 0)
                    }
                }
            }
        }
        #expect(expected.sets == 7)
        #expect(expected.reps == 51)
        #expect(actual.sets == expected.sets)
        #expect(actual.reps == expected.reps)
        #expect(abs(actual.volume - expected.volume) < 1e-9)
        #expect(abs(expected.volume - (125 + 650 + 300) * MassUnit.kilogramsPerPound) < 1e-9)
    }

    @Test func applyCreatesOnlyNewFilesAndNeverOverwrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-import-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let conflictPath = "content/exercises/plank.yaml"
        let conflict = root.appendingPathComponent(conflictPath)
        try FileManager.default.createDirectory(at: conflict.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("name: Plank\n".utf8).write(to: conflict)

        let site = [conflictPath: "name: Plank\n"]
        let plan = try planFixture(.strong, "strong-comma.csv", site: site)
        let written = try Importer.apply(plan: plan, to: root.path)
        #expect(written == plan.filesToCreate.map(\.path))
        #expect(written.count == 7)
        for file in plan.filesToCreate {
            #expect(try String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8) == file.text)
        }
        #expect(try String(contentsOf: conflict, encoding: .utf8) == "name: Plank\n")

        // Planning again from the disk finds everything in place.
        let again = Importer.plan(source: .strong, exportPath: "strong-comma.csv",
                                  exportBytes: try Fixture.bytes("strong-comma.csv"), options: ImportOptions(),
                                  existingExercises: [], existingFile: Importer.fileReader(siteDirectory: root.path),
                                  vocabularyOverride: nil)
        #expect(again.listing == """
            same    content/exercises/assisted-pull-up.yaml
            same    content/exercises/barbell-zercher-squat.yaml
            same    content/exercises/bench-press.yaml
            skip    content/exercises/plank.yaml (exists with different content)
            same    content/exercises/pull-up.yaml
            same    content/exercises/running.yaml
            same    content/workouts/2026/2026-03-02-1830-upper-a.yaml
            same    content/workouts/2026/2026-03-04-0705-morning-run.yaml
            """)
        #expect(again.filesToCreate.isEmpty)
        #expect(again.files.filter { $0.action == .skipConflict }.map(\.path) == [conflictPath])

        // Planned against an empty site, but the files are there now: nothing is overwritten.
        let stale = try planFixture(.strong, "strong-comma.csv")
        #expect(throws: ImportApplyError.self) { try Importer.apply(plan: stale, to: root.path) }
        #expect(try String(contentsOf: conflict, encoding: .utf8) == "name: Plank\n")
    }
}
