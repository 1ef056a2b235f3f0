/// Escaping for text and attribute values placed in SVG or HTML.
///
/// Chart titles, series names and labels come from the athlete's content, so every
/// string that reaches markup goes through `escape`.
public enum Markup {
    /// Replaces `&`, `<`, `>`, `"` and `'` with character references; safe both in
    /// element content and in double- or single-quoted attribute values, in XML and HTML5.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    /// Turns a caller-given id prefix into a valid, stable id: ASCII letters, digits,
    /// `-` and `_` are kept, anything else becomes `-`; an id that would be empty or
    /// start with a digit gets the prefix `chart-`.
    public static func identifier(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isDigit = ("0"..."9").contains(scalar)
            result.unicodeScalars.append(isLetter || isDigit || scalar == "-" || scalar == "_" ? scalar : "-")
        }
        if let first = result.unicodeScalars.first, !("0"..."9").contains(first) { return result }
        return "chart-" + result
    }
}
