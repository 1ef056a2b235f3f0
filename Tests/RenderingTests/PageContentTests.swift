import Foundation
import Testing
@testable import Rendering
import Templating
import TrainingModel

/// Behaviour the golden files show only for one configuration.
@Suite struct PageContentTests {
    @Test func spanishSiteUsesSpanishStringsHeadingsAndNumbers() async throws {
        let site = try await renderSite(SampleLibrary.make(config: SiteConfig(title: "Entreno", language: .es)))
        let squat = try #require(site["exercises/back-squat/index.html"])
        #expect(squat.contains("<html lang=\"es\">"))
        #expect(squat.contains("<h2>Qué es</h2>"))
        #expect(squat.contains("<h2>Pasos</h2>"))
        #expect(squat.contains("<h2>Claves</h2>"))
        #expect(squat.contains("<h2>Grip width</h2>"))
        #expect(squat.contains("<li class=\"set-working\">100 kg × 5 @8,5</li>"))
        #expect(squat.contains("<a href=\"../../exercises/index.html\" aria-current=\"page\">Ejercicios</a>"))
        let workouts = try #require(site["workouts/index.html"])
        #expect(workouts.contains("<h2>marzo de 2026</h2>"))
        #expect(workouts.contains("<time datetime=\"2026-03-02\">lun 2 mar 2026</time>"))
    }

    @Test func stepsAreNumberedAndListSectionsBulleted() async throws {
        let squat = try #require(try await renderSite(SampleLibrary.make())["exercises/back-squat/index.html"])
        #expect(squat.contains("<ol class=\"steps\">\n<li>Unrack the bar.</li>\n<li>Sit down and back.</li>\n<li>Stand up.</li>\n</ol>"))
        #expect(squat.contains("<ul>\n<li>Brace</li>\n<li>Knees out</li>\n</ul>"))
    }

    @Test func sheetLeavesTheAthleteBlankWhenTheSiteHasSeveral() async throws {
        var library = SampleLibrary.make()
        library.athletes.append(Athlete(id: "ben", name: "Ben"))
        let sheet = try #require(try await renderSite(library)["sessions/upper-a/sheet/index.html"])
        #expect(sheet.contains("<div><dt>Athlete</dt><dd></dd></div>"))
        // With several athletes, workout pages move into the athlete's folder (docs/content-format.md#ids-and-references).
        let workout = try #require(try await renderSite(library)["athletes/ana/workouts/2026-03-02-upper-a/index.html"])
        #expect(workout.contains("<div><dt>Athlete</dt><dd>Ana Ruiz</dd></div>"))
    }

    @Test func aSessionPageShowsItsAliasesEscaped() async throws {
        var library = SampleLibrary.make()
        let index = try #require(library.sessions.firstIndex { $0.id == "upper-a" })
        library.sessions[index].aliases = ["Push A", "<b>Oberkörper</b> A"]
        let page = try #require(try await renderSite(library)["sessions/upper-a/index.html"])
        #expect(page.contains("<h1>Upper A</h1>\n<p class=\"aliases\">Also known as: Push A, &lt;b&gt;Oberkörper&lt;/b&gt; A</p>"))
        let plain = try #require(try await renderSite(SampleLibrary.make())["sessions/upper-a/index.html"])
        #expect(!plain.contains("class=\"aliases\""))
    }

    @Test func recentWorkoutsStopAtTheAsOfDate() async throws {
        let home = try #require(try await renderSite(SampleLibrary.make(), asOf: SampleLibrary.date("2026-02-28"))["index.html"])
        #expect(home.contains("Lower"))
        #expect(!home.contains("workouts/2026-03-02-upper-a/index.html"))
        #expect(home.contains("Data as of <time datetime=\"2026-02-28\">Sat 28 Feb 2026</time>"))
    }

    @Test func unknownExerciseIsShownByIdWithoutALink() async throws {
        var library = SampleLibrary.make()
        library.workouts.append(Workout(id: "w-unknown", date: SampleLibrary.date("2026-03-04"), athlete: "ana",
                                        entries: [WorkoutEntry(exercise: "mystery-lift", sets: [PerformedSet(reps: 3)])]))
        let page = try #require(try await renderSite(library)["workouts/w-unknown/index.html"])
        #expect(page.contains("<h2>mystery-lift</h2>"))
        #expect(!page.contains("exercises/mystery-lift"))
        #expect(page.contains("<h1>Workout</h1>"))
    }

    @Test func entryWithoutNotesDoesNotShowTheWorkoutNotes() async throws {
        let page = try #require(try await renderSite(SampleLibrary.make())["workouts/2026-03-02-upper-a/index.html"])
        #expect(page.occurrences(of: "Felt <strong>strong</strong>.") == 1)
        #expect(page.occurrences(of: "Last set to failure.") == 1)
    }

    /// Why view models use `Maybe`: an absent value would make Mustache look the name
    /// up in the enclosing object; an empty `Maybe` is present, so the lookup stops.
    @Test func maybeStopsMustacheFromReadingAnOuterValue() throws {
        struct Inner: Encodable { var notes: Maybe<String> }
        struct Outer: Encodable { var notes: Maybe<String>; var inner: Inner }
        let template = "{{#inner}}{{#notes}}[{{.}}]{{/notes}}{{^notes}}none{{/notes}}{{/inner}}"
        #expect(try render(template, TemplateEncoder.value(of: Outer(notes: Maybe("outer"), inner: Inner(notes: .none))))
            == "none")
        #expect(try render(template, TemplateEncoder.value(of: Outer(notes: .none, inner: Inner(notes: Maybe("a<b")))))
            == "[a&lt;b]")
        // Without a `Maybe` the field is absent, and the outer value shows through.
        #expect(try render(template, .object(["notes": .text("outer"), "inner": .object([:])])) == "[outer]")
    }

    /// Pages are rendered from `TemplateEncoder`'s values: strings escaped, with their
    /// transforms, and with no fields of their own; an `Optional` field stops a lookup as a
    /// `Maybe` does.
    @Test func encodedViewModelsRenderLikeTheStructs() throws {
        struct Row: Encodable { var label: String; var on: Bool; var extra: Maybe<Row2> }
        struct Row2: Encodable { var text: String }
        struct Page: Encodable { var rows: [Row]; var title: String; var text: String; var tags: [String] }
        let page = Page(rows: [Row(label: "a<", on: true, extra: Maybe(Row2(text: "x"))),
                               Row(label: "b", on: false, extra: .none)],
                        title: "T", text: "outer", tags: ["p", "q"])
        let template = "{{title}}:"
            + "{{#rows}}[{{label}}{{#on}}+{{/on}}{{#extra}}({{text}}){{/extra}}{{^extra}}-{{/extra}}]{{/rows}}"
            + "{{^rows}}none{{/rows}} {{uppercased(title)}}{{#tags}}<{{.}}{{text}}>{{/tags}}"
        #expect(try render(template, TemplateEncoder.value(of: page)) == "T:[a&lt;+(x)][b-] T<pouter><qouter>")
        #expect(try render(template, TemplateEncoder.value(of: Page(rows: [], title: "E", text: "", tags: [])))
            == "E:none E")

        struct Note: Encodable { var note: String? }
        struct Holder: Encodable { var note: String; var inner: Note }
        let optional = "{{#inner}}{{#note}}{{.}}{{/note}}{{^note}}~{{/note}}{{/inner}}"
        #expect(try render(optional, TemplateEncoder.value(of: Holder(note: "outer", inner: Note(note: "n")))) == "n")
        #expect(try render(optional, TemplateEncoder.value(of: Holder(note: "outer", inner: Note(note: nil)))) == "~")
    }

    /// Hand-written encodings may nest containers; their values land where the keys say.
    @Test func nestedContainersOfAHandWrittenEncodingRender() throws {
        struct Custom: Encodable {
            enum Keys: String, CodingKey { case title, inner, rows }
            enum InnerKeys: String, CodingKey { case name }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode("T", forKey: .title)
                var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .inner)
                try inner.encode("N", forKey: .name)
                var rows = container.nestedUnkeyedContainer(forKey: .rows)
                try rows.encode("a")
                var row = rows.nestedContainer(keyedBy: InnerKeys.self)
                try row.encode("b", forKey: .name)
                try rows.encode("c")
            }
        }
        #expect(try render("{{title}} {{inner.name}} {{#rows}}[{{.}}{{name}}]{{/rows}}", TemplateEncoder.value(of: Custom()))
            == "T N [a][b][c]")
    }

    @Test func navigationListsPagesByOrder() async throws {
        var library = SampleLibrary.make()
        library.pages[0].order = 5
        let home = try #require(try await renderSite(library)["index.html"])
        let faq = try #require(home.range(of: "<li><a href=\"pages/faq/index.html\">FAQ</a></li>"))
        let about = try #require(home.range(of: "<li><a href=\"pages/about/index.html\">About</a></li>"))
        #expect(faq.lowerBound < about.lowerBound)
    }

    @Test func emptyLibraryRendersEmptyStates() async throws {
        let site = try await renderSite(TrainingLibrary())
        #expect(site.keys.sorted() == ["404.html", "exercises/index.html", "favicon.svg", "feed.xml", "index.html",
                                       "search-index.js", "search-index.json", "sessions/index.html", "style.css",
                                       "timer.js", "workouts/index.html"])
        #expect(site["index.html"]?.contains("<p class=\"empty\">No workouts yet.</p>") == true)
        #expect(site["exercises/index.html"]?.contains("<p class=\"empty\">No exercises yet.</p>") == true)
    }
}

/// `template` rendered against `value` by Spotter's engine.
private func render(_ template: String, _ value: TemplateValue) throws -> String {
    var output: [UInt8] = []
    _ = try TemplateLibrary(["t": template]).render(value, template: "t", into: &output)
    return String(decoding: output, as: UTF8.self)
}
