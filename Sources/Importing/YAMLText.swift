import TextAndDates

/// Writes YAML by hand for the few shapes imports produce, so that the files read like the
/// examples in docs/content-format.md (block style, plain scalars where safe) and are the same
/// bytes on every run.
struct YAMLText {
    private(set) var text = ""
    /// Bytes of the longest value written by `field` or `item`: what the loader checks against
    /// `ContentLimits.stringLength`.
    private(set) var longestValue = 0

    /// `key: value` at `indent` spaces; a multi-line value becomes a literal block.
    mutating func field(_ key: String, _ value: String, indent: Int = 0) {
        longestValue = max(longestValue, value.utf8.count)
        let pad = String(repeating: " ", count: indent)
        if value.contains("\n"), let block = Self.literalBlock(value, indent: indent + 2) {
            text += "\(pad)\(key): \(block)"
        } else {
            text += "\(pad)\(key): \(Self.scalar(value))\n"
        }
    }

    /// `key:` alone, opening a nested mapping or a list.
    mutating func key(_ key: String, indent: Int = 0) {
        text += String(repeating: " ", count: indent) + key + ":\n"
    }

    /// `- value` at `indent` spaces.
    mutating func item(_ value: String, indent: Int) {
        longestValue = max(longestValue, value.utf8.count)
        text += String(repeating: " ", count: indent) + "- " + Self.scalar(value) + "\n"
    }

    /// `key:` and a block list, or nothing for an empty list.
    mutating func list(_ key: String, _ values: [String], indent: Int = 0) {
        guard !values.isEmpty else { return }
        self.key(key, indent: indent)
        for value in values { item(value, indent: indent + 2) }
    }

    /// `muscles:` with its `primary:` and `secondary:` lists, or nothing when both are empty.
    mutating func muscles(primary: [String], secondary: [String]) {
        guard !primary.isEmpty || !secondary.isEmpty else { return }
        key("muscles")
        list("primary", primary, indent: 2)
        list("secondary", secondary, indent: 2)
    }

    mutating func raw(_ line: String) { text += line + "\n" }

    /// A plain scalar when YAML reads it back as the same string, else a double-quoted one.
    static func scalar(_ value: String) -> String {
        isSafePlain(value) ? value : doubleQuoted(value)
    }

    static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{FEFF}" || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += "\\u" + scalar.value.hexPadded(to: 4, uppercase: true)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `|-` or `|` and the lines, for text that YAML keeps exactly that way; nil otherwise
    /// (leading spaces on the first line, trailing blank lines, control characters).
    private static func literalBlock(_ value: String, indent: Int) -> String? {
        var body = value
        var chomp = "-"
        if body.hasSuffix("\n") {
            body.removeLast()
            chomp = ""
        }
        guard !body.hasSuffix("\n"), let first = body.first, first != " ", first != "\t", first != "\n",
              !body.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{FEFF}" })
        else { return nil }
        let pad = String(repeating: " ", count: indent)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        // A line of only spaces would be read as less indented; quote instead.
        guard !lines.contains(where: { !$0.isEmpty && $0.allSatisfy { $0 == " " } }) else { return nil }
        return "|\(chomp)\n" + lines.map { $0.isEmpty ? "\n" : pad + $0 + "\n" }.joined()
    }

    private static let reservedWords: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~",
    ]

    /// Conservative: starts with a letter or digit, no `:` or ` #`, no quotes or flow or
    /// indicator characters, and not something YAML would read as a number, boolean, null or date.
    private static func isSafePlain(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
              first.properties.isAlphabetic || ("0"..."9").contains(first),
              last != " " else { return false }
        if reservedWords.contains(value.lowercased()) { return false }
        for scalar in value.unicodeScalars {
            switch scalar {
            case ":", "#", "\"", "'", "{", "}", "[", "]", ",", "&", "*", "!", "|", ">", "%", "`", "\\": return false
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value >= 0x80 && !scalar.properties.isAlphabetic
                    && scalar != "\u{2019}" {
                    return false
                }
            }
        }
        // Numbers in any YAML 1.1 or 1.2 spelling: 12, 1_000, 0x1F, 1e3, .5, 12.0 …
        let numberish = value.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || "+-._eExXoObB".unicodeScalars.contains($0) || ("a"..."f").contains($0) || ("A"..."F").contains($0) }
        if numberish, value.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) { return false }
        if value.lowercased() == ".inf" || value.lowercased() == ".nan" { return false }
        return true
    }
}
