/// A value under construction. A class because the containers an `Encoder` hands out
/// write into the same place after they are returned; it never leaves one encoding.
final class JSONNode {
    enum Content {
        case empty
        case value(JSONValue)
        case array([JSONNode])
        case object([(key: String, node: JSONNode)])
    }

    var content: Content = .empty

    var value: JSONValue {
        switch content {
        case .empty: return .object([])
        case .value(let value): return value
        case .array(let nodes): return .array(nodes.map(\.value))
        case .object(let members): return .object(members.map { (key: $0.key, value: $0.node.value) })
        }
    }

    /// The child under `key`, replacing an earlier one with that key in place.
    func child(forKey key: String) -> JSONNode {
        var members: [(key: String, node: JSONNode)] = []
        if case .object(let existing) = content { members = existing }
        let node = JSONNode()
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].node = node
        } else {
            members.append((key: key, node: node))
        }
        content = .object(members)
        return node
    }

    func appendChild() -> JSONNode {
        var nodes: [JSONNode] = []
        if case .array(let existing) = content { nodes = existing }
        let node = JSONNode()
        nodes.append(node)
        content = .array(nodes)
        return node
    }

    var arrayCount: Int {
        if case .array(let nodes) = content { return nodes.count }
        return 0
    }

    /// Encodes a value, spelling numbers and strings directly and everything else through its `encode(to:)`.
    func set(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: content = .value(.string(text))
        case let flag as Bool: content = .value(.bool(flag))
        case let number as Double: content = .value(.number(number))
        case let number as Float: content = .value(.number(Double(number)))
        case let number as Int: content = .value(.number(String(number)))
        default: try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
        }
    }
}
