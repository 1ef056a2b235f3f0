import Foundation
import TrainingModel

/// The times of a calendar feed (docs/sheets-and-plans.md#times-and-the-time-zone): local
/// times of the site's time zone (`timezone:` in site.yaml) written `DTSTART;TZID=…`, the
/// zone itself as a VTIMEZONE made from the system time-zone database, and each event's
/// alarm (`Reminder`) as a VALARM trigger.
struct ICalendarTime {
    let identifier: String
    let zone: TimeZone

    /// The site's zone; UTC for a name the system does not know (site.yaml refuses one).
    init(identifier: String) {
        let zone = TimeZone(identifier: identifier)
        self.identifier = zone == nil ? "UTC" : identifier
        self.zone = zone ?? TimeZone(identifier: "UTC")!
    }

    /// Seconds since 1970 of the local `minutes` after midnight of `date` in the zone, as
    /// RFC 5545 reads a local time (§3.3.5): one the clocks show twice (when they go back) is
    /// the first, one they skip (when they go forward) is read with the offset before the change.
    func instant(_ date: CalendarDate, minutes: Int) -> Int {
        let local = date.daysSinceEpoch * 86_400 + minutes * 60
        let before = offset(at: local - 86_400), after = offset(at: local + 86_400)
        let fits = [local - before, local - after].filter { offset(at: $0) == local - $0 }
        return fits.min() ?? local - before
    }

    private func offset(at seconds: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))) }

    // MARK: - VTIMEZONE

    /// The VTIMEZONE of the zone over `years` (January 1 of the first through December 31 of
    /// the last): one observance per change of offset from the system's database, each with
    /// the local time it starts at (`DTSTART`, in the offset before it), the offsets before and
    /// after and the zone's abbreviation, and first the observance in force on January 1
    /// (from its change in the year before, or, for a zone with no change that recent,
    /// from 1970-01-01). Explicit changes rather than RRULEs, so that what is written is what
    /// the database says, year by year.
    func timeZoneLines(years: ClosedRange<Int>) -> [String] {
        guard let first = CalendarDate(year: years.lowerBound, month: 1, day: 1),
              let last = CalendarDate(year: years.upperBound, month: 12, day: 31) else { return [] }
        let start = Date(timeIntervalSince1970: TimeInterval(first.daysSinceEpoch * 86_400 - 86_400))
        let end = Date(timeIntervalSince1970: TimeInterval(last.adding(days: 2).daysSinceEpoch * 86_400))
        var changes: [Date] = []
        var cursor = Date(timeIntervalSince1970: TimeInterval(first.adding(days: -366).daysSinceEpoch * 86_400))
        // At most two changes a year over the 1900–2100 the content allows, with room to spare.
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, changes.count < 4_000 {
            changes.append(next)
            cursor = next
        }
        // The changes of the year before the span, but the last (which gives January 1's offset), are left out.
        if let lastBefore = changes.lastIndex(where: { $0 <= start }) { changes.removeFirst(lastBefore) }
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + identifier]
        if changes.first.map({ $0 > start }) ?? true {
            let offset = zone.secondsFromGMT(for: start)
            lines += observance(at: "19700101T000000", from: offset, to: offset, date: start)
        }
        for change in changes {
            let before = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: change)
            let local = Int(change.timeIntervalSince1970) + before
            lines += observance(at: Self.basicDateTime(seconds: local), from: before, to: after, date: change)
        }
        return lines + ["END:VTIMEZONE"]
    }

    private func observance(at start: String, from: Int, to: Int, date: Date) -> [String] {
        let kind = zone.isDaylightSavingTime(for: date) ? "DAYLIGHT" : "STANDARD"
        var lines = ["BEGIN:" + kind, "DTSTART:" + start, "TZOFFSETFROM:" + Self.offset(from),
                     "TZOFFSETTO:" + Self.offset(to)]
        if let name = zone.abbreviation(for: date), !name.isEmpty { lines.append("TZNAME:" + ICalendarWriter.escape(name)) }
        return lines + ["END:" + kind]
    }

    /// `+0100`, `-0330`, or `+013045` for an offset of whole seconds.
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let value = abs(seconds)
        let text = sign + (value / 3600).zeroPadded(to: 2) + (value / 60 % 60).zeroPadded(to: 2)
        return value % 60 == 0 ? text : text + (value % 60).zeroPadded(to: 2)
    }

    /// `20261019T180000` for seconds since 1970 read as a local time.
    static func basicDateTime(seconds: Int) -> String {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        return ICalendarWriter.basicDate(CalendarDate(daysSinceEpoch: days)) + "T"
            + (rest / 3600).zeroPadded(to: 2) + (rest / 60 % 60).zeroPadded(to: 2) + (rest % 60).zeroPadded(to: 2)
    }

    /// `20261019T180000` for a local day and minutes after midnight (24:00 and later roll into the next day).
    static func basicDateTime(_ date: CalendarDate, minutes: Int) -> String {
        basicDateTime(seconds: date.daysSinceEpoch * 86_400 + minutes * 60)
    }

    // MARK: - Alarms

    /// The VALARM trigger of an event, relative to its start, or nil for `off`. For an
    /// all-day event the start is midnight of its day, in whatever zone the calendar shows it
    /// (a floating time), so `1 day before at 18:00` is `-PT6H`; for an event with a time the
    /// alarm is the exact time between the start and the reminder's local time, in the site's
    /// zone (so a change of the clocks in between is counted); `N days before` is `-PND`,
    /// which RFC 5545 counts in local days.
    func trigger(_ reminder: Reminder, date: CalendarDate, start: Int?) -> String? {
        switch reminder {
        case .off: return nil
        case .minutesBefore(let minutes): return Self.duration(seconds: -minutes * 60)
        case .daysBefore(let days): return days == 0 ? "PT0S" : "-P\(days)D"
        case .daysBeforeAt(let days, let minutes):
            guard let start else { return Self.duration(seconds: (minutes - days * 24 * 60) * 60) }
            return Self.duration(seconds: instant(date.adding(days: -days), minutes: minutes) - instant(date, minutes: start))
        }
    }

    /// An RFC 5545 duration of exact time: `-PT6H`, `-PT13H30M`, `PT8H`, `PT0S`.
    static func duration(seconds: Int) -> String {
        guard seconds != 0 else { return "PT0S" }
        let value = abs(seconds)
        var text = (seconds < 0 ? "-" : "") + "PT"
        if value >= 3600 { text += String(value / 3600) + "H" }
        if value / 60 % 60 != 0 { text += String(value / 60 % 60) + "M" }
        if value % 60 != 0 { text += String(value % 60) + "S" }
        return text
    }
}
