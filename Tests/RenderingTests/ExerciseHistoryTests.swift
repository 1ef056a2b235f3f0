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
}
