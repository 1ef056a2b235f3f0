/// An `Encoder` that turns any `Encodable` into a `JSONValue`, keeping keys in the order
/// `encode(to:)` writes them. Statistics types write their keys in a reading order (`id`
/// first), and that order is what stats.json shows.
struct OrderedJSONEncoder {
    func encode(_ value: some Encodable) throws -> JSONValue {
        let node = JSONNode()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        return node.value
    }
}

struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.child(forKey: key.stringValue).setScalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.child(forKey: key.stringValue).set(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.child(forKey: key.stringValue), codingPath: codingPath + [key])
    }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.arrayCount }

    mutating func encodeNil() throws {
        node.appendChild().setScalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.appendChild().set(value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.appendChild(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.appendChild(), codingPath: codingPath)
    }
}

struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.setScalar(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.set(value, codingPath: codingPath)
    }
}
