import TextAndDates
/// A day on the calendar with no time zone: the unit statistics count in.
/// Arithmetic is done on days since 1970-01-01 (proleptic Gregorian), with no
/// Foundation calendar involved, so results never depend on the machine's locale.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Nil when the day does not exist (2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1,
              day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    public init(daysSinceEpoch: Int) {
        (year, month, day) = CivilCalendar.date(daysSince1970: daysSinceEpoch)
    }

    public var daysSinceEpoch: Int { CivilCalendar.daysSince1970(year: year, month: month, day: day) }

    /// The years content may name (docs/content-format.md, "Limits"): a date outside them is
    /// a typo, and daily series would span every day up to it.
    public static let plausibleYears = 1900...2100

    /// Whether the date falls in `plausibleYears`.
    public var isPlausible: Bool { Self.plausibleYears.contains(year) }

    public func adding(days: Int) -> CalendarDate { CalendarDate(daysSinceEpoch: daysSinceEpoch + days) }

    public func days(until other: CalendarDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((daysSinceEpoch % 7) + 7 + 3) % 7  // 0 = Monday
        return Weekday.mondayFirst[index]
    }

    public var iso: String { "\(year.zeroPadded(to: 4))-\(month.zeroPadded(to: 2))-\(day.zeroPadded(to: 2))" }

    public var description: String { iso }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}

@ByteCoded

public enum Weekday: String, CaseIterable, Hashable, Sendable, Codable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    public static let mondayFirst: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]

    /// 0 for Monday … 6 for Sunday.
    public var mondayIndex: Int { Weekday.mondayFirst.firstIndex(of: self)! }
}
