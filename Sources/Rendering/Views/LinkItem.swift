import Templating

/// A link in a list (sessions on the home page, pages, sessions using an exercise)
/// with an optional line of detail.
struct LinkItem: Sendable, Encodable {
    var href: String
    var label: String
    var detail: Maybe<String>
}

extension LinkItem: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["href": .text(href), "label": .text(label), "detail": detail.templateValue]) }
}
