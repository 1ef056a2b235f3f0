import TrainingModel

/// Turns the text of a content file into a positioned tree and, for Markdown, a body.
/// A syntax error becomes a diagnostic in the context, never a crash.
struct ParsedDocument: Sendable {
    /// The YAML/JSON document or the front matter; nil when there was none.
    var root: ContentNode?
    /// The Markdown after the front matter (empty for YAML and JSON files).
    var body: String
}

enum DocumentParser {
    /// Parses `text` in `format`, reporting syntax errors and broken `limits` to `context`.
    /// Returns nil when the file could not be parsed at all.
    static func parse(_ text: String, format: DocumentFormat, context: DecodingContext,
                      limits: ContentLimits = ContentLimits()) -> ParsedDocument? {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        switch format {
        case .yaml, .json:
            if format == .json { text = JSONText.yamlCompatible(text) }
            guard let root = compose(text, lineOffset: 0, format: format, limits: limits, context: context) else { return nil }
            return ParsedDocument(root: root.node, body: "")
        case .markdown:
            guard let split = FrontMatter.split(text) else {
                context.report(.unclosedFrontMatter, line: 1, column: 1)
                return nil
            }
            guard let yaml = split.yaml else { return ParsedDocument(root: nil, body: split.body) }
            guard let root = compose(yaml, lineOffset: split.yamlFirstLine - 1, format: .markdown, limits: limits,
                                       context: context) else {
                return nil
            }
            // An empty front matter is an empty mapping placed on the opening `---`.
            let node = root.node ?? ContentNode(value: .mapping([]), line: 1, column: 1)
            return ParsedDocument(root: node, body: split.body)
        }
    }

    private struct Composed { var node: ContentNode? }

    private static func compose(_ yaml: String, lineOffset: Int, format: DocumentFormat, limits: ContentLimits,
                                context: DecodingContext) -> Composed? {
        let columns = ColumnMap(yaml, followedByLine: format == .markdown)
        let composed = YAMLComposer.compose(yaml, limits: limits) { mark in
            let (line, column) = columns.place(line: mark.line, scalarColumn: mark.column)
            return YAMLComposer.Place(line: line + lineOffset, column: column)
        }
        switch composed {
        case .success(let node):
            return Composed(node: node)
        case .failure(let failure):
            report(failure, yaml: yaml, format: format, lineOffset: lineOffset, context: context)
            return nil
        }
    }

    private static func report(_ failure: YAMLComposer.Failure, yaml: String, format: DocumentFormat, lineOffset: Int,
                               context: DecodingContext) {
        switch failure {
        case .limit(let problem, let at):
            context.report(problem, line: at.line, column: at.column)
        case .syntax(let problem, let at, let open, let openAt):
            let started = open.map { text in openAt.map { "\(text) that starts at line \($0.line), column \($0.column)" } ?? text }
            // YAML the user wrote gets the likely cause and the line; JSON is read as YAML
            // rewritten (`JSONText`), so its YAML causes would mislead.
            let mistake = format == .json ? nil
                : YAMLMistake.find(problem: problem, in: yaml, line: at.line - lineOffset, column: at.column,
                                   context: openAt.map { ($0.line - lineOffset, $0.column) }, lineOffset: lineOffset)
            context.report(.syntax(format: format.name, problem: problem, context: started), line: at.line, column: at.column,
                           hint: mistake?.hint(in: yaml, lineOffset: lineOffset))
        case .duplicateKey(let key, let at):
            context.report(.duplicateKey(key), line: at.line, column: at.column)
        case .unreadable(let problem, let offset):
            // A character offset, not a mark: libyaml stops reading before it places anything.
            var line = 1, column = 1
            for character in yaml.prefix(offset ?? 0) {
                if character.isNewline { line += 1; column = 1 } else { column += 1 }
            }
            context.report(.syntax(format: format.name, problem: problem, context: nil), line: line + lineOffset, column: column)
        case .outOfMemory:
            context.report(.syntax(format: format.name, problem: "out of memory", context: nil), line: 1 + lineOffset, column: 1)
        }
    }
}
