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
            MarkdownSection(title: "Steps", line: 8, body: "1. Down\n2. Up"),
        ])
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
