import CYaml
import TrainingModel

/// Counts a YAML text's libyaml events against the content limits, as `YAMLComposer`
/// reads them. An alias stands for a copy of what its anchor names, so ten lines of nested
/// aliases can stand for billions of values; here an alias costs only a look-up of the size
/// its anchor was found to have, and reading stops at the first breach. Deep nesting is
/// stopped here too, before the loader recurses into it. The same count refuses control
/// characters written as escapes (`"a\0b"`): libyaml refuses them only when written raw,
/// and a NUL would reach pages.
enum YAMLLimits {
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
    struct Tally {
        let limits: ContentLimits
        private var total = Size()
        private var open: [(anchor: String?, size: Size)] = []
        private var anchors: [String: Size] = [:]

        init(limits: ContentLimits) { self.limits = limits }

        func breach(_ limit: ContentLimits.Limit) -> ContentProblem {
            .limitExceeded(limit, limit: limits[limit], found: nil)
        }

        /// The limit `event` breaks, if any.
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
                // An alias to an anchor not yet closed is the composer's error to report; count it as one value.
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
