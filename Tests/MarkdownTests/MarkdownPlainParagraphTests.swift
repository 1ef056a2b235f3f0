@testable import Markdown
import PropertyBased
import Testing
import TestSupport

/// The shortcut for plain paragraphs gives exactly what cmark-gfm gives, on generated
/// texts mixing the characters it lets through with those it must not.
@Suite struct MarkdownPlainParagraphTests {
    /// Pieces the shortcut lets through, four times as likely as those that make a paragraph
    /// something else (markup, HTML, autolinks, breaks), so that about a quarter of the texts
    /// take the shortcut and most others miss it by one piece.
    static let plain = ["ab", "Wc", "w", "www", "http", " ", ".", ",", ";", ":", "/", "'", "?", "(", ")", "%", "-", "+",
                        "=", "$", "1", "9.", "é", "ñ", "🏋️", "\u{00A0}"]
    static let special = ["*", "_", "`", "[", "]", "<", ">", "&", "\"", "\\", "!", "#", "|", "~", "@", "\t", "\n",
                          "  ", "://", "1.", "- "]
    static let text = Gen<String?>.element(of: Array(repeating: plain, count: 4).flatMap { $0 } + special)
        .map { $0 ?? "a" }.array(of: 0...10).map { $0.joined() }

    /// `holds` looks in a string's storage, and in a slice only at the slice's bytes.
    @Test func aByteIsLookedForInAStringsStorageOrASlicesOwn() {
        let text = "ab\tc\r\nd"
        #expect(Markdown.holds(text.utf8, UInt8(ascii: "\t")) && Markdown.holds(text.utf8, UInt8(ascii: "\r")))
        #expect(!Markdown.holds(text.utf8, UInt8(ascii: "x")))
        #expect(!Markdown.holds(text.dropFirst(3).utf8, UInt8(ascii: "\t")))
        #expect(Markdown.holds(text.dropFirst(3).utf8, UInt8(ascii: "d")))
        #expect(!Markdown.holds(text.prefix(2).utf8, UInt8(ascii: "\t")))
        #expect(!Markdown.holds("".utf8, 0))
    }

    @Test func plainParagraphsRenderAsCmarkRendersThem() async {
        await propertyCheck(count: 5_000, input: Self.text) { text in
            #expect(Markdown.html(text) == Markdown.parsedHTML(text), "\(text.debugDescription)")
            #expect(Markdown.plainText(text) == Markdown.parsedPlainText(text), "\(text.debugDescription)")
        }
    }

    /// Lists of generated items behind every kind of marker, some items running on to a
    /// second line, some behind a tab, a quote or an indent.
    static let markers = ["- ", "* ", "+ ", "1. ", "2) ", "10. ", "  - ", "-\t", "1.  ", "> - ", "-    "]
    static let list = zip(Gen<String?>.element(of: markers).map { $0 ?? "- " }, Gen.int(in: 0...6), text)
        .array(of: 1...5).map { items in
        items.map { marker, shape, item in
            marker + item + (shape == 0 ? "\n  and more" : shape == 1 ? "  " : "")
        }.joined(separator: "\n")
    }

    @Test func listItemsTakenFromTheSourceAreThoseCmarkRenders() async {
        await propertyCheck(count: 5_000, input: Self.list) { text in
            #expect(Markdown.listItems(text) == Markdown.listItems(text, shortcut: false), "\(text.debugDescription)")
        }
    }

    /// Plain items (taken from the source) and one with markup (rendered back by cmark-gfm)
    /// read as written, and the same as without the shortcut.
    @Test func plainAndMarkedUpItemsReadAsWritten() {
        let text = "1. Brace, then stand up.\n2. Breathe out (slowly).\n3. Then *rest*"
        #expect(Markdown.listItems(text)
            == MarkdownList(ordered: true, items: ["Brace, then stand up.", "Breathe out (slowly).", "Then *rest*"]))
        #expect(Markdown.listItems(text) == Markdown.listItems(text, shortcut: false))
    }

    @Test func takesTheShortcutOnlyForOneParagraphOfPlainText() {
        #expect(Markdown.isPlainParagraph("Brace and move slowly, 3 times (or 4)."))
        #expect(Markdown.isPlainParagraph("Músculos: glúteos"))
        #expect(!Markdown.isPlainParagraph("1. Down"))
        #expect(!Markdown.isPlainParagraph("See www.example.com"))
        #expect(!Markdown.isPlainParagraph("See http://example.com"))
        #expect(Markdown.isPlainParagraph("Ratio 3/4: slow"))
        #expect(!Markdown.isPlainParagraph("Chest *up*"))
        #expect(!Markdown.isPlainParagraph("Two  spaces"))
        #expect(!Markdown.isPlainParagraph("Trailing "))
        #expect(!Markdown.isPlainParagraph(""))
    }

    /// Words, some in `**strong**` spans, between spaces and punctuation; in every other text
    /// one piece put anywhere (a mark, a space, a star…), which often puts a mark where
    /// cmark-gfm reads it otherwise: after a letter, before a space, three in a row.
    static let words = ["ab", "Variant A", "W 1", "é", "9", "a.b", "(a)", "a-", "Cd", "x'", "é1"]
    static let separators = [" ", ", ", ": ", ". ", " (", ") ", " - ", "' ", "/", "-", ""]
    static let insertions = ["**", "**", "*", " ", "_", "***", "www.", "://", "  ", "a", ".", "[", "`"]

    /// Every reading of a simple paragraph (its HTML, its plain text, its Markdown as a list
    /// item) is cmark-gfm's.
    @Test func strongSpansReadAsCmarkReadsThem() {
        var random = SeededRandom(seed: 47)
        func pick(_ pieces: [String]) -> String { pieces[Int(random.next() % UInt64(pieces.count))] }
        var strong = 0
        for round in 0..<4_000 {
            var text = ""
            for word in 0...Int(random.next() % 5) {
                if word > 0 { text += pick(Self.separators) }
                let chosen = pick(Self.words)
                text += random.next() % 3 == 0 ? "**" + chosen + "**" : chosen
            }
            if round % 2 == 1 {
                var characters = Array(text)
                characters.insert(contentsOf: pick(Self.insertions), at: Int(random.next() % UInt64(characters.count + 1)))
                text = String(characters)
            }
            #expect(Markdown.html(text) == Markdown.parsedHTML(text), "\(text.debugDescription)")
            #expect(Markdown.plainText(text) == Markdown.parsedPlainText(text), "\(text.debugDescription)")
            // The item's Markdown taken from the source (`plainLine`, `itemMarkdown`) and
            // rendered back by cmark-gfm.
            let list = "- " + text + "\n- Brace"
            let rendered = Markdown.listItems(list, shortcut: false)
            #expect(Markdown.listItems(list) == rendered, "\(text.debugDescription)")
            #expect(Markdown.sections("## Variations\n" + list).sections.first?.list == rendered, "\(text.debugDescription)")
            if let spans = Markdown.strongSpans(text), spans > 0 { strong += 1 }
        }
        // The seed fixes the texts, and so how many have a span: a test that made none
        // would prove nothing.
        #expect(strong == 401)
    }

    @Test func strongSpansAreReadOnlyWhereCmarkReadsThem() {
        #expect(Markdown.simpleParagraphHTML("**Variant A**: tempo 3-1-1") == "<strong>Variant A</strong>: tempo 3-1-1")
        #expect(Markdown.simpleParagraphHTML("Press **up**, then **hold** 2 s.")
            == "Press <strong>up</strong>, then <strong>hold</strong> 2 s.")
        #expect(Markdown.html("**A** b") == "<p><strong>A</strong> b</p>\n")
        #expect(Markdown.plainText("**Variant A**: slow") == "Variant A: slow")
        #expect(Markdown.strongSpans("Press**up**") == nil)
        #expect(Markdown.strongSpans("** up**") == nil)
        #expect(Markdown.strongSpans("**up **") == nil)
        #expect(Markdown.strongSpans("**up**b") == nil)
        #expect(Markdown.strongSpans("**up") == nil)
        #expect(Markdown.strongSpans("***up***") == nil)
        #expect(Markdown.strongSpans("**www**.example.org") == nil)
        #expect(Markdown.strongSpans("Brace") == 0)
    }

    @Test func aPlainParagraphIsItsTextInAParagraph() {
        #expect(Markdown.html("Breathe out on the way up") == "<p>Breathe out on the way up</p>\n")
    }
}
