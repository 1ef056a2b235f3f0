/// `workouts/index.html`: workouts grouped by month, newest first.
struct WorkoutIndexView: Sendable, Encodable {
    struct Month: Sendable, Encodable {
        /// `March 2026`.
        var heading: String
        /// `month-2026-03`.
        var anchor: String
        /// `3 workouts · 12,345 kg · 3 h 5 min`.
        var totals: String
        var workouts: [WorkoutSummaryView]
    }

    var heading: String
    var months: [Month]
}
