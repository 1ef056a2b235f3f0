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

    /// `active[i]` tells whether week i had a workout; the last element is the as-of week.
    public init(activeWeeks active: [Bool]) {
        var longest = 0
        var run = 0
        for isActive in active {
            run = isActive ? run + 1 : 0
            longest = max(longest, run)
        }
        var current = 0
        var index = active.count - 1
        if index >= 0, !active[index] { index -= 1 }
        while index >= 0, active[index] {
            current += 1
            index -= 1
        }
        self.init(currentWeeks: current, longestWeeks: longest)
    }

    enum CodingKeys: String, CodingKey { case currentWeeks = "current_weeks", longestWeeks = "longest_weeks" }
}
