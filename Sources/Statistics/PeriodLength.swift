import TrainingModel

/// The two lengths of period the statistics are summed by, a week (`week_starts`) and a
/// calendar month, and the one rule of when such a period is over: after its last day.
/// Until then its figures read as they stand, so the dashboard's and the cardio page's
/// charts draw it hollow with a note, and report.md's and the coach's sparklines leave it
/// out and name it (docs/statistics.md#weeks).
public enum PeriodLength: Sendable, Hashable {
    case week
    case month

    /// The last day of the period that starts on `start` (a week's first day, or the first
    /// of a month).
    public func lastDay(ofPeriodStarting start: CalendarDate) -> CalendarDate {
        switch self {
        case .week:
            return start.adding(days: 6)
        case .month:
            let days = CalendarDate.daysIn(month: start.month, year: start.year)
            return start.adding(days: days - start.day)
        }
    }

    /// Whether the period that starts on `start` is over at `asOf`, its last day included.
    public func isOver(periodStarting start: CalendarDate, asOf: CalendarDate) -> Bool {
        asOf >= lastDay(ofPeriodStarting: start)
    }
}
