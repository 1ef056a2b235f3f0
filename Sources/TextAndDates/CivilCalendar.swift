/// The proleptic Gregorian calendar as a count of days since 1970-01-01, with no Foundation
/// calendar or time zone, so a date means the same day on every machine. The one
/// conversion behind `CalendarDate` (statistics) and `CivilDate` (charts).
public enum CivilCalendar {
    /// The day count of a date (Howard Hinnant's `days_from_civil`): years are counted from
    /// March, in 400-year eras, so that a leap day ends its year.
    @inlinable
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let marchMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * marchMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date of a day count (Howard Hinnant's `civil_from_days`), the inverse of
    /// `daysSince1970(year:month:day:)`.
    @inlinable
    public static func date(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let marchMonth = (5 * dayOfYear + 2) / 153
        let month = marchMonth < 10 ? marchMonth + 3 : marchMonth - 9
        let day = dayOfYear - (153 * marchMonth + 2) / 5 + 1
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
