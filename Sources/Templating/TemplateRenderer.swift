import TextAndDates

/// Walks compiled nodes against a context stack of `TemplateValue`s, appending to one
/// byte buffer. Lookups are dictionary hits; nothing is cast or reflected.
struct TemplateRenderer {
    /// Where in a list a section is: for `{{first()}}`, `{{last()}}`, `{{index()}}`…
    struct Position {
        var index: Int
        var count: Int
    }

    let templates: [[Node]]
    var output: [UInt8]
    private var stack: [TemplateValue]
    /// Set while a list section renders an element; a new context (section, partial, block) clears it.
    private var position: Position?
    /// The blocks of the parents being rendered, outermost first: the outermost override wins.
    private var overrides: [[String: [Node]]] = []
    /// Prefixed to every line of template text while a standalone partial renders.
    private var indent: [UInt8] = []
    private var atLineStart = true

    init(templates: [[Node]], context: TemplateValue) {
        self.templates = templates
        self.output = []
        self.stack = [context]
    }

    mutating func render(_ nodes: [Node]) {
        // By index: each node is read in place rather than handed out as a copy.
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text):
                if indent.isEmpty { output.append(contentsOf: text) } else { appendIndented(text) }
            case .value(let name, let escaped):
                if let value = resolve(name) { append(value, escaped: escaped) }
            case .section(let name, let body):
                guard let value = resolve(name) else { continue }
                switch value {
                case .list(let items):
                    let outer = position
                    for (index, item) in items.enumerated() {
                        position = Position(index: index, count: items.count)
                        stack.append(item)
                        render(body)
                        stack.removeLast()
                    }
                    position = outer
                case .bool(let isTrue):
                    if isTrue { render(body) }
                case .none:
                    continue
                default:
                    let outer = position
                    position = nil
                    stack.append(value)
                    render(body)
                    stack.removeLast()
                    position = outer
                }
            case .inverted(let name, let body):
                switch resolve(name) {
                case nil, .bool(false)?, .none?: render(body)
                case .list(let items)? where items.isEmpty: render(body)
                default: continue
                }
            case .partial(let index, let partialIndent):
                renderTemplate(templates[index], indent: partialIndent)
            case .parent(let index, let blocks, let parentIndent):
                overrides.append(blocks)
                renderTemplate(templates[index], indent: parentIndent)
                overrides.removeLast()
            case .block(let name, let defaultBody):
                let body = overrides.lazy.compactMap { $0[name] }.first ?? defaultBody
                let outer = position
                position = nil
                render(body)
                position = outer
            }
        }
    }

    private mutating func renderTemplate(_ nodes: [Node], indent extra: [UInt8]) {
        let (outerPosition, outerIndent) = (position, indent)
        position = nil
        if !extra.isEmpty {
            indent += extra
            atLineStart = true
        }
        render(nodes)
        position = outerPosition
        indent = outerIndent
    }

    // MARK: - Values

    private func resolve(_ name: Name) -> TemplateValue? {
        var value: TemplateValue?
        var transforms = name.transforms[...]
        switch name.scope {
        case .current:
            value = stack.last
        case .currentOnly:
            value = stack.last.flatMap { Self.lookup(name.keys[...], in: $0) }
        case .stack:
            let first = name.keys[0]
            // Innermost context first, each read in place.
            for level in stack.indices.reversed() {
                guard case .object(let fields) = stack[level], let found = fields[first] else { continue }
                value = name.keys.count == 1 ? found : Self.lookup(name.keys.dropFirst(), in: found)
                break
            }
        case .position:
            guard let position, let transform = transforms.popFirst() else { return nil }
            value = Self.apply(transform, to: position)
        }
        for transform in transforms {
            guard let current = value, current != .none else { return nil }
            value = Self.apply(transform, to: current)
        }
        return value == TemplateValue.none ? nil : value
    }

    /// `keys` read one after another, without climbing the stack.
    private static func lookup(_ keys: ArraySlice<String>, in value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in keys {
            guard case .object(let fields) = value, let child = fields[key] else { return nil }
            value = child
        }
        return value
    }

    private mutating func append(_ value: TemplateValue, escaped: Bool) {
        switch value {
        case .text(let text):
            guard !text.isEmpty else { return }
            indentIfAtLineStart()
            if escaped { HTMLText.append(text, to: &output) } else { output.append(contentsOf: text.utf8) }
        case .int(let number):
            indentIfAtLineStart()
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            indentIfAtLineStart()
            output.append(contentsOf: number.description.utf8)
        case .bool(let flag):
            indentIfAtLineStart()
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list, .object, .none:
            return
        }
    }

    // MARK: - Indentation

    private mutating func indentIfAtLineStart() {
        guard !indent.isEmpty, atLineStart else { return }
        output.append(contentsOf: indent)
        atLineStart = false
    }

    private mutating func appendIndented(_ text: [UInt8]) {
        var start = 0
        while start < text.count {
            if atLineStart { output.append(contentsOf: indent) }
            let end = (text[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? text.count
            output.append(contentsOf: text[start..<end])
            atLineStart = text[end - 1] == UInt8(ascii: "\n")
            start = end
        }
    }
}
