import CYaml
import TrainingModel

/// Checks a YAML text against the content limits on libyaml's events, before Yams
/// composes it. Yams expands every alias into a copy of what it names, and hashes
/// mapping keys whole, so ten lines of nested aliases can stand for billions of values;
/// here an alias costs only a look-up of the size its anchor was found to have, and the
/// walk stops at the first breach. Deep nesting is stopped here too, before Yams and the
/// loader recurse into it. The same walk refuses control characters written as escapes
/// (`"a\0b"`): libyaml refuses them only when written raw, and a NUL would reach pages.
///
/// Used by `DocumentParser` on every YAML and JSON text and every front matter.
enum YAMLLimits {
    /// The first limit the text breaks, and where: a libyaml mark (0-based line and
    /// column in Unicode scalars) that the caller places in the file.
    struct Breach: Equatable {
        var problem: ContentProblem
        var line: Int
        var column: Int
    }

    /// The first breach, or nil when the text is within the limits or is not valid YAML
    /// (Yams then reports the syntax error, at a place this walk has already checked).
    static func firstBreach(in yaml: String, limits: ContentLimits) -> Breach? {
        var yaml = yaml
        return yaml.withUTF8 { bytes in
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, bytes.baseAddress, bytes.count)
            var walk = Walk(limits: limits)
            var event = yaml_event_t()
            while yaml_parser_parse(&parser, &event) == 1 {
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return nil }
                if let problem = walk.take(event) {
                    return Breach(problem: problem, line: Int(event.start_mark.line), column: Int(event.start_mark.column))
                }
            }
            // libyaml's scanner reads ahead through flow collections and stops by itself at
            // 1,000 levels, before this walk sees the events; that too is the nesting limit.
            if let problem = parser.problem, String(cString: problem).hasPrefix("Maximum nesting level") {
                return Breach(problem: walk.breach(.nestingDepth), line: Int(parser.problem_mark.line),
                              column: Int(parser.problem_mark.column))
            }
            return nil
        }
    }

    /// What a value stands for once its aliases are expanded.
    private struct Size {
        var nodes = 0
        var bytes = 0

        static func += (a: inout Size, b: Size) {
            a.nodes &+= b.nodes
            a.bytes &+= b.bytes
        }
    }

    /// The running totals: the whole document, the lists and mappings still open, and the
    /// size of each anchor seen.
    private struct Walk {
        let limits: ContentLimits
        var total = Size()
        var open: [(anchor: String?, size: Size)] = []
        var anchors: [String: Size] = [:]

        init(limits: ContentLimits) { self.limits = limits }

        func breach(_ limit: ContentLimits.Limit) -> ContentProblem {
            .limitExceeded(limit, limit: limits[limit], found: nil)
        }

        mutating func take(_ event: yaml_event_t) -> ContentProblem? {
            switch event.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                if scalar.length > limits.stringLength { return breach(.stringLength) }
                let text = UnsafeBufferPointer(start: scalar.value, count: scalar.length)
                // Tab, line feed and carriage return are text; every other C0 control and DEL is not.
                if let control = text.first(where: { ($0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D) || $0 == 0x7F }) {
                    return .controlCharacter(control)
                }
                return add(Size(nodes: 1, bytes: scalar.length), anchor: name(scalar.anchor))
            case YAML_ALIAS_EVENT:
                // An alias to an anchor not yet closed is Yams' error to report; count it as one value.
                let size = name(event.data.alias.anchor).flatMap { anchors[$0] } ?? Size(nodes: 1)
                return add(size, anchor: nil)
            case YAML_SEQUENCE_START_EVENT:
                return start(anchor: name(event.data.sequence_start.anchor))
            case YAML_MAPPING_START_EVENT:
                return start(anchor: name(event.data.mapping_start.anchor))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return nil }
                if let anchor = closed.anchor { anchors[anchor] = closed.size }
                if !open.isEmpty { open[open.count - 1].size += closed.size }
                return nil
            default:
                return nil
            }
        }

        private mutating func start(anchor: String?) -> ContentProblem? {
            if open.count >= limits.nestingDepth { return breach(.nestingDepth) }
            total += Size(nodes: 1)
            open.append((anchor, Size(nodes: 1)))
            return total.nodes > limits.yamlNodes ? breach(.yamlNodes) : nil
        }

        /// Counts a scalar or an alias into the document and every list or mapping open around it.
        private mutating func add(_ size: Size, anchor: String?) -> ContentProblem? {
            total += size
            if total.nodes > limits.yamlNodes { return breach(.yamlNodes) }
            if total.bytes > limits.fileSize { return breach(.fileSize) }
            if !open.isEmpty { open[open.count - 1].size += size }
            if let anchor { anchors[anchor] = size }
            return nil
        }

        private func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            anchor.map { String(cString: $0) }
        }
    }
}
