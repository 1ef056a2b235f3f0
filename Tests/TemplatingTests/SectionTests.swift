import Testing
import Templating

/// The specification's sections and inverted sections, with the context stack.
@Suite struct SectionTests {
    @Test func trueShowsTheContentFalseAbsentAndMissingDoNot() throws {
        let template = "[{{#b}}yes{{/b}}|{{^b}}no{{/b}}]"
        #expect(try render(template, ["b": true]) == "[yes|]")
        #expect(try render(template, ["b": false]) == "[|no]")
        #expect(try render(template, ["b": .none]) == "[|no]")
        #expect(try render(template, [:]) == "[|no]")
    }

    @Test func anObjectIsEnteredAndTheStackStaysReadable() throws {
        let data: TemplateValue = ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]]
        #expect(try render("{{#a}}{{one}}{{/a}}", data) == "1")
        #expect(try render("{{#a}}{{#b}}{{#c}}{{one}}{{two}}{{three}}{{#d}}{{four}}{{five}}{{/d}}{{/c}}{{/b}}{{/a}}", data)
            == "12345")
        #expect(try render("{{^a}}x{{/a}}", data) == "")
    }

    @Test func aListRepeatsTheContentOncePerElement() throws {
        let data: TemplateValue = ["list": [["item": 1], ["item": 2], ["item": 3]], "sep": ","]
        #expect(try render("{{#list}}{{item}}{{sep}}{{/list}}", data) == "1,2,3,")
        #expect(try render("{{^list}}none{{/list}}", data) == "")
    }

    @Test func anEmptyListIsFalsy() throws {
        #expect(try render("[{{#l}}x{{/l}}|{{^l}}empty{{/l}}]", ["l": []]) == "[|empty]")
    }

    @Test func listsOfListsIterateWithTheImplicitIterator() throws {
        #expect(try render("{{#l}}({{#.}}{{.}}{{/.}}){{/l}}", ["l": [[1, 2], ["a", "b"]]]) == "(12)(ab)")
    }

    @Test func textAndNumbersAreTruthyAndEnteredEvenWhenEmptyOrZero() throws {
        // As swift-mustache did: only false, absent values and empty lists are falsy.
        #expect(try render("{{#s}}<{{.}}>{{/s}}{{#n}}<{{.}}>{{/n}}", ["s": "", "n": 0]) == "<><0>")
    }

    @Test func sectionsNestAndRepeat() throws {
        let data: TemplateValue = ["t": true, "f": false]
        #expect(try render("{{#t}}A{{#t}}B{{/t}}C{{/t}}{{#t}}D{{/t}}", data) == "ABCD")
        #expect(try render("{{#t}}A{{#f}}B{{/f}}C{{/t}}{{^f}}D{{^t}}E{{/t}}{{/f}}", data) == "ACD")
    }

    @Test func dottedNamesWorkForSections() throws {
        let data: TemplateValue = ["a": ["b": ["c": true, "d": false]]]
        #expect(try render("[{{#a.b.c}}yes{{/a.b.c}}][{{#a.b.d}}no{{/a.b.d}}][{{^a.x.y}}broken{{/a.x.y}}]", data)
            == "[yes][][broken]")
    }

    @Test func anAbsentValueStopsTheLookup() throws {
        let data: TemplateValue = ["notes": "outer", "entry": ["notes": .none]]
        #expect(try render("{{#entry}}[{{#notes}}{{.}}{{/notes}}{{^notes}}none{{/notes}}]{{/entry}}", data) == "[none]")
    }

    @Test func trueDoesNotEnterANewContext() throws {
        #expect(try render("{{#l}}{{#on}}{{last()}}{{/on}}{{/l}}", ["l": [["on": true], ["on": true]]]) == "falsetrue")
    }

    // MARK: - Whitespace

    @Test func inlineSectionsKeepTheWhitespaceAroundAndInside() throws {
        #expect(try render(" | {{#b}}\t|\t{{/b}} | \n", ["b": true]) == " | \t|\t | \n")
        #expect(try render(" {{#b}}YES{{/b}}\n {{^f}}GOOD{{/f}}\n", ["b": true, "f": false]) == " YES\n GOOD\n")
    }

    @Test func standaloneSectionLinesAreRemoved() throws {
        #expect(try render("|\n| This  {{#b}}\n{{#b}}\n|\n{{/b}}\n  {{/b}}  \n|\n", ["b": true]) == "|\n| This  \n|\n|\n")
        #expect(try render("|\n  {{^f}}\n  x\n  {{/f}}\n|\n", ["f": false]) == "|\n  x\n|\n")
    }

    @Test func crLFEndsAStandaloneLine() throws {
        #expect(try render("|\r\n{{#b}}\r\n{{/b}}\r\n|", ["b": true]) == "|\r\n|")
    }

    @Test func standaloneNeedsNoLineBeforeOrAfter() throws {
        #expect(try render("  {{#b}}\n#{{/b}}\n/", ["b": true]) == "#\n/")
        #expect(try render("#{{#b}}\n/\n  {{/b}}", ["b": true]) == "#\n/\n")
    }

    @Test func paddingInsideSectionTagsIsIgnored() throws {
        #expect(try render("|{{# b }}={{/ b }}|{{^ f }}-{{/ f }}|", ["b": true, "f": false]) == "|=|-|")
    }
}
