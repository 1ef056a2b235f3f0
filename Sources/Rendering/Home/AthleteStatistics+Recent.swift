import Statistics
import TrainingModel

/// Where the dashboard and report.md look: now, or the end of a log that stopped.
extension AthleteStatistics {
    /// A log with training in the last this many days opens on now; one without (an
    /// archive, an old export) opens on its last active weeks and year, not on empty charts.
    static let recentDays = 56

    /// The as-of date, or the last workout of a log with no training in the last 8 weeks.
    func activityEnd(asOf: CalendarDate) -> CalendarDate {
        guard let last = totals.last, last < asOf.adding(days: -(Self.recentDays - 1)) else { return asOf }
        return last
    }

    /// The `count` weeks ending at the week of `activityEnd(asOf:)`, oldest first.
    func recentWeeks(_ count: Int, asOf: CalendarDate) -> [WeekStatistics] {
        weeks(count, endingAt: activityEnd(asOf: asOf))
    }

    /// The load series on every day of `window` from the first workout on, filled in
    /// between the days `daily` lists (docs/stats-json.md#daily): the cost follows the
    /// window and the data, not the log's span.
    func dailyLoads(in window: ClosedRange<CalendarDate>) -> [DailyLoad] {
        guard let first = daily.first?.date else { return [] }
        let start = max(first, window.lowerBound)
        guard start <= window.upperBound else { return [] }
        return DailyLoad.series(loads: daily.map { ($0.date, $0.load) },
                                reported: (0...start.days(until: window.upperBound)).map { start.adding(days: $0) })
    }
}
