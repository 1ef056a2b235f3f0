@testable import Importing
import Testing
import TrainingModel

struct FreeExerciseDBImportTests {
    /// free-exercise-db's `exercises/` folder in memory: the images of the fixture's records.
    static let imageFolder = ImageFolder(path: "free-exercise-db/exercises") { path in
        ["Barbell_Squat/0.jpg": Array("jpg 0".utf8), "Barbell_Squat/1.jpg": Array("jpg 1".utf8),
         "Pushups/0.jpg": Array("jpg 2".utf8)][path]
    }

    @Test func convertsAnArrayIntoOneMarkdownExercisePerRecord() throws {
        let plan = try planFixture(.freeExerciseDB, "free-exercise-db.json", options: ImportOptions(images: Self.imageFolder))
        #expect(plan.files.map(\.path) == [
            "content/exercises/Barbell_Squat/0.jpg", "content/exercises/Barbell_Squat/1.jpg",
            "content/exercises/Pushups/0.jpg", "content/exercises/barbell-squat.md", "content/exercises/pushups.md",
        ])
        #expect(plan.file("content/exercises/Barbell_Squat/1.jpg")?.bytes == Array("jpg 1".utf8))
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
            Form: a JSON array of records.
            Exercises: 2 created, 0 already imported.
            Images: 3 copied, 0 already there, 0 left out.
            Skipped:
              1 record: malformed (see the diagnostics)
            """)
        let again = try planFixture(.freeExerciseDB, "free-exercise-db.json", options: ImportOptions(images: Self.imageFolder),
                                    site: plan.applied())
        #expect(again.filesToCreate == [])
        #expect(again.summary.imagesAlreadyThere == 3)
    }

    @Test func withoutAnImageFolderNoPagePointsAtAMissingImage() throws {
        let site = ["content/exercises/Pushups/0.jpg": "\u{FF}"]
        let plan = try planFixture(.freeExerciseDB, "free-exercise-db.json", site: site)
        #expect(plan.files.map(\.path) == ["content/exercises/barbell-squat.md", "content/exercises/pushups.md"])
        #expect(plan.file("content/exercises/barbell-squat.md")?.text.contains("images") == false)
        // An image already in the site is kept.
        #expect(plan.file("content/exercises/pushups.md")?.text.contains("images:\n  - Pushups/0.jpg\n") == true)
        #expect(plan.diagnostics.sorted.map(\.description).last == "free-exercise-db.json:1:1: warning: expected the images "
            + "the records name, found no --images folder; 2 images are left out of the exercise files\n"
            + "  hint: pass --images with the exercises/ folder of a free-exercise-db checkout to copy them")
        #expect(plan.summary.description.contains("\nImages: 0 copied, 1 already there, 2 left out.\n"))
    }

    @Test func anImageTheFolderDoesNotHoldIsLeftOutWithAWarning() throws {
        let folder = ImageFolder(path: "db/exercises") { $0 == "Barbell_Squat/0.jpg" ? [1] : nil }
        let plan = try planFixture(.freeExerciseDB, "free-exercise-db.json", options: ImportOptions(images: folder))
        #expect(plan.file("content/exercises/barbell-squat.md")?.text.contains("images:\n  - Barbell_Squat/0.jpg\n---") == true)
        #expect(plan.diagnostics.sorted.map(\.description).contains(
            "free-exercise-db.json:1:1: warning: [0].images: expected db/exercises/Barbell_Squat/1.jpg, found no such file; "
                + "the image is left out"))
    }

    @Test func stepsAreWrittenSoThatThePageShowsThemVerbatim() {
        #expect(MarkdownLiteral.line("6. Repeat for the other side.") == "6\\. Repeat for the other side.")
        #expect(MarkdownLiteral.line("12) Rest.") == "12\\) Rest.")
        #expect(MarkdownLiteral.line("* Keep <b>tight</b> & don't_stop") == "\\* Keep \\<b\\>tight\\</b\\> \\& don't\\_stop")
        #expect(MarkdownLiteral.line("# Breathe") == "\\# Breathe")
        #expect(MarkdownLiteral.line("> Look up") == "\\> Look up")
        #expect(MarkdownLiteral.line("- Slowly\r\nthen fast") == "\\- Slowly then fast")
        #expect(MarkdownLiteral.line("Hold 2.5 seconds [or more]") == "Hold 2.5 seconds \\[or more\\]")
        #expect(MarkdownLiteral.line("12.5 kg plates") == "12\\.5 kg plates")
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

    /// The exercise-library app's list reply (`ExerciseListResponse`) in its own vocabulary:
    /// `Resistance` → strength, the subtype kept, and the summary names the envelope.
    static let listReply = """
        {"data": [
          {"exerciseId": 11, "name": "Incline Push Up", "isGlobal": true, "imageURL": "", "videoURL": "https://example.org/p.mp4",
           "description": "{\\"what_is\\": \\"A push-up, hands raised.\\"}",
           "exerciseType": {"name": "Resistance"}, "exerciseSubtype": {"name": "Chest"}},
          {"exerciseId": 12, "name": "Bike Sprints", "isGlobal": false,
           "exerciseType": {"name": "Cardio"}, "exerciseSubtype": {"name": "SIT"}},
          {"exerciseId": 13, "name": "Thoracic Rotation", "exerciseType": {"name": "Mobility"}},
          {"exerciseId": 14, "name": "Mystery", "exerciseType": {"name": "Balance"}}
        ]}
        """

    @Test func readsTheExerciseLibraryListReply() throws {
        let plan = planImport(.freeExerciseDB, "exercises.json", Array(Self.listReply.utf8))
        #expect(plan.files.map(\.path) == [
            "content/exercises/bike-sprints.md", "content/exercises/incline-push-up.md",
            "content/exercises/mystery.md", "content/exercises/thoracic-rotation.md",
        ])
        #expect(plan.file("content/exercises/incline-push-up.md")?.text == """
            ---
            name: Incline Push Up
            type: strength
            subtype: Chest
            mechanic: compound
            video: "https://example.org/p.mp4"
            description: "{\\"what_is\\": \\"A push-up, hands raised.\\"}"
            ---

            """)
        #expect(plan.file("content/exercises/bike-sprints.md")?.text == """
            ---
            name: Bike Sprints
            type: cardio
            subtype: SIT
            mechanic: isolation
            ---

            """)
        #expect(plan.file("content/exercises/thoracic-rotation.md")?.text.contains("\ntype: mobility\n") == true)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "exercises.json:1:1: warning: data[3].exerciseType.name: expected Resistance, Cardio, Mobility or one of "
                + "Spotter's types (strength, cardio, mobility, climbing, other), found \"Balance\"; left out",
        ])
        #expect(plan.summary.description == """
            free-exercise-db exercises.json: 4 records read, 4 imported, 0 skipped.
            Form: the exercise-library app's list reply, {"data": [ … ]}.
            Exercises: 4 created, 0 already imported.
            """)
    }

    @Test func recognisesTheExerciseLibraryAppsJSON() {
        #expect(ImportDetection.detect(Array(Self.listReply.utf8)) == ImportDetection(
            source: .freeExerciseDB, description: "Read as an exercise-library app JSON file (records with exerciseType)."))
    }
}
