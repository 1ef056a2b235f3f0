import Testing
import TestSupport
@testable import TextAndDates

/// The one rule by which names and facet values compare (docs/content-format.md).
@Suite struct NameKeyTests {
    @Test func caseAccentsSpacesAndPunctuationDoNotCount() {
        #expect(NameKey.of("Bíceps") == "bicep")
        #expect(NameKey.of("  biceps ") == "bicep")
        #expect(NameKey.of("Pull-Up") == "pullup")
        #expect(NameKey.of("pull ups") == "pullup")
        #expect(NameKey.of("Pullups") == "pullup")
        #expect(NameKey.of("Elevación lateral") == "elevacionlateral")
        #expect(NameKey.of("Lower  back") == NameKey.of("lower back"))
    }

    @Test(arguments: [
        ("Bench Presses", "Bench Press"), ("dumbbells", "Dumbbell"), ("Flies", "fly"),
        ("Lying Leg Curls", "lying leg curl"), ("Glutes", "glute"), ("Cables", "cable"),
        ("curl con mancuernas", "Curl con mancuerna"), ("dorsales", "dorsal"),
        ("Extensiones de tríceps", "extensión de triceps"), ("cruces en polea", "cruz en poleas"),
        ("Sentadillas búlgaras", "sentadilla bulgara"), ("series", "serie"),
    ])
    func singularAndPluralAreOne(plural: String, singular: String) {
        #expect(NameKey.of(plural) == NameKey.of(singular))
    }

    @Test func synonymsAreOne() {
        #expect(NameKey.of("Calves") == NameKey.of("calf"))
        #expect(NameKey.of("Quads") == "quadricep")
        #expect(NameKey.of("ABS") == NameKey.of("Abdominals"))
        #expect(NameKey.of("Calf Raise") == "calfrais")
        #expect(NameKey.of("calves raise") == "calvrais") // a synonym is a whole text, not a word of one
    }

    @Test func namesThatDifferStayApart() {
        #expect(NameKey.of("Press") == "press")
        #expect(NameKey.of("Bench Press") != NameKey.of("Bench"))
        #expect(NameKey.of("Cable Row") != NameKey.of("Cable Fly"))
        #expect(NameKey.of("press de banca") == "pressdebanca")
        #expect(NameKey.of("") == "")
        #expect(NameKey.of("!!") == "")
    }

    /// ASCII keys are made byte by byte, and must be the keys Foundation's folding gives.
    @Test func asciiKeysAreTheFoldedKeys() {
        var random = SeededRandom(seed: 53)
        let alphabet = Array("abzAZ09 -()/.,'&_sSeEyYzZ\t")
        for _ in 0..<2_000 {
            let name = String((0..<Int.random(in: 0...20, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(NameKey.asciiKey(name) == NameKey.foldedKey(name), "\(name)")
        }
    }
}
