@testable import Markdown
import Testing
import TestSupport

/// `Markdown.sections` reads most descriptions without parsing them (`simpleHeadings`):
/// on generated documents it gives exactly what a parse gives, and declines the shapes
/// it must leave to the parser.
@Suite struct MarkdownOutlineTests {
    static let headings = ["## Steps", "## What it is", "# Title", "### Detail", "## Cues", "###### Six"]
    static let paragraphs = ["Brace and stand up.", "Keep the chest up, 3 times (or 4).", "Then *rest* a little.",
                             "See `code` here", "Ünïcode words: glúteos", "Plain"]
    /// Item contents, read as written when plain and parsed on their own when not.
    static let items = ["Brace", "Stand up slowly.", "**Variant A**: Press tight", "`Bar` on the back",
                        "*Slow* tempo", "Chest *up* and [out](https://example.org)", "www.example.org now",
                        "Plain with two  spaces", "Trailing space ", "~~Old~~ cue", "Use <b>force</b>", "Ünï", "**",
                        "***", "** *", "``` code", "```js", "``", "`a` b"]
    static let markers = ["- ", "* ", "+ ", "1. ", "2) ", "10. "]
    /// Lines that are something else or change what the lines around them are (a setext
    /// underline, a lazy continuation, a task box, a thematic break…): left to the parser.
    static let other = [
        "##NoSpace", "## Title ##", "## Trailing ", "## *Marked* title", "####### Seven", "---", "***", "===",
        "- - -", "* * *", "> Quote", "    Indented code", "  - Indented item", "\tTabbed", "- \tTab", "| a | b |",
        "|---|---|", "```", "~~~", "<div>", "   ", "[x]: https://example.org", "[^1]: A note", "- [ ] Task",
        "- [x] Done", "-  Two spaces", "1.", "-", "#", "- ", "1234567890. Big", "Ésta empieza con acento",
        "- Ésta también", "1.5 kg is not an item", "2 sets", "(Aside)", "- 1. Nested", "- - Nested", "- Brace",
        "Brace", "1. Down", "", "* **", "* * *", "- ```", "- ```js", "```", "-  ```",
    ]

    @Test func readsWhatAParseReads() {
        var random = SeededRandom(seed: 36)
        var read = 0
        func pick(_ lines: [String]) -> String { lines[Int(random.next() % UInt64(lines.count))] }
        for round in 0..<6_000 {
            // Descriptions as people write them: an intro, then sections of paragraphs and
            // lists, blocks apart; in most, one other line put anywhere, or a blank line left out.
            var lines: [String] = random.next() % 2 == 0 ? [pick(Self.paragraphs)] : []
            for _ in 0..<Int(random.next() % 5) {
                if !lines.isEmpty { lines.append("") }
                lines.append(pick(Self.headings))
                for block in 0..<Int(random.next() % 3) {
                    if block > 0 { lines.append("") }
                    if random.next() % 2 == 0 {
                        lines += (0...Int(random.next() % 2)).map { _ in pick(Self.paragraphs) }
                    } else {
                        let marker = pick(Self.markers)
                        lines += (0...Int(random.next() % 4)).map { _ in marker + pick(Self.items) }
                    }
                }
            }
            if lines.isEmpty { lines = [pick(Self.paragraphs)] }
            switch round % 4 {
            case 0: break
            case 1: lines.removeAll { $0.isEmpty && random.next() % 2 == 0 }
            default: lines.insert(pick(Self.other), at: Int(random.next() % UInt64(lines.count + 1)))
            }
            let text = lines.joined(separator: random.next() % 8 == 0 ? "\r\n" : "\n")
            let shortcut = Markdown.sections(text), parsed = Markdown.sections(text, shortcut: false)
            #expect(shortcut.intro == parsed.intro, "\(text.debugDescription)")
            #expect(shortcut.sections == parsed.sections, "\(text.debugDescription)")
            // Read without a parse: a text with a definition (`]:`) never is, whatever its lines.
            if !text.contains("]:"), Markdown.simpleHeadings(Markdown.sourceLines(text), level: 2) != nil { read += 1 }
        }
        // The seed fixes the documents, and so how many are read without a parse: a test
        // that read none would prove nothing.
        #expect(read == 1_410)
    }

    @Test func readsADescriptionAndLeavesTheRest() throws {
        let text = """
            Press the bar up.

            ## What it is
            A press.

            ## Steps
            1. Grip the bar.
            2. Press **up** and `lock`.

            ## Variations
            - **Variant A**: Press tight
            - Slow
            """
        let lines = Markdown.sourceLines(text)
        let headings = try #require(Markdown.simpleHeadings(lines, level: 2))
        #expect(headings.map(\.title) == ["What it is", "Steps", "Variations"])
        #expect(headings.map(\.start) == [3, 6, 10])
        #expect(headings.map(\.list) == [nil, MarkdownList(ordered: true, items: ["Grip the bar.", "Press **up** and `lock`."]),
                                         MarkdownList(ordered: false, items: ["**Variant A**: Press tight", "Slow"])])
        #expect(Markdown.sections(text) == Markdown.sections(text, shortcut: false))
        // A setext underline, a lazy second line, a task box and a list interrupting a paragraph are parsed.
        for shape in ["Title\n===", "## Cues\n- Brace\nand breathe", "## Cues\n- [ ] Brace", "## Cues\nBrace\n- Breathe"] {
            #expect(Markdown.simpleHeadings(Markdown.sourceLines(shape), level: 2) == nil, "\(shape.debugDescription)")
        }
    }

    /// Lines are cut at `\n`, `\r` and `\r\n`, the break left out, the bytes of each line
    /// exactly the text's (read from the string's storage, which a native string, the only
    /// kind on Linux, always has).
    @Test func sourceLinesAreCutAtEveryKindOfBreak() {
        let text = "# Ünï\r\n- **a**\rplain\n\n\r\n* * *\ré"
        #expect(Markdown.sourceLines(text).map { Array($0.utf8) }
                == ["# Ünï", "- **a**", "plain", "", "", "* * *", "é"].map { Array($0.utf8) })
        #expect(Markdown.sourceLines("").map(String.init) == [""])
        #expect(Markdown.sourceLines("a\n").map(String.init) == ["a", ""])
        // Only the count of marks tells these two apart: four `*` and spaces are a thematic
        // break; a bold item is an item.
        #expect(Markdown.simpleHeadings(Markdown.sourceLines("## Cues\n* ** *"), level: 2) == nil)
        #expect(Markdown.simpleHeadings(Markdown.sourceLines("## Cues\n* **Brace**"), level: 2)?.first?.list
                == MarkdownList(ordered: false, items: ["**Brace**"]))
    }
}
