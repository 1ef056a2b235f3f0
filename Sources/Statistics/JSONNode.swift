/// A value under construction. A class because the containers an `Encoder` hands out
/// write into the same place after they are returned; it never leaves one encoding.
/// Arrays and members are stored properties, not enum payloads, so appending to them
/// happens in place instead of copying the whole array on every element.
final class JSONNode {
    private enum Kind { case empty, scalar, array, object }

    private var kind = Kind.empty
    private var scalar = JSONValue.null
    private var items: [JSONNode] = []
    private var members: [(key: String, node: JSONNode)] = []

    var value: JSONValue {
        switch kind {
        case .empty: return .object([])
        case .scalar: return scalar
        case .array: return .array(items.map(\.value))
        case .object: return .object(members.map { (key: $0.key, value: $0.node.value) })
        }
    }

    var arrayCount: Int { kind == .array ? items.count : 0 }

    func makeObject() {
        guard kind != .object else { return }
        kind = .object
        members = []
    }

    func makeArray() {
        guard kind != .array else { return }
        kind = .array
        items = []
    }

    func setScalar(_ value: JSONValue) {
        kind = .scalar
        scalar = value
    }

    /// The child under `key`, replacing an earlier one with that key in place. Objects
    /// here have a dozen keys at most, so a linear search is the quick way.
    func child(forKey key: String) -> JSONNode {
        makeObject()
        let node = JSONNode()
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].node = node
        } else {
            members.append((key: key, node: node))
        }
        return node
    }

    func appendChild() -> JSONNode {
        makeArray()
        let node = JSONNode()
        items.append(node)
        return node
    }

    /// Encodes a value, spelling numbers and strings directly and everything else through its `encode(to:)`.
    func set(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: setScalar(.string(text))
        case let flag as Bool: setScalar(.bool(flag))
        case let number as Double: setScalar(.number(number))
        case let number as Float: setScalar(.number(Double(number)))
        case let number as Int: setScalar(.number(String(number)))
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }
}
