@testable import Loading
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
        #expect(Suggestions.closest(to: "bench-pres", in: ["deadlift", "bench-press", "bench"], limit: 3) == ["bench-press"])
        #expect(Suggestions.closest(to: "squat", in: ["deadlift", "bench-press"]) == nil)
        #expect(Suggestions.closest(to: "SQUAT", in: ["squat"]) == "squat")
    }

    @Test func recognisesHeadingsInBothLanguages() {
        let titles = ["What it is", "Qué es:", "QUE ES", "Músculos implicados", "Ejecución", "steps:", "Errores comunes",
                      "Variantes", "Precauciones", "Grip width"]
        #expect(titles.map(ExerciseDescriptionParser.kind(ofHeading:))
            == [.whatItIs, .whatItIs, .whatItIs, .muscles, .steps, .steps, .mistakes, .variations, .safety, .free])
    }
}
