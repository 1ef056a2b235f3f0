/// Splits a Markdown file into its YAML front matter and body. The front matter is
/// the text between a first line `---` and the next line `---` (or `...`).
enum FrontMatter {
    struct Split: Equatable {
        /// Nil when the file does not start with `---`.
        var yaml: String?
        /// 1-based line in the file where the YAML starts.
        var yamlFirstLine: Int
        var body: String
    }

    /// Nil when a front matter is opened and never closed.
    static func split(_ text: String) -> Split? {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        guard let first = lines.first, isFence(first, allowDots: false) else {
            return Split(yaml: nil, yamlFirstLine: 1, body: text)
        }
        guard let close = lines.indices.dropFirst().first(where: { isFence(lines[$0], allowDots: true) }) else {
            return nil
        }
        let yaml = lines[1..<close].joined(separator: "\n")
        var body = Array(lines[(close + 1)...])
        while let line = body.first, line.allSatisfy(\.isWhitespace), !body.isEmpty { body.removeFirst() }
        return Split(yaml: yaml, yamlFirstLine: 2, body: body.joined(separator: "\n"))
    }

    private static func isFence(_ line: Substring, allowDots: Bool) -> Bool {
        var trimmed = line
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        return trimmed == "---" || (allowDots && trimmed == "...")
    }
}
