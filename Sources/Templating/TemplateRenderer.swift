import TextAndDates

/// Walks a library's compiled steps (`Program`) against a context stack of
/// `TemplateValue`s, appending to one byte buffer. Lookups search an object's fields;
/// nothing is cast or reflected, and the steps are read in place from the program's
/// storage, which the library keeps alive while a page renders.
struct TemplateRenderer {
    /// Where in a list a section is: for `{{first()}}`, `{{last()}}`, `{{index()}}`…
    struct Position {
        var index: Int
        var count: Int
    }

    let program: Program
    private let steps: UnsafeBufferPointer<Program.Step>
    private let text: UnsafeBufferPointer<UInt8>
    private let names: UnsafeBufferPointer<Name>
    var output: [UInt8]
    private var stack: [TemplateValue]
    /// Set while a list section renders an element; a new context (section, partial, block) clears it.
    private var position: Position?
    /// The blocks of the parents being rendered (places in `program.overrides`), outermost
    /// first: the outermost override wins.
    private var overrides: [Int] = []
    /// Prefixed to every line of template text while a standalone partial renders.
    private var indent: [UInt8] = []
    private var atLineStart = true

    /// `steps`, `text` and `names`: the program's own, valid while the renderer is used.
    init(program: Program, steps: UnsafeBufferPointer<Program.Step>, text: UnsafeBufferPointer<UInt8>,
         names: UnsafeBufferPointer<Name>, context: TemplateValue) {
        self.program = program
        self.steps = steps
        self.text = text
        self.names = names
        self.output = []
        self.stack = [context]
    }

    /// The steps of template `index`.
    mutating func render(template index: Int) {
        render(program.templates[index])
    }

    private mutating func render(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            switch steps[index] {
            case .text(let start, let end):
                let bytes = UnsafeBufferPointer(rebasing: text[Int(start)..<Int(end)])
                if indent.isEmpty { output.append(contentsOf: bytes) } else { appendIndented(bytes) }
                index += 1
            case .value(let name, let escaped):
                if let value = resolve(Int(name)) { append(value, escaped: escaped) }
                index += 1
            case .section(let name, let end):
                let body = index + 1..<Int(end)
                index = Int(end)
                guard let value = resolve(Int(name)) else { continue }
                switch value {
                case .list(let items):
                    let outer = position
                    for (offset, item) in items.enumerated() {
                        position = Position(index: offset, count: items.count)
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
            case .inverted(let name, let end):
                let body = index + 1..<Int(end)
                index = Int(end)
                switch resolve(Int(name)) {
                case nil, .bool(false)?, .none?: render(body)
                case .list(let items)? where items.isEmpty: render(body)
                default: continue
                }
            case .partial(let template, let partialIndent):
                renderTemplate(Int(template), indent: Int(partialIndent))
                index += 1
            case .parent(let template, let blocks, let parentIndent, let end):
                overrides.append(Int(blocks))
                renderTemplate(Int(template), indent: Int(parentIndent))
                overrides.removeLast()
                index = Int(end)
            case .block(let name, let end):
                let blockName = program.blockNames[Int(name)]
                let tables = program.overrides
                let body = overrides.lazy.compactMap { tables[$0][blockName] }.first ?? index + 1..<Int(end)
                index = Int(end)
                let outer = position
                position = nil
                render(body)
                position = outer
            }
        }
    }

    private mutating func renderTemplate(_ template: Int, indent extra: Int) {
        let (outerPosition, outerIndent) = (position, indent)
        position = nil
        if extra != 0 {
            indent += program.indents[extra]
            atLineStart = true
        }
        render(program.templates[template])
        position = outerPosition
        indent = outerIndent
    }

    // MARK: - Values

    /// `names[index]` in the context stack; nil when nothing answers or the answer is `.none`.
    private func resolve(_ index: Int) -> TemplateValue? {
        var value: TemplateValue?
        // Read in place: `names[index]` is not copied out of the program.
        switch names[index].scope {
        case .current:
            value = stack.last
        case .currentOnly:
            value = stack.last.flatMap { Self.lookup(names[index].keys[...], in: $0) }
        case .stack:
            // Innermost context first, each read in place.
            for level in stack.indices.reversed() {
                guard let found = stack[level].field(names[index].keys[0]) else { continue }
                value = names[index].keys.count == 1 ? found : Self.lookup(names[index].keys.dropFirst(), in: found)
                break
            }
        case .position:
            // The first transform reads the position; the rest apply to what it gave, here
            // rather than below, which would apply the first again.
            guard let position, let transform = names[index].transforms.first else { return nil }
            value = Self.apply(transform, to: position)
            for transform in names[index].transforms.dropFirst() {
                guard let current = value, current != .none else { return nil }
                value = Self.apply(transform, to: current)
            }
            return value == TemplateValue.none ? nil : value
        }
        for transform in names[index].transforms {
            guard let current = value, current != .none else { return nil }
            value = Self.apply(transform, to: current)
        }
        return value == TemplateValue.none ? nil : value
    }

    /// `keys` read one after another, without climbing the stack.
    private static func lookup(_ keys: ArraySlice<String>, in value: TemplateValue) -> TemplateValue? {
        var value = value
        for key in keys {
            guard let child = value.field(key) else { return nil }
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

    private mutating func appendIndented(_ text: UnsafeBufferPointer<UInt8>) {
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
