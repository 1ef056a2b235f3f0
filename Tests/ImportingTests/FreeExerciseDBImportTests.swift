@testable import Importing
import Testing
import TrainingModel

struct FreeExerciseDBImportTests {
    @Test func convertsAnArrayIntoOneMarkdownExercisePerRecord() throws {
        let plan = try planFixture(.freeExerciseDB, "free-exercise-db.json")
        #expect(plan.files.map(\.path) == ["content/exercises/barbell-squat.md", "content/exercises/pushups.md"])
        #expect(plan.file("content/exercises/barbell-squat.md")?.text == """
            ---
            name: Barbell Squat
            type: strength
            level: beginner
            mechanic: compound
            force: push
            equipment:
              - barbell
            muscles:
              primary:
                - quadriceps
              secondary:
                - calves
                - glutes
                - hamstrings
                - lower back
            images:
              - Barbell_Squat/0.jpg
              - Barbell_Squat/1.jpg
            ---
            ## Steps

            1. Set the bar on a rack just below shoulder level.
            2. Step under the bar, squat down, and stand back up.

            """)
        #expect(plan.file("content/exercises/pushups.md")?.text == """
            ---
            name: Pushups
            type: strength
            level: beginner
            force: push
            equipment:
              - body only
            muscles:
              primary:
                - chest
              secondary:
                - shoulders
                - triceps
            metric: bodyweight_reps
            images:
              - Pushups/0.jpg
            ---
            ## Steps

            1. Lie on the floor face down.
            2. Push yourself up: keep the body straight.

            """)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "free-exercise-db.json:1:1: error: [2].name: expected the exercise's name, found none",
        ])
        #expect(plan.summary.description == """
            free-exercise-db free-exercise-db.json: 3 records read, 2 imported, 1 skipped.
            Exercises: 2 created, 0 already imported.
            Skipped:
              1 record: malformed (see the diagnostics)
            """)
    }

    @Test func convertsASingleObjectAndMapsStretchingToMobility() throws {
        let plan = try planFixture(.freeExerciseDB, "free-exercise-db-single.json")
        #expect(plan.files.map(\.path) == ["content/exercises/hamstring-stretch.md"])
        #expect(plan.files.first?.text == """
            ---
            name: Hamstring Stretch
            type: mobility
            level: beginner
            force: static
            muscles:
              primary:
                - hamstrings
            metric: time
            ---
            ## Steps

            1. Lie on your back and lift one leg.

            """)
    }

    @Test func mapsEveryCategoryAsTheContentFormatSays() {
        let expected: [String: ExerciseType] = [
            "strength": .strength, "powerlifting": .strength, "olympic weightlifting": .strength,
            "strongman": .strength, "plyometrics": .strength, "cardio": .cardio, "stretching": .mobility,
        ]
        for (category, type) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(FreeExerciseDBImporter.type(forCategory: category) == type)
        }
    }

    @Test func skipsRecordsThatAreAlreadyExercisesOfTheSite() throws {
        let existing = [Exercise(id: "back-squat", name: "Back Squat", aliases: ["Barbell Squat"])]
        let plan = try planFixture(.freeExerciseDB, "free-exercise-db.json", existing: existing)
        #expect(plan.files.map(\.path) == ["content/exercises/pushups.md"])
        #expect(plan.summary.skips == [ImportSkip(reason: .malformedRow, rows: 1),
                                       ImportSkip(reason: .matchesExistingExercise, rows: 1)])
    }

    @Test func importingTheSameRecordsTwiceChangesNothing() throws {
        let first = try planFixture(.freeExerciseDB, "free-exercise-db.json")
        let second = try planFixture(.freeExerciseDB, "free-exercise-db.json", site: first.applied())
        #expect(second.files.map(\.action) == [.unchanged, .unchanged])
        #expect(second.filesToCreate.isEmpty)
        #expect(second.summary.exercisesAlreadyImported == 2)
    }

    @Test func refusesTextThatIsNotJSON() {
        let plan = planImport(.freeExerciseDB, "bad.json", Array("name: squat".utf8))
        #expect(plan.diagnostics.sorted.map(\.headline) == [
            "bad.json:1:1: error: expected a free-exercise-db JSON array or object, found text that is not JSON",
        ])
        #expect(plan.files.isEmpty)
    }
}
