import Foundation

/// The one rule by which names are compared: exercise names when an import matches them,
/// the facet values of the exercise index (type, subtype, equipment, muscles, level), and `check`'s
/// suggestions. Two texts name the same thing when their keys are equal (docs/content-format.md,
/// "Names and facet values").
///
/// - Case, accents, white space and punctuation do not count: `Bíceps` = `biceps`,
///   `Pull-Up` = `pull up` = `Pullup`.
/// - Singular and plural are one, in English and Spanish, word by word: a final `s` (not
///   `ss`) goes, then a final `e` of a word of four letters or more, then a final `y` reads
///   `i` and a final `z` reads `c`. So `Presses` = `Press`, `Dumbbells` = `Dumbbell`,
///   `Flies` = `Fly`, `mancuernas` = `mancuerna`, `dorsales` = `dorsal`,
///   `extensiones` = `extensión`, `cruces` = `cruz`. Irregular plurals (`calves`) are
///   left to synonyms.
/// - Synonyms are one: a whole text that is one of `synonyms`' spellings has the key of the
///   group's first (`Calves` = `calf`, `Quads` = `quadriceps`).
///
/// A key is for comparing only, never shown: `Cable` and `Press` have the keys `cabl` and
/// `press`.
public enum NameKey {
    public static func of(_ text: String) -> String {
        let key = spellingKey(text)
        return synonymKeys[key] ?? key
    }

    /// The key before synonyms.
    private static func spellingKey(_ text: String) -> String {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiKey(text) : foldedKey(text)
    }

    /// Groups of spellings that name one thing, the first spelling the group's key: the
    /// irregular plurals and the gym's short forms of muscle names, which the plural rule
    /// cannot see.
    static let synonyms: [[String]] = [
        ["calf", "calves"],
        ["quadriceps", "quads"],
        ["hamstrings", "hams"],
        ["abdominals", "abs"],
        ["lats", "latissimus dorsi"],
        ["trapezius", "traps"],
        ["deltoids", "delts"],
        ["pectorals", "pecs"],
        ["glutes", "gluteus"],
    ]

    /// Each synonym's key → its group's key.
    private static let synonymKeys: [String: String] = {
        var table: [String: String] = [:]
        for group in synonyms {
            let canonical = spellingKey(group[0])
            for spelling in group.dropFirst() where spellingKey(spelling) != canonical { table[spellingKey(spelling)] = canonical }
        }
        return table
    }()

    /// The key through Foundation's folding of accents and case.
    static func foldedKey(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive],
                                  locale: Locale(identifier: "en_US_POSIX")).lowercased()
        return key(folded.unicodeScalars) { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? scalar : nil
        }
    }

    /// The same for ASCII, which has no accents, byte by byte: most names are ASCII, and
    /// Foundation's folding (a locale made per call) was half of what planning an import cost.
    static func asciiKey(_ text: String) -> String {
        key(text.unicodeScalars) { scalar in
            switch scalar {
            case "a"..."z", "0"..."9": scalar
            case "A"..."Z": Unicode.Scalar(UInt8(scalar.value) | 0x20)
            default: nil
            }
        }
    }

    /// Words are runs of what `letter` keeps (lowercased); each is folded, and they are joined.
    private static func key(_ scalars: String.UnicodeScalarView, letter: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
        var key = String.UnicodeScalarView()
        var word: [Unicode.Scalar] = []
        func endWord() {
            guard !word.isEmpty else { return }
            foldPlural(&word)
            key.append(contentsOf: word)
            word.removeAll(keepingCapacity: true)
        }
        for scalar in scalars {
            if let kept = letter(scalar) { word.append(kept) } else { endWord() }
        }
        endWord()
        return String(key)
    }

    /// One word's plural and singular made one form (the rule above).
    private static func foldPlural(_ word: inout [Unicode.Scalar]) {
        if word.count >= 3, word[word.count - 1] == "s", word[word.count - 2] != "s" { word.removeLast() }
        if word.count >= 4, word[word.count - 1] == "e" { word.removeLast() }
        if word.count >= 3 {
            if word[word.count - 1] == "y" { word[word.count - 1] = "i" }
            else if word[word.count - 1] == "z" { word[word.count - 1] = "c" }
        }
    }
}
