/// A workout in a list (home page, workout index): its date, title and a line of figures.
struct WorkoutSummaryView: Sendable, Encodable {
    var href: String
    /// `Mon 2 Mar 2026`.
    var date: String
    /// `2026-03-02`, for `<time datetime>`.
    var isoDate: String
    var title: String
    /// `1 h 5 min · 15 sets · RPE 8`.
    var detail: Maybe<String>
    /// `2 PRs` when the workout set records.
    var records: Maybe<String>
}
