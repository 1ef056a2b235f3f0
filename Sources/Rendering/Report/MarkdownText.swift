/// Text made safe for GitHub-flavoured Markdown: what a user wrote (an exercise called
/// `Curl | 21s`, a plan named `*Base*`) prints as written instead of splitting a table
/// cell or turning into emphasis.
enum MarkdownText {
    /// ASCII punctuation that can start or end Markdown syntax inline (emphasis, code,
    /// links, HTML, tables, strikethrough, headings' closing `#`s, entities). All of it
    /// may be backslash-escaped in CommonMark, so escaping never shows a backslash.
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#", "!", "$"]

    /// Escapes `special` characters and folds line breaks and tabs into single spaces, so
    /// the text stays on one line (a table row or a heading).
    static func escape(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isNewline || character == "\t" {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                if !result.isEmpty, result.last != " ", character != " " { result.append(" ") }
                pendingSpace = false
            }
            if special.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// `## Text`: a heading of `level`, escaped, ending in its line break.
    static func heading(_ level: Int, _ text: String) -> String {
        String(repeating: "#", count: level) + " " + escape(text) + "\n"
    }

    /// A paragraph on one line, escaped, ending in its line break.
    static func paragraph(_ text: String) -> String { escape(text) + "\n" }
}
