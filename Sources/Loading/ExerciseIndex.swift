import TextAndDates
import TrainingModel

/// Finds an exercise by what a session or workout wrote: its id, its name or one of
/// its aliases, the last two compared case-insensitively after trimming and
/// collapsing spaces (docs/content-format.md).
struct ExerciseIndex {
    enum Resolution: Equatable {
        case found(String)
        case ambiguous([String])
        case unknown(suggestions: [String])
    }

    private let ids: Set<String>
    /// Normalised id, name or alias → the ids it names.
    private let names: [String: [String]]

    init(_ exercises: [Exercise], unparsedIDs: [String]) {
        ids = Set(exercises.map(\.id) + unparsedIDs)
        var names: [String: [String]] = [:]
        for exercise in exercises {
            for name in Set([exercise.id, exercise.name] + exercise.aliases).map(\.comparisonForm) where !name.isEmpty {
                if !(names[name]?.contains(exercise.id) ?? false) { names[name, default: []].append(exercise.id) }
            }
        }
        for id in unparsedIDs where names[id.comparisonForm] == nil { names[id.comparisonForm] = [id] }
        self.names = names.mapValues { $0.sorted() }
    }

    func resolve(_ text: String) -> Resolution {
        if ids.contains(text) { return .found(text) }
        let key = text.comparisonForm
        if let matches = names[key] {
            return matches.count == 1 ? .found(matches[0]) : .ambiguous(matches)
        }
        var suggestions: [String] = []
        for name in Suggestions.closest(to: key, in: Array(names.keys), limit: 3) {
            for id in names[name] ?? [] where !suggestions.contains(id) { suggestions.append(id) }
        }
        return .unknown(suggestions: Array(suggestions.prefix(3)))
    }
}
