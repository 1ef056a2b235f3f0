import Mustache

/// What swift-mustache is handed instead of view models (`TemplateEncoder` makes them):
/// `Object`s (fields by name), arrays, `Text`, `MaybeValue` and plain values.
///
/// swift-mustache reads a struct's fields through `Mirror`, reflecting the whole
/// struct again for every `{{name}}` and for every level it climbs; a 4 KB page
/// with a hundred lookups took 30 ms. Converting each view model once and handing
/// the library objects makes every lookup a hash-table hit, with the same semantics:
/// a missing key still climbs the context stack, a `Maybe` still stops it.
enum TemplateValue {
    /// A view model: its fields by name. A final class rather than a `[String: Any]`
    /// because the template engine asks every value it meets whether it is a parent, and that
    /// question costs several times more for a generic dictionary than for a plain class.
    final class Object: MustacheParent {
        let fields: [String: Any]
        init(fields: [String: Any]) { self.fields = fields }
        func child(named name: String) -> Any? { fields[name] }
    }

    /// A string. It renders itself, so the template engine prints it after two
    /// questions instead of the half-dozen it asks of a `String` (is it a lambda, an optional,
    /// how does it describe itself…); it has the string's transforms (`{{uppercased(x)}}`)
    /// and, like a string, no fields.
    struct Text: MustacheCustomRenderable, MustacheTransformable, MustacheParent {
        let text: String
        init(_ text: String) { self.text = text }
        var renderText: String { text }
        var isNull: Bool { false }
        func transform(_ name: String) -> Any? { text.transform(name) }
        func child(named: String) -> Any? { nil }
    }

    /// A `Maybe` (or a nil `Optional` field): present in its object, so the lookup stops
    /// there, and represented as its value, or as nothing.
    struct MaybeValue: MustacheCustomRepresentation {
        var value: Any?
        var representation: Any? { value }
    }
}
