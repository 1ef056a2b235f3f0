import TextAndDates
import TrainingModel

/// The exercise index's facets (docs/site-pages.md): every value of type, subtype, equipment,
/// muscle and level that some exercise has, each with its own pre-rendered page, so
/// browsing works without JavaScript.
///
/// Values are the exercises' own words, compared case-insensitively with spaces
/// collapsed (`Lower back` and `lower  back` are one value). Each value's page is
/// named by `Slug.make`; when two different values make the same slug (`lower-back`
/// and `lower back!`) the later one in sorted order gets `-2`, `-3`…, so no page
/// overwrites another. A value with no ASCII letter or digit gets `value`, then `value-2`….
struct ExerciseFacets: Sendable {
    enum Kind: String, Sendable, CaseIterable {
        case type, subtype, equipment, muscle, level
    }

    struct Value: Sendable, Hashable {
        var kind: Kind
        /// As the exercise wrote it (the smallest spelling when several differ in case).
        var label: String
        var slug: String
        /// The exercises' positions in the library, in library order.
        var positions: [Int]
    }

    /// Kinds in `Kind.allCases` order; each kind's values sorted by their compared form.
    /// Kinds without values are left out.
    let groups: [(kind: Kind, values: [Value])]

    var allValues: [Value] { groups.flatMap(\.values) }

    init(exercises: [Exercise], strings: Strings) {
        // Per kind, compared form → (spellings, exercise positions); one pass over the
        // exercises, each read in place (copying 10,000 exercises per kind was most of the work).
        var found = [[String: (labels: Set<String>, positions: [Int])]](repeating: [:], count: Kind.allCases.count)
        for position in exercises.indices {
            for (index, kind) in Kind.allCases.enumerated() {
                var seen: Set<String> = []
                for raw in Self.values(of: exercises[position], kind: kind, strings: strings) {
                    let label = raw.trimmingWhitespace
                    let key = label.comparisonForm
                    guard !key.isEmpty, seen.insert(key).inserted else { continue }
                    found[index][key, default: ([], [])].labels.insert(label)
                    found[index][key, default: ([], [])].positions.append(position)
                }
            }
        }
        var groups: [(kind: Kind, values: [Value])] = []
        for (index, kind) in Kind.allCases.enumerated() {
            var used: Set<String> = []
            var values: [Value] = []
            for key in found[index].keys.sorted() {
                guard let entry = found[index][key], let label = entry.labels.min() else { continue }
                let base = kind == .type ? Self.typeSlug(key, exercises: exercises, strings: strings) ?? Slug.make(label)
                    : Slug.make(label)
                let stem = base.isEmpty ? "value" : base
                var slug = stem
                var suffix = 2
                while !used.insert(slug).inserted {
                    slug = stem + "-" + String(suffix)
                    suffix += 1
                }
                values.append(Value(kind: kind, label: label, slug: slug, positions: entry.positions))
            }
            if !values.isEmpty { groups.append((kind, values)) }
        }
        self.groups = groups
    }

    /// The facet values of one exercise for one kind.
    static func values(of exercise: Exercise, kind: Kind, strings: Strings) -> [String] {
        switch kind {
        case .type: return [strings.label(exercise.type)]
        case .subtype: return exercise.subtype.map { [$0] } ?? []
        case .equipment: return exercise.equipment
        case .muscle: return exercise.primaryMuscles + exercise.secondaryMuscles
        case .level: return exercise.level.map { [$0] } ?? []
        }
    }

    /// Types keep their model name in the path (`type/strength/`) in every language.
    private static func typeSlug(_ key: String, exercises: [Exercise], strings: Strings) -> String? {
        ExerciseType.allCases.first { strings.label($0).comparisonForm == key }?.rawValue
    }
}
