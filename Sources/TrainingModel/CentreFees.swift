import TextAndDates

/// How often a plan's fee falls due (docs/centre.md#fees).
public enum FeePeriod: String, CaseIterable, Hashable, Sendable {
    case week, month, quarter, year

    /// The plan key that sets a fee of this period: `weekly_fee` … `yearly_fee`.
    public var feeKey: String {
        switch self {
        case .week: return "weekly_fee"
        case .month: return "monthly_fee"
        case .quarter: return "quarterly_fee"
        case .year: return "yearly_fee"
        }
    }
}

/// What a plan's fee buys: a period of membership, or a pack of visits.
public enum Billing: Hashable, Sendable {
    case every(FeePeriod)
    /// Each pack covers this many visits (bookings); the next pack falls due at the visit after.
    case pack(visits: Int)

    public var period: FeePeriod? {
        if case .every(let period) = self { return period }
        return nil
    }
}

/// The day of its period a fee falls due (`due_day:`).
public enum DueDay: Hashable, Sendable {
    /// The day of the month (of the period's first month for quarters and years), the
    /// month's last day when it has fewer.
    case dayOfMonth(Int)
    /// For weekly fees.
    case weekday(Weekday)
}

/// A member's discount on their fee (`discount:` in `membership:`).
public enum Discount: Hashable, Sendable {
    /// Hundredths of a percent: `12.5%` is 1250.
    case percent(basisPoints: Int)
    /// Cents off each period's (or pack's) fee.
    case amount(cents: Int)

    /// `cents` less the discount, rounded to the nearest cent (halves up), never below 0.
    public func applied(to cents: Int) -> Int {
        switch self {
        case .percent(let basisPoints): return (cents * (10_000 - basisPoints) + 5_000) / 10_000
        case .amount(let off): return max(0, cents - off)
        }
    }
}

/// One period fees are counted in: an ISO week (Monday to Sunday), a month, a quarter or
/// a year. Its `name` is how a payments file is named: `2026-W45`, `2026-11`, `2026-Q4`, `2026`.
public struct DuesPeriod: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let kind: FeePeriod
    public let first: CalendarDate
    public let last: CalendarDate

    /// The period of `kind` that holds `date`.
    public init(_ kind: FeePeriod, containing date: CalendarDate) {
        self.kind = kind
        switch kind {
        case .week:
            first = date.adding(days: -date.weekday.mondayIndex)
            last = first.adding(days: 6)
        case .month:
            first = CalendarDate(year: date.year, month: date.month, day: 1)!
            last = CalendarDate(year: date.year, month: date.month, day: CalendarDate.daysIn(month: date.month, year: date.year))!
        case .quarter:
            let month = (date.month - 1) / 3 * 3 + 1
            first = CalendarDate(year: date.year, month: month, day: 1)!
            last = CalendarDate(year: date.year, month: month + 2, day: CalendarDate.daysIn(month: month + 2, year: date.year))!
        case .year:
            first = CalendarDate(year: date.year, month: 1, day: 1)!
            last = CalendarDate(year: date.year, month: 12, day: 31)!
        }
    }

    /// Parses a period's name exactly (`2026-W45`, `2026-11`, `2026-Q4`, `2026`); nil for
    /// anything else, or a week the year does not have.
    public init?(name text: some StringProtocol) {
        let parts = String(text).split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts[0].count == 4, parts[0].allSatisfy(Self.isDigit), let year = Int(parts[0]), year >= 1 else { return nil }
        if parts.count == 1 {
            self.init(.year, containing: CalendarDate(year: year, month: 1, day: 1)!)
            return
        }
        guard parts.count == 2 else { return nil }
        let tail = parts[1]
        if tail.count == 2, tail.allSatisfy(Self.isDigit), let month = Int(tail), (1...12).contains(month) {
            self.init(.month, containing: CalendarDate(year: year, month: month, day: 1)!)
        } else if tail.count == 2, tail.first == "Q", let quarter = Int(tail.dropFirst()), (1...4).contains(quarter) {
            self.init(.quarter, containing: CalendarDate(year: year, month: quarter * 3 - 2, day: 1)!)
        } else if tail.count == 3, tail.first == "W", tail.dropFirst().allSatisfy(Self.isDigit),
                  let week = Int(tail.dropFirst()), week >= 1 {
            // Week 1 is the week with the year's first Thursday (ISO 8601), the one holding 4 January.
            let fourth = CalendarDate(year: year, month: 1, day: 4)!
            let monday = fourth.adding(days: -fourth.weekday.mondayIndex + (week - 1) * 7)
            let period = DuesPeriod(.week, containing: monday)
            guard period.weekYear == year else { return nil }
            self = period
        } else {
            return nil
        }
    }

    private static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

    /// The year a week belongs to by ISO 8601: its Thursday's.
    private var weekYear: Int { first.adding(days: 3).year }

    public var name: String {
        switch kind {
        case .week:
            let thursday = first.adding(days: 3)
            let week = (thursday.daysSinceEpoch - CalendarDate(year: thursday.year, month: 1, day: 1)!.daysSinceEpoch) / 7 + 1
            return thursday.year.zeroPadded(to: 4) + "-W" + week.zeroPadded(to: 2)
        case .month: return first.year.zeroPadded(to: 4) + "-" + first.month.zeroPadded(to: 2)
        case .quarter: return first.year.zeroPadded(to: 4) + "-Q" + String((first.month + 2) / 3)
        case .year: return first.year.zeroPadded(to: 4)
        }
    }

    public var description: String { name }
    public var days: Int { first.days(until: last) + 1 }
    public var next: DuesPeriod { DuesPeriod(kind, containing: last.adding(days: 1)) }
    public func contains(_ date: CalendarDate) -> Bool { first <= date && date <= last }

    /// The day a fee of this period falls due: `dueDay`'s day of it, or its last day
    /// when the plan sets none.
    public func dueDate(_ dueDay: DueDay?) -> CalendarDate {
        switch dueDay {
        case nil: return last
        case .weekday(let weekday): return kind == .week ? first.adding(days: weekday.mondayIndex) : last
        case .dayOfMonth(let day):
            guard kind != .week else { return last }
            return CalendarDate(year: first.year, month: first.month,
                                day: min(day, CalendarDate.daysIn(month: first.month, year: first.year)))!
        }
    }

    public static func < (a: DuesPeriod, b: DuesPeriod) -> Bool {
        (a.first, a.kind.rawValue) < (b.first, b.kind.rawValue)
    }
}


