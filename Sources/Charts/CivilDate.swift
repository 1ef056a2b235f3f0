import TextAndDates
/// A proleptic Gregorian calendar date, converted to and from a day count since
/// 1970-01-01 without Foundation, calendars or time zones.
///
/// Charts take days as `Int` so they never depend on the machine's time zone;
/// this type finds month and year starts for ticks and month labels.
public struct CivilDate: Sendable, Hashable, Comparable {
    public let year: Int
    /// 1...12
    public let month: Int
    /// 1...31
    public let day: Int

    /// Does not validate: callers pass dates they already know to be real.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public init(daysSince1970 days: Int) {
        (year, month, day) = CivilCalendar.date(daysSince1970: days)
    }

    public var daysSince1970: Int { CivilCalendar.daysSince1970(year: year, month: month, day: day) }

    public var weekday: Weekday { Weekday(daysSince1970: daysSince1970) }

    /// `YYYY-MM-DD`, the default date label when the caller gives none.
    public var iso8601: String { "\(year.zeroPadded(to: 4))-\(month.zeroPadded(to: 2))-\(day.zeroPadded(to: 2))" }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The first day of the month `months` after this date's month (negative goes back).
    func firstOfMonth(adding months: Int) -> CivilDate {
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        return CivilDate(year: newYear, month: index - newYear * 12 + 1, day: 1)
    }
}
