import PropertyBased
import Testing
import TrainingModel

/// Slugs become ids and path segments of pages: whatever the name, the slug must be a
/// valid id (or empty) and can never name a parent folder.
struct SlugTests {
    @Test(arguments: [
        ("Back Squat", "back-squat"),
        ("Press à la Française", "press-a-la-francaise"),
        ("  Seated Leg Curl (Machine)  ", "seated-leg-curl-machine"),
        ("Ñandú 3×5", "nandu-3-5"),
        ("../../etc/passwd", "etc-passwd"),
        ("%2e%2e/x", "2e-2e-x"),
        ("日本語", ""),
        ("", ""),
    ])
    func namesBecomeLowercaseASCIIWithSingleHyphens(name: String, slug: String) {
        #expect(Slug.make(name) == slug)
    }

    /// The rule of page paths: an id's folder is its lowercase slug, and an id that is one
    /// already is handed back as it is.
    @Test(arguments: [
        ("Barbell_Hip_Thrust", "barbell-hip-thrust"), ("5.3.1", "5-3-1"), ("Deadlift", "deadlift"),
        ("a--b", "a-b"), ("a_-_b-", "a-b"), ("back-squat", "back-squat"), ("2026-03-02", "2026-03-02"), ("A1", "a1"),
    ])
    func pathIsTheIDsLowercaseSlug(id: String, path: String) {
        #expect(Slug.path(id) == path)
        #expect(Slug.path(id) == Slug.make(id))
    }

    @Test(arguments: ["back-squat", "A1", "2026-03-02", "v1.2_b"])
    func writtenIDsThatArePathSafeAreAccepted(id: String) {
        #expect(Slug.isValidID(id))
    }

    @Test(arguments: ["", ".", "..", ".hidden", "-dash", "_x", "a/b", "a\\b", "two words", "ñu", "a\u{0}b"])
    func idsThatCouldMisbehaveAsPathsAreRefused(id: String) {
        #expect(!Slug.isValidID(id))
    }

    /// Any text, including path syntax and scripts Slug drops, gives a valid id or nothing.
    @Test func everySlugIsAValidIDOrEmpty() async {
        let pieces = ["a", "Z", "9", " ", "-", ".", "..", "/", "\\", "é", "ß", "日", "🏋️", "%2e", "\u{0}", "_", "(", "\n"]
        await propertyCheck(input: Gen.int(in: 0...(pieces.count - 1)).array(of: 0...12)) { indices in
            let text = indices.map { pieces[$0] }.joined()
            let slug = Slug.make(text)
            #expect(slug.isEmpty || Slug.isValidID(slug), "\(text.debugDescription) → \(slug)")
            #expect(!slug.contains("..") && !slug.contains("/") && !slug.hasPrefix("-") && !slug.hasSuffix("-"))
        }
    }
}

struct MassUnitTests {
    @Test func poundsConvertByTheInternationalPound() {
        #expect(MassUnit.lb.toKilograms(100) == 45.359237)
        #expect(MassUnit.kg.toKilograms(100) == 100)
        #expect(MassUnit.kg.fromKilograms(42.5) == 42.5)
        #expect(abs(MassUnit.lb.fromKilograms(45.359237) - 100) < 1e-12)
    }
}
