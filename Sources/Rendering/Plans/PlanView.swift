/// `plans/<id>/index.html`: the program as a calendar of sessions, week by week, with
/// compliance per week and overall (docs/statistics.md#plan-compliance) and a printable sheet per week.
struct PlanView: Sendable, Encodable {
    struct Week: Sendable, Encodable {
        /// `Week 1`.
        var label: String
        /// `19 Oct – 25 Oct`.
        var dates: String
        var isDeload: Bool
        /// `3 of 5 done (60%)`; none before the week starts.
        var compliance: Maybe<String>
        var sheetHref: String
        var days: [Day]
    }

    struct Day: Sendable, Encodable {
        /// `19 Oct`.
        var date: String
        var isoDate: String
        var sessions: [Slot]
    }

    struct Slot: Sendable, Encodable {
        var name: String
        var href: Maybe<String>
        /// `done`, `missed`, `planned`: a CSS class and the word after the name.
        var status: String
        var statusLabel: String
        /// The workout that filled the slot.
        var workoutHref: Maybe<String>
    }

    var name: String
    var athlete: Maybe<String>
    var facts: [FactView]
    /// `12 of 15 done (80%)`.
    var compliance: Maybe<String>
    /// Why compliance is not shown yet; none when it is, or when the athlete has no workouts.
    var complianceNote: Maybe<String>
    var hasNotes: Bool
    var notesHTML: String
    /// Column headings: the weekdays in plan-week order (a plan week starts on the plan's start day).
    var weekdays: [String]
    var weeks: [Week]
    var calendarHref: String
}
