/// `sessions/<id>/sheet/index.html`: a printable sheet with blanks to fill in at the gym.
struct SheetView: Sendable {
    struct Block: Sendable {
        var marker: String
        var exerciseName: String
        /// `Superset · 3 rounds` for members of a group.
        var group: Maybe<String>
        var prescription: Maybe<String>
        var rows: [Row]
        var hasNotes: Bool
        var notesHTML: String
    }

    struct Row: Sendable {
        var number: String
    }

    var sessionName: String
    var athlete: Maybe<String>
    /// `A4` or `letter`, for `@page { size: … }`.
    var paperSize: String
    var sessionHref: String
    var facts: [FactView]
    var blocks: [Block]
}
