import TrainingModel

/// Writes an iCalendar feed (RFC 5545) by hand, so the bytes are the same on every
/// machine with the same time-zone database: CRLF line ends, content lines folded at 75
/// octets without splitting a UTF-8 character, TEXT values escaped, and a DTSTAMP derived
/// from the as-of date rather than the clock (two builds of the same input are
/// byte-identical, README.md#the-report-in-ci).
enum ICalendarWriter {
    static let productID = "-//Spotter//Spotter training calendar//EN"
    /// RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break.
    static let maxLineOctets = 75

    /// `timeZone`: the site's (`timezone:`), which events with a time are written in, with its
    /// VTIMEZONE for the years the events span; a feed of all-day events alone has none.
    static func document(name: String, events: [ICalendarEvent], stamp: CalendarDate, timeZone: String) -> String {
        let time = ICalendarTime(identifier: timeZone)
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:" + productID,
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escape(name),
        ]
        let timed = events.filter { $0.start != nil }
        if let first = timed.map(\.date).min(), let last = timed.map({ $0.date.adding(days: 1) }).max() {
            lines += time.timeZoneLines(years: first.year...last.year)
        }
        let dtstamp = basicDate(stamp) + "T000000Z"
        for event in events {
            lines += ["BEGIN:VEVENT", "UID:" + event.uid, "DTSTAMP:" + dtstamp]
            if let start = event.start {
                let zone = ";TZID=" + time.identifier + ":"
                lines += ["DTSTART" + zone + ICalendarTime.basicDateTime(event.date, minutes: start),
                          "DTEND" + zone + ICalendarTime.basicDateTime(event.date, minutes: max(event.end ?? start, start))]
            } else {
                lines += ["DTSTART;VALUE=DATE:" + basicDate(event.date), "DTEND;VALUE=DATE:" + basicDate(event.date.adding(days: 1))]
            }
            lines.append("SUMMARY:" + escape(event.summary))
            if !event.description.isEmpty { lines.append("DESCRIPTION:" + escape(event.description)) }
            if let url = event.url { lines.append("URL:" + url) }
            // An event with a time takes that time in the calendar; a day's plan does not.
            lines.append(event.start == nil ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE")
            if let trigger = time.trigger(event.reminder, date: event.date, start: event.start) {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + escape(event.summary), "TRIGGER:" + trigger,
                          "END:VALARM"]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": continue
            default:
                // Other control characters are not allowed in TEXT; a tab becomes a space.
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    if scalar == "\t" { result += " " }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Folds a content line into lines of at most 75 octets, each continuation starting
    /// with one space (which counts towards its 75). Breaks fall between characters, so a
    /// multi-byte character is never split.
    static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current = ""
        var octets = 0
        for character in line {
            let size = String(character).utf8.count
            let limit = pieces.isEmpty ? maxLineOctets : maxLineOctets - 1
            if octets + size > limit && !current.isEmpty {
                pieces.append(current)
                current = ""
                octets = 0
            }
            current.append(character)
            octets += size
        }
        pieces.append(current)
        return pieces.enumerated().map { $0 == 0 ? $1 : " " + $1 }.joined(separator: "\r\n")
    }

    /// `20261019`.
    static func basicDate(_ date: CalendarDate) -> String { String(date.iso.filter { $0 != "-" }) }
}
