/// `sessions/<id>/index.html`: the template's items in order with prescriptions in
/// words, groups with their rounds, interval protocols with every parameter.
struct SessionView: Sendable, Encodable {
    var name: String
    /// `aliases:` joined by commas, shown as an exercise page shows its own.
    var aliases: Maybe<String>
    var hasDescription: Bool
    var descriptionHTML: String
    var type: Maybe<String>
    /// `Strength · Upper body`: the type and the subtype, when the session has either.
    var kind: Maybe<String>
    /// The difficulty level by its site-wide spelling (`SessionLevels`).
    var level: Maybe<String>
    var facts: [FactView]
    /// What the session needs, from its exercises' `equipment`: each piece once, linked to its
    /// page of the exercise index; empty when no exercise lists any.
    var equipment: [LinkItem]
    var sheetHref: String
    /// The session's timer page, when one of its items has an interval protocol.
    var timerHref: Maybe<String>
    var items: [SessionItemView]
}

/// One item of a session: a single exercise, or a superset or circuit of several.
struct SessionItemView: Sendable, Encodable {
    struct Group: Sendable, Encodable {
        /// `Superset · 3 rounds · rest 2 min`.
        var label: String
        /// `6 sets · 8 min 5 s` for all rounds.
        var planned: String
        var members: [ExerciseItemView]
    }

    var single: Maybe<ExerciseItemView>
    var group: Maybe<Group>
}

/// One exercise in a session or group.
struct ExerciseItemView: Sendable, Encodable {
    struct ProtocolView: Sendable, Encodable {
        var summary: String
        var grips: [String]
        var facts: [FactView]
    }

    /// `1`, or `3a` inside a group.
    var marker: String
    var exerciseName: String
    var exerciseHref: Maybe<String>
    var prescription: Maybe<String>
    var intervalProtocol: Maybe<ProtocolView>
    /// `5 sets · 25 reps · 14 min`.
    var planned: Maybe<String>
    var hasNotes: Bool
    var notesHTML: String
}
