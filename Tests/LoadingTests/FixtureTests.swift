import Foundation
import Loading
import TestSupport
import Testing
import TrainingModel

/// Fixture sites on disk, loaded through `ContentFileSystem.disk` as `spotter` does.
@Suite struct FixtureTests {
    static func loadFixture(_ name: String) async -> LoadResult {
        await SiteLoader().load(siteDirectory: Fixtures.folder(name))
    }

    static var invalidCases: [String] {
        let folder = Fixtures.folder("invalid")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test func loadsTheValidSiteWithoutDiagnostics() async {
        let result = await Self.loadFixture("valid-basic")
        #expect(result.diagnostics.sorted.map(\.description) == [])
        let library = result.library
        #expect(library.config.title == "Fixture log")
        #expect(library.athletes.map(\.id) == ["ana"])
        #expect(library.exercises.map(\.id) == ["Barbell_Hip_Thrust", "back-squat", "face-pull", "hangboard", "pull-up"])
        #expect(library.exercises.map(\.shape) == [.freeExerciseDB, .spotter, .spotter, .trainingApp, .spotter])
        #expect(library.sessions.map(\.id) == ["fingers", "legs"])
        #expect(library.sessions.first?.description == "Warm up well first.")
        #expect(library.workouts.map(\.id) == ["2026-03-02", "2026-03-07-fingers"])
        #expect(library.plans.map(\.id) == ["march"])
        #expect(library.measurements.count == 1)
        #expect(library.tests.map(\.result) == [.time(1450)])
        #expect(library.pages.map(\.id) == ["about"])
    }

    @Test func resolvesNamesAndAliasesToIDsInTheValidSite() async {
        let library = await Self.loadFixture("valid-basic").library
        let legs = library.session(id: "legs")
        #expect(legs?.items.flatMap(\.exerciseItems).map(\.exercise) == ["back-squat", "Barbell_Hip_Thrust", "pull-up", "face-pull"])
        #expect(library.session(id: "fingers")?.items.flatMap(\.exerciseItems).map(\.exercise) == ["hangboard"])
        #expect(library.workouts.first?.entries.map(\.exercise) == ["back-squat", "pull-up"])
        #expect(library.workouts.first?.entries.map(\.sets.count) == [4, 2])
    }

    @Test func placesAnEveningWorkoutInNewYorkOnTheNextMadridDay() async {
        let workout = await Self.loadFixture("valid-basic").library.workouts.last
        // 2026-03-06 23:30 at UTC−5 is 2026-03-07 05:30 in Madrid (UTC+1).
        #expect(workout?.date.iso == "2026-03-07")
        #expect(workout?.startMinute == 5 * 60 + 30)
        #expect(workout?.notes == "Fingers felt **good**.")
    }

    @Test(arguments: invalidCases)
    func reportsExactlyTheExpectedDiagnostics(of name: String) async throws {
        let folder = Fixtures.folder("invalid/\(name)")
        let expected = try String(contentsOfFile: folder + "/expected-diagnostics.txt", encoding: .utf8)
        let result = await Self.loadFixture("invalid/\(name)")
        let printed = result.diagnostics.sorted.map(\.description).joined(separator: "\n") + "\n"
        #expect(printed == expected)
    }

    @Test func hasAnInvalidCaseForEachCommonMistake() {
        #expect(Self.invalidCases == [
            "bad-notation", "duplicate-id", "impossible-date", "invalid-id", "missing-athlete", "unclosed-front-matter",
            "unknown-exercise", "unknown-key", "unknown-timezone", "wrong-type", "yaml-syntax",
        ])
    }
}
