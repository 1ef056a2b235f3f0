/// An `Encoder` that prints any `Encodable` as stats.json is printed, keeping keys in the
/// order `encode(to:)` writes them: statistics types write theirs in a reading order
/// (`id` first), and that is the order stats.json shows.
///
/// Statistics values never fail to encode, so no coding path is tracked for error
/// messages: building one array per value would cost more than the encoding itself.
struct OrderedJSONEncoder {
    func encode(_ value: some Encodable) throws -> [UInt8] {
        let node = JSONNode()
        try node.set(value)
        return node.printed()
    }

    func encodeText(_ value: some Encodable) throws -> String {
        String(decoding: try encode(value), as: UTF8.self)
    }
}

struct NodeEncoder: Encoder {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node)
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        node.child(forKey: key.stringValue).setScalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).set(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(forKey: key.stringValue)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(forKey: key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.child(forKey: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(forKey: key.stringValue))
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }
    var count: Int { node.arrayCount }

    mutating func encodeNil() throws {
        node.appendChild().setScalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.appendChild().set(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.appendChild()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appendChild()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.appendChild())
    }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {
        node.setScalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.set(value)
    }
}
