import Loading
import TestSupport
import Testing
import TrainingModel

/// The test battery in `content/tests/` (docs/content-format.md#tests).
@Suite struct TestDefinitionLoadingTests {
    @Test func loadsADefinitionWithItsProtocol() async {
        let files = SiteFiles.minimal.content("tests/max-hang.yaml", """
            name: Max hang, 20 mm
            unit: kg added
            better: Higher
            protocol: |
              Hang **7 s**.
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.testDefinitions == [TestDefinition(id: "max-hang", name: "Max hang, 20 mm", testProtocol: "Hang **7 s**.",
                                                           unit: "kg added", better: .higher, sourcePath: "content/tests/max-hang.yaml")])
    }

    @Test func readsTheProtocolFromAMarkdownBody() async {
        let files = SiteFiles.minimal.content("tests/5k.md", "---\nname: 5 km\nunit: min:s\nbetter: lower\n---\nRun it flat.\n")
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.testDefinitions.map(\.testProtocol) == ["Run it flat."])
        #expect(library.testDefinitions.map(\.better) == [.lower])
    }

    @Test func refusesABadDefinitionAtEachMistake() async {
        let files = SiteFiles.minimal.content("tests/bad.yaml", "name: \"  \"\nbetter: best\n")
        let (library, diagnostics) = await load(files)
        #expect(library.testDefinitions == [])
        #expect(diagnostics == [
            "content/tests/bad.yaml:1:1: error: missing required field `unit`",
            "content/tests/bad.yaml:1:7: error: name: expected the test's name, e.g. Max hang, 20 mm edge, 7 s, found \"  \"",
            "content/tests/bad.yaml:2:9: error: better: expected `higher` or `lower`, found \"best\"",
        ])
    }

    @Test func warnsAboutAResultNamingAnUndefinedTestOnASiteThatDefinesSome() async {
        let files = SiteFiles.minimal
            .content("tests/max-hang.yaml", "name: Max hang\nunit: kg\nbetter: higher\n")
            .content("measurements/tests.yaml", """
                entries:
                  - {date: 2026-03-01, test: max-hang, result: bw+10kg}
                  - {date: 2026-03-02, test: max-hnag, result: bw+11kg}
                  - {date: 2026-03-03, test: max-hnag, result: bw+12kg}
                """)
        let (library, diagnostics) = await load(files)
        // Once per file and test; the results still count.
        #expect(diagnostics == [
            "content/measurements/tests.yaml:3:30: warning: entries[1].test: no test `max-hnag` in `content/tests/`: its results are shown by id, "
                + "and the best is the highest\n  hint: did you mean `max-hang`?",
        ])
        #expect(library.tests.map(\.test) == ["max-hang", "max-hnag", "max-hnag"])
    }

    @Test func aSiteWithoutTestsIsNotWarned() async {
        let files = SiteFiles.minimal.content("measurements/tests.yaml", "entries:\n  - {date: 2026-03-01, test: 5k, result: \"23:40\"}\n")
        #expect(await diagnostics(files) == [])
    }
}
