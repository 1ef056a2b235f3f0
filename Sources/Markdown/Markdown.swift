import CCMarkGFM
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
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE
            | (unsafeHTML ? CMARK_OPT_UNSAFE : 0)
        return withDocument(text, options: options) { document, extensions in
            take(cmark_render_html(document, options, extensions))
        }
    }

    /// Splits `text` at headings of `level`: the text before the first such heading,
    /// then each heading's plain-text title, its 1-based line in `text`, and the
    /// Markdown source of its body (up to the next heading of that level).
    public static func sections(_ text: String, level: Int = 2) -> (intro: String, sections: [MarkdownSection]) {
        let lines = sourceLines(text)
        // Headings as (title, first line, last line), 1-based. cmark's end line is not
        // reliable for setext headings, so the underline is recognised here.
        let headings: [(title: String, start: Int, end: Int)] = withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
            children(of: document).compactMap { node in
                guard cmark_node_get_type(node) == CMARK_NODE_HEADING,
                      Int(cmark_node_get_heading_level(node)) == level else { return nil }
                let start = Int(cmark_node_get_start_line(node))
                let underlined = start < lines.count && isSetextUnderline(lines[start])
                return (plainTextOfInlines(node), start, underlined ? start + 1 : start)
            }
        }
        func slice(_ from: Int, _ through: Int) -> String {
            guard from <= through, from >= 1 else { return "" }
            return trimBlankLines(lines[(from - 1)..<min(through, lines.count)].joined(separator: "\n"))
        }
        let intro = slice(1, (headings.first?.start ?? lines.count + 1) - 1)
        var sections: [MarkdownSection] = []
        for (index, heading) in headings.enumerated() {
            let next = index + 1 < headings.count ? headings[index + 1].start - 1 : lines.count
            sections.append(MarkdownSection(title: heading.title, line: heading.start, body: slice(heading.end + 1, next)))
        }
        return (intro, sections)
    }

    /// If `text` is exactly one list (ordered or bulleted), its items as Markdown;
    /// otherwise nil. Used to turn a "Steps" section into numbered steps.
    public static func listItems(_ text: String) -> (ordered: Bool, items: [String])? {
        withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
            let blocks = children(of: document)
            guard blocks.count == 1, let list = blocks.first, cmark_node_get_type(list) == CMARK_NODE_LIST else {
                return nil
            }
            let ordered = cmark_node_get_list_type(list) == CMARK_ORDERED_LIST
            let items = children(of: list).map { item in
                children(of: item)
                    .map { trimBlankLines(take(cmark_render_commonmark($0, CMARK_OPT_DEFAULT, 0))) }
                    .joined(separator: "\n\n")
            }
            return (ordered, items)
        }
    }

    /// The text without markup, for search indexes, summaries and `alt` texts.
    public static func plainText(_ text: String) -> String {
        withDocument(text, options: CMARK_OPT_DEFAULT) { document, _ in
            trimBlankLines(take(cmark_render_plaintext(document, CMARK_OPT_DEFAULT, 0)))
        }
    }

    // MARK: - cmark plumbing

    /// Registers the GFM extensions once per process; `static let` makes it thread-safe.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    private static func withDocument<T>(_ text: String, options: Int32,
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
        let document = cmark_parser_finish(parser)!
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
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
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Lines as cmark counts them: split at \n, \r\n or \r.
    private static func sourceLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init)
    }

    private static func isSetextUnderline(_ line: String) -> Bool {
        let trimmed = line.filter { !$0.isWhitespace }
        return !trimmed.isEmpty && (trimmed.allSatisfy { $0 == "=" } || trimmed.allSatisfy { $0 == "-" })
    }

    private static func trimBlankLines(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

/// One section of a Markdown document, as `Markdown.sections` finds them.
public struct MarkdownSection: Hashable, Sendable {
    public var title: String
    /// 1-based line of the heading in the text given.
    public var line: Int
    public var body: String

    public init(title: String, line: Int, body: String) {
        self.title = title
        self.line = line
        self.body = body
    }
}
