import Templating

/// Turns an `Encodable` view model into a `TemplateValue` (objects, lists, text, numbers,
/// `.none` for an absent `Maybe`) through the encoding the compiler writes for each view
/// model, not with `Mirror`, which looks every field's type up by name on every page.
/// `PageContentTests` checks that templates
/// see what they would see in the structs themselves, but for `Optional`, which stops a
/// lookup as `Maybe` does.
enum TemplateEncoder {
    static func value<T: Encodable>(of value: T) -> TemplateValue {
        // Comparing types is cheaper than casting the value (`as? String`) at every field.
        if T.self == String.self { return .text(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
        if T.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if let convertible = value as? any TemplateValueConvertible { return convertible.templateValue }
        return encoded(value)
    }

    /// `value` through its `Encodable` conformance, even when it makes its own value
    /// (`TemplateValueConvertibleTests` compares the two).
    static func encoded<T: Encodable>(_ value: T) -> TemplateValue {
        let encoder = Encoder()
        // Encoding into memory cannot fail: no container here throws.
        try? value.encode(to: encoder)
        return encoder.result ?? .object([:])
    }

    /// What a `Maybe` encodes to: its value, or `.none`, present, so lookups stop there.
    static func maybe<T: Encodable>(_ value: T?) -> TemplateValue {
        value.map { Self.value(of: $0) } ?? .none
    }

    final class Encoder: Swift.Encoder {
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] = [:]
        /// The finished value: a keyed container's object, an unkeyed one's list, or a single value.
        fileprivate var fields: FieldsBox?
        fileprivate var elements: ElementsBox?
        var single: TemplateValue?

        var result: TemplateValue? {
            if let fields { return fields.finished }
            if let elements { return elements.finished }
            return single
        }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let box = fields ?? FieldsBox()
            fields = box
            return KeyedEncodingContainer(KeyedContainer<Key>(box: box))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let box = elements ?? ElementsBox()
            elements = box
            return UnkeyedContainer(box: box)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }
    }

    /// A nested container (which the compiler's encodings never ask for, but a hand-written
    /// one may) is kept as its box until the end, then put in its place.
    fileprivate enum Nested {
        case fields(FieldsBox)
        case elements(ElementsBox)

        var finished: TemplateValue {
            switch self {
            case .fields(let box): return box.finished
            case .elements(let box): return box.finished
            }
        }
    }

    fileprivate final class FieldsBox {
        /// Room for a view model's fields from the start (page views have 8 to 17), rather
        /// than allocated again at 2, 4 and 8.
        var values: TemplateFields = {
            var fields = TemplateFields()
            fields.reserveCapacity(12)
            return fields
        }()
        var nested: [(String, Nested)] = []
        var finished: TemplateValue {
            var values = values
            for (key, box) in nested { values[key] = box.finished }
            return .object(values)
        }
    }

    fileprivate final class ElementsBox {
        var values: [TemplateValue] = []
        var nested: [(Int, Nested)] = []
        var finished: TemplateValue {
            var values = values
            for (index, box) in nested { values[index] = box.finished }
            return .list(values)
        }
    }

    fileprivate struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: FieldsBox
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { box.values[key.stringValue] = TemplateValue.none }
        mutating func encode(_ value: String, forKey key: Key) { box.values[key.stringValue] = .text(value) }
        mutating func encode(_ value: Bool, forKey key: Key) { box.values[key.stringValue] = .bool(value) }
        mutating func encode(_ value: Int, forKey key: Key) { box.values[key.stringValue] = .int(value) }
        mutating func encode(_ value: Double, forKey key: Key) { box.values[key.stringValue] = .double(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
            box.values[key.stringValue] = TemplateEncoder.value(of: value)
        }
        // A nil `Optional` field is present and empty, as a `Maybe` is, so lookups stop there.
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) { box.values[key.stringValue] = TemplateEncoder.maybe(value) }
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { box.values[key.stringValue] = TemplateEncoder.maybe(value) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { box.values[key.stringValue] = TemplateEncoder.maybe(value) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { box.values[key.stringValue] = TemplateEncoder.maybe(value) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
            box.values[key.stringValue] = TemplateEncoder.maybe(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                           forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let nested = FieldsBox()
            box.nested.append((key.stringValue, .fields(nested)))
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = ElementsBox()
            box.nested.append((key.stringValue, .elements(nested)))
            return UnkeyedContainer(box: nested)
        }

        mutating func superEncoder() -> any Swift.Encoder { Encoder() }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder { Encoder() }
    }

    fileprivate struct UnkeyedContainer: UnkeyedEncodingContainer {
        let box: ElementsBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.values.count }

        mutating func encodeNil() { box.values.append(.none) }
        mutating func encode(_ value: String) { box.values.append(.text(value)) }
        mutating func encode<T: Encodable>(_ value: T) { box.values.append(TemplateEncoder.value(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = FieldsBox()
            box.nested.append((box.values.count, .fields(nested)))
            box.values.append(.none)
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = ElementsBox()
            box.nested.append((box.values.count, .elements(nested)))
            box.values.append(.none)
            return UnkeyedContainer(box: nested)
        }
        mutating func superEncoder() -> any Swift.Encoder { Encoder() }
    }

    fileprivate struct SingleContainer: SingleValueEncodingContainer {
        let encoder: Encoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.single = TemplateValue.none }
        mutating func encode(_ value: String) { encoder.single = .text(value) }
        mutating func encode(_ value: Bool) { encoder.single = .bool(value) }
        mutating func encode(_ value: Int) { encoder.single = .int(value) }
        mutating func encode(_ value: Double) { encoder.single = .double(value) }
        mutating func encode<T: Encodable>(_ value: T) { encoder.single = TemplateEncoder.value(of: value) }
    }
}

/// A view model made thousands of times a build (a workout table's rows) that makes its
/// own `TemplateValue`, in one dictionary, rather than through the `Encodable` machinery
/// (a container, a box and a dictionary grown field by field, for each row). Its fields are named as its `Encodable` conformance names them;
/// `TemplateValueConvertibleTests` checks that the two give the same value, so a field
/// added to the struct and not here fails a test.
protocol TemplateValueConvertible: Encodable {
    var templateValue: TemplateValue { get }
}

extension Maybe where Wrapped == String {
    /// What `TemplateEncoder` makes of it: the text, or `.none`, present.
    var templateValue: TemplateValue { value.map(TemplateValue.text) ?? .none }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    // A closure, not the key path `\.templateValue`: a key path to a protocol's requirement
    // is projected through the runtime for every element.
    var templateValue: TemplateValue { .list(map { $0.templateValue }) }
}

extension Maybe: Encodable where Wrapped: Encodable {
    /// Present even when empty, for `TemplateEncoder`; elsewhere the plain optional value.
    func encode(to encoder: any Swift.Encoder) throws {
        if let templateEncoder = encoder as? TemplateEncoder.Encoder {
            templateEncoder.single = TemplateEncoder.maybe(value)
        } else {
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}
