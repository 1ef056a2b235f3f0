import Testing
import Templating

/// Parents and blocks (`{{<base}}{{$main}}…{{/main}}{{/base}}`), the optional module the theme's
/// pages use to share `base.mustache`.
@Suite struct InheritanceTests {
    @Test func aBlockShowsItsDefaultUnlessAParentCallOverridesIt() throws {
        #expect(try render("{{$title}}Default {{x}}{{/title}}", ["x": "<"]) == "Default &lt;")
        #expect(try render("{{<p}}{{$title}}Mine{{/title}}{{/p}}", partials: ["p": "<h1>{{$title}}Default{{/title}}</h1>"])
            == "<h1>Mine</h1>")
    }

    /// What follows a parent call, and a second call after the first, render once each: the
    /// blocks' content laid out after the call is skipped by the walk, not rendered again.
    @Test func textAfterAParentCallAndASecondCallRenderOnce() throws {
        let partials = ["p": "[{{$a}}D{{/a}}]"]
        #expect(try render("{{<p}}{{$a}}X{{/a}}{{/p}}|after", partials: partials) == "[X]|after")
        #expect(try render("{{<p}}{{$a}}X{{/a}}{{/p}}{{<p}}{{$a}}Y{{/a}}{{/p}}{{<p}}{{/p}}.", partials: partials) == "[X][Y][D].")
        #expect(try render("{{#l}}{{<p}}{{$a}}{{.}}{{/a}}{{/p}}{{/l}}!", ["l": [1, 2]], partials: partials) == "[1][2]!")
    }

    @Test func aParentWithoutOverridesIsAPartial() throws {
        #expect(try render("{{<p}}{{/p}}", ["x": 1], partials: ["p": "{{$a}}A{{x}}{{/a}}"]) == "A1")
    }

    @Test func onlyTheBlocksOfAParentCallCount() throws {
        let partials = ["p": "{{$foo}}default{{/foo}}|{{$bar}}bar{{/bar}}"]
        #expect(try render("{{<p}} ignored {{$foo}}hmm{{/foo}} text {{! comment }}{{/p}}", partials: partials) == "hmm|bar")
    }

    @Test func theMostDerivedOverrideWins() throws {
        let partials = ["older": "{{<grand}}{{$a}}o{{/a}}{{/grand}}", "grand": "{{$a}}g{{/a}}{{$b}}g{{/b}}"]
        #expect(try render("{{<older}}{{$a}}p{{/a}}{{/older}}", partials: partials) == "pg")
        #expect(try render("{{<older}}{{/older}}", partials: partials) == "og")
    }

    @Test func anOverrideRendersInTheContextOfTheParentsBlock() throws {
        let data: TemplateValue = ["fruit": "apples", "nested": ["fruit": "bananas"]]
        #expect(try render("{{<p}}{{$block}}I say {{fruit}}.{{/block}}{{/p}}", data,
                           partials: ["p": "{{#nested}}{{$block}}You say {{fruit}}.{{/block}}{{/nested}}"])
            == "I say bananas.")
    }

    @Test func standaloneParentAndBlockLinesLeaveNoTrace() throws {
        let base = "<main>\n{{$main}}\n{{/main}}\n</main>\n"
        #expect(try render("{{<base}}\n{{$main}}\n<p>{{x}}</p>\n{{/main}}\n{{/base}}\n", ["x": "hi"], partials: ["base": base])
            == "<main>\n<p>hi</p>\n</main>\n")
    }

    @Test func nestedBlocksInAnOverrideCanBeOverriddenFromFurtherOut() throws {
        let partials = ["parent": "{{<grand}}{{$block}}one {{$nested}}two{{/nested}}{{/block}}{{/grand}}",
                        "grand": "{{$block}}default{{/block}}"]
        #expect(try render("{{<parent}}{{$nested}}three{{/nested}}{{/parent}}", partials: partials) == "one three")
    }
}
