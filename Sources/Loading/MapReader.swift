import Diagnostics
import TrainingModel

/// A mapping being decoded: typed access by key, and a check for keys nobody reads.
struct MapReader {
    let node: ContentNode
    let entries: [ContentEntry]
    let path: String
    let context: DecodingContext

    var location: SourceLocation { context.location(of: node) }

    func keyPath(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    func has(_ key: String) -> Bool { self[key] != nil }

    /// The value at `key`, nil when absent or null.
    subscript(key: String) -> NodeReader? {
        guard let entry = entries.first(where: { $0.key == key }), !entry.value.isNull else { return nil }
        return NodeReader(node: entry.value, path: keyPath(key), context: context)
    }

    /// The value at `key`, reporting it missing otherwise.
    func required(_ key: String) -> NodeReader? {
        guard let value = self[key] else {
            context.report(.missingField(key), at: location, keyPath: path)
            return nil
        }
        return value
    }

    /// Warns about every key not in `known`, suggesting the closest known one.
    func checkKeys(_ known: [String]) {
        for entry in entries where !known.contains(entry.key) {
            context.report(.unknownKey(entry.key, suggestion: Suggestions.closest(to: entry.key, in: known, names: .builtIn)),
                           line: entry.keyLine, column: entry.keyColumn, keyPath: path)
        }
    }

    func string(_ key: String) -> String? { self[key]?.string() }
    func strings(_ key: String) -> [String] { self[key]?.strings() ?? [] }
    func number(_ key: String) -> Double? { self[key]?.number() }
    func date(_ key: String) -> CalendarDate? { self[key]?.date() }
    func choice<E: CaseIterable & RawRepresentable>(_ key: String, _ type: E.Type) -> E? where E.RawValue == String {
        self[key]?.choice(type)
    }
}
