import TrainingModel

/// The periods the statistics pages sum by, as they stand at the as-of date: the week
/// holding it (`week_starts`) and the calendar month holding it, each with its first and
/// last day and whether it is over. One rule decides that for every period: it is over
/// after its last day, that day included (docs/statistics.md#weeks). Until then its
/// figures read as they stand, so the dashboard's and the cardio page's charts draw it
/// hollow with a note, the coach page's sparklines draw it dashed after the weeks that
/// are over, and report.md's Unicode sparklines leave it out and name it.
///
/// Made once per render (`RenderContext.periods`) and per report (`MarkdownReport.periods`),
/// and asked about any week or month (`isOver`): every period before the as-of one is over,
/// no later one is.
public struct TrainingPeriods: Sendable, Hashable {
    public struct Period: Sendable, Hashable {
        public let length: PeriodLength
        public let start: CalendarDate
        public let lastDay: CalendarDate
        /// `2026-W48` (or the week's first day when weeks start on Sunday), `2026-11`.
        public let label: String
        /// The as-of date is the period's last day.
        public let isOver: Bool
    }

    public let asOf: CalendarDate
    /// The week holding the as-of date.
    public let week: Period
    /// The calendar month holding the as-of date.
    public let month: Period

    public init(asOf: CalendarDate, weekCalendar: WeekCalendar) {
        self.asOf = asOf
        let weekStart = weekCalendar.start(of: asOf)
        let weekEnd = PeriodLength.week.lastDay(ofPeriodStarting: weekStart)
        week = Period(length: .week, start: weekStart, lastDay: weekEnd,
                      label: weekCalendar.label(forWeekStarting: weekStart), isOver: asOf >= weekEnd)
        let monthStart = asOf.adding(days: 1 - asOf.day)
        let monthEnd = PeriodLength.month.lastDay(ofPeriodStarting: monthStart)
        month = Period(length: .month, start: monthStart, lastDay: monthEnd,
                       label: String(monthStart.iso.prefix(7)), isOver: asOf >= monthEnd)
    }

    /// Whether the week or month (`length`) that starts on `start` is over at the as-of date.
    public func isOver(_ length: PeriodLength, startingOn start: CalendarDate) -> Bool {
        asOf >= length.lastDay(ofPeriodStarting: start)
    }

    public func isOver(_ week: WeekStatistics) -> Bool { isOver(.week, startingOn: week.start) }

    /// Whether the last of `weeks` (oldest first) is not over yet: a chart draws it hollow,
    /// a Unicode sparkline leaves it out. False for no weeks.
    public func endsUnfinished(_ weeks: [WeekStatistics]) -> Bool { weeks.last.map { !isOver($0) } ?? false }
}
