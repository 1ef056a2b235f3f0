import CYaml
import TrainingModel

/// Reads a YAML text into a positioned `ContentNode` tree in one pass over libyaml's
/// events, counting the same events against the content limits (`YAMLLimits.Tally`).
///
/// One pass, because a content file is read once: a general YAML library composes its own
/// node tree (with tags resolved, keys hashed whole and aliases expanded), which the loader
/// then copied into `ContentNode`s, after a first pass for the limits. Here every scalar is
/// kept as text (the loader types values itself), an alias is the node its anchor names,
/// and a mapping key that is written twice is reported as YAML composers report it.
enum YAMLComposer {
    /// A place as libyaml gives it: 1-based line, 1-based column in Unicode scalars.
    struct Mark: Equatable {
        var line: Int
        var column: Int
    }

    /// A line and column of the file, as `place` gives them.
    struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// Why a text has no tree, placed in the file.
    enum Failure: Error, Equatable {
        /// A content limit broken, where the value that broke it starts.
        case limit(ContentProblem, at: Place)
        /// libyaml's scanner or parser, or the composer (an alias to no anchor, a second
        /// document): what is wrong, where, and what was open when it was found.
        case syntax(problem: String, at: Place, context: String?, contextAt: Place?)
        /// A mapping with a key written twice: the first such key in sort order, where it
        /// is first written.
        case duplicateKey(String, at: Place)
        /// A byte libyaml cannot read (a raw control character, broken UTF-8), and how
        /// many characters of the text come before it.
        case unreadable(problem: String, characterOffset: Int?)
        /// libyaml ran out of memory.
        case outOfMemory
    }

    /// The text's one document (nil for a text with none, e.g. only comments), or why not.
    /// `place` turns a libyaml mark into the line and column of the file.
    static func compose(_ yaml: String, limits: ContentLimits,
                        place: @escaping (Mark) -> Place) -> Result<ContentNode?, Failure> {
        var contiguous = yaml
        return contiguous.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return .failure(.outOfMemory) }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var tally = YAMLLimits.Tally(limits: limits)
            var tree = Tree(place: place)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT {
                    if let failure = tree.failure { return .failure(failure) }
                    return .success(tree.root)
                }
                if let problem = tally.take(event) {
                    return .failure(.limit(problem, at: place(Mark(event.start_mark))))
                }
                // After the first problem only the limits are still counted: a broken limit
                // anywhere in the text is reported before a duplicate key or a lost alias.
                if tree.failure == nil { tree.take(event) }
            }
            return .failure(parserFailure(parser, tally: tally, tree: tree, yaml: yaml, place: place))
        }
    }

    /// libyaml stopped: the nesting limit, a problem found earlier in the text, or its own.
    private static func parserFailure(_ parser: yaml_parser_t, tally: YAMLLimits.Tally, tree: Tree,
                                      yaml: String, place: (Mark) -> Place) -> Failure {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        // libyaml's scanner reads ahead through flow collections and stops by itself at
        // 1,000 levels, before the tally sees the events; that too is the nesting limit.
        if problem.hasPrefix("Maximum nesting level") {
            return .limit(tally.breach(.nestingDepth), at: place(Mark(parser.problem_mark)))
        }
        if let earlier = tree.failure { return earlier }
        switch parser.error {
        case YAML_MEMORY_ERROR:
            return .outOfMemory
        case YAML_READER_ERROR:
            // The offset is in bytes; it counts as characters only on a character's boundary.
            let index = yaml.utf8.index(yaml.utf8.startIndex, offsetBy: parser.problem_offset,
                                        limitedBy: yaml.utf8.endIndex)?.samePosition(in: yaml)
            return .unreadable(problem: problem, characterOffset: index.map { yaml.distance(from: yaml.startIndex, to: $0) })
        default:
            return .syntax(problem: problem, at: place(Mark(parser.problem_mark)),
                           context: parser.context.map { String(cString: $0) },
                           contextAt: parser.context.map { _ in place(Mark(parser.context_mark)) })
        }
    }

    /// The tree as the events build it: the lists and mappings still open, and the anchors.
    private struct Tree {
        let place: (Mark) -> Place
        var root: ContentNode?
        var failure: Failure?
        private var documents = 0
        private var open: [Open] = []
        private var anchors: [String: ContentNode] = [:]

        private struct Open {
            var isMapping: Bool
            var items: [ContentNode] = []
            var entries: [ContentEntry] = []
            var key: ContentNode?
            var line: Int
            var column: Int
            var anchor: String?
        }

        init(place: @escaping (Mark) -> Place) { self.place = place }

        mutating func take(_ event: yaml_event_t) {
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    failure = .syntax(problem: "but found another document", at: place(Mark(event.start_mark)),
                                      context: "expected a single document in the stream",
                                      contextAt: place(Mark(line: 1, column: 1)))
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                let style: ContentNode.ScalarStyle
                switch scalar.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .quoted
                case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .block
                default: style = .plain
                }
                let at = place(Mark(event.start_mark))
                close(ContentNode(value: .scalar(text, style), line: at.line, column: at.column), anchor: name(scalar.anchor))
            case YAML_ALIAS_EVENT:
                // An alias is a copy of the node its anchor names, placed where that was written.
                guard let anchor = name(event.data.alias.anchor), let node = anchors[anchor] else {
                    failure = .syntax(problem: "found undefined alias", at: place(Mark(event.start_mark)), context: nil,
                                      contextAt: nil)
                    return
                }
                close(node, anchor: nil)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let at = place(Mark(event.start_mark))
                open.append(Open(isMapping: isMapping, line: at.line, column: at.column,
                                 anchor: name(isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let done = open.popLast() else { return }
                if done.isMapping, let duplicate = Self.firstDuplicate(done.entries) {
                    failure = .duplicateKey(duplicate.key, at: duplicate.at)
                    return
                }
                let value: ContentNode.Value = done.isMapping ? .mapping(done.entries) : .sequence(done.items)
                close(ContentNode(value: value, line: done.line, column: done.column), anchor: done.anchor)
            default:
                break
            }
        }

        /// A finished node goes into the list or mapping around it, or is the document.
        private mutating func close(_ node: ContentNode, anchor: String?) {
            // A later anchor of the same name replaces an earlier one, from here on.
            if let anchor { anchors[anchor] = node }
            guard !open.isEmpty else { root = node; return }
            let last = open.count - 1
            if !open[last].isMapping {
                open[last].items.append(node)
            } else if let key = open[last].key {
                open[last].entries.append(ContentEntry(key: key.scalarText ?? Self.flowText(key), keyLine: key.line,
                                                       keyColumn: key.column, value: node))
                open[last].key = nil
            } else {
                open[last].key = node
            }
        }

        /// The smallest key written more than once, where it is first written; nil when
        /// every key is written once.
        private static func firstDuplicate(_ entries: [ContentEntry]) -> (key: String, at: Place)? {
            guard entries.count > 1 else { return nil }
            var firsts: [String: Place] = Dictionary(minimumCapacity: entries.count)
            var found: (key: String, at: Place)?
            for entry in entries {
                guard let first = firsts[entry.key] else {
                    firsts[entry.key] = Place(line: entry.keyLine, column: entry.keyColumn)
                    continue
                }
                if found == nil || entry.key < found!.key { found = (entry.key, first) }
            }
            return found
        }

        /// A list or mapping used as a key, written back in flow style.
        private static func flowText(_ node: ContentNode) -> String {
            switch node.value {
            case .scalar(let text, _): return text
            case .sequence(let items): return "[" + items.map(flowText).joined(separator: ", ") + "]"
            case .mapping(let entries): return "{" + entries.map { "\($0.key): \(flowText($0.value))" }.joined(separator: ", ") + "}"
            }
        }

        private func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }
    }
}

extension YAMLComposer.Mark {
    /// libyaml's marks count from 0.
    init(_ mark: yaml_mark_t) {
        self.init(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }
}
