import TrainingModel

/// Decides which exercise an export's name means. In order: an exercise of the site whose id,
/// name or alias is the name (ignoring case, spaces and punctuation, with a known suffix also
/// tried in front or behind: `Bench Press (Dumbbell)` = `Dumbbell Bench Press`); then a
/// vocabulary entry the same way (and the site's exercise for that entry when there is one);
/// then the base name without its suffix, when the suffix agrees with the candidate's equipment
/// and metric (`Lat Pulldown (Cable)` finds a cable `Lat Pulldown`). Anything else is unknown
/// and becomes a stub.
struct ExerciseMatcher: Sendable {
    enum Resolution: Hashable, Sendable {
        case existing(Exercise)
        case vocabulary(ExerciseVocabulary.Entry)
        case unknown
    }

    private let existingByKey: [String: [Exercise]]
    private let vocabularyByKey: [String: [ExerciseVocabulary.Entry]]

    init(existing: [Exercise], vocabulary: ExerciseVocabulary) {
        var existingByKey: [String: [Exercise]] = [:]
        for exercise in existing.sorted(by: { $0.id < $1.id }) {
            for key in Self.keys([exercise.id, exercise.name] + exercise.aliases) {
                existingByKey[key, default: []].append(exercise)
            }
        }
        self.existingByKey = existingByKey
        var vocabularyByKey: [String: [ExerciseVocabulary.Entry]] = [:]
        for entry in vocabulary.entries {
            for key in Self.keys([entry.id, entry.name] + entry.synonyms) {
                vocabularyByKey[key, default: []].append(entry)
            }
        }
        self.vocabularyByKey = vocabularyByKey
    }

    func resolve(_ original: String) -> Resolution {
        let name = ExerciseName(original)
        let exactKeys = name.exactKeys
        for key in exactKeys {
            if let exercise = existingByKey[key]?.first { return .existing(exercise) }
        }
        for key in exactKeys {
            if let entry = vocabularyByKey[key]?.first { return resolved(entry) }
        }
        if name.suffix != nil {
            let baseKey = ExerciseName.key(name.base)
            if let exercise = existingByKey[baseKey]?.first(where: {
                name.suffixAgrees(equipment: $0.equipment, metric: $0.metric)
            }) {
                return .existing(exercise)
            }
            if let entry = vocabularyByKey[baseKey]?.first(where: {
                name.suffixAgrees(equipment: $0.equipment, metric: $0.metric)
            }) {
                return resolved(entry)
            }
        }
        return .unknown
    }

    /// The site's exercise for a vocabulary entry (by its id, name or a synonym), or the entry.
    private func resolved(_ entry: ExerciseVocabulary.Entry) -> Resolution {
        for key in Self.keys([entry.id, entry.name] + entry.synonyms) {
            if let exercise = existingByKey[key]?.first { return .existing(exercise) }
        }
        return .vocabulary(entry)
    }

    private static func keys(_ texts: [String]) -> [String] {
        var keys: [String] = []
        for text in texts {
            let key = ExerciseName.key(text)
            if !key.isEmpty, !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
}
