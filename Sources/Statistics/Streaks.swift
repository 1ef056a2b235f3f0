import TextAndDates
import TrainingModel

/// Runs of consecutive weeks with at least one workout (docs/statistics.md#streaks).
///
/// The current streak is the run that ends at the as-of date's week; while that week
/// has no workout yet it is still under way, so the run ending at the previous week
/// counts instead. Two weeks without a workout end it (0).
@ByteCoded
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
        let runs = WeekRun.runs(active)
        // The run ending at the as-of week, or at the week before while this one is empty.
        let last = runs.last
        let endsNow = last.map { $0.last == asOfWeek || $0.last == asOfWeek.adding(days: -7) } ?? false
        self.init(currentWeeks: endsNow ? last?.weeks ?? 0 : 0, longestWeeks: runs.map(\.weeks).max() ?? 0)
    }

    enum CodingKeys: String, CodingKey { case currentWeeks = "current_weeks", longestWeeks = "longest_weeks" }
}

/// A run of consecutive weeks with at least one workout: its first and last week (their
/// first days) and its length.
public struct WeekRun: Sendable, Hashable {
    public var first: CalendarDate
    public var last: CalendarDate
    public var weeks: Int

    public init(first: CalendarDate, last: CalendarDate, weeks: Int) {
        self.first = first
        self.last = last
        self.weeks = weeks
    }

    /// The runs of `active` (first days of weeks, ascending), oldest first.
    public static func runs(_ active: [CalendarDate]) -> [WeekRun] {
        var runs: [WeekRun] = []
        for start in active {
            if let run = runs.last, run.last.adding(days: 7) == start {
                runs[runs.count - 1] = WeekRun(first: run.first, last: start, weeks: run.weeks + 1)
            } else {
                runs.append(WeekRun(first: start, last: start, weeks: 1))
            }
        }
        return runs
    }

    /// The longest run; the earliest of equally long ones. Nil without a week.
    public static func longest(_ active: [CalendarDate]) -> WeekRun? {
        runs(active).reduce(nil) { best, run in (best?.weeks ?? 0) >= run.weeks ? best : run }
    }
}
