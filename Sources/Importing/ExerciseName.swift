import Foundation
import TrainingModel

/// An exercise name of an export taken apart: `Bench Press (Dumbbell)` is the base
/// `Bench Press` with the suffix `Dumbbell`, which Strong and Hevy use for equipment and for
/// variants such as `(Assisted)`.
struct ExerciseName: Hashable, Sendable {
    /// A recognised suffix: what it says about the exercise.
    struct Suffix: Hashable, Sendable {
        /// How the suffix reads in front of the name (`Dumbbell` Bench Press).
        var word: String
        var equipment: String? = nil
        var metric: ExerciseMetric? = nil
    }

    var original: String
    var base: String
    /// The text in the final parentheses, as written.
    var suffixText: String?
    /// Nil when there is no suffix or it is not one Spotter knows.
    var suffix: Suffix?

    init(_ original: String) {
        self.original = original
        let trimmed = original.trimmingSpaces
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex {
            let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            base = String(trimmed[..<open]).trimmingSpaces
            suffixText = inner.trimmingSpaces
            suffix = Self.suffixes[Self.key(inner)]
        } else {
            base = trimmed
        }
    }

    /// Keys to try for an exact match, best first: the name as written, then with a known suffix
    /// moved in front or behind (`Dumbbell Bench Press`, `Bench Press Dumbbell`).
    var exactKeys: [String] {
        var keys = [Self.key(original)]
        if let suffix {
            keys.append(Self.key(suffix.word + " " + base))
            keys.append(Self.key(base + " " + suffix.word))
        }
        return keys
    }

    /// The name a new exercise gets: the suffix read in front (`Dumbbell Bench Press`,
    /// `Assisted Pull Up`), or the name as written.
    var stubName: String {
        guard let suffix else { return original.trimmingSpaces }
        return suffix.word + " " + base
    }

    /// Whether an exercise with this equipment and metric can be the base name's exercise: the
    /// suffix's equipment must be among its equipment, its metric must be the suffix's metric.
    func suffixAgrees(equipment: [String], metric: ExerciseMetric) -> Bool {
        guard let suffix else { return false }
        if let wanted = suffix.equipment, !equipment.contains(where: { Self.key($0) == Self.key(wanted) }) { return false }
        if let wantedMetric = suffix.metric, wantedMetric != metric { return false }
        return true
    }

    /// Compared names: case, accents, spaces, punctuation and a final plural `s` do not count
    /// (`Pull-Up` = `pull up` = `Pullups`; free-exercise-db names are often plural, `Lying Leg
    /// Curls`). A final `ss` stays (`Press`).
    static func key(_ text: String) -> String {
        var out = text.utf8.allSatisfy { $0 < 0x80 } ? asciiLettersAndDigits(text) : foldedLettersAndDigits(text)
        if out.count > 3, out.hasSuffix("s"), !out.hasSuffix("ss") { out.removeLast() }
        return out
    }

    /// Letters and digits, accents and case folded away, through Foundation.
    static func foldedLettersAndDigits(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive],
                                  locale: Locale(identifier: "en_US_POSIX"))
        var out = ""
        for scalar in folded.unicodeScalars where scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
            out.unicodeScalars.append(scalar)
        }
        return out.lowercased()
    }

    /// The same for ASCII, which has no accents: letters lowercased and digits, byte by byte.
    /// Most names are ASCII, and Foundation's folding (a locale made per call) was half of
    /// what planning an import cost.
    static func asciiLettersAndDigits(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte | 0x20)
            default: break
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Suffixes Strong and Hevy write after a name, by key.
    static let suffixes: [String: Suffix] = {
        let list: [(String, Suffix)] = [
            ("Barbell", Suffix(word: "Barbell", equipment: "barbell")),
            ("Dumbbell", Suffix(word: "Dumbbell", equipment: "dumbbell")),
            ("Machine", Suffix(word: "Machine", equipment: "machine")),
            ("Cable", Suffix(word: "Cable", equipment: "cable")),
            ("Kettlebell", Suffix(word: "Kettlebell", equipment: "kettlebell")),
            ("Band", Suffix(word: "Band", equipment: "band")),
            ("Resistance Band", Suffix(word: "Band", equipment: "band")),
            ("Smith Machine", Suffix(word: "Smith Machine", equipment: "smith machine")),
            ("Smith", Suffix(word: "Smith Machine", equipment: "smith machine")),
            ("EZ Bar", Suffix(word: "EZ Bar", equipment: "ez bar")),
            ("EZ Curl Bar", Suffix(word: "EZ Bar", equipment: "ez bar")),
            ("Trap Bar", Suffix(word: "Trap Bar", equipment: "trap bar")),
            ("Hex Bar", Suffix(word: "Trap Bar", equipment: "trap bar")),
            ("Plate Loaded", Suffix(word: "Plate Loaded", equipment: "machine")),
            ("Landmine", Suffix(word: "Landmine", equipment: "landmine")),
            ("Medicine Ball", Suffix(word: "Medicine Ball", equipment: "medicine ball")),
            ("Suspension", Suffix(word: "Suspension", equipment: "suspension trainer")),
            ("Bodyweight", Suffix(word: "Bodyweight", metric: .bodyweightReps)),
            ("Weighted", Suffix(word: "Weighted", metric: .bodyweightReps)),
            ("Assisted", Suffix(word: "Assisted", metric: .assisted)),
            ("Machine Assisted", Suffix(word: "Assisted", equipment: "machine", metric: .assisted)),
            ("Band Assisted", Suffix(word: "Assisted", equipment: "band", metric: .assisted)),
        ]
        var table: [String: Suffix] = [:]
        for (text, suffix) in list { table[key(text)] = suffix }
        return table
    }()
}
