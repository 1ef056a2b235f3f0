@testable import Loading
import TestSupport
import Testing

@Suite struct SuggestionsTests {
    @Test(arguments: [
        ("Back Squat", "back-squat"), ("Press de banca", "press-de-banca"), ("Ring Dip/v2", "ring-dip-v2"),
        ("  .hidden  ", "hidden"), ("Músculos implicados", "musculos-implicados"), ("???", "item"),
    ])
    func slugsAreValidIDs(text: String, slug: String) {
        #expect(Suggestions.slug(text) == slug)
        #expect(Suggestions.isValidID(slug))
    }

    @Test(arguments: ["bench-press", "Barbell_Hip_Thrust", "2026-03-07-fingers", "a.b", "9001"])
    func acceptsValidIDs(id: String) {
        #expect(Suggestions.isValidID(id))
    }

    @Test(arguments: ["", ".hidden", "-dash", "two words", "a/b", "ñandú", "_private"])
    func refusesInvalidIDs(id: String) {
        #expect(!Suggestions.isValidID(id))
    }

    @Test func measuresEditDistance() {
        #expect(Suggestions.distance("kitten", "sitting") == 3)
        #expect(Suggestions.distance("", "abc") == 3)
        #expect(Suggestions.distance("itmes", "items") == 2)
    }

    @Test func suggestsOnlyCloseCandidatesNearestFirst() {
        #expect(Suggestions.closest(to: "bench-pres", in: ["deadlift", "bench-press", "bench"], limit: 3, names: .builtIn) == ["bench-press"])
        #expect(Suggestions.closest(to: "squat", in: ["deadlift", "bench-press"], names: .builtIn) == nil)
        #expect(Suggestions.closest(to: "SQUAT", in: ["squat"], names: .builtIn) == "squat")
    }

    /// A candidate that names the same by the rule of names (`NameKey`) is suggested first,
    /// however far apart the letters: `Flies` and `fly` are 3 edits apart, past the 2 allowed.
    @Test func suggestsWhatTheRuleOfNamesMakesOneFirst() {
        #expect(Suggestions.closest(to: "Flies", in: ["plank", "fly", "flip"], limit: 3, names: .builtIn) == ["fly", "flip"])
        #expect(Suggestions.closest(to: "Bíceps", in: ["bicep", "biceps-curl"], limit: 3, names: .builtIn) == ["bicep"])
    }

    @Test func anUnknownExerciseSuggestsTheOneItsPluralNames() async {
        let files = SiteFiles().site("dashboard:\n  lifts: [Flies]\n")
            .content("exercises/pec-deck.md", "---\nname: Fly\n---\n")
        let (_, problems) = await load(files)
        #expect(problems == ["site.yaml:2:11: error: dashboard.lifts[0]: unknown exercise `Flies`\n  hint: did you mean `pec-deck`?"])
    }

    @Test func recognisesHeadingsInBothLanguages() {
        let titles = ["What it is", "Qué es:", "QUE ES", "Músculos implicados", "Ejecución", "steps:", "Errores comunes",
                      "Variantes", "Precauciones", "Grip width"]
        #expect(titles.map(ExerciseDescriptionParser.kind(ofHeading:))
            == [.whatItIs, .whatItIs, .whatItIs, .muscles, .steps, .steps, .mistakes, .variations, .safety, .free])
    }
}
