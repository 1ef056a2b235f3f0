import TrainingModel
import TextAndDates

/// Weeks as the site counts them (`week_starts`, docs/statistics.md#weeks), with no Foundation calendar:
/// only `CalendarDate` day arithmetic, so results never depend on the machine.
///
/// Labels: when weeks start on Monday they are ISO 8601 weeks and read `2024-W03`
/// (the ISO year is the year of the week's Thursday, so 2021-01-01 is in `2020-W53`).
/// ISO week numbers only exist for Monday weeks, so any other first day (Sunday) labels
/// a week by the date it starts on: `2024-01-07`.
@ByteCoded
public struct WeekCalendar: Hashable, Sendable {
    public var firstDay: Weekday

    public init(firstDay: Weekday) {
        self.firstDay = firstDay
    }

    /// The first day of the week holding `date`.
    public func start(of date: CalendarDate) -> CalendarDate {
        let offset = ((date.weekday.mondayIndex - firstDay.mondayIndex) % 7 + 7) % 7
        return date.adding(days: -offset)
    }

    /// The label of the week holding `date`.
    public func label(of date: CalendarDate) -> String {
        label(forWeekStarting: start(of: date))
    }

    /// The label of the week that starts on `start` (which must be a first day).
    public func label(forWeekStarting start: CalendarDate) -> String {
        guard firstDay == .monday else { return start.iso }
        let thursday = start.adding(days: 3)
        guard let januaryFirst = CalendarDate(year: thursday.year, month: 1, day: 1) else { return start.iso }
        let week = januaryFirst.days(until: thursday) / 7 + 1
        return "\(thursday.year.zeroPadded(to: 4))-W\(week.zeroPadded(to: 2))"
    }

    /// `listed` (one per week, ascending by `start`) with the weeks it leaves out made by
    /// `empty`, from the week of `from` to the week of `through`, none before the first
    /// listed week: statistics list only the weeks with data, and a page that shows a
    /// range of weeks fills it here, at a cost that follows the range, not the log's span.
    public func weeks<Period>(_ listed: [Period], start: (Period) -> CalendarDate, from: CalendarDate,
                              through: CalendarDate, empty: (CalendarDate) -> Period) -> [Period] {
        guard let first = listed.first.map(start) else { return [] }
        let begin = max(first, self.start(of: from)), end = self.start(of: through)
        guard begin <= end else { return [] }
        var rest = listed[(listed.firstIndex { start($0) >= begin } ?? listed.endIndex)...].makeIterator()
        var next = rest.next()
        return stride(from: 0, through: begin.days(until: end), by: 7).map { offset in
            let day = begin.adding(days: offset)
            guard let period = next, start(period) == day else { return empty(day) }
            next = rest.next()
            return period
        }
    }
}
