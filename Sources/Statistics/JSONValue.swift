/// A JSON document with object keys in the order they were written. stats.json is
/// printed from it by hand, so its bytes depend on nothing but the statistics: not on
/// the platform's JSONEncoder (key order, number spelling, how empty arrays print).
indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// Already spelled as JSON.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)), (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// Integers without a fraction; other doubles in Swift's shortest round-trip form
    /// (`116.67`, `0.6`); non-finite numbers, which statistics never produce, as null.
    static func number(_ value: Double) -> JSONValue {
        guard value.isFinite else { return .null }
        if value == value.rounded(), abs(value) < 1e15 {
            return .number(String(Int(value)))
        }
        return .number(value.description)
    }

    /// Two-space indentation, `"key": value`, `[]` and `{}` when empty, a final newline.
    func prettyPrinted() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(to: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                Self.writeString(member.key, to: &out)
                out += ": "
                member.value.write(to: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        out += "\""
        // Ids, dates and names almost never need escaping: copy them whole.
        if !text.unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
