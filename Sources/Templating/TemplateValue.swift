/// What a template is rendered against: the view models of `Rendering`, converted once
/// per page into plain values, so a lookup is a dictionary hit and rendering never asks
/// a value what it is beyond one `switch`.
public enum TemplateValue: Sendable, Equatable {
    /// A string, HTML-escaped by `{{name}}`, printed as it is by `{{{name}}}`.
    case text(String)
    /// Printed in decimal; the integer transforms (`plusone`, `even`…) apply.
    case int(Int)
    /// Printed as Swift prints it (`2.5`, `100.0`).
    case double(Double)
    /// A section shows its content once for `true` (without entering a new context), never
    /// for `false`; printed as `true` / `false`.
    case bool(Bool)
    /// A section shows its content once per element, each element entering the context.
    case list([TemplateValue])
    /// Fields by name; `{{a.b}}` and context-stack lookups read them.
    case object(TemplateFields)
    /// A value that is present but empty (Spotter's `Maybe` without a value, a nil
    /// `Optional` field): a lookup stops here, and it is falsy and prints nothing, so
    /// `{{#notes}}` never falls back to an enclosing object's `notes`.
    case none
}

extension TemplateValue {
    /// The field named `name` of an object; nil for anything else. Read in place, for the
    /// renderer's lookups.
    func field(_ name: String) -> TemplateValue? {
        guard case .object(let fields) = self else { return nil }
        return fields[name]
    }
}
