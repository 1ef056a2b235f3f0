import Testing
import Templating

/// The specification's interpolation module: `{{name}}`, `{{{name}}}`, `{{&name}}`, dotted names.
@Suite struct InterpolationTests {
    @Test func textWithoutTagsIsCopied() throws {
        #expect(try render("Plain {text} and } braces {\n") == "Plain {text} and } braces {\n")
    }

    @Test func valuesAreInsertedAndNotInterpretedAgain() throws {
        #expect(try render("Hi {{who}}!", ["who": "{{who}}"]) == "Hi {{who}}!")
        #expect(try render("Hi {{who}}!", ["who": "Ann"]) == "Hi Ann!")
    }

    @Test func doubleMustacheEscapesHTMLTripleAndAmpersandDoNot() throws {
        let data: TemplateValue = ["x": "<b> & \"q\" 'a'"]
        #expect(try render("{{x}}", data) == "&lt;b&gt; &amp; &quot;q&quot; &#39;a&#39;")
        #expect(try render("{{{x}}}", data) == "<b> & \"q\" 'a'")
        #expect(try render("{{&x}}", data) == "<b> & \"q\" 'a'")
    }

    @Test func escapingKeepsMultiByteCharacters() throws {
        #expect(try render("{{x}}", ["x": "Ü<ß>😀"]) == "Ü&lt;ß&gt;😀")
    }

    @Test func numbersAndBooleansPrintPlainly() throws {
        #expect(try render("{{a}} {{{a}}} {{&a}}", ["a": 85]) == "85 85 85")
        #expect(try render("{{d}} {{w}}", ["d": 1.21, "w": 100.0]) == "1.21 100.0")
        #expect(try render("{{t}}/{{f}}", ["t": true, "f": false]) == "true/false")
    }

    @Test func absentAndMissingValuesPrintNothing() throws {
        #expect(try render("[{{a}}][{{{a}}}][{{&a}}][{{missing}}]", ["a": .none]) == "[][][][]")
    }

    @Test func listsAndObjectsPrintNothing() throws {
        #expect(try render("[{{l}}][{{o}}]", ["l": [1, 2], "o": ["k": 1]]) == "[][]")
    }

    @Test func paddingInsideTheTagIsIgnored() throws {
        #expect(try render("|{{ a }}|{{{ a }}}|{{& a }}|", ["a": "x"]) == "|x|x|x|")
    }

    @Test func surroundingAndStandaloneWhitespaceIsKept() throws {
        #expect(try render(" | {{a}} |\n", ["a": "x"]) == " | x |\n")
        #expect(try render("  {{a}}\n", ["a": "x"]) == "  x\n")
        #expect(try render("  {{{a}}}\n", ["a": "x"]) == "  x\n")
    }

    // MARK: - Dotted names

    @Test func dottedNamesReadNestedObjectsToAnyDepth() throws {
        let data: TemplateValue = ["a": ["b": ["c": ["d": "deep"]]]]
        #expect(try render("{{a.b.c.d}} {{{a.b.c.d}}} {{&a.b.c.d}}", data) == "deep deep deep")
    }

    @Test func aBrokenChainPrintsNothing() throws {
        #expect(try render("[{{a.b.c}}]", ["a": [:]]) == "[]")
        #expect(try render("[{{a.b.c}}]", ["a": ["b": [:]], "c": "outer"]) == "[]")
    }

    @Test func onlyTheFirstPartClimbsTheContextStack() throws {
        // `b` is found in `a`; `c` is then looked for in that `b` only, never in the outer `b`.
        #expect(try render("{{#a}}[{{b.c}}]{{/a}}", ["a": ["b": [:]], "b": ["c": "ERROR"]]) == "[]")
        #expect(try render("{{#a}}{{b.c}}{{/a}}", ["a": ["x": 1], "b": ["c": "outer"]]) == "outer")
    }

    @Test func aDottedNameIsNeverOneKey() throws {
        #expect(try render("[{{a.b}}]", ["a.b": "c"]) == "[]")
    }

    @Test func aLeadingDotReadsTheCurrentContextOnly() throws {
        #expect(try render("{{#a}}[{{.x}}|{{x}}]{{/a}}", ["a": ["y": 1], "x": "outer"]) == "[|outer]")
    }

    @Test func theImplicitIteratorPrintsTheCurrentValue() throws {
        #expect(try render("{{#l}}({{.}}){{/l}}", ["l": ["a<", 2, 1.5]]) == "(a&lt;)(2)(1.5)")
        #expect(try render("{{#l}}({{{.}}}){{/l}}", ["l": ["a<"]]) == "(a<)")
        #expect(try render("{{#l}}({{& .}}){{/l}}", ["l": ["a<"]]) == "(a<)")
    }
}
