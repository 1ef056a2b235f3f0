import TextAndDates

/// A day in the build cache's binary form: year, month and day.
extension CalendarDate: ByteCodable {
    public func encode(into writer: inout ByteWriter) {
        writer.integer(year)
        writer.integer(month)
        writer.integer(day)
    }

    /// Nil for a day that does not exist, or a year no file can write (`YYYY`): a damaged year
    /// would overflow the calendar's arithmetic later, where it would stop the build.
    public init?(decoding reader: inout ByteReader) {
        guard let year = reader.integer(), (0...9999).contains(year), let month = reader.integer(), let day = reader.integer(),
              let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        self = date
    }
}
