import Loading
import TestSupport
import Testing

/// libyaml ends an unterminated last line itself and marks what it finds at the end of the
/// text on the line after it; diagnostics name the end of the last line instead, a place
/// the file has. (Found by the content fuzzer, scripts/fuzz.sh content.)
@Suite struct EndOfTextLocationTests {
    @Test func aSyntaxErrorAtTheEndIsOnTheLastLine() async {
        let found = await diagnostics(SiteFiles().content("exercises/x.yaml", "name: [a"))
        #expect(found == [
            "content/exercises/x.yaml:1:9: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 1, column 7)"
                + "\n  hint: the line as written:\n    1 | name: [a\n      |         ^",
        ])
    }

    @Test func anEmptyDocumentAtTheEndIsOnTheLastLine() async {
        let found = await diagnostics(SiteFiles().content("sessions/s.yaml", "\n--- "))
        #expect(found == ["content/sessions/s.yaml:2:5: error: expected a mapping of `key: value` pairs, found nothing"])
    }

    @Test func frontMatterMayNameTheClosingFence() async {
        let found = await diagnostics(SiteFiles().content("exercises/x.md", "---\nname: [a\n---\n"))
        #expect(found == [
            // The closing `---` is no line of the YAML, so the line shown is where the list began.
            "content/exercises/x.md:3:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 2, column 7)"
                + "\n  hint: the line as written:\n    2 | name: [a\n      |       ^",
        ])
    }
}
