/// A set of templates compiled together, so each can use the others as partials
/// (`{{>name}}`) and parents (`{{<name}}`). Compiled once into one `Program`; rendering
/// only walks its steps.
public struct TemplateLibrary: Sendable {
    private let indices: [String: Int]
    private let program: Program

    /// Compiles `templates` (name → text). A template's errors name it as `name + fileSuffix`;
    /// every error of every template is thrown together.
    public init(_ templates: [String: String], fileSuffix: String = "") throws(TemplateErrors) {
        let names = templates.keys.sorted()
        let indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var compiled: [[Node]] = []
        var errors: [TemplateError] = []
        for name in names {
            var parser = TemplateParser(file: name + fileSuffix, text: templates[name] ?? "", templateIndices: indices)
            compiled.append(parser.parse())
            errors += parser.errors
        }
        guard errors.isEmpty else { throw TemplateErrors(errors) }
        self.indices = indices
        self.program = Program(compiled)
    }

    /// The names of the templates, sorted.
    public var names: [String] { indices.keys.sorted() }

    public func contains(_ name: String) -> Bool { indices[name] != nil }

    /// Appends `template` rendered against `context` to `output`; false when there is no such template.
    public func render(_ context: TemplateValue, template name: String, into output: inout [UInt8]) -> Bool {
        guard let index = indices[name] else { return false }
        program.steps.withUnsafeBufferPointer { steps in
            program.text.withUnsafeBufferPointer { text in
                program.names.withUnsafeBufferPointer { names in
                    var renderer = TemplateRenderer(program: program, steps: steps, text: text, names: names, context: context)
                    // The renderer appends to the caller's buffer itself, without a copy.
                    swap(&output, &renderer.output)
                    renderer.render(template: index)
                    swap(&output, &renderer.output)
                }
            }
        }
        return true
    }
}
