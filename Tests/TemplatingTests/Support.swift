import Templating

/// `template` rendered against `data`, with `partials` (name → text) beside it as `main`'s library.
func render(_ template: String, _ data: TemplateValue = [:], partials: [String: String] = [:]) throws -> String {
    var templates = partials
    templates["main"] = template
    var output: [UInt8] = []
    _ = try TemplateLibrary(templates).render(data, template: "main", into: &output)
    return String(decoding: output, as: UTF8.self)
}

/// The errors compiling `templates` (name → text) reports, as "file:line:column: error: reason" lines.
func errors(_ templates: [String: String]) -> [String] {
    do {
        _ = try TemplateLibrary(templates, fileSuffix: ".mustache")
        return []
    } catch {
        return error.errors.map(\.description)
    }
}

// Literals, so test data reads like the specification's YAML.
extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(TemplateFields(elements))
    }
}
