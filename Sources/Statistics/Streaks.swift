import TrainingModel

/// Runs of consecutive weeks with at least one workout (docs/statistics.md#streaks).
///
/// The current streak is the run that ends at the as-of date's week; while that week
/// has no workout yet it is still under way, so the run ending at the previous week
/// counts instead. Two weeks without a workout end it (0).
public struct Streaks: Sendable, Hashable, Encodable {
    public var currentWeeks: Int
    public var longestWeeks: Int

    public init(currentWeeks: Int = 0, longestWeeks: Int = 0) {
        self.currentWeeks = currentWeeks
        self.longestWeeks = longestWeeks
    }

    /// `active`: the first days of the weeks with a workout, ascending, none after
    /// `asOfWeek`, the first day of the as-of week. One step per active week, whatever
    /// the gaps between them.
    public init(activeWeeks active: [CalendarDate], asOfWeek: CalendarDate) {
        var longest = 0
        var run = 0
        var previous: CalendarDate?
        for start in active {
            run = previous.map { $0.adding(days: 7) == start } == true ? run + 1 : 1
            longest = max(longest, run)
            previous = start
        }
        // The run ending at the as-of week, or at the week before while this one is empty.
        let endsNow = previous == asOfWeek || previous == asOfWeek.adding(days: -7)
        self.init(currentWeeks: endsNow ? run : 0, longestWeeks: longest)
    }

    enum CodingKeys: String, CodingKey { case currentWeeks = "current_weeks", longestWeeks = "longest_weeks" }
}
