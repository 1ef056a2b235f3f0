/// Spotter's one JSON writer (stats.json, search-index.json and .js): UTF-8 into one byte
/// buffer, so the bytes depend on nothing but what is written, not on the platform's
/// JSONEncoder (key order, number spelling, how empty containers print).
///
/// Containers are either indented (one item per line, two spaces a level, `"key": value`)
/// or inline (`{"key": value, "other": value}` on one line); an empty one is `[]` or `{}`.
/// A caller opens a container, writes keys and values into it, and closes it:
///
/// ```swift
/// var writer = JSONWriter(escaping: .htmlSafe)
/// writer.beginArray()
/// writer.beginObject(inline: true); writer.key("kind"); writer.string("page"); writer.end()
/// writer.end()
/// writer.finish()   // "[\n  {\"kind\": \"page\"}\n]\n"
/// ```
public struct JSONWriter {
    /// Which characters of a string are escaped besides `"`, `\` and control characters.
    public enum Escaping: Sendable {
        /// Nothing else: every other byte as it is (stats.json).
        case plain
        /// Also `<`, `>`, `&`, U+2028 and U+2029, so the text is safe inside HTML and as a
        /// JavaScript literal (the search index, also loaded as a script).
        case htmlSafe
    }

    public private(set) var bytes: [UInt8] = []
    private let escaping: Escaping
    /// The open containers, outermost first.
    private var open: [Container] = []
    /// A key was just written: the value follows it on the same line.
    private var afterKey = false
    private var indents: [[UInt8]] = [[]]

    private struct Container {
        var isArray: Bool
        var inline: Bool
        var count = 0
    }

    public init(escaping: Escaping = .plain) {
        self.escaping = escaping
    }

    // MARK: - Containers

    public mutating func beginArray(inline: Bool = false) {
        beginValue()
        bytes.append(UInt8(ascii: "["))
        open.append(Container(isArray: true, inline: inline))
    }

    public mutating func beginObject(inline: Bool = false) {
        beginValue()
        bytes.append(UInt8(ascii: "{"))
        open.append(Container(isArray: false, inline: inline))
    }

    /// Closes the innermost container.
    public mutating func end() {
        let container = open.removeLast()
        if container.count > 0, !container.inline {
            bytes.append(0x0A)
            appendIndent(open.count)
        }
        bytes.append(container.isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
    }

    /// The key of the next value, in the innermost container (an object).
    public mutating func key(_ key: String) {
        beginValue()
        appendString(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(0x20)
        afterKey = true
    }

    // MARK: - Values

    public mutating func string(_ text: String) {
        beginValue()
        appendString(text)
    }

    /// A number already spelled as JSON (see `numberText`).
    public mutating func number(_ spelled: String) {
        beginValue()
        bytes.append(contentsOf: spelled.utf8)
    }

    public mutating func bool(_ value: Bool) {
        beginValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func null() {
        beginValue()
        bytes.append(contentsOf: "null".utf8)
    }

    /// The buffer with a final line break; every container must be closed.
    public mutating func finish() -> [UInt8] {
        precondition(open.isEmpty, "JSONWriter.finish with a container open")
        bytes.append(0x0A)
        return bytes
    }

    /// Integers without a fraction; other doubles in Swift's shortest round-trip form
    /// (`116.67`, `0.6`); nil for non-finite numbers, which JSON cannot spell.
    public static func numberText(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return value.description
    }

    /// `text` as one JSON string literal.
    public static func quoted(_ text: String, escaping: Escaping = .plain) -> String {
        var writer = JSONWriter(escaping: escaping)
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    // MARK: - Bytes

    /// What goes before any value or key: the separator from the previous item and, in an
    /// indented container, the line break and indentation.
    private mutating func beginValue() {
        if afterKey { afterKey = false; return }
        guard !open.isEmpty else { return }
        let index = open.count - 1
        let container = open[index]
        if container.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if container.inline {
            if container.count > 0 { bytes.append(0x20) }
        } else {
            bytes.append(0x0A)
            appendIndent(open.count)
        }
        open[index].count += 1
    }

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most text needs no escape: copied whole (0xE2 starts U+2028 and U+2029 in UTF-8).
        let needsEscape: Bool
        switch escaping {
        case .plain: needsEscape = text.utf8.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
        case .htmlSafe: needsEscape = text.utf8.contains { Self.escapedForHTML($0) }
        }
        if needsEscape { appendEscaped(text) } else { bytes.append(contentsOf: text.utf8) }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func escapedForHTML(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "&") || byte == 0xE2
    }

    private mutating func appendEscaped(_ text: String) {
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            index += 1
            switch byte {
            case 0x22: bytes.append(contentsOf: #"\""#.utf8)
            case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20: appendUnicodeEscape(UInt32(byte))
            case UInt8(ascii: "<") where escaping == .htmlSafe: appendUnicodeEscape(0x3C)
            case UInt8(ascii: ">") where escaping == .htmlSafe: appendUnicodeEscape(0x3E)
            case UInt8(ascii: "&") where escaping == .htmlSafe: appendUnicodeEscape(0x26)
            case 0xE2 where escaping == .htmlSafe && index + 1 < utf8.count && utf8[index] == 0x80
                && (utf8[index + 1] == 0xA8 || utf8[index + 1] == 0xA9):
                // U+2028 and U+2029 end a line in JavaScript.
                appendUnicodeEscape(utf8[index + 1] == 0xA8 ? 0x2028 : 0x2029)
                index += 2
            default:
                // Other bytes, including every byte of a multi-byte character, as they are.
                bytes.append(byte)
            }
        }
    }

    /// `\u` and four lower-case hex digits.
    private mutating func appendUnicodeEscape(_ value: UInt32) {
        bytes.append(contentsOf: #"\u"#.utf8)
        bytes.append(contentsOf: value.hexPadded(to: 4).utf8)
    }

    private mutating func appendIndent(_ level: Int) {
        while indents.count <= level {
            indents.append(indents[indents.count - 1] + [0x20, 0x20])
        }
        bytes.append(contentsOf: indents[level])
    }
}
