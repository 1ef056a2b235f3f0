/// A library's templates as `TemplateRenderer` walks them: each template's nodes laid out
/// in one list of steps whose operands are numbers (a range of `text`, a place in `names`,
/// the step a section ends at), so that reading a step copies no array or string and
/// retains nothing.
///
/// A class, so that a library, a theme and every renderer share one program rather than
/// copy seven arrays.
final class Program: Sendable {
    enum Step: Sendable {
        /// `text[start..<end]`, copied as it is.
        case text(start: Int32, end: Int32)
        /// `names[name]`, escaped or not.
        case value(name: Int32, escaped: Bool)
        /// `{{#name}}`: its content is the steps after it, up to `end`, where the walk goes on.
        case section(name: Int32, end: Int32)
        /// `{{^name}}`, its content as a section's.
        case inverted(name: Int32, end: Int32)
        /// `{{>name}}`: template `template`, each line prefixed with `indents[indent]`.
        case partial(template: Int32, indent: Int32)
        /// `{{<name}}`: template `template` with the blocks of `overrides[overrides]`; the
        /// blocks' content lies after it, up to `end`, where the walk goes on.
        case parent(template: Int32, overrides: Int32, indent: Int32, end: Int32)
        /// `{{$name}}`: the override of the outermost parent that has `blockNames[name]`, else
        /// its own content, the steps after it up to `end`.
        case block(name: Int32, end: Int32)
    }

    let steps: [Step]
    let text: [UInt8]
    let names: [Name]
    /// Each parent's blocks: block name → its steps.
    let overrides: [[String: Range<Int>]]
    let blockNames: [String]
    /// The prefixes of standalone partials and parents; the first is empty.
    let indents: [[UInt8]]
    /// Each template's steps, by its index in the library.
    let templates: [Range<Int>]

    init(_ compiled: [[Node]]) {
        var layout = Layout()
        for nodes in compiled {
            let start = layout.steps.count
            layout.lay(nodes)
            layout.templates.append(start..<layout.steps.count)
        }
        steps = layout.steps
        text = layout.text
        names = layout.names
        overrides = layout.overrides
        blockNames = layout.blockNames
        indents = layout.indents
        templates = layout.templates
    }
}

/// The program as it is laid out, template by template.
private struct Layout {
    var steps: [Program.Step] = []
    var text: [UInt8] = []
    var names: [Name] = []
    var overrides: [[String: Range<Int>]] = []
    var blockNames: [String] = []
    var indents: [[UInt8]] = [[]]
    var templates: [Range<Int>] = []

    mutating func lay(_ nodes: [Node]) {
        for node in nodes {
            switch node {
            case .text(let bytes):
                let start = text.count
                text += bytes
                steps.append(.text(start: Int32(start), end: Int32(text.count)))
            case .value(let name, let escaped):
                steps.append(.value(name: place(name), escaped: escaped))
            case .section(let name, let body):
                let at = open()
                lay(body)
                steps[at] = .section(name: place(name), end: Int32(steps.count))
            case .inverted(let name, let body):
                let at = open()
                lay(body)
                steps[at] = .inverted(name: place(name), end: Int32(steps.count))
            case .partial(let template, let indent):
                steps.append(.partial(template: Int32(template), indent: place(indent: indent)))
            case .parent(let template, let blocks, let indent):
                let at = open()
                var table: [String: Range<Int>] = [:]
                for name in blocks.keys.sorted() {
                    let start = steps.count
                    lay(blocks[name] ?? [])
                    table[name] = start..<steps.count
                }
                overrides.append(table)
                steps[at] = .parent(template: Int32(template), overrides: Int32(overrides.count - 1),
                                    indent: place(indent: indent), end: Int32(steps.count))
            case .block(let name, let body):
                let at = open()
                lay(body)
                blockNames.append(name)
                steps[at] = .block(name: Int32(blockNames.count - 1), end: Int32(steps.count))
            }
        }
    }

    /// A step's place, filled in once its content is laid out after it.
    private mutating func open() -> Int {
        steps.append(.text(start: 0, end: 0))
        return steps.count - 1
    }

    private mutating func place(_ name: Name) -> Int32 {
        names.append(name)
        return Int32(names.count - 1)
    }

    private mutating func place(indent: [UInt8]) -> Int32 {
        guard !indent.isEmpty else { return 0 }
        indents.append(indent)
        return Int32(indents.count - 1)
    }
}
