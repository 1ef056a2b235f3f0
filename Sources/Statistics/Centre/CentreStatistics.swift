import TrainingModel

/// A centre's numbers as of one day (docs/content-format.md#centre): members, dues per month with the rule
/// that a covered month with no payment row is pending and, once the month is over,
/// overdue; bookings and occupancy per facility. stats.json's `centre` object.
public struct CentreStatistics: Sendable, Hashable, Encodable {
    public var name: String
    public var currency: String
    /// Members whose membership covers the as-of day.
    public var activeMembers: Int
    /// Every plan, by id, with its active members.
    public var membersByPlan: [PlanMembers]
    /// Every member, by id.
    public var roster: [MemberStatus]
    /// Up to `DuesMonth.window` months ending with the as-of month, oldest first, from the
    /// first month with any dues.
    public var months: [DuesMonth]
    /// The overdue lines of `months`, oldest month first.
    public var overdue: [DuesLine] { months.flatMap { $0.lines.filter { $0.status == .overdue } } }
    public var facilities: [FacilityUsage]

    enum CodingKeys: String, CodingKey {
        case name, currency, activeMembers = "active_members", membersByPlan = "members_by_plan", roster,
             months = "dues", overdue, facilities
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(currency, forKey: .currency)
        try c.encode(activeMembers, forKey: .activeMembers)
        try c.encode(membersByPlan, forKey: .membersByPlan)
        try c.encode(roster, forKey: .roster)
        try c.encode(months, forKey: .months)
        try c.encode(overdue, forKey: .overdue)
        try c.encode(facilities, forKey: .facilities)
    }
}

public struct PlanMembers: Sendable, Hashable, Encodable {
    public var plan: String
    public var name: String
    public var members: Int
}

public struct MemberStatus: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        /// The membership covers the as-of day.
        case active
        /// It ended before the as-of day.
        case ended
        /// It starts after the as-of day.
        case upcoming
    }

    public var id: String
    public var name: String
    public var plan: String
    public var since: CalendarDate
    public var until: CalendarDate?
    public var status: Status
    /// The latest workout or booking on or before the as-of day.
    public var lastVisit: CalendarDate?

    enum CodingKeys: String, CodingKey {
        case id, name, plan, since, until, status, lastVisit = "last_visit"
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(plan, forKey: .plan)
        try c.encode(since, forKey: .since)
        try c.encode(until, forKey: .until)
        try c.encode(status, forKey: .status)
        try c.encode(lastVisit, forKey: .lastVisit)
    }
}

public struct DuesMonth: Sendable, Hashable, Encodable {
    /// Months on the dues page and in stats.json.
    public static let window = 12

    public var month: YearMonth
    /// Cents, per status.
    public var paidCents: Int
    public var pendingCents: Int
    public var overdueCents: Int
    /// One per member, by id.
    public var lines: [DuesLine]

    enum CodingKeys: String, CodingKey {
        case month, paid, pending, overdue, members
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(month.iso, forKey: .month)
        try c.encode(rounded: Double(paidCents) / 100, forKey: .paid)
        try c.encode(rounded: Double(pendingCents) / 100, forKey: .pending)
        try c.encode(rounded: Double(overdueCents) / 100, forKey: .overdue)
        try c.encode(lines, forKey: .members)
    }
}

public struct DuesLine: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        case paid, pending, overdue
    }

    public var member: String
    public var month: YearMonth
    public var amountCents: Int
    public var status: Status
    /// The day it was paid, for `paid`.
    public var paidOn: CalendarDate?
    /// False when the month has no row for the member: pending (or overdue) by absence.
    public var recorded: Bool

    enum CodingKeys: String, CodingKey {
        case member, month, amount, status, paidOn = "paid_on", recorded
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(member, forKey: .member)
        try c.encode(month.iso, forKey: .month)
        try c.encode(rounded: Double(amountCents) / 100, forKey: .amount)
        try c.encode(status, forKey: .status)
        try c.encode(paidOn, forKey: .paidOn)
        try c.encode(recorded, forKey: .recorded)
    }
}

public struct FacilityUsage: Sendable, Hashable, Encodable {
    public var id: String
    public var name: String
    public var capacity: Int
    /// Bookings on or before the as-of day.
    public var bookings: Int
    /// Person-minutes booked.
    public var bookedMinutes: Int
    /// Capacity × opening minutes over the days from the first counted booking to the last.
    public var availableMinutes: Int
    /// Monday first, 24 hours each: the share of the hour's capacity booked on that
    /// weekday over the same days; nil where the centre is closed all hour.
    public var grid: [[Double?]]

    /// `bookedMinutes / availableMinutes`, nil with nothing available.
    public var occupancy: Double? { availableMinutes > 0 ? Double(bookedMinutes) / Double(availableMinutes) : nil }

    enum CodingKeys: String, CodingKey {
        case id, name, capacity, bookings, bookedHours = "booked_hours", occupancy
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(capacity, forKey: .capacity)
        try c.encode(bookings, forKey: .bookings)
        try c.encode(rounded: Double(bookedMinutes) / 60, forKey: .bookedHours)
        try c.encode(rounded: occupancy, forKey: .occupancy)
    }
}
