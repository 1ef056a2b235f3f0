/// A small RFC 5545 reader for tests: unfolds lines, splits properties into name,
/// parameters and value, and unescapes TEXT, so a feed can be read back and compared
/// with what was meant to be in it. Written independently of the writer on purpose.
struct ICalendarParser {
    struct Property: Equatable {
        var name: String
        var parameters: [String]
        var value: String
    }

    struct Component: Equatable {
        var name: String
        var properties: [Property]
        var children: [Component]

        func value(_ name: String) -> String? { properties.first { $0.name == name }?.value }
        func property(_ name: String) -> Property? { properties.first { $0.name == name } }
    }

    enum Failure: Error, CustomStringConvertible {
        case bareLineFeed(line: Int)
        case notAProperty(String)
        case unbalanced(String)

        var description: String {
            switch self {
            case .bareLineFeed(let line): return "line \(line) ends with LF; expected CRLF"
            case .notAProperty(let text): return "expected NAME:value, found \(text.debugDescription)"
            case .unbalanced(let text): return "unbalanced BEGIN/END at \(text.debugDescription)"
            }
        }
    }

    /// Content lines after unfolding (a CRLF followed by a space or tab is removed).
    static func unfold(_ text: String) throws -> [String] {
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = [[]]
        var index = 0
        var physicalLine = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                physicalLine += 1
                index += 2
                if index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                    index += 1  // a folded continuation
                } else {
                    lines.append([])
                }
                continue
            }
            if byte == UInt8(ascii: "\n") { throw Failure.bareLineFeed(line: physicalLine) }
            lines[lines.count - 1].append(byte)
            index += 1
        }
        return lines.filter { !$0.isEmpty }.map { String(decoding: $0, as: UTF8.self) }
    }

    static func parse(_ text: String) throws -> Component {
        var stack: [Component] = [Component(name: "", properties: [], children: [])]
        for line in try unfold(text) {
            guard let colon = line.firstIndex(of: ":") else { throw Failure.notAProperty(line) }
            let head = line[..<colon].split(separator: ";").map(String.init)
            let value = String(line[line.index(after: colon)...])
            guard let name = head.first else { throw Failure.notAProperty(line) }
            switch name {
            case "BEGIN":
                stack.append(Component(name: value, properties: [], children: []))
            case "END":
                guard stack.count > 1, stack[stack.count - 1].name == value else { throw Failure.unbalanced(line) }
                let done = stack.removeLast()
                stack[stack.count - 1].children.append(done)
            default:
                stack[stack.count - 1].properties.append(Property(name: name, parameters: Array(head.dropFirst()),
                                                                  value: value))
            }
        }
        guard stack.count == 1, let calendar = stack[0].children.first else { throw Failure.unbalanced("end of feed") }
        return calendar
    }

    /// TEXT values: `\\`, `\;`, `\,`, `\n` / `\N`.
    static func unescape(_ text: String) -> String {
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
