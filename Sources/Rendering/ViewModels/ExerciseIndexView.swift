/// `exercises/index.html`: every exercise, grouped by type in the model's order.
struct ExerciseIndexView: Sendable {
    struct Group: Sendable {
        var heading: String
        /// Fragment id, `type-strength`.
        var anchor: String
        var exercises: [Card]
    }

    struct Card: Sendable {
        var href: String
        var name: String
        var subtype: Maybe<String>
        var equipment: Maybe<String>
        var muscles: Maybe<String>
    }

    var heading: String
    var groups: [Group]
}
