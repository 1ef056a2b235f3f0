import TextAndDates
import TrainingModel

/// The difficulty levels of a site's sessions (docs/content-format.md#sessions), compared by the
/// site's rule of names (`TrainingLibrary.names`) as the exercise index's facets are: `Beginner` and `beginners` are
/// one level. Each level is shown by its most common spelling among the sessions (counted once
/// per session; a tie goes to the smallest spelling, as Swift orders strings) and filtered by a
/// value of its own, `Slug.make` of that label (`value` when it has no ASCII letter or digit,
/// then `-2`, `-3`… when two levels make the same slug).
struct SessionLevels: Sendable {
    struct Level: Sendable, Hashable {
        /// The compared form every spelling shares.
        var key: String
        var label: String
        /// What the session index's level filter and the search index compare.
        var value: String
    }

    /// Sorted by label, ignoring case, then value.
    let levels: [Level]
    private let byKey: [String: Level]
    private let names: NameKey

    init(sessions: [SessionTemplate], names: NameKey) {
        self.names = names
        var spellings: [String: [String: Int]] = [:]
        for session in sessions {
            guard let level = session.level?.trimmingWhitespace, !level.isEmpty else { continue }
            let key = names.key(level)
            guard !key.isEmpty else { continue }
            spellings[key, default: [:]][level, default: 0] += 1
        }
        var used: Set<String> = []
        var levels: [Level] = []
        for (key, counts) in spellings.sorted(by: { $0.key < $1.key }) {
            let label = ExerciseFacets.commonestFirst(counts)[0]
            levels.append(Level(key: key, label: label, value: Slug.unique(label, in: &used)))
        }
        self.levels = levels.sorted { ($0.label.lowercased(), $0.value) < ($1.label.lowercased(), $1.value) }
        byKey = Dictionary(uniqueKeysWithValues: levels.map { ($0.key, $0) })
    }

    /// The level a spelling is one of; nil for none or a blank one.
    func level(_ spelling: String?) -> Level? {
        guard let spelling else { return nil }
        return byKey[names.key(spelling.trimmingWhitespace)]
    }
}
