import Foundation
import Testing
import TestSupport

/// docs/names.md#the-rule-of-names: facet values are compared by the rule of
/// names, so the sample site's `dumbbell` (1 exercise) and `dumbbells` (4) are one page, named
/// by the more common spelling, which lists the other as "also written". Before the rule the
/// site had both `exercises/equipment/dumbbell/` and `exercises/equipment/dumbbells/`; the
/// site's own group (`content/names.yaml`) makes `core` and `abdominals` one muscle page.
@Suite final class SampleSiteFacetTests {
    let scratch = TemporaryFolder("spotter-facets")

    @Test func theSampleSitesSpellingsOfOneValueAreOnePage() throws {
        let output = scratch("site")
        let build = try CommandLineTests.run(["build", "--source", PrivateAthleteTests.repository.path, "--output", output.path],
                                             environment: PrivateAthleteTests.environment)
        #expect(build.status == 0, "\(build.stderr)")
        func pages(_ kind: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("exercises/" + kind).path).sorted()
        }
        #expect(try pages("equipment") == [
            "assisted-pull-up-machine", "barbell", "bench", "bodyweight", "bouldering-wall", "cable-machine",
            "calf-raise-machine", "campus-board", "chalk", "climbing-shoes", "dip-belt", "dumbbells", "hangboard",
            "harness", "kettlebell", "mat", "parallel-bars", "pull-up-bar", "quickdraws", "rack", "resistance-band",
            "rope", "rowing-machine", "running-shoes", "stationary-bike", "track", "weight-plates",
        ])
        #expect(try pages("level") == ["advanced", "beginner", "intermediate"])
        #expect(try pages("type") == ["cardio", "climbing", "mobility", "strength"])
        let page = try String(contentsOf: output.appendingPathComponent("exercises/equipment/dumbbells/index.html"), encoding: .utf8)
        #expect(page.contains("<h1>Equipment: dumbbells</h1>"))
        #expect(page.contains("<p class=\"lead\">5 exercises · "))
        #expect(page.contains("<p class=\"also-written\">Also written: dumbbell</p>"))
        // The sample's `content/names.yaml` makes `core` (15 exercises) and `abdominals` (2) one muscle.
        #expect(try !pages("muscle").contains("abdominals"))
        let core = try String(contentsOf: output.appendingPathComponent("exercises/muscle/core/index.html"), encoding: .utf8)
        #expect(core.contains("<h1>Muscles: core</h1>"))
        #expect(core.contains("<p class=\"lead\">17 exercises · "))
        #expect(core.contains("<p class=\"also-written\">Also written: abdominals</p>"))
    }
}
