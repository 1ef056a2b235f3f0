/// Prints a `JSONNode` as stats.json is written: UTF-8, two-space indentation,
/// `"key": value`, `[]` and `{}` when empty, a final newline. Bytes go straight into
/// one buffer, so a 1M-set site prints in one pass without building strings per line.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var indents: [[UInt8]] = [[]]

    static func print(_ node: JSONNode) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(node, indent: 0)
        writer.bytes.append(0x0A)
        return writer.bytes
    }

    private mutating func write(_ node: JSONNode, indent: Int) {
        switch node.kind {
        case .empty:
            append("{}")
        case .scalar:
            write(node.scalar)
        case .array:
            guard !node.items.isEmpty else { append("[]"); return }
            append("[\n")
            for (index, item) in node.items.enumerated() {
                appendIndent(indent + 1)
                write(item, indent: indent + 1)
                append(index == node.items.count - 1 ? "\n" : ",\n")
            }
            appendIndent(indent)
            append("]")
        case .object:
            guard !node.members.isEmpty else { append("{}"); return }
            append("{\n")
            for (index, member) in node.members.enumerated() {
                appendIndent(indent + 1)
                writeString(member.key)
                append(": ")
                write(member.node, indent: indent + 1)
                append(index == node.members.count - 1 ? "\n" : ",\n")
            }
            appendIndent(indent)
            append("}")
        }
    }

    private mutating func write(_ scalar: JSONNode.Scalar) {
        switch scalar {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let text): append(text)
        case .string(let text): writeString(text)
        }
    }

    private mutating func writeString(_ text: String) {
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                // Other bytes, including every byte of a multi-byte character, as they are.
                bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    private mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendIndent(_ level: Int) {
        while indents.count <= level {
            indents.append(indents[indents.count - 1] + [0x20, 0x20])
        }
        bytes.append(contentsOf: indents[level])
    }
}
