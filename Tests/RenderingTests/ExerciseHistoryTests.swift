import Testing
import Rendering
import TrainingModel

@Suite struct ExerciseHistoryTests {
    @Test func exercisePageListsTheMostRecentWorkoutsAndCountsTheRest() async throws {
        var library = SampleLibrary.make()
        let start = SampleLibrary.date("2025-01-01")
        library.workouts = (0..<23).map { day in
            Workout(id: "w\(100 + day)", date: start.adding(days: day), athlete: "ana",
                    entries: [WorkoutEntry(exercise: "plank", sets: [PerformedSet(duration: 30)])])
        }
        let page = try #require(try await renderSite(library)["exercises/plank/index.html"])
        #expect(page.occurrences(of: "<li class=\"set-working\">30 s</li>") == 20)
        #expect(page.contains("workouts/w122/index.html"))
        #expect(!page.contains("workouts/w102/index.html"))
        #expect(page.contains("<p class=\"more\"><a href=\"../../workouts/index.html\">3 earlier workouts</a></p>"))
    }

    @Test func strengthPageHasE1RMBestSetAndVolumeChartsAndARepMaxTable() async throws {
        var library = SampleLibrary.make()
        library.workouts = [
            Workout(id: "w1", date: SampleLibrary.date("2025-01-06"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 80), reps: 5)]),
            ]),
            Workout(id: "w2", date: SampleLibrary.date("2025-01-13"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 90), reps: 2)]),
            ]),
        ]
        let page = try #require(try await renderSite(library)["exercises/bench-press/index.html"])
        for (id, heading) in [("e1rm-ana", "e1RM"), ("best-set-ana", "Best set"), ("volume-ana", "Volume per workout")] {
            #expect(page.contains("id=\"\(id)\""))
            #expect(page.contains("<h3>\(heading)</h3>"))
        }
        #expect(!page.contains("id=\"reps-ana\""))
        #expect(page.contains("<h3>Rep maxes</h3>"))
        // 90 × 2 for 1–2 reps (w2), 80 × 5 for 3–5 (w1), each linked to its workout.
        #expect(page.contains("<tr><th scope=\"row\">2</th><td>90 kg</td><td><a href=\"../../workouts/w2/index.html\"><time datetime=\"2025-01-13\">Mon 13 Jan 2025</time></a></td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\">3</th><td>80 kg</td><td><a href=\"../../workouts/w1/index.html\"><time datetime=\"2025-01-06\">Mon 6 Jan 2025</time></a></td></tr>"))
        #expect(page.occurrences(of: "</td><td><a href=\"../../workouts/") == 5)  // rep maxes for 1 to 5 reps
    }

    @Test func bodyweightAndAssistedPagesChartRepsAndAssistanceWithoutLoadCharts() async throws {
        var library = SampleLibrary.make()
        library.exercises.append(Exercise(id: "assisted-dip", name: "Assisted Dip", metric: .assisted,
                                          sourcePath: "exercises/assisted-dip.md"))
        let bw = Load(kilograms: 0, relativeToBodyweight: true)
        library.workouts = [
            Workout(id: "w1", date: SampleLibrary.date("2025-01-06"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: bw, reps: 8)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -25, relativeToBodyweight: true), reps: 10)]),
            ]),
            Workout(id: "w2", date: SampleLibrary.date("2025-01-13"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: bw, reps: 11)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -20, relativeToBodyweight: true), reps: 8)]),
            ]),
        ]
        let site = try await renderSite(library)
        let pullUp = try #require(site["exercises/pull-up/index.html"])
        #expect(pullUp.contains("<div><dt>Most reps</dt><dd>11</dd></div>"))
        #expect(pullUp.contains("id=\"reps-ana\""))
        #expect(!pullUp.contains("id=\"e1rm-ana\""))
        #expect(!pullUp.contains("Rep maxes"))
        let dip = try #require(site["exercises/assisted-dip/index.html"])
        #expect(dip.contains("<div><dt>Least assistance</dt><dd>20 kg</dd></div>"))
        #expect(dip.contains("<div><dt>Most reps</dt><dd>10</dd></div>"))
        #expect(dip.contains("id=\"assistance-ana\""))
        #expect(!dip.contains("id=\"best-set-ana\""))
        #expect(!dip.contains("id=\"volume-ana\""))
    }
}
