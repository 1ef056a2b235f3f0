import CCMarkGFM
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// GitHub-flavoured Markdown through libcmark-gfm, the only place Spotter touches C.
///
/// Rendering is safe by default: raw HTML is omitted and `javascript:` style links are
/// dropped, because content is never trusted. `unsafeHTML` (site.yaml `unsafe_html`)
/// lets raw HTML through for people who publish their own trusted files.
public enum Markdown {
    /// The GFM extensions every document is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    public static func html(_ text: String, unsafeHTML: Bool = false) -> String {
        if let paragraph = simpleParagraphHTML(text) { return "<p>" + paragraph + "</p>\n" }
        return parsedHTML(text, unsafeHTML: unsafeHTML)
    }

    /// `html` through cmark-gfm, whatever the text.
    static func parsedHTML(_ text: String, unsafeHTML: Bool = false) -> String {
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
            | (unsafeHTML ? CMARK_OPT_UNSAFE : 0)
        return withDocument(text, options: options) { document, extensions in
            take(cmark_render_html(document, options, extensions))
        }
    }

    /// Splits `text` at headings of `level`: the text before the first such heading,
    /// then each heading's plain-text title, its 1-based line in `text`, the Markdown
    /// source of its body (up to the next heading of that level) and, when that body is
    /// exactly one list, its items, all from one parse.
    /// `shortcut: false` parses every text (for tests; `simpleHeadings` reads most without a parse).
    public static func sections(_ text: String, level: Int = 2, shortcut: Bool = true)
        -> (intro: String, sections: [MarkdownSection]) {
        let lines = sourceLines(text)
        // A link reference definition (`[x]: url`, a footnote `[^1]: …`) is seen by the whole
        // document; a section's list is then read from the section alone (not from this parse), where a reference
        // defined elsewhere stays text, as it does when the section is shown.
        var previous: UInt8 = 0
        let hasDefinitions = holds(text.utf8, UInt8(ascii: "]")) && text.utf8.contains { byte in
            defer { previous = byte }
            return previous == UInt8(ascii: "]") && byte == UInt8(ascii: ":")
        }
        // Headings as (title, first line, last line), 1-based, and the blocks up to the next
        // one. cmark's end line is not reliable for setext headings, so the underline is
        // recognised here.
        let headings: [Heading] =
            (shortcut && !hasDefinitions ? simpleHeadings(lines, level: level) : nil)
            ?? withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
                var headings: [Heading] = []
                var blocks: [OpaquePointer] = []
                func closeSection() {
                    if !hasDefinitions, !headings.isEmpty, blocks.count == 1 {
                        headings[headings.count - 1].list = list(blocks[0], lines: lines)
                    }
                    blocks = []
                }
                for node in children(of: document) {
                    guard cmark_node_get_type(node) == CMARK_NODE_HEADING,
                          Int(cmark_node_get_heading_level(node)) == level else {
                        blocks.append(node)
                        continue
                    }
                    closeSection()
                    let start = Int(cmark_node_get_start_line(node))
                    let underlined = start < lines.count && isSetextUnderline(lines[start])
                    headings.append((plainTextOfInlines(node), start, underlined ? start + 1 : start, nil))
                }
                closeSection()
                return headings
            }
        // Lines `from` through `through` (1-based) joined by `\n`: cut from the text itself
        // when its lines end in `\n` alone, as they nearly always do.
        let joinedByNewlines = !holds(text.utf8, UInt8(ascii: "\r"))
        func slice(_ from: Int, _ through: Int) -> String {
            guard from <= through, from >= 1 else { return "" }
            let last = min(through, lines.count)
            if joinedByNewlines { return trimBlankLines(text[lines[from - 1].startIndex..<lines[last - 1].endIndex]) }
            return trimBlankLines(lines[(from - 1)..<last].joined(separator: "\n")[...])
        }
        let intro = slice(1, (headings.first?.start ?? lines.count + 1) - 1)
        var sections: [MarkdownSection] = []
        for (index, heading) in headings.enumerated() {
            let next = index + 1 < headings.count ? headings[index + 1].start - 1 : lines.count
            let body = slice(heading.end + 1, next)
            sections.append(MarkdownSection(title: heading.title, line: heading.start, body: body,
                                            list: hasDefinitions ? listItems(body) : heading.list))
        }
        return (intro, sections)
    }

    /// If `text` is exactly one list (ordered or bulleted), its items as Markdown;
    /// otherwise nil. Used to turn a "Steps" section into numbered steps.
    /// `shortcut: false` renders every item through cmark-gfm (for tests).
    public static func listItems(_ text: String, shortcut: Bool = true) -> MarkdownList? {
        let lines = shortcut ? sourceLines(text) : []
        return withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
            let blocks = children(of: document)
            return blocks.count == 1 ? list(blocks[0], lines: lines) : nil
        }
    }

    /// A list block's items, each as the Markdown of its blocks; nil for another block.
    /// `lines` are the source's (`sourceLines`), for the shortcut of `plainLine`; empty
    /// means no shortcut.
    private static func list(_ node: OpaquePointer, lines: [Substring]) -> MarkdownList? {
        guard cmark_node_get_type(node) == CMARK_NODE_LIST else { return nil }
        let items = children(of: node).map { item in
            let blocks = children(of: item)
            if blocks.count == 1, let line = plainLine(blocks[0], lines: lines) { return line }
            return blocks.map { trimBlankLines(take(cmark_render_commonmark($0, CMARK_OPT_DEFAULT, 0))[...]) }
                .joined(separator: "\n\n")
        }
        return MarkdownList(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST, items: items)
    }

    /// A paragraph written on one line of plain text (`isSimpleParagraph`), as the source
    /// has it, which is what cmark-gfm's CommonMark renderer would give back: most steps
    /// and cues, which then need no parse. Nil for anything else.
    /// cmark-gfm counts columns in bytes, but a tab moves to the next tab stop: lines with
    /// one are left to the renderer.
    private static func plainLine(_ node: OpaquePointer, lines: [Substring]) -> String? {
        guard cmark_node_get_type(node) == CMARK_NODE_PARAGRAPH else { return nil }
        let line = Int(cmark_node_get_start_line(node))
        guard line >= 1, line <= lines.count, Int(cmark_node_get_end_line(node)) == line else { return nil }
        let bytes = lines[line - 1].utf8
        let start = Int(cmark_node_get_start_column(node)), end = Int(cmark_node_get_end_column(node))
        guard !holds(bytes, UInt8(ascii: "\t")), start >= 1, end >= start, end <= bytes.count,
              let text = String(bytes.dropFirst(start - 1).prefix(end - start + 1)), isSimpleParagraph(text) else {
            return nil
        }
        return text
    }

    /// The text without markup, for search indexes, summaries and `alt` texts.
    public static func plainText(_ text: String) -> String {
        simpleParagraphText(text) ?? parsedPlainText(text)
    }

    /// `plainText` through cmark-gfm, whatever the text.
    static func parsedPlainText(_ text: String) -> String {
        withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
            trimBlankLines(take(cmark_render_plaintext(document, CMARK_OPT_DEFAULT, 0))[...])
        }
    }

    /// Whether `bytes` holds `byte`, looked for in their storage when they have one (a native
    /// string's always do) rather than a byte at a time through the UTF-8 view.
    static func holds(_ bytes: some Collection<UInt8>, _ byte: UInt8) -> Bool {
        bytes.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        } ?? bytes.contains(byte)
    }

    /// An ASCII letter (the outline's quick reader asks it too).
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    // MARK: - cmark plumbing

    /// Registers the GFM extensions once per process; `static let` makes it thread-safe.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    /// cmark-gfm adds the extensions' special inline characters to a table shared by the
    /// whole process before a parse's inline pass and removes them after it
    /// (github/cmark-gfm#176): parses running at once lose each other's strikethrough and
    /// links. One inline pass at a time; reading blocks and rendering need no lock.
    private static let parsing = Mutex(())

    /// The parsed tree, handed out of the lock; it belongs to this call alone.
    private struct ParsedDocument: @unchecked Sendable {
        let node: OpaquePointer
    }

    static func withDocument<T>(_ text: String, options: Int32,
                                        _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T) -> T {
        precondition(registered)
        let parser = cmark_parser_new(options)!
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var source = text
        source.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        // Finishing runs the inline pass, the only one that reads the shared table.
        let document = parsing.withLock { _ in ParsedDocument(node: cmark_parser_finish(parser)!) }.node
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }

    static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    /// The text of a heading's inline children, without markup.
    private static func plainTextOfInlines(_ node: OpaquePointer) -> String {
        children(of: node).map { child -> String in
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                return cmark_node_get_literal(child).map { String(cString: $0) } ?? ""
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                return " "
            default:
                return plainTextOfInlines(child)
            }
        }.joined()
    }

    /// Takes ownership of a string cmark allocated.
    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// The lines of `text`, split at `\n`, `\r\n` or `\r`, read as bytes (the line breaks are
    /// ASCII, so every cut falls between characters).
    static func sourceLines(_ text: String) -> [Substring] {
        // Found in the string's storage (not through the UTF-8 view a byte at a time, which
        // costs an index step per byte), each line then cut out by offset.
        let bounds = text.utf8.withContiguousStorageIfAvailable(lineBounds) ?? Array(text.utf8).withUnsafeBufferPointer(lineBounds)
        let utf8 = text.utf8
        return bounds.map { text[utf8.index(utf8.startIndex, offsetBy: $0.start)..<utf8.index(utf8.startIndex, offsetBy: $0.end)] }
    }

    /// The byte offsets of `sourceLines`' lines: each from its start to its line break (`\n`,
    /// `\r` or `\r\n`, left out), the last to the end.
    private static func lineBounds(_ bytes: UnsafeBufferPointer<UInt8>) -> [(start: Int, end: Int)] {
        var bounds: [(start: Int, end: Int)] = []
        var (start, index) = (0, 0)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                bounds.append((start, index))
                index += byte == UInt8(ascii: "\r") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        bounds.append((start, bytes.count))
        return bounds
    }

    /// A line of only `=` or only `-` (spaces and tabs around them allowed); stops at the
    /// first other character, since the line after a heading is usually a long sentence.
    private static func isSetextUnderline(_ line: Substring) -> Bool {
        var marker: UInt8?
        for byte in line.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
            guard byte == UInt8(ascii: "=") || byte == UInt8(ascii: "-"), marker == nil || marker == byte else { return false }
            marker = byte
        }
        return marker != nil
    }

    /// `text` without its leading and trailing blank lines (lines of spaces and tabs only, as
    /// CommonMark defines them); the lines kept are kept whole, indentation included.
    static func trimBlankLines(_ text: Substring) -> String {
        let bytes = text.utf8
        func isBlank(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
        guard let firstContent = bytes.firstIndex(where: { !isBlank($0) }),
              let lastContent = bytes.lastIndex(where: { !isBlank($0) }) else { return "" }
        var start = firstContent
        while start > bytes.startIndex, bytes[bytes.index(before: start)] != UInt8(ascii: "\n") {
            start = bytes.index(before: start)
        }
        let end = bytes[lastContent...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        return String(text[start..<end])
    }
}

/// One section of a Markdown document, as `Markdown.sections` finds them.
public struct MarkdownSection: Hashable, Sendable {
    public var title: String
    /// 1-based line of the heading in the text given.
    public var line: Int
    public var body: String
    /// The body's items when the body is exactly one list.
    public var list: MarkdownList?

    public init(title: String, line: Int, body: String, list: MarkdownList? = nil) {
        self.title = title
        self.line = line
        self.body = body
        self.list = list
    }
}

/// A list's kind and its items, each as Markdown.
public struct MarkdownList: Hashable, Sendable {
    public var ordered: Bool
    public var items: [String]

    public init(ordered: Bool, items: [String]) {
        self.ordered = ordered
        self.items = items
    }
}
