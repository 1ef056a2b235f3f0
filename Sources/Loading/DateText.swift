import Foundation
import TrainingModel

/// Dates and date-times as written in content files. Times with an offset are moved
/// to the site's time zone with Foundation's `TimeZone` (never the machine's), so the
/// same file gives the same local day on every computer.
enum DateText {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]

    /// `YYYY-MM-DD`, reporting text of another shape and days that do not exist.
    static func calendarDate(_ text: String, reader: NodeReader) -> CalendarDate? {
        guard let parts = dateParts(Substring(text)) else {
            reader.invalid("a date (YYYY-MM-DD)")
            return nil
        }
        return validDate(parts, text: text, reader: reader)
    }

    /// A workout's `date`: a day, or a day and time with an optional offset
    /// (`2026-03-02`, `2026-03-02T18:30`, `2026-03-02 18:30:15`, `2026-03-07T23:30-05:00`, `…Z`).
    /// Answers the local day in `timeZone` and the minute after local midnight.
    static func dateTime(_ text: String, timeZone: TimeZone, reader: NodeReader) -> (date: CalendarDate, minute: Int?)? {
        let expected = "a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:MM, optionally with an offset such as +01:00)"
        let trimmed = Substring(text.trimmingWhitespace)
        guard trimmed.count >= 10, let parts = dateParts(trimmed.prefix(10)) else {
            reader.invalid(expected)
            return nil
        }
        var rest = trimmed.dropFirst(10)
        if rest.isEmpty {
            return validDate(parts, text: String(trimmed.prefix(10)), reader: reader).map { ($0, nil) }
        }
        guard rest.first == "T" || rest.first == "t" || rest.first == " " else {
            reader.invalid(expected)
            return nil
        }
        rest = rest.dropFirst()
        // HH:MM[:SS[.fraction]]
        guard let clock = clockParts(&rest), let offset = offsetSeconds(rest) else {
            reader.invalid(expected)
            return nil
        }
        guard let day = validDate(parts, text: String(trimmed.prefix(10)), reader: reader) else { return nil }
        let wallSeconds = clock.hour * 3600 + clock.minute * 60 + clock.second
        guard let offset = offset else { return (day, wallSeconds / 60) }
        let instant = day.daysSinceEpoch * 86_400 + wallSeconds - offset
        let siteOffset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        let local = instant + siteOffset
        let days = Int((Double(local) / 86_400).rounded(.down))
        return (CalendarDate(daysSinceEpoch: days), (local - days * 86_400) / 60)
    }

    // MARK: - Pieces

    private static func dateParts(_ text: Substring) -> (year: Int, month: Int, day: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        return (y, m, d)
    }

    private static func validDate(_ parts: (year: Int, month: Int, day: Int), text: String,
                                  reader: NodeReader) -> CalendarDate? {
        if let date = CalendarDate(year: parts.year, month: parts.month, day: parts.day) {
            guard date.isPlausible else {
                reader.report(.implausibleDate(text))
                return nil
            }
            return date
        }
        let reason: String
        if !(1...12).contains(parts.month) {
            reason = "there is no month \(parts.month)"
        } else if parts.day == 0 {
            reason = "days start at 1"
        } else {
            let days = CalendarDate.daysIn(month: parts.month, year: parts.year)
            reason = "\(monthNames[parts.month - 1]) \(parts.year) has \(days) days"
        }
        reader.report(.impossibleDate(text, reason: reason))
        return nil
    }

    private static func clockParts(_ rest: inout Substring) -> (hour: Int, minute: Int, second: Int)? {
        func twoDigits() -> Int? {
            let digits = rest.prefix(2)
            guard digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            rest = rest.dropFirst(2)
            return Int(digits)
        }
        guard let hour = twoDigits(), hour < 24, rest.first == ":" else { return nil }
        rest = rest.dropFirst()
        guard let minute = twoDigits(), minute < 60 else { return nil }
        var second = 0
        if rest.first == ":" {
            rest = rest.dropFirst()
            guard let s = twoDigits(), s < 61 else { return nil }
            second = min(s, 59)
            if rest.first == "." {
                rest = rest.dropFirst().drop(while: { $0.isASCII && $0.isNumber })
            }
        }
        return (hour, minute, second)
    }

    /// Nil when the text is not an offset; `.some(nil)` when there is none.
    private static func offsetSeconds(_ text: Substring) -> Int?? {
        let text = text.trimmingWhitespace
        if text.isEmpty { return .some(nil) }
        if text == "Z" || text == "z" { return .some(0) }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let hours = Int(digits.prefix(2)), let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2))),
              hours <= 14, minutes < 60 else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return .some(sign == "-" ? -seconds : seconds)
    }
}
