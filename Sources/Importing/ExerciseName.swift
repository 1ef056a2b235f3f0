import TextAndDates
import TrainingModel

/// An exercise name of an export taken apart: `Bench Press (Dumbbell)` is the base
/// `Bench Press` with the suffix `Dumbbell`, which Strong and Hevy use for equipment and for
/// variants such as `(Assisted)`. Its parts are compared by the site's rule of names (`names`),
/// which the matcher gives it with the suffixes keyed by that rule (`suffixes(by:)`).
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
    /// The rule its keys are made by.
    var names: NameKey

    /// `suffixes`: `suffixes(by: names)`.
    init(_ original: String, names: NameKey, suffixes: [String: Suffix]) {
        self.original = original
        self.names = names
        let trimmed = original.trimmingSpaces
        if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex {
            let inner = String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)])
            base = String(trimmed[..<open]).trimmingSpaces
            suffixText = inner.trimmingSpaces
            suffix = suffixes[names.key(inner)]
        } else {
            base = trimmed
        }
    }

    /// Keys to try for an exact match, best first: the name as written, then with a known suffix
    /// moved in front or behind (`Dumbbell Bench Press`, `Bench Press Dumbbell`).
    var exactKeys: [String] {
        var keys = [names.key(original)]
        if let suffix {
            keys.append(names.key(suffix.word + " " + base))
            keys.append(names.key(base + " " + suffix.word))
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
        if let wanted = suffix.equipment, !equipment.contains(where: { names.key($0) == names.key(wanted) }) { return false }
        if let wantedMetric = suffix.metric, wantedMetric != metric { return false }
        return true
    }

    /// The suffixes Strong and Hevy write after a name, by their keys by `names`.
    static func suffixes(by names: NameKey) -> [String: Suffix] {
        var table: [String: Suffix] = [:]
        for (text, suffix) in suffixList { table[names.key(text)] = suffix }
        return table
    }

    /// Suffixes Strong and Hevy write after a name, as written.
    private static let suffixList: [(String, Suffix)] = [
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
}
