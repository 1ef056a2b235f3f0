/// The first pass over a template's text: text and tags in order, with the delimiters
/// that `{{=<% %>=}}` sets applied as it goes, and the standalone-line rule applied
/// at the end (a line holding one section, comment, partial, block or delimiter tag
/// and otherwise only spaces and tabs leaves no trace in the output).
struct TemplateScanner {
    enum Kind: Equatable {
        case value, unescaped, section, inverted, close, comment, partial, parent, block, delimiters, pragma

        /// Tags that are removed with their line when they stand alone on it.
        var canStandAlone: Bool { self != .value && self != .unescaped }

        /// How an opening tag of this kind is written, for messages: `{{#name}}`.
        var sigil: String {
            switch self {
            case .section: return "#"
            case .inverted: return "^"
            case .parent: return "<"
            case .block: return "$"
            case .partial: return ">"
            default: return ""
            }
        }
    }

    struct Tag {
        var kind: Kind
        /// The tag's content without sigil and surrounding whitespace: `name`, `empty(x)`.
        var content: String
        /// Where the tag starts (its opening delimiter), as an offset into the text.
        var offset: Int
        /// The whitespace before a standalone tag (a partial's indentation); nil when not standalone.
        var standaloneIndent: [UInt8]?
    }

    enum Token {
        case text(ArraySlice<UInt8>)
        case tag(Tag)
    }

    /// Problems are reported at an offset; the parser turns them into lines and columns.
    struct Problem: Error {
        var offset: Int
        var reason: String
    }

    let bytes: [UInt8]

    /// The tokens; text tokens never cross a line end (each ends with one, or before a tag or the end).
    /// Stops at the first unreadable tag, since nothing after it can be trusted.
    func scan() -> (tokens: [Token], problem: Problem?) {
        var tokens: [Token] = []
        var open: [UInt8] = Array("{{".utf8), close: [UInt8] = Array("}}".utf8)
        var index = 0, textStart = 0
        func flushText(upTo end: Int) {
            if textStart < end { tokens.append(.text(bytes[textStart..<end])) }
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                flushText(upTo: index + 1)
                index += 1
                textStart = index
                continue
            }
            guard starts(with: open, at: index) else { index += 1; continue }
            flushText(upTo: index)
            let tagStart = index
            let inner = index + open.count
            do {
                let tag: Tag
                if inner < bytes.count, bytes[inner] == UInt8(ascii: "{") {
                    // Triple mustache: `{{{name}}}`, closed by "}" and the closing delimiter.
                    guard let end = find([UInt8(ascii: "}")] + close, from: inner + 1) else {
                        throw Problem(offset: tagStart, reason: "a tag is not closed; expected \"}\(text(close))\"")
                    }
                    tag = Tag(kind: .unescaped, content: trimmed(inner + 1..<end), offset: tagStart)
                    index = end + 1 + close.count
                } else {
                    guard let end = find(close, from: inner) else {
                        throw Problem(offset: tagStart, reason: "a tag is not closed; expected \"\(text(close))\"")
                    }
                    let (kind, contentStart) = Self.kind(of: inner < end ? bytes[inner] : 0, at: inner)
                    var content = trimmed(contentStart..<end)
                    index = end + close.count
                    if kind == .delimiters {
                        (open, close) = try delimiters(content, at: tagStart)
                        content = ""
                    }
                    tag = Tag(kind: kind, content: content, offset: tagStart)
                }
                tokens.append(.tag(tag))
                textStart = index
            } catch let problem as Problem {
                return (Self.applyingStandaloneRule(tokens), problem)
            } catch {
                preconditionFailure("only problems are thrown")
            }
        }
        flushText(upTo: bytes.count)
        return (Self.applyingStandaloneRule(tokens), nil)
    }

    private static func kind(of sigil: UInt8, at index: Int) -> (Kind, Int) {
        switch sigil {
        case UInt8(ascii: "#"): return (.section, index + 1)
        case UInt8(ascii: "^"): return (.inverted, index + 1)
        case UInt8(ascii: "/"): return (.close, index + 1)
        case UInt8(ascii: "!"): return (.comment, index + 1)
        case UInt8(ascii: ">"): return (.partial, index + 1)
        case UInt8(ascii: "<"): return (.parent, index + 1)
        case UInt8(ascii: "$"): return (.block, index + 1)
        case UInt8(ascii: "="): return (.delimiters, index + 1)
        case UInt8(ascii: "&"): return (.unescaped, index + 1)
        case UInt8(ascii: "%"): return (.pragma, index + 1)
        default: return (.value, index)
        }
    }

    /// `{{=<% %>=}}`: two delimiters separated by whitespace, neither containing `=` or whitespace.
    private func delimiters(_ content: String, at offset: Int) throws -> ([UInt8], [UInt8]) {
        let expected = "badly formed set-delimiter tag; expected {{=OPEN CLOSE=}}, two delimiters without spaces or \"=\""
        guard content.hasSuffix("=") else { throw Problem(offset: offset, reason: expected) }
        let parts = content.dropLast().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw Problem(offset: offset, reason: expected)
        }
        return (Array(parts[0].utf8), Array(parts[1].utf8))
    }

    private func starts(with pattern: [UInt8], at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in pattern.indices where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private func find(_ pattern: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= bytes.count {
            if starts(with: pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    // MARK: - Standalone lines

    /// Drops the whitespace and line end around each tag that stands alone on its line,
    /// keeping the whitespace before it as the tag's indentation.
    static func applyingStandaloneRule(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                lineEnd += 1
                if case .text(let text) = tokens[lineEnd - 1], text.last == UInt8(ascii: "\n") { break }
            }
            let line = tokens[lineStart..<lineEnd]
            if let standalone = standaloneTag(in: line) {
                result.append(.tag(standalone))
            } else {
                result.append(contentsOf: line)
            }
            lineStart = lineEnd
        }
        return result
    }

    /// The line's one tag when it stands alone: every other token is blank text.
    private static func standaloneTag(in line: ArraySlice<Token>) -> Tag? {
        var found: Tag?
        var indent: [UInt8] = []
        for token in line {
            switch token {
            case .tag(let tag):
                guard found == nil, tag.kind.canStandAlone else { return nil }
                found = tag
            case .text(let text):
                guard isBlank(text) else { return nil }
                if found == nil { indent = Array(text) }
            }
        }
        found?.standaloneIndent = indent
        return found
    }

    /// Spaces and tabs, then perhaps a line end ("\n" or "\r\n").
    private static func isBlank(_ text: ArraySlice<UInt8>) -> Bool {
        var body = text
        if body.last == UInt8(ascii: "\n") {
            body = body.dropLast()
            if body.last == UInt8(ascii: "\r") { body = body.dropLast() }
        }
        return body.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }
}
