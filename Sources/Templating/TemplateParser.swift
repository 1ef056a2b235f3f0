/// Compiles one template's text into nodes: sections nested, names split and checked,
/// partials resolved against the library's template names. Collects every problem it
/// can locate instead of stopping at the first (only an unreadable tag ends the file).
struct TemplateParser {
    let file: String
    let bytes: [UInt8]
    /// Template name → index in the library, for partials and parents.
    let templateIndices: [String: Int]
    private(set) var errors: [TemplateError] = []

    init(file: String, text: String, templateIndices: [String: Int]) {
        self.file = file
        self.bytes = Array(text.utf8)
        self.templateIndices = templateIndices
    }

    /// An open section, parent or block while its content is read.
    private struct Frame {
        var tag: TemplateScanner.Tag
        var name: Name?
        var nodes: [Node] = []
        /// A parent's blocks, by name.
        var overrides: [String: [Node]] = [:]
    }

    mutating func parse() -> [Node] {
        let (tokens, problem) = TemplateScanner(bytes: bytes).scan()
        if let problem { report(problem.reason, at: problem.offset) }
        var nodes: [Node] = []
        var open: [Frame] = []
        var escapes = true
        func append(_ node: Node) {
            if open.isEmpty { nodes.append(node) } else { open[open.count - 1].nodes.append(node) }
        }
        for token in tokens {
            let insideParent = open.last?.tag.kind == .parent
            switch token {
            case .text(let text):
                // Text directly inside `{{<parent}}` is ignored, as the specification says.
                guard !insideParent else { continue }
                append(.text(Array(text)))
            case .tag(let tag):
                if insideParent, tag.kind != .block, tag.kind != .close, tag.kind != .comment {
                    report("only {{$block}} overrides and comments may appear inside {{<\(open[open.count - 1].tag.content)}}",
                           at: tag.offset)
                    continue
                }
                switch tag.kind {
                case .comment, .delimiters:
                    continue
                case .pragma:
                    if let pragma = contentType(tag) { escapes = pragma }
                case .value, .unescaped:
                    if let name = name(tag) { append(.value(name, escaped: escapes && tag.kind == .value)) }
                case .section, .inverted:
                    open.append(Frame(tag: tag, name: name(tag)))
                case .block:
                    guard isPlainName(tag) else { continue }
                    open.append(Frame(tag: tag))
                case .parent:
                    _ = templateIndex(tag)
                    open.append(Frame(tag: tag))
                case .partial:
                    if let index = templateIndex(tag) { append(.partial(index, indent: tag.standaloneIndent ?? [])) }
                case .close:
                    guard let frame = open.popLast() else {
                        report("{{/\(tag.content)}} closes nothing; expected it after a matching {{#\(tag.content)}}", at: tag.offset)
                        continue
                    }
                    if frame.tag.content != tag.content {
                        report("{{/\(tag.content)}} closes {{\(frame.tag.kind.sigil)\(frame.tag.content)}}; "
                               + "expected {{/\(frame.tag.content)}}", at: tag.offset)
                    }
                    switch frame.tag.kind {
                    case .section: if let name = frame.name { append(.section(name, frame.nodes)) }
                    case .inverted: if let name = frame.name { append(.inverted(name, frame.nodes)) }
                    case .block:
                        if open.last?.tag.kind == .parent {
                            open[open.count - 1].overrides[frame.tag.content] = frame.nodes
                        } else {
                            append(.block(frame.tag.content, frame.nodes))
                        }
                    case .parent:
                        if let index = templateIndices[frame.tag.content] {
                            append(.parent(index, overrides: frame.overrides, indent: frame.tag.standaloneIndent ?? []))
                        }
                    default: preconditionFailure("only sections, blocks and parents are opened")
                    }
                }
            }
        }
        for frame in open {
            report("{{\(frame.tag.kind.sigil)\(frame.tag.content)}} is never closed; expected {{/\(frame.tag.content)}}",
                   at: frame.tag.offset)
        }
        return Self.mergingText(nodes)
    }

    // MARK: - Names

    /// `a.b`, `.`, `.a`, `transform(a)`, `transform()` (a list position).
    private mutating func name(_ tag: TemplateScanner.Tag) -> Name? {
        var text = Substring(tag.content)
        guard !text.isEmpty else { report("a tag has no name; expected a name such as {{title}}", at: tag.offset); return nil }
        guard !text.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) else {
            report("\"\(text)\" is not a name; expected one name without spaces", at: tag.offset)
            return nil
        }
        var transforms: [Transform] = []
        while let parenthesis = text.firstIndex(of: "(") {
            let transformName = String(text[..<parenthesis])
            guard let transform = Transform(rawValue: transformName) else {
                report("unknown transform \"\(transformName)\"; expected one of "
                       + Transform.allCases.map(\.rawValue).joined(separator: ", "), at: tag.offset)
                return nil
            }
            transforms.append(transform)
            text = text[text.index(after: parenthesis)...]
        }
        let closing = text.reversed().prefix { $0 == ")" }.count
        guard closing == transforms.count, !text.dropLast(closing).contains(")") else {
            report("\"\(tag.content)\" has unbalanced parentheses; expected transform(name)", at: tag.offset)
            return nil
        }
        text = text.dropLast(closing)
        transforms.reverse()
        if text.isEmpty {
            guard let first = transforms.first, [.first, .last, .index, .even, .odd].contains(first) else {
                report("\"\(tag.content)\" names nothing; expected a name, or first(), last(), index(), even() or odd()",
                       at: tag.offset)
                return nil
            }
            return Name(scope: .position, keys: [], transforms: transforms)
        }
        if text == "." { return Name(scope: .current, keys: [], transforms: transforms) }
        let currentOnly = text.hasPrefix(".")
        let keys = text.dropFirst(currentOnly ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false)
        guard !keys.contains(where: \.isEmpty) else {
            report("\"\(tag.content)\" has an empty part; expected names separated by single dots", at: tag.offset)
            return nil
        }
        return Name(scope: currentOnly ? .currentOnly : .stack, keys: keys.map(String.init), transforms: transforms)
    }

    private mutating func isPlainName(_ tag: TemplateScanner.Tag) -> Bool {
        guard !tag.content.isEmpty, !tag.content.contains(where: { $0.isWhitespace || $0 == "(" || $0 == ")" }) else {
            report("\"\(tag.content)\" is not a block name; expected a name without spaces or transforms", at: tag.offset)
            return false
        }
        return true
    }

    private mutating func templateIndex(_ tag: TemplateScanner.Tag) -> Int? {
        if tag.content.hasPrefix("*") {
            report("dynamic names ({{>*name}}) are not supported; expected a template name", at: tag.offset)
            return nil
        }
        guard let index = templateIndices[tag.content] else {
            let known = templateIndices.keys.sorted().joined(separator: ", ")
            report("no template \"\(tag.content)\" for {{\(tag.kind.sigil)\(tag.content)}}; expected one of \(known)",
                   at: tag.offset)
            return nil
        }
        return index
    }

    /// `{{%CONTENT_TYPE: TEXT}}` turns escaping off for the rest of the template, `HTML` on.
    private mutating func contentType(_ tag: TemplateScanner.Tag) -> Bool? {
        let parts = tag.content.split(separator: ":", maxSplits: 1).map { $0.trimmingWhitespace }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE", parts[1] == "HTML" || parts[1] == "TEXT" else {
            report("unknown pragma \"\(tag.content)\"; expected {{%CONTENT_TYPE: HTML}} or {{%CONTENT_TYPE: TEXT}}",
                   at: tag.offset)
            return nil
        }
        return parts[1] == "HTML"
    }

    // MARK: - Errors and text

    private mutating func report(_ reason: String, at offset: Int) {
        var line = 1, lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        // Characters, not bytes: UTF-8 continuation bytes do not start one.
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        errors.append(TemplateError(file: file, line: line, column: column, reason: reason))
    }

    /// Adjacent text (split at line ends by the scanner) joined, so a page copies it in one go.
    private static func mergingText(_ nodes: [Node]) -> [Node] {
        var result: [Node] = []
        for node in nodes {
            switch node {
            case .text(let text):
                if case .text(let previous) = result.last {
                    result[result.count - 1] = .text(previous + text)
                } else {
                    result.append(node)
                }
            case .section(let name, let body): result.append(.section(name, mergingText(body)))
            case .inverted(let name, let body): result.append(.inverted(name, mergingText(body)))
            case .block(let name, let body): result.append(.block(name, mergingText(body)))
            case .parent(let index, let overrides, let indent):
                result.append(.parent(index, overrides: overrides.mapValues(mergingText), indent: indent))
            case .value, .partial: result.append(node)
            }
        }
        return result
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        var text = self
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
