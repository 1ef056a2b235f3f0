import Mustache

/// Turns a view model into what swift-mustache looks names up in fastest: `Object`s
/// (fields by name), arrays, `Text` and plain values.
///
/// swift-mustache reads a struct's fields through `Mirror`, reflecting the whole
/// struct again for every `{{name}}` and for every level it climbs; a 4 KB page
/// with a hundred lookups took 30 ms. Converting each view model once and handing
/// the library objects makes every lookup a hash-table hit, with the same semantics:
/// a missing key still climbs the context stack, a `Maybe` still stops it.
///
/// `convert` reflects any value (the interface catalogues, once per render, and tests);
/// pages go through `TemplateEncoder`, which makes the same values from `Encodable`
/// view models without reflection.
enum TemplateValue {
    static func convert(_ value: Any) -> Any {
        switch value {
        case let text as String:
            return Text(text)
        case is Bool, is Int, is Double, is Object, is MaybeValue, is Text:
            return value
        case let maybe as any AnyMaybe:
            return MaybeValue(value: maybe.wrapped.map(convert))
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            var fields: [String: Any] = [:]
            fields.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
                guard let label = child.label else { continue }
                fields[label] = convert(child.value)
            }
            return Object(fields: fields)
        case .collection?:
            return mirror.children.map { convert($0.value) }
        case .optional?:
            return MaybeValue(value: mirror.children.first.map { convert($0.value) })
        default:
            return value
        }
    }

    /// A converted struct: its fields by name. A final class rather than a `[String: Any]`
    /// because the template engine asks every value it meets whether it is a parent, and that
    /// question costs several times more for a generic dictionary than for a plain class.
    final class Object: MustacheParent {
        let fields: [String: Any]
        init(fields: [String: Any]) { self.fields = fields }
        func child(named name: String) -> Any? { fields[name] }
    }

    /// A converted string. It renders itself, so the template engine prints it after two
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

    /// A converted `Maybe`: present in its dictionary, so the lookup stops there,
    /// and represented as its value, or as nothing.
    struct MaybeValue: MustacheCustomRepresentation {
        var value: Any?
        var representation: Any? { value }
    }
}

/// Lets `TemplateValue` open a `Maybe` of any wrapped type.
protocol AnyMaybe {
    var wrapped: Any? { get }
}

extension Maybe: AnyMaybe {
    var wrapped: Any? { value }
}
