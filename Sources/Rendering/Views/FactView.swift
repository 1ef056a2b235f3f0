import Templating

/// One label and value in a definition list (`Type: Strength`, `Estimated duration: 1 h 5 min`).
struct FactView: Sendable, Encodable {
    var label: String
    var value: String
    /// A line that explains the value, printed beside it where a page shows it (the best e1RM's rule).
    var note: Maybe<String> = .none
}

extension FactView: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["label": .text(label), "value": .text(value), "note": note.templateValue]) }
}
