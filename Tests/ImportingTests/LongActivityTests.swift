@testable import Importing
import Testing
import TrainingModel

/// The 12-hour cap of a workout left open is a gym log's (Strong, Hevy, FitNotes, Fitbod): a
/// Strava or Garmin activity's time is what the device recorded, so a 14-hour hike keeps its 14
/// hours, with no warning; only a time beyond the longest duration Spotter reads is dropped.
struct LongActivityTests {
    @Test func aFourteenHourStravaHikeKeepsItsDuration() throws {
        let row = #"12345678905,"Jul 6, 2024, 5:00:00 AM",Long Hike,Hike,,50400,32.5,,,false,,,70.0,,50400.0,45000.0,32500.0,,,1500.0,1500.0,,3000"#
        let plan = planImport(.strava, "activities.csv", Array((StravaImportTests.header + "\n" + row + "\n").utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let text = try #require(plan.file("content/workouts/2024/strava-12345678905.yaml")?.text)
        #expect(text.hasPrefix("date: 2024-07-06T05:00Z\nname: Long Hike\nduration: 14h\n"))
    }

    @Test func aFourteenHourGarminHikeKeepsItsDuration() throws {
        let csv = "Activity Type,Date,Title,Distance,Time,Elapsed Time\n"
            + "Hiking,2026-07-04 05:00:00,\"Haute Route\",\"32.5\",13:30:00,14:00:00\n"
        let plan = planImport(.garmin, "Activities.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let text = try #require(plan.files.first { $0.path.hasPrefix("content/workouts/") }?.text)
        #expect(text.hasPrefix("date: 2026-07-04T05:00\nname: Haute Route\nduration: 14h\n"))
    }

    /// Beyond 1,000,000 seconds the loader would refuse the duration: the activity is still
    /// imported, without one, and the warning says why (not that a workout was left open).
    @Test func anActivityBeyondTheLongestDurationKeepsNoneWithAWarning() {
        let row = #"12345678906,"Jul 6, 2024, 5:00:00 AM",Tour,Ride,,1000001,20.5,,,false,,,70.0,,1000001.0,3600.0,20500.0,,,0,0,,700"#
        let plan = planImport(.strava, "activities.csv", Array((StravaImportTests.header + "\n" + row + "\n").utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "activities.csv:2:1: warning: expected an activity of at most 277h 46m 40s (the longest duration Spotter reads), "
                + "found 1 activity longer (277h 46m 41s at line 2); it is imported without a duration, "
                + "so its training time and load are unknown",
        ])
        #expect(plan.file("content/workouts/2024/strava-12345678906.yaml")?.text.contains("duration") == false)
    }

    /// A gym log still caps: Hevy's 14-hour workout was left open.
    @Test func aGymLogsFourteenHourWorkoutIsStillLeftOpen() {
        let csv = """
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe
            "Push","6 Jul 2024, 05:00","6 Jul 2024, 19:00","","Bench Press (Barbell)",,"",0,"normal",100,5,,,

            """
        let plan = planImport(.hevy, "workouts.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "workouts.csv:2:1: warning: expected a workout of at most 12 hours, found 1 workout longer (14h at line 2), "
                + "as an app records a workout left open; it is imported without a duration, so its training time and load are unknown",
        ])
    }

    /// A Spotter CSV's duration is what a site already held (a hike imported from Strava, then
    /// exported): it comes back as it was, 14 hours, with no warning.
    @Test func aSpotterCSVKeepsAFourteenHourWorkout() throws {
        let csv = "athlete,workout_id,date,workout,session,workout_duration_s,workout_rpe,bodyweight_kg,workout_notes,entry,"
            + "exercise_id,exercise,metric,set_index,kind,weight_kg,reps,rpe,duration_s,distance_m,exercise_notes,grade,grip\n"
            + "ana,hike,2026-03-02T05:00,Long Hike,,50400,,,,1,run,Run,distance_time,1,working,,,,45000,32500,,,\n"
        let plan = planImport(.spotterCSV, "spotter.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let text = try #require(plan.file("content/workouts/2026/hike.yaml")?.text)
        #expect(text.hasPrefix("date: 2026-03-02T05:00\nname: Long Hike\nduration: 14h\n"))
    }
}
