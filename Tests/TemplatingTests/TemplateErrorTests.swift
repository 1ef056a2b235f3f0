import Testing
import Templating

/// Every problem in every template, each named by file, line and column (in characters).
@Suite struct TemplateErrorTests {
    @Test func unclosedAndMismatchedSections() {
        // A wrong closer still closes the section it meets, so only the last line's two stay open.
        #expect(errors(["a": "x\n  {{#items}}\n{{/item}}\n{{^never}}é{{#open}}"]) == [
            "a.mustache:3:1: error: {{/item}} closes {{#items}}; expected {{/items}}",
            "a.mustache:4:1: error: {{^never}} is never closed; expected {{/never}}",
            "a.mustache:4:12: error: {{#open}} is never closed; expected {{/open}}",
        ])
        #expect(errors(["a": "{{/x}}"]) == ["a.mustache:1:1: error: {{/x}} closes nothing; expected it after a matching {{#x}}"])
    }

    @Test func unclosedTagsStopTheFileButOtherFilesAreStillChecked() {
        #expect(errors(["a": "ok {{x}}\n  é {{y", "b": "{{{z}}"]) == [
            "a.mustache:2:5: error: a tag is not closed; expected \"}}\"",
            "b.mustache:1:1: error: a tag is not closed; expected \"}}}\"",
        ])
    }

    @Test func badDelimiters() {
        let reason = "badly formed set-delimiter tag; expected {{=OPEN CLOSE=}}, two delimiters without spaces or \"=\""
        #expect(errors(["a": "{{=<% %>}}", "b": "{{=<%=}}", "c": "{{=< = >=}}"])
            == ["a.mustache:1:1: error: \(reason)", "b.mustache:1:1: error: \(reason)", "c.mustache:1:1: error: \(reason)"])
    }

    @Test func missingPartialsAndParents() {
        #expect(errors(["a": "{{>nope}}\n{{<gone}}{{/gone}}", "b": ""]) == [
            "a.mustache:1:1: error: no template \"nope\" for {{>nope}}; expected one of a, b",
            "a.mustache:2:1: error: no template \"gone\" for {{<gone}}; expected one of a, b",
        ])
    }

    @Test func badNamesAndTransforms() {
        #expect(errors(["a": "{{a b}} {{shout(x)}} {{empty(x}} {{a..b}} {{}} {{plusone()}} {{>*dyn}}"]) == [
            "a.mustache:1:1: error: \"a b\" is not a name; expected one name without spaces",
            "a.mustache:1:9: error: unknown transform \"shout\"; expected one of first, last, reversed, count, empty, "
                + "capitalized, lowercased, uppercased, equalzero, plusone, minusone, even, odd, index",
            "a.mustache:1:22: error: \"empty(x\" has unbalanced parentheses; expected transform(name)",
            "a.mustache:1:34: error: \"a..b\" has an empty part; expected names separated by single dots",
            "a.mustache:1:43: error: a tag has no name; expected a name such as {{title}}",
            "a.mustache:1:48: error: \"plusone()\" names nothing; expected a name, or first(), last(), index(), even() or odd()",
            "a.mustache:1:62: error: dynamic names ({{>*name}}) are not supported; expected a template name",
        ])
    }

    @Test func onlyBlocksInsideAParent() {
        #expect(errors(["a": "{{<b}}\n{{x}}\n{{/b}}", "b": ""])
            == ["a.mustache:2:1: error: only {{$block}} overrides and comments may appear inside {{<b}}"])
    }

    @Test func unknownPragma() {
        #expect(errors(["a": "{{%FOO: BAR}}"])
            == ["a.mustache:1:1: error: unknown pragma \"FOO: BAR\"; expected {{%CONTENT_TYPE: HTML}} or {{%CONTENT_TYPE: TEXT}}"])
    }

    @Test func contentTypeTextTurnsEscapingOff() throws {
        #expect(try render("{{x}}{{%CONTENT_TYPE: TEXT}}{{x}}{{%CONTENT_TYPE: HTML}}{{x}}", ["x": "<"]) == "&lt;<&lt;")
    }

    @Test func anUnknownTemplateIsNotRendered() throws {
        var output: [UInt8] = []
        #expect(try TemplateLibrary(["a": "x"]).render([:], template: "b", into: &output) == false)
        #expect(output.isEmpty)
    }
}
