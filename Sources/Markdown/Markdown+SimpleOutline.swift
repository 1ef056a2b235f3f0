import CCMarkGFM

/// `Markdown.sections` without parsing the whole document, for the shape nearly every
/// exercise description has: headings, paragraphs and lists, each line starting the way
/// only one block can start. The lines are read as bytes; only a list item with markup is
/// parsed, on its own. Any line that could be something else (an indent, a quote, a
/// table, a fence, a thematic break, a setext underline, a task box, a tab, a paragraph a
/// list would interrupt, a list item's lazy second line, an item opening a code fence
/// that would run on) gives nil, and the whole text is parsed as before.
/// `MarkdownOutlineTests` checks the two agree on generated documents.
extension Markdown {
    /// A heading of the level split at: its plain title, first and last line (1-based), and
    /// its body's items when the body is exactly one list.
    typealias Heading = (title: String, start: Int, end: Int, list: MarkdownList?)

    /// The headings of `level` in `lines`, as `sections` finds them in a parse, and the list
    /// each one's body is when it is exactly one list; nil for a text of another shape.
    static func simpleHeadings(_ lines: [Substring], level: Int) -> [Heading]? {
        enum Block: Equatable {
            case none, paragraph
            /// A list, by its marker (`-`, `*`, `+`, or `.` / `)` after a number).
            case list(UInt8)
        }
        var headings: [Heading] = []
        var block = Block.none
        var afterBlank = false
        var blocks = 0
        // The items of the first block of the current section, while it is a list.
        var items: [Substring]? = nil
        var ordered = false
        func closeSection() {
            guard !headings.isEmpty else { return }
            if blocks == 1, let items {
                headings[headings.count - 1].list = MarkdownList(ordered: ordered, items: items.map(itemMarkdown))
            }
        }
        do {
            for (index, line) in lines.enumerated() {
                switch try Line(line) {
                case .blank:
                    afterBlank = true
                    continue
                case .heading(let headingLevel, let title):
                    if headingLevel == level {
                        closeSection()
                        headings.append((String(title), index + 1, index + 1, nil))
                        blocks = 0
                        items = nil
                    } else {
                        blocks += 1
                    }
                    block = .none
                case .paragraph:
                    if case .list = block, !afterBlank { throw Unrecognised() }  // a lazy continuation
                    if block != .paragraph || afterBlank {
                        blocks += 1
                        block = .paragraph
                    }
                case .item(let marker, let isOrdered, let content):
                    if block == .paragraph && !afterBlank { throw Unrecognised() }  // interrupting a paragraph
                    if block != .list(marker) {
                        if case .list = block { throw Unrecognised() }  // another marker starts another list
                        blocks += 1
                        block = .list(marker)
                        if blocks == 1 {
                            items = []
                            ordered = isOrdered
                        }
                    }
                    if blocks == 1 { items?.append(content) }
                }
                afterBlank = false
            }
            closeSection()
        } catch {
            return nil
        }
        return headings
    }

    private struct Unrecognised: Error {}

    /// A line by its first bytes, for the shapes `simpleHeadings` reads.
    private enum Line {
        case blank
        case heading(Int, title: Substring)
        case paragraph
        case item(marker: UInt8, ordered: Bool, content: Substring)

        init(_ line: Substring) throws(Unrecognised) {
            let bytes = line.utf8
            guard let first = bytes.first else { self = .blank; return }
            if Markdown.holds(bytes, UInt8(ascii: "\t")) { throw Unrecognised() }
            if bytes.allSatisfy({ $0 == UInt8(ascii: " ") }) { self = .blank; return }
            if Markdown.isLetter(first) { self = .paragraph; return }
            let count = bytes.count
            if first == UInt8(ascii: "#") {
                // `#`…`######`, a space, then a title of plain words (no closing `#`s, no trailing space).
                let hashes = bytes.prefix { $0 == UInt8(ascii: "#") }.count
                let start = bytes.index(bytes.startIndex, offsetBy: hashes)
                guard hashes <= 6, hashes < count, bytes[start] == UInt8(ascii: " ") else { throw Unrecognised() }
                let title = line[line.utf8.index(after: start)...]
                guard Markdown.isPlainParagraph(title) else { throw Unrecognised() }
                self = .heading(hashes, title: title)
                return
            }
            // A marker, one space, and content that starts a paragraph: a letter, bold, or code
            // that opens no fence; never a thematic break (`* **`: three `*` and spaces).
            var marker = first, ordered = false
            var index = bytes.index(after: bytes.startIndex)
            if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
                // Counted in place (each item line's bytes were copied out for this).
                var marks = 0
                for byte in bytes where byte != UInt8(ascii: " ") {
                    guard byte == first else { marks = 0; break }
                    marks += 1
                }
                if marks >= 3 { throw Unrecognised() }
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
                var digits = 1
                while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                    digits += 1
                    index = bytes.index(after: index)
                }
                guard digits <= 9, index < bytes.endIndex,
                      bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")") else { throw Unrecognised() }
                marker = bytes[index]
                ordered = true
                index = bytes.index(after: index)
            } else {
                throw Unrecognised()
            }
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: " ") else { throw Unrecognised() }
            let content = line[bytes.index(after: index)...]
            let start = content.utf8.prefix(3)
            guard let lead = start.first,
                  Markdown.isLetter(lead) || start.starts(with: "**".utf8) || (lead == UInt8(ascii: "`") && !start.elementsEqual("```".utf8))
            else { throw Unrecognised() }
            self = .item(marker: marker, ordered: ordered, content: content)
        }
    }

    /// A one-line list item's content as `list` gives it: as written when simple, else its
    /// blocks rendered back by cmark-gfm, parsed on their own (an item's content is parsed
    /// as a document of its own, so the two are the same).
    private static func itemMarkdown(_ content: Substring) -> String {
        let text = String(content)
        if isSimpleParagraph(text) { return text }
        return withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
            children(of: document).map { trimBlankLines(take(cmark_render_commonmark($0, CMARK_OPT_DEFAULT, 0))[...]) }
                .joined(separator: "\n\n")
        }
    }
}
