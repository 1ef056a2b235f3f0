import TrainingModel

/// The two lengths of period the statistics are summed by, a week (`week_starts`) and a
/// calendar month. Whether one is over at the as-of date is `TrainingPeriods`' to say.
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
}
