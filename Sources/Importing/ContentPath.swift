import Foundation
import TextAndDates
import TrainingModel

/// A site-relative path an import writes, made only here: every id in it has passed the
/// content-id rule the loader applies (`Slug.idProblem`: ASCII letters, digits, `.`, `_`, `-`,
/// starting with a letter or digit, at most `Slug.maxIDLength` bytes). So no path an import
/// writes can leave `content/` (`../`), make a folder (`a/b`), a hidden file (`.x`) or a name
/// `spotter check` refuses (non-ASCII, so no two Unicode spellings of one id either).
struct ContentPath: Hashable, Sendable, CustomStringConvertible {
    let path: String

    var description: String { path }

    private init(_ path: String) { self.path = path }

    /// `content/exercises/ID.yaml` (or `.md`, free-exercise-db's pages), nil when `id` breaks the rule.
    static func exercise(_ id: String, extension fileExtension: String = "yaml") -> ContentPath? {
        Slug.idProblem(id) == nil ? ContentPath("content/exercises/\(id).\(fileExtension)") : nil
    }

    /// `content/workouts/YEAR/ID.yaml`, nil when `id` breaks the rule.
    static func workout(year: Int, id: String) -> ContentPath? {
        Slug.idProblem(id) == nil ? ContentPath("content/workouts/\(year)/\(id).yaml") : nil
    }

    /// An image beside the exercise pages, `content/exercises/RELATIVE`, nil unless every segment
    /// of `relative` is a name the loader reads (`FreeExerciseDBImporter.isSafeRelativePath`).
    static func exerciseImage(_ relative: String) -> ContentPath? {
        FreeExerciseDBImporter.isSafeRelativePath(relative) ? ContentPath("content/exercises/" + relative) : nil
    }

    /// What an import says when an id breaks the rule: "expected …, found …".
    static func refusal(of id: String) -> String {
        switch Slug.idProblem(id) {
        case .tooLong(let length): return "expected \(Slug.IDProblem.expected), found an id of \(length) characters"
        case .invalid, nil: return "expected \(Slug.IDProblem.expected), found \"\(id.debugEscaped)\""
        }
    }
}

/// Ids an import makes from names: always valid under the content-id rule.
enum GeneratedID {
    /// Room kept at the end of a generated id for the `-2`, `-3` … of a repeat.
    static let counterRoom = 6

    /// A new exercise's id from its name: the name's slug after Cyrillic, Greek and a few Latin
    /// letters are transliterated (`Жим лёжа` → `zhim-lezha`). A name with letters or digits of
    /// another script (`ベンチプレス`, `تمرين`), or with none at all (`🏋️`), gets the first 8 hex
    /// digits of the FNV-1a hash of its comparison form by the built-in rule of names
    /// (`NameKey.builtIn`: case, accents, white space and English and Spanish plurals folded; the
    /// composed text when that is empty) after what it has in Latin (`ベンチ press` → `press-…`).
    /// So names the built-in rule tells apart get distinct ids, the same name the same id on
    /// every import, site and platform (a site's `content/names.yaml` changes no id), and two
    /// spellings it takes as one name (Unicode forms, a plural) one id.
    static func exercise(named name: String) -> String {
        let latin = Transliteration.latin(name)
        let slug = Slug.make(latin)
        let folded = latin.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        let otherScript = folded.unicodeScalars.contains { !$0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil) }
        guard otherScript || slug.isEmpty else { return fitted(slug) }
        let key = NameKey.builtIn.key(name)
        let composed = name.precomposedStringWithCanonicalMapping.trimmingSpaces
        let hash = String(ImportRecord.hash(Array((key.isEmpty ? composed : key).utf8)).prefix(8))
        return slug.isEmpty ? hash : fitted(String(slug.prefix(Slug.maxIDLength - counterRoom - 9))) + "-" + hash
    }

    /// `text` cut to fit `Slug.maxIDLength` less `counterRoom`, at a hyphen when it has one near the end.
    static func fitted(_ text: String) -> String {
        let limit = Slug.maxIDLength - counterRoom
        guard text.utf8.count > limit else { return text }
        // Slugs are ASCII: one character is one byte.
        var cut = String(text.prefix(limit))
        while cut.hasSuffix("-") || cut.hasSuffix(".") { cut.removeLast() }
        return cut
    }
}

extension String {
    /// The text with control characters and quotes written as escapes, for an error message.
    var debugEscaped: String {
        let debug = debugDescription
        return String(debug.dropFirst().dropLast())
    }
}
