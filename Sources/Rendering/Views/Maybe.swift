/// An optional value for templates. Mustache looks a name up the context stack
/// when the current object has no value for it; were an absent value "no value", a
/// workout entry without notes would print the workout's notes. `Maybe` is always
/// present (`TemplateValue.none` when empty), so the lookup stops here, and stands for
/// its wrapped value, so `{{#notes}}{{.}}{{/notes}}` and `{{^notes}}…{{/notes}}` behave
/// as expected.
struct Maybe<Wrapped: Sendable>: Sendable {
    var value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }

    static var none: Maybe<Wrapped> { Maybe(nil) }
}

extension Maybe where Wrapped == String {
    /// Nil for an empty or blank string, so templates can test it with a section.
    init(nonEmpty text: String?) {
        guard let text, !text.trimmingWhitespace.isEmpty else { self.init(nil); return }
        self.init(text)
    }
}
