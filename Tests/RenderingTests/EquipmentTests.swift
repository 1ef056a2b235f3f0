import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// Equipment per session and the exercise index's "Equipment you have" filter
/// (docs/site-pages.md: `sessions/<id>/index.html`, `exercises/index.html`).
@Suite struct EquipmentTests {
    static func exercise(_ id: String, _ name: String, _ equipment: [String]) -> Exercise {
        Exercise(id: id, name: name, type: .strength, equipment: equipment, sourcePath: "content/exercises/\(id).md")
    }

    static let library = TrainingLibrary(
        config: SiteConfig(title: "Equipment"),
        athletes: [Athlete(id: "ana", name: "Ana")],
        exercises: [
            exercise("back-squat", "Back Squat", ["Barbell", "Rack"]),
            exercise("bench-press", "Bench Press", ["barbell", "Bench"]),
            exercise("dumbbell-row", "Dumbbell Row", ["Dumbbells"]),
            exercise("pull-up", "Pull-up", ["Pull-up bar"]),
            exercise("push-up", "Push-up", []),
            exercise("plank", "Plank", ["Body only"]),
        ],
        sessions: [
            SessionTemplate(id: "gym-day", name: "Gym Day", items: [
                .single(ExerciseItem(exercise: "back-squat")),
                .group(ItemGroup(kind: .superset, rounds: 3, items: [
                    ExerciseItem(exercise: "bench-press"), ExerciseItem(exercise: "push-up"),
                ])),
                .single(ExerciseItem(exercise: "pull-up")),
                .single(ExerciseItem(exercise: "plank")),
            ]),
            SessionTemplate(id: "floor", name: "Floor", items: [.single(ExerciseItem(exercise: "push-up"))]),
        ])

    @Test func aSessionPageListsTheEquipmentItsExercisesNeed() async throws {
        let pages = try await renderSite(Self.library)
        let session = try #require(pages[SitePaths.session("gym-day")])
        // `Barbell` and `barbell` are one piece, named by the facet's spelling; sorted by name.
        #expect(session.contains("<p class=\"session-equipment\"><strong>Equipment:</strong> "
            + "<a href=\"../../exercises/equipment/barbell/index.html\">Barbell</a>, "
            + "<a href=\"../../exercises/equipment/bench/index.html\">Bench</a>, "
            + "<a href=\"../../exercises/equipment/pull-up-bar/index.html\">Pull-up bar</a>, "
            + "<a href=\"../../exercises/equipment/rack/index.html\">Rack</a></p>"))
        // A session whose exercises list none has no line.
        #expect(!(try #require(pages[SitePaths.session("floor")])).contains("session-equipment"))
    }

    @Test func theSearchIndexNamesEachExercisesEquipmentAndTheIndexOffersEveryPiece() async throws {
        let pages = try await renderSite(Self.library)
        let index = try #require(pages[SitePaths.searchIndex])
        #expect(index.contains("\"url\": \"exercises/back-squat/index.html\", \"text\": \"Strength · Barbell · Rack\", "
            + "\"equipment\": [\"barbell\", \"rack\"]}"))
        #expect(index.contains("\"url\": \"exercises/push-up/index.html\", \"text\": \"Strength\", \"equipment\": []}"))
        // `Body only` (free-exercise-db's word) is no piece: the plank needs nothing, and no box asks for it.
        #expect(index.contains("\"url\": \"exercises/plank/index.html\", \"text\": \"Strength · Body only\", \"equipment\": []}"))
        // A session's equipment is its exercises' (the session index's filter compares it).
        #expect(index.contains("\"kind\": \"session\", \"title\": \"Floor\", \"url\": \"sessions/floor/index.html\", \"text\": \"Push-up\", \"equipment\": []}"))
        let exercises = try #require(pages[SitePaths.exerciseIndex])
        #expect(exercises.contains("<fieldset class=\"search-filter\" data-field=\"equipment\" data-rule=\"within\" hidden>\n"
            + "<legend>Equipment you have</legend>"))
        #expect(exercises.occurrences(of: "<input type=\"checkbox\" name=\"equipment\"") == 5)
        #expect(exercises.contains("<li><label><input type=\"checkbox\" name=\"equipment\" value=\"dumbbells\"> Dumbbells</label></li>"))
    }

    static let chromium = Chromium.find()

    /// The filter run in Chromium from disk (`file://`): barbell and rack ticked from the address
    /// list the squat (both ticked), the push-up and the plank (they need nothing), not the bench press (a bench
    /// is not ticked) nor the pull-up.
    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed"))
    func theFilterListsExercisesWhoseEquipmentIsAllAmongTheTicked() async throws {
        let dom = try await ChromiumDOM.dump(Self.library, page: SitePaths.exerciseIndex, query: "equipment=barbell&equipment=rack",
                                             browser: try #require(Self.chromium))
        let results = ChromiumDOM.searchResults(dom)
        #expect(results.contains(">Back Squat</a>"))
        #expect(results.contains(">Push-up</a>"))
        #expect(results.contains(">Plank</a>"))
        #expect(!results.contains("Bench Press") && !results.contains(">Pull-up</a>") && !results.contains("Dumbbell"))
        #expect(results.occurrences(of: "<li>") == 3)
        #expect(dom.contains("<fieldset class=\"search-filter\" data-field=\"equipment\" data-rule=\"within\">"))
    }
}
