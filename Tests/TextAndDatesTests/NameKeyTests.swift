import Testing
import TestSupport
@testable import TextAndDates

/// The one rule by which names and facet values compare (docs/content-format.md).
@Suite struct NameKeyTests {
    @Test func caseAccentsSpacesAndPunctuationDoNotCount() {
        #expect(NameKey.builtIn.key("Bíceps") == "bicep")
        #expect(NameKey.builtIn.key("  biceps ") == "bicep")
        #expect(NameKey.builtIn.key("Pull-Up") == "pullup")
        #expect(NameKey.builtIn.key("pull ups") == "pullup")
        #expect(NameKey.builtIn.key("Pullups") == "pullup")
        #expect(NameKey.builtIn.key("Elevación lateral") == "elevacionlateral")
        #expect(NameKey.builtIn.key("Lower  back") == NameKey.builtIn.key("lower back"))
    }

    @Test(arguments: [
        ("Bench Presses", "Bench Press"), ("dumbbells", "Dumbbell"), ("Flies", "fly"),
        ("Lying Leg Curls", "lying leg curl"), ("Glutes", "glute"), ("Cables", "cable"),
        ("curl con mancuernas", "Curl con mancuerna"), ("dorsales", "dorsal"),
        ("Extensiones de tríceps", "extensión de triceps"), ("cruces en polea", "cruz en poleas"),
        ("Sentadillas búlgaras", "sentadilla bulgara"), ("series", "serie"),
    ])
    func singularAndPluralAreOne(plural: String, singular: String) {
        #expect(NameKey.builtIn.key(plural) == NameKey.builtIn.key(singular))
    }

    @Test func synonymsAreOne() {
        #expect(NameKey.builtIn.key("Calves") == NameKey.builtIn.key("calf"))
        #expect(NameKey.builtIn.key("Quads") == "quadricep")
        #expect(NameKey.builtIn.key("ABS") == NameKey.builtIn.key("Abdominals"))
        #expect(NameKey.builtIn.key("Calf Raise") == "calfrais")
        #expect(NameKey.builtIn.key("calves raise") == "calvrais") // a synonym is a whole text, not a word of one
    }

    @Test func namesThatDifferStayApart() {
        #expect(NameKey.builtIn.key("Press") == "press")
        #expect(NameKey.builtIn.key("Bench Press") != NameKey.builtIn.key("Bench"))
        #expect(NameKey.builtIn.key("Cable Row") != NameKey.builtIn.key("Cable Fly"))
        #expect(NameKey.builtIn.key("press de banca") == "pressdebanca")
        #expect(NameKey.builtIn.key("") == "")
        #expect(NameKey.builtIn.key("!!") == "")
    }

    /// A site's groups (`content/names.yaml`) are added to the built-in ones: a group's
    /// spellings are one, compared by the rest of the rule (`DBs` is `db`); a group with a
    /// spelling of a built-in group joins it (`core` is `abs`); a spelling already of another
    /// group stays there; the built-in rule is unchanged.
    @Test func aSitesGroupsAreAddedToTheBuiltInOnes() {
        let names = NameKey.builtIn.adding([["db", "dumbbell"], ["core", "abdominals"], ["calves", "quads", "shin"], ["!!", "x"]])
        #expect(names.key("Dumbbells") == "db")
        #expect(names.key("DBs") == "db")
        #expect(names.key("Core") == "abdominal")
        #expect(names.key("ABS") == "abdominal")
        #expect(names.key("quads") == "quadricep")
        #expect(names.key("shin") == "calf")
        #expect(names.key("x") == "x")
        #expect(names.key("dumbbell press") == "dumbbellpress") // a whole text, as a built-in synonym
        #expect(names.group(of: "core") == "abdominal")
        #expect(names.group(of: "x") == "x")
        #expect(names.group(of: "bench") == nil)
        #expect(NameKey.builtIn.key("Dumbbells") == "dumbbell")
        #expect(NameKey.builtIn.key("core") == "cor")
        #expect(NameKey.builtIn.group(of: "abs") == "abdominal")
        #expect(names != .builtIn)
        #expect(NameKey.builtIn.adding([]) == .builtIn)
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
