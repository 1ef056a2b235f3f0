import Testing
import Templating

/// The specification's partials module; a missing partial is an error here (see TemplateErrorTests).
@Suite struct PartialTests {
    @Test func aPartialRendersInTheCurrentContext() throws {
        #expect(try render("\"{{>text}}\"", partials: ["text": "from partial"]) == "\"from partial\"")
        #expect(try render("{{#a}}{{>p}}{{/a}}", ["a": ["x": "in a"], "x": "out"], partials: ["p": "*{{x}}*"]) == "*in a*")
    }

    @Test func partialsNestAndRecurse() throws {
        let data: TemplateValue = ["content": "X", "nodes": [["content": "Y", "nodes": []]]]
        #expect(try render("{{>node}}", data, partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"])
            == "X<Y<>>")
        #expect(try render("{{>outer}}", ["a": "A", "b": "B"], partials: ["outer": "*{{a}} {{>inner}}*", "inner": "!{{b}}!"])
            == "*A !B!*")
    }

    @Test func inlinePartialsKeepTheWhitespaceAround() throws {
        #expect(try render("| {{>p}} |", partials: ["p": "\t|\t"]) == "| \t|\t |")
        #expect(try render("  {{data}}  {{> p}}\n", ["data": "|"], partials: ["p": ">\n>"]) == "  |  >\n>\n")
    }

    @Test func aStandalonePartialLineIsReplacedByThePartial() throws {
        #expect(try render("|\r\n{{>p}}\r\n|", partials: ["p": ">"]) == "|\r\n>|")
        #expect(try render("  {{>p}}\n>", partials: ["p": ">\n>"]) == "  >\n  >>")
        #expect(try render(">\n  {{>p}}", partials: ["p": ">\n>"]) == ">\n  >\n  >")
    }

    @Test func aStandalonePartialIndentsEachLineOfItsTemplateButNotItsValues() throws {
        let partial = "|\n{{{content}}}\n|\n"
        #expect(try render("\\\n {{>p}}\n/\n", ["content": "<\n->"], partials: ["p": partial]) == "\\\n |\n <\n->\n |\n/\n")
    }

    @Test func indentationAddsUpThroughNestedPartials() throws {
        let partials = ["outer": "a\n  {{>inner}}\nb\n", "inner": "x\ny\n"]
        #expect(try render("  {{>outer}}\n", partials: partials) == "  a\n    x\n    y\n  b\n")
    }

    @Test func paddingInsideThePartialTagIsIgnored() throws {
        #expect(try render("|{{> p }}|", ["b": true], partials: ["p": "[]"]) == "|[]|")
    }
}

/// The specification's comments and set-delimiter modules.
@Suite struct CommentAndDelimiterTests {
    @Test func commentsPrintNothingOnOneLineOrMany() throws {
        #expect(try render("12345{{! Comment Block! }}67890") == "1234567890")
        #expect(try render("12345{{!\n  This is a\n  multi-line comment...\n}}67890\n") == "1234567890\n")
        #expect(try render("comments never render: '{{!comment}}'", ["! comment": 1, "comment": 2])
            == "comments never render: ''")
    }

    @Test func standaloneCommentLinesAreRemoved() throws {
        #expect(try render("Begin.\n{{! Comment Block! }}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("Begin.\n  {{! Indented }}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("|\r\n{{! Standalone }}\r\n|") == "|\r\n|")
        #expect(try render("  {{! I'm Still Standalone }}\n!") == "!")
        #expect(try render("!\n  {{! I'm Still Standalone }}") == "!\n")
        #expect(try render("Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n") == "Begin.\nEnd.\n")
    }

    @Test func inlineCommentsKeepTheirWhitespace() throws {
        #expect(try render("  12 {{! 34 }}\n") == "  12 \n")
        #expect(try render("12345 {{! Comment Block! }} 67890") == "12345  67890")
    }

    @Test func newDelimitersApplyUntilChangedAgain() throws {
        #expect(try render("{{=<% %>=}}(<%text%>)", ["text": "Hey!"]) == "(Hey!)")
        #expect(try render("({{=[ ]=}}[text])", ["text": "It worked!"]) == "(It worked!)")
        let template = "[\n{{#s}}\n  {{d}}\n  |d|\n{{/s}}\n\n{{= | | =}}\n|#s|\n  {{d}}\n  |d|\n|/s|\n]\n"
        #expect(try render(template, ["s": true, "d": "I got interpolated."])
            == "[\n  I got interpolated.\n  |d|\n\n  {{d}}\n  I got interpolated.\n]\n")
    }

    @Test func tripleMustacheWorksWithNewDelimiters() throws {
        #expect(try render("{{=<% %>=}}<%{x}%> <%&x%>", ["x": "<"]) == "< <")
    }

    @Test func delimitersDoNotCrossIntoOrOutOfPartials() throws {
        #expect(try render("[ {{>p}} ]\n{{= | | =}}\n[ |>p| ]\n", ["value": "yes"], partials: ["p": ".{{value}}."])
            == "[ .yes. ]\n[ .yes. ]\n")
        #expect(try render("[ {{>p}} ]\n[ .{{value}}.  .|value|. ]\n", ["value": "yes"],
                           partials: ["p": ".{{value}}. {{= | | =}} .|value|."])
            == "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n")
    }

    @Test func standaloneDelimiterLinesAreRemovedAndPaddingIgnored() throws {
        #expect(try render("Begin.\n{{=| |=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("Begin.\n  {{=| |=}}\nEnd.\n") == "Begin.\nEnd.\n")
        #expect(try render("[\r\n{{= | | =}}\r\n]") == "[\r\n]")
        #expect(try render("  {{=| |=}}\n=") == "=")
        #expect(try render("=\n  {{=| |=}}") == "=\n")
        #expect(try render("| {{=@ @=}} |") == "|  |")
        #expect(try render("|{{= @   @ =}}|") == "||")
    }
}
