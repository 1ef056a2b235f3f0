import TextAndDates
import TrainingModel

/// Finds an exercise by what a session or workout wrote: its id, its name or one of
/// its aliases, the last two compared case-insensitively after trimming and
/// collapsing spaces (docs/content-format.md). Its suggestions for an unknown one rank by the
/// site's rule of names (`names`), which matches nothing itself.
struct ExerciseIndex {
    enum Resolution: Equatable {
        case found(String)
        case ambiguous([String])
        case unknown(suggestions: [String])
    }

    private let ids: Set<String>
    /// Normalised id, name or alias → the ids it names.
    private let names: [String: [String]]
    private let rule: NameKey

    init(_ exercises: [Declared<Exercise>], unparsedIDs: [String], names rule: NameKey) {
        self.rule = rule
        var ids = Set(unparsedIDs)
        ids.reserveCapacity(exercises.count + unparsedIDs.count)
        var names: [String: [String]] = [:]
        names.reserveCapacity(exercises.count * 2)
        // Read in place (indices, not copies of each exercise).
        for index in exercises.indices {
            let id = exercises[index].value.id
            ids.insert(id)
            // Its id, name and aliases in compared form, each naming the exercise once.
            func add(_ written: String) {
                let name = written.comparisonForm
                guard !name.isEmpty else { return }
                names[name, default: []].appendOnce(id)
            }
            add(id)
            add(exercises[index].value.name)
            exercises[index].value.aliases.forEach(add)
        }
        for id in unparsedIDs where names[id.comparisonForm] == nil { names[id.comparisonForm] = [id] }
        self.ids = ids
        self.names = names.mapValues { $0.sorted() }
    }

    func resolve(_ text: String) -> Resolution {
        if ids.contains(text) { return .found(text) }
        let key = text.comparisonForm
        if let matches = names[key] {
            return matches.count == 1 ? .found(matches[0]) : .ambiguous(matches)
        }
        var suggestions: [String] = []
        for name in Suggestions.closest(to: key, in: Array(names.keys), limit: 3, names: rule) {
            for id in names[name] ?? [] where !suggestions.contains(id) { suggestions.append(id) }
        }
        return .unknown(suggestions: Array(suggestions.prefix(3)))
    }
}

private extension Array where Element == String {
    mutating func appendOnce(_ id: String) {
        if !contains(id) { append(id) }
    }
}
