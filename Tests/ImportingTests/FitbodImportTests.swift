@testable import Importing
import Testing
import TrainingModel

/// `spotter import fitbod` (issue 50, item 9): WorkoutExport.csv with `+0000` dates, weights in
/// kilograms converted from pounds (written to the hundredth), a space before the reps, warm-ups, a multiplier of 2 for a
/// pair of dumbbells, cardio rows and blank lines.
struct FitbodImportTests {
    static let csv = """
        Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
        2024-03-04 18:02:11 +0000,Barbell Bench Press, 10,40.0,0.0,0.0,0.0,0.0,true,,1.0
        2024-03-04 18:02:11 +0000,Barbell Bench Press, 8,45.359237,0.0,0.0,0.0,0.0,false,Paused,1.0
        2024-03-04 18:02:11 +0000,Dumbbell Row, 10,22.67961850000001,0.0,0.0,0.0,0.0,false,,2.0

        2024-03-06 07:10:00 +0000,Running, 0,0.0,1500.0,5000.0,1.0,0.0,false,,1.0
        2024-03-06 07:10:00 +0000,Plank, 0,0.0,60.0,0.0,0.0,0.0,false,,1.0

        """

    @Test func importsSetsWarmupsDumbbellPairsAndCardioRows() {
        let bytes = Array(Self.csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Fitbod WorkoutExport.csv (isWarmup column).")
        let plan = planImport(.fitbod, "WorkoutExport.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-03-04-1802.yaml")?.text == """
            date: 2024-03-04T18:02:11Z
            entries:
              - exercise: bench-press
                sets:
                  - "w: 40kg x 10"
                  - 45.36kg x 8
                notes: Paused
              - exercise: dumbbell-row
                sets:
                  - 22.68kg x 10

            """)
        #expect(plan.file("content/workouts/2024/2024-03-06-0710.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["5000m in 25:00"], ["60s"]])
        #expect(plan.summary.rowsRead == 5 && plan.summary.rowsImported == 5 && plan.summary.rowsSkipped == 0)
        #expect(plan.summary.ignoredColumns == ["Incline", "Resistance"])
        #expect(plan.summary.weightUnits == ["kg (the export's Weight(kg) column)"])
        // Pounds as kilograms are kept to the hundredth, as the apps show weights.
        #expect(plan.summary.roundedWeights == 2)
    }

    @Test func anUnknownWarmupValueIsRefusedAtItsLine() {
        let csv = "Date,Exercise,Reps,Weight(kg),isWarmup\n2024-03-04 18:02:11 +0000,Squat,5,100,maybe\n"
            + "2024-03-04 18:02:11 +0000,Squat,5,100,false\n"
        let plan = planImport(.fitbod, "WorkoutExport.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "WorkoutExport.csv:2:1: error: isWarmup: expected true or false, found \"maybe\"",
        ])
        #expect(plan.summary.rowsImported == 1 && plan.summary.rowsSkipped == 1)
    }
}
