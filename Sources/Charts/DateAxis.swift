/// The date (x) axis of a line chart. Days are counted from 1970-01-01.
///
/// The caller supplies the labels in the site's language: `tickLabel` for the axis
/// (it gets the tick's unit, so it can print "Mar" for months and "2024" for
/// years) and `dayLabel` for full dates in the data table.
public struct DateAxis: Sendable {
    /// The date column header in the data table, e.g. "Date".
    public var title: String
    /// Week ticks fall on this day.
    public var firstWeekday: Weekday
    /// Show at least this range, even where there is no data (e.g. the last 12 months).
    public var start: Int?
    public var end: Int?
    public var tickLabel: @Sendable (DateTick) -> String
    public var dayLabel: @Sendable (Int) -> String

    public init(
        title: String = "Date",
        firstWeekday: Weekday = .monday,
        start: Int? = nil,
        end: Int? = nil,
        tickLabel: @escaping @Sendable (DateTick) -> String = DateAxis.numericTickLabel,
        dayLabel: @escaping @Sendable (Int) -> String = { CivilDate(daysSince1970: $0).iso8601 }
    ) {
        self.title = title
        self.firstWeekday = firstWeekday
        self.start = start
        self.end = end
        self.tickLabel = tickLabel
        self.dayLabel = dayLabel
    }

    /// Language-neutral default: `2024` for year ticks, `2024-03` for month ticks,
    /// `03-18` for day and week ticks.
    public static func numericTickLabel(_ tick: DateTick) -> String {
        let iso = CivilDate(daysSince1970: tick.day).iso8601
        switch tick.unit {
        case .year: return String(iso.prefix(4))
        case .month: return String(iso.prefix(7))
        case .day, .week: return String(iso.suffix(5))
        }
    }
}
