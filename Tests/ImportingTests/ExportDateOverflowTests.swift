import Importing
import Testing

/// A year too long to be one crashed `spotter import` with an arithmetic overflow
/// (found by scripts/fuzz.sh import); it is now a date that does not read.
@Suite struct ExportDateOverflowTests {
    @Test func aHugeYearIsAnUnreadableEndTimeNotACrash() {
        let header = "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\","
            + "\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"\n"
        let row = "\"Push Day\",\"22 Nov 2026, 07:30\",\"22 Nov 8888888888882026, 08:45\",\"\",\"Bench Press (Barbell)\",,\"\",0,"
            + "\"normal\",60,10,,,\n"
        let plan = Importer.plan(source: .hevy, exportPath: "hevy.csv", exportBytes: Array((header + row).utf8),
                                 options: ImportOptions(), existingExercises: [], existingFile: { _ in nil },
                                 vocabularyOverride: nil)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "hevy.csv:2:1: warning: end_time: expected a date and time after start_time, found \"22 Nov 8888888888882026, 08:45\"; the workout has no duration",
        ])
        #expect(plan.filesToCreate.map(\.path) == ["content/exercises/bench-press.yaml", "content/workouts/2026/2026-11-22-0730-push-day.yaml"])
    }
}
