import TextAndDates

/// A day in the build cache's binary form (its decoded files, each athlete's statistics):
/// year, month and day.
extension ByteWriter {
    public mutating func date(_ date: CalendarDate) {
        integer(date.year)
        integer(date.month)
        integer(date.day)
    }
}

extension ByteReader {
    /// Nil for a day that does not exist, or a year no file can write (`YYYY`): a damaged year
    /// would overflow the calendar's arithmetic later, where it would stop the build.
    public mutating func date() -> CalendarDate? {
        guard let year = integer(), (0...9999).contains(year), let month = integer(), let day = integer() else { return nil }
        return CalendarDate(year: year, month: month, day: day)
    }
}
