import Testing
import Templating

/// swift-mustache's transforms, which themes (and the built-in theme's `{{^empty(x)}}` and
/// `{{^last()}}`) use.
@Suite struct TransformTests {
    @Test func listTransforms() throws {
        let data: TemplateValue = ["l": ["a", "b", "c"], "e": []]
        #expect(try render("{{first(l)}}{{last(l)}}{{count(l)}}{{#reversed(l)}}{{.}}{{/reversed(l)}}", data) == "ac3cba")
        #expect(try render("[{{^empty(l)}}some{{/empty(l)}}][{{#empty(e)}}none{{/empty(e)}}]", data) == "[some][none]")
    }

    @Test func anEmptyTransformOfAnAbsentListIsFalsy() throws {
        // A missing or absent value has no transforms: the result is "nothing", so `^` shows.
        #expect(try render("{{^empty(l)}}shown{{/empty(l)}}", ["l": .none]) == "shown")
    }

    @Test func textTransforms() throws {
        let data: TemplateValue = ["s": "hello wORLD", "e": ""]
        #expect(try render("{{uppercased(s)}}|{{lowercased(s)}}|{{capitalized(s)}}|{{reversed(s)}}", data)
            == "HELLO WORLD|hello world|Hello World|DLROw olleh")
        #expect(try render("{{#empty(e)}}empty{{/empty(e)}}{{^empty(s)}}full{{/empty(s)}}", data) == "emptyfull")
    }

    @Test func integerTransforms() throws {
        let data: TemplateValue = ["n": 3, "z": 0]
        #expect(try render("{{plusone(n)}} {{minusone(n)}} {{odd(n)}} {{even(n)}} {{equalzero(z)}}", data)
            == "4 2 true false true")
    }

    @Test func transformsNestInnermostFirst() throws {
        #expect(try render("{{uppercased(first(l))}} {{plusone(count(l))}}", ["l": ["ab", "cd"]]) == "AB 3")
    }

    @Test func listPositionsInsideASection() throws {
        let data: TemplateValue = ["l": ["a", "b", "c"]]
        #expect(try render("{{#l}}{{.}}{{^last()}}, {{/last()}}{{/l}}", data) == "a, b, c")
        #expect(try render("{{#l}}{{#first()}}[{{/first()}}{{index()}}{{plusone(index())}}{{#odd()}}o{{/odd()}}{{/l}}", data)
            == "[0112o23")
    }

    @Test func positionsBelongToTheListBeingIteratedOnly() throws {
        #expect(try render("[{{last()}}]{{#l}}{{#o}}[{{last()}}]{{/o}}{{/l}}", ["l": [["o": ["x": 1]]]]) == "[][]")
    }

    @Test func aTransformThatDoesNotApplyGivesNothing() throws {
        #expect(try render("[{{plusone(s)}}][{{uppercased(n)}}][{{first(o)}}]", ["s": "x", "n": 1, "o": ["a": 1]]) == "[][][]")
    }
}
