/// Turns an `Encodable` view model into `TemplateValue`s (`Object`, arrays, `Text`,
/// `MaybeValue`, plain values) through the encoding the compiler writes for each view
/// model. Walking them with `Mirror` instead looked every field's type up by name on
/// every page and was a fifth of a build's time. `PageContentTests` checks that templates
/// see what they would see in the structs themselves, but for `Optional`, which stops a
/// lookup as `Maybe` does.
enum TemplateEncoder {
    static func value<T: Encodable>(of value: T) -> Any {
        // Comparing types is cheaper than casting the value (`as? String`) at every field.
        if T.self == String.self { return TemplateValue.Text(unsafeBitCast(value, to: String.self)) }
        if T.self == Bool.self || T.self == Int.self || T.self == Double.self { return value }
        let encoder = Encoder()
        // Encoding into memory cannot fail: no container here throws.
        try? value.encode(to: encoder)
        return encoder.result ?? TemplateValue.Object(fields: [:])
    }

    /// What a `Maybe` encodes to: its value, present even when nil, so lookups stop there.
    static func maybe<T: Encodable>(_ value: T?) -> Any {
        TemplateValue.MaybeValue(value: value.map { Self.value(of: $0) })
    }

    final class Encoder: Swift.Encoder {
        var codingPath: [any CodingKey] = []
        var userInfo: [CodingUserInfoKey: Any] = [:]
        /// The finished value: a keyed container's object, an unkeyed one's array, or a single value.
        fileprivate var fields: FieldsBox?
        fileprivate var elements: ElementsBox?
        var single: Any?

        var result: Any? {
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

    /// A keyed container's fields. A nested container (which the compiler's encodings never
    /// ask for, but a hand-written one may) is kept as its box until the end.
    fileprivate final class FieldsBox {
        var values: [String: Any] = [:]
        var hasNested = false
        var finished: TemplateValue.Object {
            TemplateValue.Object(fields: hasNested ? values.mapValues(finish) : values)
        }
    }

    fileprivate final class ElementsBox {
        var values: [Any] = []
        var hasNested = false
        var finished: [Any] { hasNested ? values.map(finish) : values }
    }

    fileprivate static func finish(_ value: Any) -> Any {
        switch value {
        case let fields as FieldsBox: return fields.finished
        case let elements as ElementsBox: return elements.finished
        default: return value
        }
    }

    fileprivate struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let box: FieldsBox
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) { box.values[key.stringValue] = TemplateValue.MaybeValue(value: nil) }
        mutating func encode(_ value: String, forKey key: Key) { box.values[key.stringValue] = TemplateValue.Text(value) }
        mutating func encode(_ value: Bool, forKey key: Key) { box.values[key.stringValue] = value }
        mutating func encode(_ value: Int, forKey key: Key) { box.values[key.stringValue] = value }
        mutating func encode(_ value: Double, forKey key: Key) { box.values[key.stringValue] = value }
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
            box.values[key.stringValue] = nested
            box.hasNested = true
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let nested = ElementsBox()
            box.values[key.stringValue] = nested
            box.hasNested = true
            return UnkeyedContainer(box: nested)
        }

        mutating func superEncoder() -> any Swift.Encoder { Encoder() }
        mutating func superEncoder(forKey key: Key) -> any Swift.Encoder { Encoder() }
    }

    fileprivate struct UnkeyedContainer: UnkeyedEncodingContainer {
        let box: ElementsBox
        var codingPath: [any CodingKey] { [] }
        var count: Int { box.values.count }

        mutating func encodeNil() { box.values.append(TemplateValue.MaybeValue(value: nil)) }
        mutating func encode(_ value: String) { box.values.append(TemplateValue.Text(value)) }
        mutating func encode<T: Encodable>(_ value: T) { box.values.append(TemplateEncoder.value(of: value)) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let nested = FieldsBox()
            box.values.append(nested)
            box.hasNested = true
            return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let nested = ElementsBox()
            box.values.append(nested)
            box.hasNested = true
            return UnkeyedContainer(box: nested)
        }
        mutating func superEncoder() -> any Swift.Encoder { Encoder() }
    }

    fileprivate struct SingleContainer: SingleValueEncodingContainer {
        let encoder: Encoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() { encoder.single = TemplateValue.MaybeValue(value: nil) }
        mutating func encode(_ value: String) { encoder.single = TemplateValue.Text(value) }
        mutating func encode(_ value: Bool) { encoder.single = value }
        mutating func encode(_ value: Int) { encoder.single = value }
        mutating func encode(_ value: Double) { encoder.single = value }
        mutating func encode<T: Encodable>(_ value: T) { encoder.single = TemplateEncoder.value(of: value) }
    }
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
