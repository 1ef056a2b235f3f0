@testable import Importing
import Testing
import TrainingModel

struct HevyImportTests {
    @Test func importsKilogramExportsWithSetTypesSupersetsDistancesAndDurations() throws {
        let plan = try planFixture(.hevy, "hevy-kg.csv")
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-11-22-0730-push-day.yaml")?.text == """
            date: 2026-11-22T07:30
            name: Push Day
            duration: 1h 15m
            notes: Good session
            entries:
              - exercise: bench-press
                sets:
                  - "w: 60kg x 10"
                  - 100kg x 5 @8
                  - "f: 100kg x 4 @10"
              - exercise: lateral-raise
                sets:
                  - 12.5kg x 12
                  - "d: 8kg x 10"
                notes: |-
                  Superset 1: Lateral Raise (Dumbbell) + Triceps Pushdown (Cable)

                  Slow negatives
              - exercise: triceps-pushdown
                sets:
                  - 30kg x 15
                  - 30kg x 12
                notes: "Superset 1: Lateral Raise (Dumbbell) + Triceps Pushdown (Cable)"
              - exercise: running
                sets:
                  - "5.2km in 30:00"
              - exercise: plank
                sets:
                  - 90s

            """)
        #expect(plan.summary.description == """
            Hevy hevy-kg.csv: 9 rows read, 9 imported, 0 skipped.
            Workouts: 1 written (9 sets), 0 already imported (0 sets).
            Exercises: 0 matched, 5 created, 0 already imported.
            Weights in kg (the export's weight_kg column).
            Ignored columns: set_index.
            Load: 1 workout written without a session RPE, so without training load; add rpe: to a workout, or default_rpe: to site.yaml for all without one (docs/content-format.md).
            """)
        let withDefault = try planFixture(.hevy, "hevy-kg.csv", options: ImportOptions(siteHasDefaultRPE: true))
        #expect(withDefault.summary.workoutsWithoutLoad == 0)
        #expect(!withDefault.summary.description.contains("Load:"))
    }

    @Test func importsPoundExportsWithISODatesAssistedAndBodyweightSets() throws {
        let plan = try planFixture(.hevy, "hevy-lb.csv")
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-11-23-1800-pull-day.yaml")?.text == """
            date: 2026-11-23T18:00+01:00
            name: Pull Day
            duration: 1h 10m 30s
            entries:
              - exercise: assisted-pull-up
                sets:
                  - bw-40lb x 8
                  - bw-30lb x 6 @9.5
              - exercise: chin-up
                sets:
                  - bw x 10
                  - bw+25lb x 5
              - exercise: barbell-curl
                sets:
                  - 65lb x 10
              - exercise: walking
                sets:
                  - "1.5mi in 20:00"

            """)
        #expect(plan.file("content/workouts/2026/2026-11-25-0600.yaml")?.text == """
            date: 2026-11-25T06:00
            entries:
              - exercise: hammer-curl
                sets:
                  - 25lb x 12

            """)
    }

    @Test func interleavedSupersetRowsStayWithTheirExercise() {
        let csv = """
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
            Arms,"1 Dec 2026, 18:00",,,Hammer Curl (Dumbbell),3,,0,normal,14,10,,,
            Arms,"1 Dec 2026, 18:00",,,Triceps Pushdown (Cable),3,,0,normal,25,12,,,
            Arms,"1 Dec 2026, 18:00",,,Hammer Curl (Dumbbell),3,,1,normal,14,9,,,
            Arms,"1 Dec 2026, 18:00",,,Triceps Pushdown (Cable),3,,1,normal,25,11,,,

            """
        let plan = planImport(.hevy, "arms.csv", Array(csv.utf8))
        let text = plan.file("content/workouts/2026/2026-12-01-1800-arms.yaml")?.text ?? ""
        #expect(writtenEntries(text).map(\.exercise) == ["hammer-curl", "triceps-pushdown"])
        #expect(writtenEntries(text).map(\.sets) == [["14kg x 10", "14kg x 9"], ["25kg x 12", "25kg x 11"]])
        #expect(text.contains("notes: \"Superset 1: Hammer Curl (Dumbbell) + Triceps Pushdown (Cable)\""))
    }

    @Test func reportsUnknownSetTypesAndBadDates() {
        let csv = """
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
            A,"1 Dec 2026, 18:00",,,Plank,,,0,superset,,,,60,
            A,"31 Feb 2026, 18:00",,,Plank,,,0,normal,,,,60,
            A,"1 Dec 2026, 18:00",soon,,Plank,,,0,normal,,,,60,

            """
        let plan = planImport(.hevy, "hevy.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "hevy.csv:2:1: error: set_type: expected normal, warmup, failure or dropset, found \"superset\"",
            "hevy.csv:3:1: error: start_time: expected a date and time such as 22 Nov 2026, 07:30 or 2026-11-22T07:30:00Z, found \"31 Feb 2026, 18:00\"",
            "hevy.csv:4:1: warning: end_time: expected a date and time after start_time, found \"soon\"; the workout has no duration",
        ])
        #expect(plan.summary.rowsImported == 1)
        #expect(plan.summary.skips == [ImportSkip(reason: .malformedRow, rows: 2)])
    }

    /// Hevy's apps write the date in the phone's language; each form gives the same workout.
    @Test func readsDatesInEveryFormHevyWrites() {
        let header = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,"
            + "weight_kg,reps,distance_km,duration_seconds,rpe\n"
        for (start, end) in [("21 Nov 2024, 18:03", "21 Nov 2024, 19:05"), ("Nov 21, 2024, 6:03 PM", "Nov 21, 2024, 7:05 PM"),
                             ("21.11.2024, 18:03", "21.11.2024, 19:05"), ("21 de nov. de 2024, 18:03", "21 de nov. de 2024, 19:05")] {
            let csv = header + "Push,\"\(start)\",\"\(end)\",,Bench Press (Barbell),,,0,normal,100,5,,,\n"
            let plan = planImport(.hevy, "hevy.csv", Array(csv.utf8))
            #expect(plan.diagnostics.sorted.map(\.description) == [], "\(start)")
            #expect(plan.file("content/workouts/2024/2024-11-21-1803-push.yaml")?.text == """
                date: 2024-11-21T18:03
                name: Push
                duration: 1h 2m
                entries:
                  - exercise: bench-press
                    sets:
                      - 100kg x 5

                """, "\(start)")
        }
    }

    /// Issue 50, item 7: Hevy writes each quantity in the unit the athlete chose for it, so
    /// `weight_kg` can stand beside `distance_miles`; each is read in its own column's unit.
    @Test func kilogramWeightsBesideMileDistancesAreEachReadInTheirUnit() {
        let csv = "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,"
            + "weight_kg,reps,distance_miles,duration_seconds,rpe\n"
            + "Mixed,\"22 Nov 2026, 07:30\",\"22 Nov 2026, 08:30\",,Bench Press (Barbell),,,0,normal,100,5,,,\n"
            + "Mixed,\"22 Nov 2026, 07:30\",\"22 Nov 2026, 08:30\",,Running,,,0,normal,,,3.1,1680,\n"
        let plan = planImport(.hevy, "hevy.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-11-22-0730-mixed.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["100kg x 5"], ["3.1mi in 28:00"]])
    }
}
