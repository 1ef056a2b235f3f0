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
/// - Synonyms are one: a whole text that is a spelling of a group has the key of the group
///   (`Calves` = `calf`, `Quads` = `quadriceps`). The groups are the built-in ones
///   (`builtInSynonyms`) and a site's own (`content/names.yaml`, read by the loader), added by
///   `adding(_:)`.
///
/// A rule is a value: the loader makes the site's and the library carries it
/// (`TrainingLibrary.names`) to every page, import and suggestion that compares names; `builtIn`
/// is the rule of a site without groups of its own.
///
/// A key is for comparing only, never shown: `Cable` and `Press` have the keys `cabl` and
/// `press`.
public struct NameKey: Sendable, Hashable {
    /// Each spelling's key (`spellingKey`) of a group, the group's first included, → the
    /// group's key. A spelling is of one group only.
    private let groups: [String: String]

    /// The built-in groups only.
    public static let builtIn = NameKey(groups: [:]).adding(builtInSynonyms)

    private init(groups: [String: String]) { self.groups = groups }

    /// The compared form of `text`.
    public func key(_ text: String) -> String {
        let key = Self.spellingKey(text)
        return groups[key] ?? key
    }

    /// The key of the group one of whose spellings `spelling` is, nil when it is of none.
    public func group(of spelling: String) -> String? {
        groups[Self.spellingKey(spelling)]
    }

    /// This rule with `synonyms` (groups of spellings) added, in order. A group one of whose
    /// spellings is already of a group joins it, the first such spelling deciding which; any
    /// other's key is its first spelling's. A spelling already of another group stays there (the
    /// loader refuses a site file that asks otherwise), and a spelling with no letter or digit
    /// is no one's.
    public func adding(_ synonyms: [[String]]) -> NameKey {
        var groups = self.groups
        for group in synonyms {
            let spellings = group.map(Self.spellingKey).filter { !$0.isEmpty }
            guard let first = spellings.first else { continue }
            let key = spellings.lazy.compactMap { groups[$0] }.first ?? first
            for spelling in spellings where groups[spelling] == nil { groups[spelling] = key }
        }
        return NameKey(groups: groups)
    }

    /// The key before synonyms: case, accents, white space, punctuation and plurals folded.
    public static func spellingKey(_ text: String) -> String {
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiKey(text) : foldedKey(text)
    }

    /// Groups of spellings that name one thing, the first spelling the group's key: the
    /// irregular plurals and the gym's short forms of muscle names, which the plural rule
    /// cannot see.
    public static let builtInSynonyms: [[String]] = [
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

    /// The key through Foundation's folding of accents and case.
    static func foldedKey(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive],
                                  locale: Locale(identifier: "en_US_POSIX")).lowercased()
        return keyOfWords(folded.unicodeScalars) { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? scalar : nil
        }
    }

    /// The same for ASCII, which has no accents, byte by byte: most names are ASCII, and
    /// Foundation's folding (a locale made per call) was half of what planning an import cost.
    static func asciiKey(_ text: String) -> String {
        keyOfWords(text.unicodeScalars) { scalar in
            switch scalar {
            case "a"..."z", "0"..."9": scalar
            case "A"..."Z": Unicode.Scalar(UInt8(scalar.value) | 0x20)
            default: nil
            }
        }
    }

    /// Words are runs of what `letter` keeps (lowercased); each is folded, and they are joined.
    private static func keyOfWords(_ scalars: String.UnicodeScalarView, letter: (Unicode.Scalar) -> Unicode.Scalar?) -> String {
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
