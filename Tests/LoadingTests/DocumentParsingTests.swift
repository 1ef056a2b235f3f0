import Loading
import TestSupport
import Testing
import TrainingModel

/// Positions survive every file format: JSON through Yams, front matter shifted to the
/// file's lines, Windows line endings, and columns counted in characters.
@Suite struct DocumentParsingTests {
    @Test func pointsIntoAJSONFile() async {
        let files = SiteFiles.minimal.content("exercises/dip.json", "{\n\t\"name\": \"Dip\",\n\t\"type\": \"strenght\"\n}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.json:3:10: error: type: expected `strength`, `cardio`, `mobility`, `climbing` or "
                + "`other`, found \"strenght\"\n  hint: did you mean `strength`?",
        ])
    }

    @Test func shiftsFrontMatterPositionsToTheFileLines() async {
        let files = SiteFiles.minimal.content("exercises/dip.md", "---\nname: Dip\nforce: shove\n---\n## Steps\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/dip.md:3:8: error: force: expected `push`, `pull` or `static`, found \"shove\"",
        ])
    }

    @Test func readsWindowsLineEndings() async {
        let files = SiteFiles.minimal.content("exercises/dip.md", "---\r\nname: Dip\r\nforce: shove\r\n---\r\n## Steps\r\n1. Go.\r\n")
        let (library, found) = await load(files)
        #expect(found == [
            "content/exercises/dip.md:3:8: error: force: expected `push`, `pull` or `static`, found \"shove\"",
        ])
        #expect(library.exercises.map(\.id) == ["back-squat", "pull-up"])
    }

    @Test func closesFrontMatterWithDotsAndKeepsTheBody() async {
        let files = SiteFiles.minimal.content("pages/about.md", "---\ntitle: About\n...\n\nBody text.\n")
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.pages.map(\.markdown) == ["Body text."])
    }

    /// `Ñandú 🏋️` is 8 characters but 9 Unicode scalars (the emoji has a variation selector).
    @Test func countsColumnsInCharactersAfterAccentedText() async {
        let files = SiteFiles.minimal.content("exercises/nandu.yaml", "{name: \"Ñandú 🏋️\", force: shove}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/exercises/nandu.yaml:1:26: error: force: expected `push`, `pull` or `static`, found \"shove\"",
        ])
    }

    @Test func readsAMarkdownFileWithoutFrontMatterAsBodyOnly() async {
        let files = SiteFiles.minimal.content("pages/notes.md", "# Notes\n\nJust text.\n")
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.pages == [Page(id: "notes", title: "notes", markdown: "# Notes\n\nJust text.",
                                       sourcePath: "content/pages/notes.md")])
    }

    @Test func ignoresAByteOrderMark() async {
        let files = SiteFiles.minimal.content("exercises/dip.yaml", "\u{FEFF}name: Dip\n")
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.exercise(id: "dip")?.name == "Dip")
    }

    @Test func resolvesExerciseNamesIgnoringCaseAndExtraSpaces() async {
        let files = SiteFiles.minimal.content("workouts/w1.yaml", "date: 2026-03-02\nentries:\n  - {exercise: '  BACK   squat ', sets: [x 5]}\n")
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.workouts.first?.entries.map(\.exercise) == ["back-squat"])
    }
}

@Suite struct JSONCompatibilityTests {
    @Test func readsEscapesJSONWritersUse() async {
        let files = SiteFiles.minimal.content("exercises/e.json",
            #"{"name": "Caf\u00e9 \ud83c\udfcb\ufe0f Press", "aliases": ["A\/B", "tab\there"]}"#)
        let (library, found) = await load(files)
        #expect(found == [])
        #expect(library.exercise(id: "e")?.name == "Café 🏋️ Press")
        #expect(library.exercise(id: "e")?.aliases == ["A/B", "tab\there"])
    }
}
