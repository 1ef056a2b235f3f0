import TextAndDates

/// JSON is read with the YAML parser so that every value keeps its line and column
/// (JSON is YAML 1.2's flow syntax). Two things valid JSON writers produce trip
/// libyaml, and are rewritten here without changing any value:
/// - tabs between tokens (YAML refuses tabs as indentation): valid JSON has no raw tab
///   inside a string, so each becomes a space and columns stay put;
/// - UTF-16 surrogate pairs such as `\ud83c\udfcb` (how JSON escapes emoji): each pair
///   becomes YAML's `\U0001F3CB`, two characters shorter.
enum JSONText {
    static func yamlCompatible(_ text: String) -> String {
        guard text.contains("\t") || text.contains("\\u") else { return text }
        let characters = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var index = 0
        while index < characters.count {
            let c = characters[index]
            if c == "\t" {
                out.append(" ")
                index += 1
                continue
            }
            guard c == "\\", index + 1 < characters.count else {
                out.append(c)
                index += 1
                continue
            }
            if let high = escape(characters, at: index), (0xD800...0xDBFF).contains(high),
               let low = escape(characters, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                out += "\\U" + scalar.hexPadded(to: 8, uppercase: true)
                index += 12
                continue
            }
            // Any other escape (including `\\`) is copied whole, so `\\ud83c` stays text.
            out.append(c)
            out.append(characters[index + 1])
            index += 2
        }
        return out
    }

    /// The code unit of a `\uXXXX` escape starting at `index`.
    private static func escape(_ characters: [Character], at index: Int) -> Int? {
        guard index + 5 < characters.count, characters[index] == "\\", characters[index + 1] == "u"
        else { return nil }
        return Int(String(characters[(index + 2)...(index + 5)]), radix: 16)
    }
}
