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
        // Count in 400-year eras starting on 0000-03-01, so leap days fall at the
        // end of each computed year and months have a fixed day-of-year pattern.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        self.day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        self.month = month
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    public var daysSince1970: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let marchMonth = (month + 9) % 12
        let dayOfYear = (153 * marchMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public var weekday: Weekday { Weekday(daysSince1970: daysSince1970) }

    /// `YYYY-MM-DD`, the default date label when the caller gives none.
    public var iso8601: String {
        func padded(_ number: Int, _ width: Int) -> String {
            let digits = String(number.magnitude)
            return (number < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

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
