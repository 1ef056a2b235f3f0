import Templating

/// A personal record next to an exercise (workout pages, the dashboard, exercise
/// pages): `e1RM PR 116.7 kg`, with the previous best for the title attribute.
struct RecordBadgeView: Sendable, Encodable {
    /// `weight PR`, `e1RM PR`, `volume PR`.
    var label: String
    /// `record-weight`, `record-e1rm`, `record-volume`.
    var cssClass: String
    /// `116.7 kg`.
    var value: String
    /// `previous best 110 kg`; none when no earlier workout had such sets.
    var previous: Maybe<String>
}

extension RecordBadgeView: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["label": .text(label), "cssClass": .text(cssClass), "value": .text(value), "previous": previous.templateValue])
    }
}
