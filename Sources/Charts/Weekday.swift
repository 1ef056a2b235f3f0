/// A day of the week, numbered as in ISO 8601 (Monday = 1 … Sunday = 7).
///
/// Heat maps and week ticks start their weeks on the day the site is configured
/// with; Monday and Sunday are the usual choices.
public enum Weekday: Int, Sendable, CaseIterable, Equatable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The weekday of a day counted from 1970-01-01 (a Thursday); negative days work.
    public init(daysSince1970 day: Int) {
        let mondayBased = ((day + 3) % 7 + 7) % 7
        self = Weekday(rawValue: mondayBased + 1) ?? .monday
    }

    /// How many days after `start` this weekday comes, 0...6.
    public func offset(from start: Weekday) -> Int {
        ((rawValue - start.rawValue) % 7 + 7) % 7
    }

    /// The last day on or before `day` that falls on `self`.
    public func startOfWeek(containing day: Int) -> Int {
        day - Weekday(daysSince1970: day).offset(from: self)
    }
}
