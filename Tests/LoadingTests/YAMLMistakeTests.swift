import Loading
import TestSupport
import Testing

/// Issue #54: a YAML syntax error says the likely cause (a tab, a `:` inside a value not
/// in quotes, no space after a key's `:`, an indentation step) and shows the line as
/// written with a caret under the column libyaml stopped at (or the column the cause names).
@Suite struct YAMLMistakeTests {
    let site = SiteFiles.minimal

    private func found(_ path: String, _ text: String) async -> [String] {
        await diagnostics(site.content(path, text)).filter { $0.hasPrefix("content/\(path):") }
    }

    @Test func aColonInsideAValueIsToldToBeQuoted() async {
        #expect(await found("exercises/dip.yaml", "name: Dip\nnotes: Felt good: strong # today\n") == ["""
            content/exercises/dip.yaml:2:17: error: invalid YAML: mapping values are not allowed in this context
              hint: likely a `:` inside a value: a `: ` in a value not in quotes starts another key; put the value in quotes: `notes: "Felt good: strong"`
                2 | notes: Felt good: strong # today
                  |                 ^
            """])
    }

    @Test func aMissingSpaceAfterAColonNamesTheLineItIsOn() async {
        // libyaml reads `level:easy` on into the next line and stops there.
        #expect(await found("exercises/dip.yaml", "name: Dip\nlevel:easy\nequipment: bar\n") == ["""
            content/exercises/dip.yaml:3:1: error: invalid YAML: could not find expected ':' (while scanning a simple key that starts at line 2, column 1)
              hint: likely a missing space after `:` on line 2: write `level: easy`; without the space `level:easy` is one word, not a key and its value
                2 | level:easy
                  |      ^
            """])
        // On the first line, libyaml stops at the next line's `:`.
        #expect(await found("exercises/dip.yaml", "name:Dip\nlevel: easy\n") == ["""
            content/exercises/dip.yaml:2:6: error: invalid YAML: mapping values are not allowed in this context
              hint: likely a missing space after `:` on line 1: write `name: Dip`; without the space `name:Dip` is one word, not a key and its value
                1 | name:Dip
                  |     ^
            """])
    }

    @Test func aTabInTheIndentationIsNamed() async {
        #expect(await found("exercises/dip.yaml", "name: Dip\n\tlevel: easy\n") == ["""
            content/exercises/dip.yaml:2:1: error: invalid YAML: found a tab character that violates indentation (while scanning a plain scalar that starts at line 1, column 7)
              hint: likely a tab: line 2 is indented with a tab, and YAML indents with spaces only; replace the tab with spaces
                2 | \tlevel: easy
                  | ^
            """])
    }

    @Test func aLineFurtherInThanAKeyWithItsValueIsAnIndentationStep() async {
        let workout = "date: 2026-03-02\nentries:\n  - exercise: back-squat\n     sets: [100 x 5]\n"
        #expect(await found("workouts/w1.yaml", workout) == ["""
            content/workouts/w1.yaml:4:10: error: invalid YAML: mapping values are not allowed in this context
              hint: likely the indentation: line 4 starts in column 6, right of the key `exercise` on line 3 (column 5), which already has its value; a line goes further in only under a key with nothing after its `:`
                4 |      sets: [100 x 5]
                  |      ^
            """])
    }

    @Test func aLineAtNoColumnAboveIsAnIndentationStep() async {
        #expect(await found("exercises/dip.yaml", "name: Dip\ncues:\n  - elbows in\n - chest up\n") == ["""
            content/exercises/dip.yaml:4:2: error: invalid YAML: did not find expected key (while parsing a block mapping that starts at line 1, column 1)
              hint: likely the indentation: line 4 starts in column 2, but the lines above it that it could line up with start in columns 5, 3 or 1; the keys of one mapping, and the items of one list, start in the same column
                4 |  - chest up
                  |  ^
            """])
    }

    /// In front matter the lines are the file's, `---` counted.
    @Test func frontMatterNamesTheFilesLines() async {
        #expect(await found("exercises/dip.md", "---\nname: Dip\nlevel:easy\nequipment: bar\n---\n# Dip\n") == ["""
            content/exercises/dip.md:4:1: error: invalid YAML: could not find expected ':' (while scanning a simple key that starts at line 3, column 1)
              hint: likely a missing space after `:` on line 3: write `level: easy`; without the space `level:easy` is one word, not a key and its value
                3 | level:easy
                  |      ^
            """])
    }

    /// With no cause recognised the line is still shown: where the unclosed list began
    /// when libyaml stops past the text's end.
    @Test func anErrorWithNoKnownCauseStillShowsTheLine() async {
        #expect(await found("exercises/dip.yaml", "name: Dip\ncues: [elbows in, chest up\n") == ["""
            content/exercises/dip.yaml:3:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 2, column 7)
              hint: the line as written:
                2 | cues: [elbows in, chest up
                  |       ^
            """])
    }

    /// A long line is cut to 100 characters around the caret, so that the excerpt fits a terminal.
    @Test func aLongLineIsCutAroundTheCaret() async {
        let long = String(repeating: "a", count: 150)
        #expect(await found("exercises/dip.yaml", "name: Dip\nnotes: \(long): b\n") == ["""
            content/exercises/dip.yaml:2:158: error: invalid YAML: mapping values are not allowed in this context
              hint: likely a `:` inside a value: a `: ` in a value not in quotes starts another key; put the value in quotes: `notes: "\(long): b"`
                2 | …\(String(repeating: "a", count: 97)): b
                  | \(String(repeating: " ", count: 98))^
            """])
    }
}
