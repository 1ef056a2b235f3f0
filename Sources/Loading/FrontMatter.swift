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
        // Line breaks become `\n` first, so the rest cuts the text at byte offsets.
        if text.containsUTF8Byte(where: { $0 == UInt8(ascii: "\r") }) {
            return split(text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n"))
        }
        let bytes = text.utf8
        func lineEnd(_ start: String.Index) -> String.Index {
            bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        }
        let firstEnd = lineEnd(bytes.startIndex)
        guard isFence(text[..<firstEnd], allowDots: false) else {
            return Split(yaml: nil, yamlFirstLine: 1, body: text)
        }
        guard firstEnd < bytes.endIndex else { return nil }
        let yamlStart = bytes.index(after: firstEnd)
        var lineStart = yamlStart
        while true {
            let end = lineEnd(lineStart)
            if isFence(text[lineStart..<end], allowDots: true) {
                let yaml = lineStart > yamlStart ? String(text[yamlStart..<bytes.index(before: lineStart)]) : ""
                var bodyStart = end < bytes.endIndex ? bytes.index(after: end) : end
                // Blank lines between the fence and the body are not part of it.
                while bodyStart < bytes.endIndex {
                    let bodyLineEnd = lineEnd(bodyStart)
                    guard text[bodyStart..<bodyLineEnd].allSatisfy(\.isWhitespace) else { break }
                    bodyStart = bodyLineEnd < bytes.endIndex ? bytes.index(after: bodyLineEnd) : bodyLineEnd
                }
                return Split(yaml: yaml, yamlFirstLine: 2, body: String(text[bodyStart...]))
            }
            guard end < bytes.endIndex else { return nil }
            lineStart = bytes.index(after: end)
        }
    }

    private static func isFence(_ line: Substring, allowDots: Bool) -> Bool {
        var trimmed = line
        while trimmed.last == " " || trimmed.last == "\t" { trimmed.removeLast() }
        return trimmed == "---" || (allowDots && trimmed == "...")
    }
}
