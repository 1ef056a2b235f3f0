/// `sessions/<id>/sheet/index.html`: everything needed for the session on one printed
/// page. A header with blanks for the day, then the items in order, each with its
/// prescription in words, the target load worked out from the athlete's history, rest
/// and tempo, and boxes to write what was done; a notes area at the end.
struct SheetView: Sendable, Encodable {
    var sessionName: String
    /// `Strength`.
    var sessionType: Maybe<String>
    /// The athlete's name; none leaves the field blank to write in.
    var athlete: Maybe<String>
    /// `A4` or `letter`, for `@page { size: … }`.
    var paperSize: String
    var sessionHref: String
    /// Estimated duration, planned sets and reps, time under tension.
    var facts: [FactView]
    /// How target loads were worked out, or why they were not; none without percentages.
    var loadNote: Maybe<String>
    var items: [SheetItemView]
    /// `sheet-items-8`, and `sheet-dense` from 7 items: lets the stylesheet tighten long
    /// sheets so they stay on one page.
    var densityClass: String
}

/// One item of a sheet: a single exercise, or a superset or circuit with its members.
struct SheetItemView: Sendable, Encodable {
    /// `1`, `2`…; members of a group are `3a`, `3b`.
    var marker: String
    /// `Superset · 3 rounds · rest 2 min`; none for a single exercise.
    var groupLabel: Maybe<String>
    var exercises: [SheetExerciseView]
    /// The boxes to fill in; none when there is nothing to record.
    var grid: Maybe<SheetGrid>
    /// `sheet-item`, plus `sheet-item-wide` when it needs the page's full width (a group,
    /// more than 6 columns of boxes) and `sheet-group`, and `sheet-group-compact` for a group
    /// of up to 6 columns, which a dense sheet prints at half the width.
    var cssClass: String
}

/// One exercise on a sheet.
struct SheetExerciseView: Sendable, Encodable {
    var marker: String
    var name: String
    /// `5 × 5 @ 80% of e1RM`: the prescription without rest and tempo, which follow as details.
    var prescription: Maybe<String>
    /// `62.5 kg · 80% of e1RM 78.1 kg`, or a sentence saying why there is no load.
    var target: Maybe<String>
    /// True when `target` is a worked-out load (printed bold), false for an explanation.
    var targetResolved: Bool
    /// `Rest 3 min · Tempo 3-1-1-0`.
    var details: Maybe<String>
    /// `Last time, Mon 2 Mar 2026: 60 kg × 5 (×3), 55 kg × 8`: the athlete's most recent
    /// working sets of the exercise; none without history or without an athlete.
    var lastTime: Maybe<String>
    var intervalProtocol: Maybe<SheetProtocolView>
    var hasNotes: Bool
    var notesHTML: String
}

/// A hangboard-style protocol as its timeline, grip by grip.
struct SheetProtocolView: Sendable, Encodable {
    struct Step: Sendable, Encodable {
        /// `0:00`, the clock time the step starts at.
        var clock: String
        /// `Half crimp 20 mm: 3 sets × (6 × 7 s on / 3 s off), 3 min between sets`.
        var text: String
        var isRest: Bool
    }

    var steps: [Step]
    /// `Time under tension 4 min 12 s · Total 18 min 42 s`.
    var totals: String
}

/// A table of boxes: columns are sets (or rounds, or what to record), rows what to write
/// in each (load, reps, RPE), grouped by exercise or grip when an item has several.
struct SheetGrid: Sendable, Encodable {
    struct ColumnGroup: Sendable, Encodable {
        var label: String
        var span: Int
    }

    struct Row: Sendable, Encodable {
        /// The row group's label on its first row (`3a Pull-up`, `Half crimp 20 mm`), with its rowspan.
        var lead: Maybe<Lead>
        /// `Load`, `Reps`, `RPE`, or a cardio block.
        var label: String
        var cells: [Cell]
        /// The first row of a group after the first, drawn with a heavier rule above.
        var startsGroup: Bool
    }

    struct Lead: Sendable, Encodable {
        var label: String
        var span: Int
    }

    struct Cell: Sendable, Encodable {
        /// `unused` for a box that does not apply (a member with fewer sets per round, struck
        /// through), `round-start` for the first box of a round after the first (a heavier rule).
        var cssClass: Maybe<String>

        init(used: Bool, startsRound: Bool = false) {
            let classes = (used ? [] : ["unused"]) + (startsRound ? ["round-start"] : [])
            cssClass = Maybe(classes.isEmpty ? nil : classes.joined(separator: " "))
        }
    }

    /// `Set`, `Round`, or empty.
    var corner: String
    /// Round headings over their sets' columns, when a group has several sets per round.
    var columnGroups: [ColumnGroup]
    var hasColumnGroups: Bool
    var columns: [String]
    var rows: [Row]
    /// True when rows have group leads (a column for them is added).
    var hasLeads: Bool
    /// `sheet-grid`, plus `sheet-grid-blocks` when rows are cardio blocks (wider row labels).
    var cssClass: String
}
