/// `workouts/index.html`: workouts grouped by month, newest first.
struct WorkoutIndexView: Sendable {
    struct Month: Sendable {
        /// `March 2026`.
        var heading: String
        /// `month-2026-03`.
        var anchor: String
        var workouts: [WorkoutSummaryView]
    }

    var heading: String
    var months: [Month]
}
