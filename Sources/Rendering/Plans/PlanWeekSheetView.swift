/// `plans/<id>/week-<n>/index.html`: one plan week on one printed page, day by day, each
/// session with its items in a line each and target loads worked out.
struct PlanWeekSheetView: Sendable, Encodable {
    struct Day: Sendable, Encodable {
        /// `Monday 26 Oct`.
        var label: String
        var isoDate: String
        var sessions: [Session]
        var isRest: Bool
    }

    struct Session: Sendable, Encodable {
        var name: String
        /// The session's sheet; none for a session the library does not hold.
        var href: Maybe<String>
        /// `≈ 41 min`.
        var duration: String
        var items: [Item]
    }

    struct Item: Sendable, Encodable {
        /// `1`, `3a`.
        var marker: String
        var name: String
        /// `5 × 5 @ 80% of e1RM, rest 3 min`, or a group's label for its heading line.
        var text: String
        /// `62.5 kg`, or why there is none.
        var target: Maybe<String>
        var targetResolved: Bool
        /// A group's heading line; its members follow, indented.
        var isGroup: Bool
        var isMember: Bool
    }

    var planName: String
    var planHref: String
    var athlete: Maybe<String>
    /// `Week 2 of 4`.
    var title: String
    /// `26 Oct 2026 – 1 Nov 2026`.
    var dates: String
    var isDeload: Bool
    var paperSize: String
    /// `week-sheet-type-12`: the print type size for the week's number of lines, so a light
    /// week is printed large and a full one still fits the page (docs/sheets-and-plans.md).
    var densityClass: String
    var loadNote: Maybe<String>
    var previousHref: Maybe<String>
    var nextHref: Maybe<String>
    var days: [Day]
}
