/// Text made safe for XML content and attribute values (sitemap, Atom feed), and for the
/// HTML inside the feed's entries.
enum XMLText {
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // XML 1.0 has no way to write most control characters, even escaped.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" { continue }
                if character.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) { continue }
                result.append(character)
            }
        }
        return result
    }
}
