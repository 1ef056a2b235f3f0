import TextAndDates
import TrainingModel

/// Decides which exercise an export's name means. The site comes first, then the vocabulary:
/// 1. a site exercise whose id, name or alias (free-exercise-db names included) is the name
///    by the site's rule of names (`names`, `TrainingLibrary.names`: case, accents, spaces,
///    punctuation and plurals do not count, and the built-in and the site's groups of spellings
///    are one), with a known suffix also tried in front or behind
///    (`Bench Press (Dumbbell)` = `Dumbbell Bench Press`);
/// 2. a site exercise named by the base name without its suffix, when the suffix agrees with
///    its equipment and metric (`Seated Leg Curl (Machine)` finds a machine `Seated Leg Curl`);
/// 3. a vocabulary entry in the same two ways (and the site's exercise for that entry when
///    there is one).
/// A suffix that names other equipment or a variant (`(Machine)` for a cable exercise,
/// `(Weighted)`, `(Assisted)`) never falls back to the plain name: it is a different machine
/// or movement, and merging it would compare loads that do not compare. Anything else is
/// unknown and becomes a stub.
struct ExerciseMatcher: Sendable {
    enum Resolution: Hashable, Sendable {
        case existing(Exercise)
        case vocabulary(ExerciseVocabulary.Entry)
        case unknown
    }

    private let existingByKey: [String: [Exercise]]
    private let vocabularyByKey: [String: [ExerciseVocabulary.Entry]]
    private let existingByID: [String: Exercise]
    private let existingByLowercasedID: [String: Exercise]
    /// The rule names are compared by, and the suffixes keyed by it.
    let names: NameKey
    private let suffixes: [String: ExerciseName.Suffix]

    /// The site's exercise with this id, ignoring case as the loader compares ids (a Spotter CSV names ids).
    func exercise(id: String) -> Exercise? { existingByID[id] ?? existingByLowercasedID[id.lowercased()] }

    init(existing: [Exercise], vocabulary: ExerciseVocabulary, names: NameKey) {
        self.names = names
        let suffixes = ExerciseName.suffixes(by: names)
        self.suffixes = suffixes
        existingByID = Dictionary(existing.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        existingByLowercasedID = Dictionary(existing.map { ($0.id.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var existingByKey: [String: [Exercise]] = [:]
        for exercise in existing.sorted(by: { $0.id < $1.id }) {
            for key in Self.keys([exercise.id, exercise.name] + exercise.aliases, names: names) {
                existingByKey[key, default: []].append(exercise)
            }
        }
        self.existingByKey = existingByKey
        var vocabularyByKey: [String: [ExerciseVocabulary.Entry]] = [:]
        for entry in vocabulary.entries {
            for key in Self.keys([entry.id, entry.name] + entry.synonyms, names: names) {
                vocabularyByKey[key, default: []].append(entry)
            }
        }
        self.vocabularyByKey = vocabularyByKey
    }

    /// `original` taken apart, compared by this matcher's rule.
    func name(_ original: String) -> ExerciseName { ExerciseName(original, names: names, suffixes: suffixes) }

    /// The compared form of `text` by this matcher's rule.
    func key(_ text: String) -> String { names.key(text) }

    func resolve(_ original: String) -> Resolution {
        let name = name(original)
        if let exercise = Self.match(name, in: existingByKey, equipment: \.equipment, metric: \.metric) {
            return .existing(exercise)
        }
        if let entry = Self.match(name, in: vocabularyByKey, equipment: \.equipment, metric: \.metric) {
            return resolved(entry)
        }
        return .unknown
    }

    /// The first candidate with one of the name's exact keys, else the first one named by the
    /// base name whose equipment and metric the suffix agrees with.
    private static func match<T>(_ name: ExerciseName, in table: [String: [T]], equipment: (T) -> [String],
                                 metric: (T) -> ExerciseMetric) -> T? {
        for key in name.exactKeys {
            if let found = table[key]?.first { return found }
        }
        guard name.suffix != nil else { return nil }
        return table[name.names.key(name.base)]?.first {
            name.suffixAgrees(equipment: equipment($0), metric: metric($0))
        }
    }

    /// The site's exercise for a vocabulary entry (by its id, name or a synonym), or the entry.
    private func resolved(_ entry: ExerciseVocabulary.Entry) -> Resolution {
        for key in Self.keys([entry.id, entry.name] + entry.synonyms, names: names) {
            if let exercise = existingByKey[key]?.first { return .existing(exercise) }
        }
        return .vocabulary(entry)
    }

    private static func keys(_ texts: [String], names: NameKey) -> [String] {
        var keys: [String] = []
        for text in texts {
            let key = names.key(text)
            if !key.isEmpty, !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}
