@testable import Importing
import Loading
import PropertyBased
import TestSupport
import Testing
import TrainingModel

/// Issue 14's invariant: whatever `spotter import` writes passes `spotter check`, nothing of
/// the export is lost, and importing the same export again writes nothing.
struct ImportCheckPropertyTests {
    static let siteYAML = "title: Imported\nunits: kg\ntimezone: Europe/Madrid\n"

    @Test func whatAnImportWritesLoadsCleanAndASecondImportIsANoOp() async {
        await propertyCheck(count: 150, input: ExportGenerator.export) { export in
            let bytes = Array(export.text.utf8)
            let options = ImportOptions(unit: export.layout.unitOption)
            let plan = planImport(export.layout.source, "export.csv", bytes, options: options)
            // FitNotes' unquoted commas in exercise names are recovered with one warning.
            #expect(plan.diagnostics.sorted.map(\.description).filter { !$0.contains("FitNotes writes commas") } == [],
                    "\(export)")
            #expect(plan.files.allSatisfy { $0.action == .create }, "\(export)")
            #expect(plan.summary.rowsRead == plan.summary.rowsImported + plan.summary.rowsSkipped)
            #expect(plan.summary.skips.allSatisfy { $0.reason == .restTimer || $0.reason == .notStarted }, "\(export)")

            // An athlete file, so that a site is there even when an export has only rest timers.
            let site = plan.applied(to: ["site.yaml": Self.siteYAML, "content/athletes/ana.yaml": "name: Ana\n"])
            let loaded = await SiteLoader(fileSystem: .inMemory(site)).load(siteDirectory: ".")
            #expect(loaded.diagnostics.sorted.map(\.description) == [], "\(export)\n\(site)")
            let setsLoaded = loaded.library.workouts.reduce(0) { $0 + $1.entries.reduce(0) { $0 + $1.sets.count } }
            #expect(setsLoaded == plan.summary.setsWritten, "\(export)")
            // The loaded site's totals equal the generator's own sums.
            let sets = loaded.library.workouts.flatMap { $0.entries.flatMap(\.sets) }
            let expected = ExportGenerator.totals(export)
            #expect(sets.count == expected.sets, "\(export)")
            #expect(sets.reduce(0) { $0 + ($1.reps ?? 0) } == expected.reps, "\(export)")
            let metres = sets.reduce(0.0) { $0 + ($1.distance ?? 0) }
            #expect(abs(metres - expected.metres) <= 1e-6 * max(1, expected.metres), "\(export): \(metres) m")
            // Volume in kilograms: the import keeps each weight within a relative 10⁻¹² of the
            // export's number (and to 12 significant digits), and pounds become kilograms through
            // one multiplication, so the sums agree within a relative 10⁻⁹ of the sum of the sets'
            // magnitudes; a lost weight is off by at least half a unit times its reps.
            let volume = sets.reduce(0.0) { $0 + $1.weightKilograms * Double($1.reps ?? 0) }
            let magnitude = sets.reduce(0.0) { $0 + abs($1.weightKilograms) * Double($1.reps ?? 0) }
            #expect(abs(volume - expected.volumeKilograms) <= 1e-9 * max(1, magnitude), "\(export): \(volume) kg")
            // Times are whole seconds in every layout, so they are equal exactly.
            #expect(sets.reduce(0.0) { $0 + ($1.duration ?? 0) } == expected.setSeconds, "\(export)")
            #expect(loaded.library.workouts.reduce(0.0) { $0 + ($1.duration ?? 0) } == expected.workoutSeconds, "\(export)")

            let again = planImport(export.layout.source, "export.csv", bytes, options: options, site: site)
            #expect(again.filesToCreate.isEmpty, "\(export)")
            #expect(again.files.allSatisfy { $0.action == .unchanged }, "\(export)")
            #expect(again.summary.rowsImported == plan.summary.rowsImported)
        }
    }

    /// A huge log (a workout every day for a year, 3,285 sets; one activity a day for Strava)
    /// imports whole, with the generator's own set count, in every generated layout.
    @Test(arguments: ExportGenerator.Layout.allCases) func aHugeLogImportsWhole(layout: ExportGenerator.Layout) {
        var workouts: [ExportGenerator.WorkoutSpec] = []
        for index in 0..<365 {
            let sets = (0..<3).map { _ in ExportGenerator.SetSpec(kind: 0, halves: 100 + index % 50, noise: index % 4, reps: 5,
                                                             rpe: -1, cardio: 0) }
            workouts.append(ExportGenerator.WorkoutSpec(
                month: index % 12 + 1, day: index / 12 % 28 + 1, minute: 6 * 60 + index % 600, title: index % 5, note: 0,
                entries: [ExportGenerator.EntrySpec(exercise: index % 4, sets: sets, note: 0, superset: false),
                          ExportGenerator.EntrySpec(exercise: 6, sets: sets + sets, note: 1, superset: false)]))
        }
        let export = ExportGenerator.Export(layout: layout, workouts: workouts)
        let plan = planImport(layout.source, "huge.csv", Array(export.text.utf8), options: ImportOptions(unit: layout.unitOption))
        #expect(plan.diagnostics.sorted.map(\.description).filter { !$0.contains("FitNotes writes commas") } == [])
        let expected = ExportGenerator.totals(export)
        #expect(plan.summary.setsWritten == expected.sets)
        #expect(plan.summary.rowsImported == plan.summary.rowsRead)
    }
}
