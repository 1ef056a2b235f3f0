import TrainingModel
import Yams

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
        if let breach = YAMLLimits.firstBreach(in: yaml, limits: limits) {
            let (line, column) = columns.place(line: breach.line + 1, scalarColumn: breach.column + 1)
            context.report(breach.problem, line: line + lineOffset, column: column)
            return nil
        }
        do {
            // The basic resolver: Spotter reads every scalar as text and types it itself, so
            // Yams' regular expressions for ints, floats and dates would only cost time; and
            // UTF-8 named here, or Yams reads the environment on every call to choose it.
            let node = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
            return Composed(node: node.map { convert($0, lineOffset: lineOffset, columns: columns) })
        } catch let error as YamlError {
            report(error, format: format, lineOffset: lineOffset, columns: columns, context: context)
            return nil
        } catch {
            context.report(.syntax(format: format.name, problem: "\(error)", context: nil), line: 1 + lineOffset, column: 1)
            return nil
        }
    }

    private static func report(_ error: YamlError, format: DocumentFormat, lineOffset: Int, columns: ColumnMap,
                               context: DecodingContext) {
        func place(_ mark: Mark) -> (Int, Int) {
            let (line, column) = columns.place(line: mark.line, scalarColumn: mark.column)
            return (line + lineOffset, column)
        }
        switch error {
        case .scanner(let ctx, let problem, let mark, _), .parser(let ctx, let problem, let mark, _),
             .composer(let ctx, let problem, let mark, _):
            let (line, column) = place(mark)
            let started = ctx.map { yamlContext -> String in
                let (line, column) = place(yamlContext.mark)
                return "\(yamlContext.text) that starts at line \(line), column \(column)"
            }
            context.report(.syntax(format: format.name, problem: problem, context: started), line: line, column: column)
        case .duplicatedKeysInMapping(let duplicates, let ctx):
            let (line, column) = place(ctx.mark)
            context.report(.duplicateKey(duplicates.first ?? ""), line: line, column: column)
        case .reader(let problem, let offset, _, let yaml):
            // Reader errors (control characters) come with a character offset, not a mark.
            var line = 1, column = 1
            for character in yaml.prefix(offset ?? 0) {
                if character.isNewline { line += 1; column = 1 } else { column += 1 }
            }
            context.report(.syntax(format: format.name, problem: problem, context: nil), line: line + lineOffset, column: column)
        default:
            context.report(.syntax(format: format.name, problem: "\(error)", context: nil), line: 1 + lineOffset, column: 1)
        }
    }

    private static func convert(_ node: Node, lineOffset: Int, columns: ColumnMap) -> ContentNode {
        let (markLine, column) = columns.place(line: node.mark?.line ?? 1, scalarColumn: node.mark?.column ?? 1)
        let line = markLine + lineOffset
        switch node {
        case .scalar(let scalar):
            let style: ContentNode.ScalarStyle
            switch scalar.style {
            case .singleQuoted, .doubleQuoted: style = .quoted
            case .literal, .folded: style = .block
            default: style = .plain
            }
            return ContentNode(value: .scalar(scalar.string, style), line: line, column: column)
        case .sequence(let sequence):
            return ContentNode(value: .sequence(sequence.map { convert($0, lineOffset: lineOffset, columns: columns) }),
                               line: line, column: column)
        case .mapping(let mapping):
            let entries = mapping.map { pair -> ContentEntry in
                let key = convert(pair.key, lineOffset: lineOffset, columns: columns)
                return ContentEntry(key: pair.key.scalar?.string ?? "\(pair.key)", keyLine: key.line, keyColumn: key.column,
                                    value: convert(pair.value, lineOffset: lineOffset, columns: columns))
            }
            return ContentNode(value: .mapping(entries), line: line, column: column)
        case .alias(let alias):
            return ContentNode(value: .scalar("*\(alias.anchor.rawValue)", .plain), line: line, column: column)
        }
    }
}
