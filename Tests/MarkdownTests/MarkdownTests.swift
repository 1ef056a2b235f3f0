import Testing
@testable import Markdown

@Suite struct MarkdownRenderingTests {
    @Test func rendersGitHubTablesStrikethroughAndTaskLists() {
        let html = Markdown.html("""
        | a | b |
        |---|---|
        | 1 | 2 |

        ~~old~~

        - [x] done
        """)
        #expect(html == """
        <table>
        <thead>
        <tr>
        <th>a</th>
        <th>b</th>
        </tr>
        </thead>
        <tbody>
        <tr>
        <td>1</td>
        <td>2</td>
        </tr>
        </tbody>
        </table>
        <p><del>old</del></p>
        <ul>
        <li><input type="checkbox" checked="" disabled="" /> done</li>
        </ul>

        """)
    }

    @Test func omitsRawHTMLAndScriptLinksByDefault() {
        let html = Markdown.html("<script>alert(1)</script>\n\n[x](javascript:alert(1)) <b>bold</b>")
        #expect(html == """
        <!-- raw HTML omitted -->
        <p><a href="">x</a> <!-- raw HTML omitted -->bold<!-- raw HTML omitted --></p>

        """)
    }

    @Test func passesRawHTMLWhenUnsafeIsAllowed() {
        #expect(Markdown.html("<b>bold</b>", unsafeHTML: true) == "<p><b>bold</b></p>\n")
    }

    @Test func autolinksBareURLs() {
        #expect(Markdown.html("see https://example.org") == "<p>see <a href=\"https://example.org\">https://example.org</a></p>\n")
    }
}

@Suite struct MarkdownSectionTests {
    @Test func splitsAtLevelTwoHeadingsKeepingIntroAndLines() {
        let text = """
        Intro line.

        ## What it is
        A squat.
        ### Not a section
        still the first

        ## Steps
        1. Down
        2. Up
        """
        let (intro, sections) = Markdown.sections(text)
        #expect(intro == "Intro line.")
        #expect(sections == [
            MarkdownSection(title: "What it is", line: 3, body: "A squat.\n### Not a section\nstill the first"),
            MarkdownSection(title: "Steps", line: 8, body: "1. Down\n2. Up",
                            list: MarkdownList(ordered: true, items: ["Down", "Up"])),
        ])
    }

    @Test func keepsTheItemsOfASectionThatIsOneListOnly() {
        let (_, sections) = Markdown.sections("## Cues\n- Chest *up*\n- Brace\n\n## Mistakes\n- Bouncing\n\nAnd more.\n")
        #expect(sections.map(\.list) == [MarkdownList(ordered: false, items: ["Chest *up*", "Brace"]), nil])
    }

    /// A reference defined in another section is not the list's: read alone, as the
    /// section is shown, its link stays text.
    @Test func readsAListWithAReferenceDefinedElsewhereOnItsOwn() {
        let text = "## Steps\n1. See [the video][v]\n\n## Links\n[v]: https://example.com/v\n"
        let (_, sections) = Markdown.sections(text)
        #expect(sections.first?.list == MarkdownList(ordered: true, items: ["See \\[the video\\]\\[v\\]"]))
        #expect(sections.first?.list == Markdown.listItems("1. See [the video][v]"))
    }

    @Test func takesHeadingTitlesWithoutMarkupAndIgnoresHeadingsInCode() {
        let text = """
        ## *Common* `mistakes`
        ```
        ## not a heading
        ```
        """
        let (intro, sections) = Markdown.sections(text)
        #expect(intro == "")
        #expect(sections == [MarkdownSection(title: "Common mistakes", line: 1, body: "```\n## not a heading\n```")])
    }

    @Test func findsSetextHeadingsAndStartsTheBodyAfterTheUnderline() {
        let (_, sections) = Markdown.sections("Cues\n----\nChest up")
        #expect(sections == [MarkdownSection(title: "Cues", line: 1, body: "Chest up")])
    }
}

@Suite struct MarkdownListTests {
    @Test func returnsTheItemsOfASingleOrderedList() throws {
        let list = try #require(Markdown.listItems("1. Brace **hard**\n2. Sit down\n\n   between the heels"))
        #expect(list.ordered)
        #expect(list.items == ["Brace **hard**", "Sit down\n\nbetween the heels"])
    }

    @Test func returnsBulletItemsUnordered() throws {
        let list = try #require(Markdown.listItems("- a\n- b"))
        #expect(!list.ordered)
        #expect(list.items == ["a", "b"])
    }

    @Test func returnsNilWhenTheTextIsMoreThanAList() {
        #expect(Markdown.listItems("Intro\n\n- a") == nil)
        #expect(Markdown.listItems("") == nil)
    }

    @Test func plainTextDropsMarkup() {
        #expect(Markdown.plainText("**Bold** and [a link](https://x.org)") == "Bold and a link")
    }
}

/// cmark-gfm keeps the extensions' special inline characters (`~`, the autolink triggers) in
/// one table for the whole process and adds and removes them around every parse's inline
/// pass (github/cmark-gfm#176), so two pages parsed at once could lose each other's
/// strikethrough or links. Parses are serialised; this runs many at once and expects every
/// result to be the one a lone parse gives.
@Suite struct MarkdownConcurrencyTests {
    @Test func parallelParsesAllSeeTheExtensions() async {
        let text = "~~old~~ and www.example.com, [a link][ref]\n\n[ref]: https://example.org/x\n\n| a |\n|---|\n| ~~1~~ |\n"
        let expected = Markdown.html(text)
        #expect(expected.contains("<p><del>old</del> and <a href=\"http://www.example.com\">www.example.com</a>, "
            + "<a href=\"https://example.org/x\">a link</a></p>"))
        #expect(expected.contains("<td><del>1</del></td>"))
        let results = await withTaskGroup(of: String.self, returning: [String].self) { group in
            for _ in 0..<4000 { group.addTask { Markdown.html(text) } }
            var all: [String] = []
            for await html in group { all.append(html) }
            return all
        }
        #expect(results.filter { $0 != expected }.count == 0)
    }
}

