import TextAndDates

/// A JSON value under construction, with object keys in the order they were written.
/// stats.json is printed from it by `JSONWriter` (TextAndDates), so its bytes depend on
/// nothing but the statistics: not on the platform's JSONEncoder (key order, number
/// spelling, how empty arrays print).
///
/// A class because the containers an `Encoder` hands out write into the same place
/// after they are returned; a node never leaves one encoding. Items and members are
/// stored properties, so appending to them happens in place.
final class JSONNode {
    enum Scalar: Equatable {
        case null
        case bool(Bool)
        /// Already spelled as JSON.
        case number(String)
        case string(String)

        /// Integers without a fraction; other doubles in Swift's shortest round-trip form
        /// (`116.67`, `0.6`); non-finite numbers, which statistics never produce, as null.
        static func number(_ value: Double) -> Scalar {
            JSONWriter.numberText(value).map { .number($0) } ?? .null
        }
    }

    enum Kind { case empty, scalar, array, object }

    private(set) var kind = Kind.empty
    private(set) var scalar = Scalar.null
    private(set) var items: [JSONNode] = []
    private(set) var members: [(key: String, node: JSONNode)] = []

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

    func setScalar(_ value: Scalar) {
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
    func set(_ value: some Encodable) throws {
        switch value {
        case let text as String: setScalar(.string(text))
        case let flag as Bool: setScalar(.bool(flag))
        case let number as Double: setScalar(.number(number))
        case let number as Float: setScalar(.number(Double(number)))
        case let number as Int: setScalar(.number(String(number)))
        default: try value.encode(to: NodeEncoder(node: self))
        }
    }
}

extension JSONNode {
    /// The node as stats.json prints it: indented, a final line break. Bytes go straight
    /// into one buffer, so a 1M-set site prints in one pass without strings per line.
    func printed() -> [UInt8] {
        var writer = JSONWriter()
        write(to: &writer)
        return writer.finish()
    }

    private func write(to writer: inout JSONWriter) {
        switch kind {
        case .empty:
            writer.beginObject()
            writer.end()
        case .scalar:
            switch scalar {
            case .null: writer.null()
            case .bool(let value): writer.bool(value)
            case .number(let text): writer.number(text)
            case .string(let text): writer.string(text)
            }
        case .array:
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.end()
        case .object:
            writer.beginObject()
            for member in members {
                writer.key(member.key)
                member.node.write(to: &writer)
            }
            writer.end()
        }
    }
}
