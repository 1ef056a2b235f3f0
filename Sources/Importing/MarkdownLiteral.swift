/// Text written into a Markdown file so that the page shows it exactly as given: a
/// free-exercise-db step such as `6. Repeat for the other side` must not become a nested list
/// (losing its "6."), `*` must not start emphasis, `<b>` must not be taken for HTML.
enum MarkdownLiteral {
    /// Characters with inline meaning anywhere in a line (emphasis, code, links, raw HTML,
    /// entities, strikethrough, escapes): each gets a backslash, which CommonMark allows before
    /// any ASCII punctuation.
    private static let inline: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "&", "~"]
    /// Characters that start a block at the beginning of a line: lists, headings, quotes,
    /// thematic breaks, setext underlines, fences.
    private static let blockStart: Set<Character> = ["-", "+", "#", "=", "|"]

    /// One line of text (line breaks are replaced by spaces) escaped for use inside a list item.
    static func line(_ text: String) -> String {
        let flat = text.normalisedLineEndings.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingSpaces
        var out = ""
        var atStart = true
        var leadingDigits = true
        for c in flat {
            if inline.contains(c) || (atStart && blockStart.contains(c)) {
                out.append("\\")
            } else if leadingDigits, !out.isEmpty, c == "." || c == ")" {
                // `6.` or `6)` at the start is an ordered-list marker.
                out.append("\\")
            }
            out.append(c)
            leadingDigits = leadingDigits && c.isASCII && c.isNumber
            atStart = false
        }
        return out
    }
}
