import TextAndDates
import TrainingModel

/// The exercise index's facets (docs/site-pages.md): every value of type, subtype, equipment,
/// muscle and level that some exercise has, each with its own pre-rendered page, so
/// browsing works without JavaScript.
///
/// Values are compared by the site's rule of names (`NameKey`, `TrainingLibrary.names`,
/// docs/content-format.md): case, accents, white space, punctuation and plurals do not count,
/// and a group of spellings (built-in or the site's `content/names.yaml`) is one, so `Dumbbell`
/// and `dumbbells`, `Bíceps` and `biceps` are one value and one page. The page is named by the value's most
/// common spelling (counted once per exercise; a tie goes to the smallest spelling, as Swift
/// orders strings), and the other spellings are listed on it as "also written". Each value's
/// page is named by `Slug.make`; when two values the rule keeps apart make the same slug
/// (`Ωbar` and `bar`) the later one in key order gets `-2`,
/// `-3`…, so no page overwrites another. A value with no ASCII letter or digit gets `value`,
/// then `value-2`….
struct ExerciseFacets: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case type, subtype, equipment, muscle, level
    }

    struct Value: Sendable, Hashable {
        var kind: Kind
        /// The compared form (`NameKey`) every spelling of the value shares.
        var key: String
        /// The most common spelling (the smallest of those tied).
        var label: String
        /// The value's other spellings, sorted.
        var alsoWritten: [String]
        var slug: String
        /// The output path of the value's first page.
        var path: String { SitePaths.exerciseFacet(kind.rawValue, slug) }
        /// The exercises' positions in the library, in index order (`ExerciseIndexOrder`), so
        /// that a page of the value's list is a slice of it.
        var positions: [Int]
    }

    /// Kinds in `Kind.allCases` order; each kind's values sorted by their compared form.
    /// Kinds without values are left out.
    let groups: [(kind: Kind, values: [Value])]
    /// The equipment values by compared form, for `equipment(_:)`.
    private let equipmentByKey: [String: Value]
    /// The rule the values were compared by.
    private let names: NameKey
    /// `noEquipment`'s spellings by that rule.
    private let noEquipmentKeys: Set<String>

    var allValues: [Value] { groups.flatMap(\.values) }

    /// `order`: the index order of `exercises`; `names`: the site's rule of names.
    init(exercises: [Exercise], strings: Strings, order: ExerciseIndexOrder, names: NameKey) {
        // Per kind, compared form → each spelling's count and the exercise positions; one pass
        // over the exercises, each read in place (copying 10,000 exercises per kind was most
        // of the work). An exercise is counted once per value: a second spelling of a value it
        // already has is skipped, spelling and all.
        struct Found {
            var spellings: [String: Int] = [:]
            var positions: [Int] = []

            mutating func add(_ spelling: String, at position: Int) {
                guard positions.last != position else { return }
                positions.append(position)
                spellings[spelling, default: 0] += 1
            }

            /// The most common spelling, a tie to the smallest; then the others, sorted.
            var labels: (label: String, others: [String]) {
                let ranked = ExerciseFacets.commonestFirst(spellings)
                return (ranked[0], ranked.dropFirst().sorted())
            }
        }
        var found = [[String: Found]](repeating: [:], count: Kind.allCases.count)
        // Per kind, written value → (trimmed label, compared form): the same few values
        // recur in every exercise, and a lookup costs less than trimming and lowercasing
        // again. Per kind, since strings equal as Swift compares them (`é` written as one
        // scalar or two) keep each kind's first spelling.
        var forms = [[String: (label: String, key: String)]](repeating: [:], count: Kind.allCases.count)
        for position in exercises.indices {
            for (index, kind) in Kind.allCases.enumerated() {
                Self.forEachValue(of: exercises[position], kind: kind, strings: strings) { raw in
                    let form: (label: String, key: String)
                    if let known = forms[index][raw] {
                        form = known
                    } else {
                        let label = raw.trimmingWhitespace
                        form = (label, names.key(label))
                        forms[index][raw] = form
                    }
                    guard !form.key.isEmpty else { return }
                    found[index][form.key, default: Found()].add(form.label, at: position)
                }
            }
        }
        // Types keep their model name in the path (`type/strength/`) in every language.
        let typeSlugs = Dictionary(ExerciseType.allCases.map { (names.key(strings.label($0)), $0.rawValue) },
                                   uniquingKeysWith: { first, _ in first })
        var groups: [(kind: Kind, values: [Value])] = []
        for (index, kind) in Kind.allCases.enumerated() {
            var used: Set<String> = []
            var values: [Value] = []
            for (key, entry) in found[index].sorted(by: { $0.key < $1.key }) {
                let (label, others) = entry.labels
                let slug = Slug.unique((kind == .type ? typeSlugs[key] : nil) ?? label, in: &used)
                values.append(Value(kind: kind, key: key, label: label, alsoWritten: others, slug: slug, positions: order.sorted(entry.positions)))
            }
            if !values.isEmpty { groups.append((kind, values)) }
        }
        self.groups = groups
        self.names = names
        noEquipmentKeys = Set(Self.noEquipment.map(names.key))
        equipmentByKey = Dictionary(uniqueKeysWithValues: (groups.first { $0.kind == .equipment }?.values ?? []).map { ($0.key, $0) })
    }

    /// Spellings by how many wrote them, most first, a tie to the smallest (as Swift orders
    /// strings): the first is the label a value is shown by.
    static func commonestFirst(_ counts: [String: Int]) -> [String] {
        counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
    }

    /// The equipment value a spelling is one of (`Dumbbells` → the `dumbbell` value); nil for one
    /// no exercise has.
    func equipment(_ spelling: String) -> Value? {
        equipmentByKey[names.key(spelling.trimmingWhitespace)]
    }

    /// Equipment values that say an exercise needs none (free-exercise-db's `body only`): kept as
    /// facet pages, never a piece a session needs or the "Equipment you have" filter asks for.
    static let noEquipment = ["bodyweight", "body weight", "body only", "none", "no equipment"]

    /// Whether `value` is a piece of equipment, not one of `noEquipment`.
    func isPiece(_ value: Value) -> Bool { !noEquipmentKeys.contains(value.key) }

    /// The pieces of equipment of `spellings` (`noEquipment` left out), each once, sorted by label
    /// as the facet lists them.
    func equipment(of spellings: [String]) -> [Value] {
        var seen: Set<String> = []
        return spellings.compactMap(equipment).filter { isPiece($0) && seen.insert($0.key).inserted }
            .sorted { ($0.label.lowercased(), $0.slug) < ($1.label.lowercased(), $1.slug) }
    }

    /// The facet values of one exercise for one kind, one at a time (no array per exercise).
    static func forEachValue(of exercise: Exercise, kind: Kind, strings: Strings, _ body: (String) -> Void) {
        switch kind {
        case .type: body(strings.label(exercise.type))
        case .subtype: if let subtype = exercise.subtype { body(subtype) }
        case .equipment: exercise.equipment.forEach(body)
        case .muscle:
            exercise.primaryMuscles.forEach(body)
            exercise.secondaryMuscles.forEach(body)
        case .level: if let level = exercise.level { body(level) }
        }
    }
}
