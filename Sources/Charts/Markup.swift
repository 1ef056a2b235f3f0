/// Markup helpers for the charts' SVG. Text is escaped with `HTMLText.escape`: chart
/// titles, series names and labels come from the athlete's content, so every string that
/// reaches markup goes through it.
public enum Markup {
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
