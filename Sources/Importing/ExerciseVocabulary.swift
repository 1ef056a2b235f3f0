import Diagnostics
import TrainingModel
import Yams

/// Canonical exercises and the names exports use for them. The built-in list ships in
/// `Vocabulary/exercise-names.yaml`; a site extends it with `content/import-vocabulary.yaml` of
/// the same shape:
///
/// ```yaml
/// exercises:
///   - id: bench-press                # optional; a slug of the name otherwise
///     name: Bench Press
///     type: strength                 # optional, default strength
///     equipment: [barbell, bench]    # optional
///     muscles:                       # optional
///       primary: [chest]
///       secondary: [shoulders, triceps]
///     metric: weight_reps            # optional, default weight_reps
///     synonyms: [Bench Press (Barbell), Barbell Bench Press]
/// ```
struct ExerciseVocabulary: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        var id: String
        var name: String
        var type: ExerciseType
        var equipment: [String]
        var primaryMuscles: [String] = []
        var secondaryMuscles: [String] = []
        var metric: ExerciseMetric
        var synonyms: [String]
    }

    /// Site entries first: the first entry with a name wins.
    var entries: [Entry]

    /// The vocabulary compiled into Spotter, read once per process.
    static func builtIn() -> (ExerciseVocabulary, DiagnosticList) { compiledIn }

    private static let compiledIn = parse(String(decoding: PackageResources.exercise_names_yaml, as: UTF8.self),
                                          path: "Sources/Importing/Vocabulary/exercise-names.yaml")

    /// This vocabulary with `site` in front. An entry of `site` with the id of a built-in entry
    /// replaces its fields and adds its synonyms to the built-in ones.
    func extended(by site: ExerciseVocabulary) -> ExerciseVocabulary {
        var merged = site.entries
        for entry in entries {
            if let index = merged.firstIndex(where: { $0.id == entry.id }) {
                for synonym in entry.synonyms where !merged[index].synonyms.contains(synonym) {
                    merged[index].synonyms.append(synonym)
                }
            } else {
                merged.append(entry)
            }
        }
        return ExerciseVocabulary(entries: merged)
    }

    /// Reads the YAML shape above; every problem is a diagnostic at its line, and the entries
    /// that could be read are kept.
    static func parse(_ text: String, path: String) -> (ExerciseVocabulary, DiagnosticList) {
        var diagnostics = DiagnosticList()
        func location(_ node: Node?) -> SourceLocation {
            SourceLocation(file: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            diagnostics.append(.error(at: Self.location(error, path: path), "expected YAML, found an error: \(error.shortDescription)"))
            return (ExerciseVocabulary(entries: []), diagnostics)
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: path), "expected YAML, found an error: \(error)"))
            return (ExerciseVocabulary(entries: []), diagnostics)
        }
        guard let root else { return (ExerciseVocabulary(entries: []), diagnostics) }
        guard let list = root["exercises"]?.sequence else {
            diagnostics.append(.error(at: location(root), keyPath: "exercises",
                                      "expected a list of exercises under exercises:, found none"))
            return (ExerciseVocabulary(entries: []), diagnostics)
        }
        var entries: [Entry] = []
        for (index, node) in list.enumerated() {
            let keyPath = "exercises[\(index)]"
            guard node.mapping != nil, let name = node["name"]?.string?.trimmingSpaces, !name.isEmpty else {
                diagnostics.append(.error(at: location(node), keyPath: keyPath, "expected an exercise with a name, found none"))
                continue
            }
            let id = node["id"]?.string ?? Slug.make(name)
            guard Slug.isValidID(id) else {
                diagnostics.append(.error(at: location(node["id"]), keyPath: keyPath + ".id",
                                          "expected an id of letters, digits, '.', '_' and '-', found \"\(id)\"",
                                          hint: "use \(Slug.make(id))"))
                continue
            }
            var type = ExerciseType.strength
            if let typeNode = node["type"] {
                guard let text = typeNode.string, let parsed = ExerciseType(rawValue: text) else {
                    diagnostics.append(.error(at: location(typeNode), keyPath: keyPath + ".type",
                                              "expected one of \(ExerciseType.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(typeNode.string ?? "")\""))
                    continue
                }
                type = parsed
            }
            var metric = ExerciseMetric.weightReps
            if let metricNode = node["metric"] {
                guard let text = metricNode.string, let parsed = ExerciseMetric(rawValue: text) else {
                    diagnostics.append(.error(at: location(metricNode), keyPath: keyPath + ".metric",
                                              "expected one of \(ExerciseMetric.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(metricNode.string ?? "")\""))
                    continue
                }
                metric = parsed
            }
            let muscles = node["muscles"]
            if let muscles, muscles.mapping == nil {
                diagnostics.append(.error(at: location(muscles), keyPath: keyPath + ".muscles",
                                          "expected primary: and secondary: lists, found another value"))
                continue
            }
            entries.append(Entry(id: id, name: name, type: type, equipment: strings(node["equipment"]),
                                 primaryMuscles: strings(muscles?["primary"]),
                                 secondaryMuscles: strings(muscles?["secondary"]),
                                 metric: metric, synonyms: strings(node["synonyms"])))
        }
        return (ExerciseVocabulary(entries: entries), diagnostics)
    }

    /// A list of strings, or one string as a list of one.
    private static func strings(_ node: Node?) -> [String] {
        guard let node else { return [] }
        if let sequence = node.sequence { return sequence.compactMap { $0.string?.trimmingSpaces } }
        return node.string.map { [$0.trimmingSpaces] } ?? []
    }

    private static func location(_ error: YamlError, path: String) -> SourceLocation {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _):
            return SourceLocation(file: path, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: path)
        }
    }
}

extension YamlError {
    /// The problem without the echoed document Yams appends.
    var shortDescription: String {
        switch self {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _):
            return problem
        default:
            return String(describing: self).split(separator: "\n").first.map(String.init) ?? "unknown error"
        }
    }
}
