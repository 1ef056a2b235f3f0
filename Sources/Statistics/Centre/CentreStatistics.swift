import TrainingModel

/// A centre's numbers as of one day (docs/centre.md): members, dues per month with the rule
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
    /// The roster by surname (or the name's last word), then name and id: the roster page's order.
    public var rosterBySurname: [MemberStatus] {
        roster.sorted { ($0.sortName, $0.name, $0.id) < ($1.sortName, $1.name, $1.id) }
    }
    /// Every member's dues lines, by member, then period (docs/statistics.md#centre-dues).
    public var lines: [DuesLine]
    /// Every month from the first with any lines to the last, oldest first, each as it
    /// closed (`DuesLine.closing`), or as of the as-of day while it is not over: the same
    /// whatever the as-of day once the month is over.
    public var months: [DuesMonth]
    /// The figures of `month`: none for a month with no lines.
    public func figures(of month: YearMonth) -> DuesMonth {
        months.first { $0.month == month } ?? DuesMonth(month: month, lines: [])
    }
    /// The last `DuesMonth.window` of `months` up to the as-of month: the dues page's and report.md's.
    public var recentMonths: [DuesMonth] {
        Array(months.filter { $0.month <= YearMonth(asOf) }.suffix(DuesMonth.window))
    }
    /// Every overdue line, oldest month first, then by member.
    public var overdue: [DuesLine] {
        lines.filter { $0.status == .overdue }.sorted { ($0.month, $0.member, $0.dueOn) < ($1.month, $1.member, $1.dueOn) }
    }
    /// What falls due from the as-of day through `upcomingDays` after it and is not paid,
    /// by due day, then member.
    public var upcoming: [DuesLine] {
        let last = asOf.adding(days: Self.upcomingDays)
        return lines.filter { $0.status != .paid && $0.dueOn >= asOf && $0.dueOn <= last }
            .sorted { ($0.dueOn, $0.member, $0.period) < ($1.dueOn, $1.member, $1.period) }
    }
    public var facilities: [FacilityUsage]
    /// Every class, by id: places used against places offered (docs/statistics.md#class-occupancy).
    public var classes: [ClassUsage] = []
    public var asOf: CalendarDate

    /// One per payment with a day paid, by number.
    public var receipts: [Receipt]

    /// The lines' credits of each payment with a day paid, taken together.
    static func receipts(of lines: [DuesLine]) -> [Receipt] {
        var byNumber: [String: Receipt] = [:]
        for line in lines {
            for credit in line.credits {
                guard let paidOn = credit.paidOn else { continue }
                var receipt = byNumber[credit.payment.receiptNumber]
                    ?? Receipt(payment: credit.payment, paidOn: paidOn, amountCents: 0, periods: [])
                receipt.amountCents += credit.amountCents
                receipt.periods.append(line.period)
                byNumber[credit.payment.receiptNumber] = receipt
            }
        }
        return byNumber.keys.sorted().map { byNumber[$0]! }
    }

    /// Days after the as-of day whose dues are listed as coming.
    public static let upcomingDays = 30

    enum CodingKeys: String, CodingKey {
        case name, currency, activeMembers = "active_members", membersByPlan = "members_by_plan", roster,
             months = "dues", overdue, upcoming, facilities, classes
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
        try c.encode(upcoming, forKey: .upcoming)
        try c.encode(facilities, forKey: .facilities)
        if !classes.isEmpty { try c.encode(classes, forKey: .classes) }
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
    /// `Contact.sortName`: never encoded.
    public var sortName: String = ""

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
    /// Months on the dues page.
    public static let window = 12

    public var month: YearMonth
    /// Cents: paid is every line's paid part; pending and overdue what the month's lines
    /// of that status still owe.
    public var paidCents: Int
    public var pendingCents: Int
    public var overdueCents: Int
    /// Every line listed under the month, by member, then period.
    public var lines: [DuesLine]

    init(month: YearMonth, lines: [DuesLine]) {
        self.month = month
        self.lines = lines
        paidCents = lines.reduce(0) { $0 + $1.paidCents }
        func owed(_ status: DuesLine.Status) -> Int {
            lines.filter { $0.status == status }.reduce(0) { $0 + $1.owedCents }
        }
        pendingCents = owed(.pending)
        overdueCents = owed(.overdue)
    }

    /// A member's lines of the month taken together (a weekly fee has four or five): what
    /// they owe and paid, the worst status (overdue, then pending) and whether every one
    /// has a payment row; nil when the month has none of theirs.
    public func tally(of member: String) -> DuesTally? {
        let mine = lines.filter { $0.member == member }
        guard !mine.isEmpty else { return nil }
        let status: DuesLine.Status = mine.contains { $0.status == .overdue } ? .overdue
            : mine.contains { $0.status == .pending } ? .pending : .paid
        return DuesTally(amountCents: mine.reduce(0) { $0 + $1.amountCents }, paidCents: mine.reduce(0) { $0 + $1.paidCents },
                         status: status, recorded: mine.allSatisfy(\.recorded))
    }

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

public struct DuesTally: Sendable, Hashable {
    public var amountCents: Int
    public var paidCents: Int
    public var status: DuesLine.Status
    public var recorded: Bool
    /// Something paid, not all of it.
    public var isPartPaid: Bool { paidCents > 0 && paidCents < amountCents }
}

/// One payment towards a line: its amount once resolved (as written, or what was left due).
public struct DuesCredit: Sendable, Hashable {
    /// The payment it comes from.
    public var payment: Payment
    /// The part of it that goes to this line.
    public var amountCents: Int
    public var paidOn: CalendarDate? { payment.paidOn }
}

/// A payment's receipt: what it paid, towards which lines, numbered by
/// `Payment.receiptNumber`.
public struct Receipt: Sendable, Hashable {
    public var payment: Payment
    public var paidOn: CalendarDate
    public var amountCents: Int
    /// The periods (or packs) of the lines it went to, oldest first.
    public var periods: [String]
    public var number: String { payment.receiptNumber }
}

/// What one member owes for one period of their plan, or for one pack of visits.
public struct DuesLine: Sendable, Hashable, Encodable {
    public enum Status: String, Sendable, Hashable, Encodable {
        case paid, pending, overdue
    }

    public var member: String
    /// The period's name (`2026-11`, `2026-W45`, `2026-Q4`, `2026`), or `pack-2` for a
    /// member's second pack.
    public var period: String
    /// The month the line is listed under: that of the first day the membership covers
    /// of the period; for a pack, that of its due day.
    public var month: YearMonth
    public var dueOn: CalendarDate
    /// What is due: the member's fee, for the days of the period the membership covers.
    public var amountCents: Int
    /// What the member paid towards it on or before the as-of day.
    public var paidCents: Int
    /// Paid once nothing is owed; otherwise pending up to the due day and overdue after it.
    public var status: Status
    /// The day of the payment that completed it, for `paid`.
    public var paidOn: CalendarDate?
    /// False when there is no payment row for it: pending (or overdue) by absence.
    public var recorded: Bool
    /// The payments towards it, paid or not, in the order written.
    public var credits: [DuesCredit]

    /// What is still owed.
    public var owedCents: Int { max(0, amountCents - paidCents) }

    public init(member: String, period: String, month: YearMonth, dueOn: CalendarDate, amountCents: Int,
                paidCents: Int, status: Status, paidOn: CalendarDate?, recorded: Bool, credits: [DuesCredit] = []) {
        self.member = member
        self.period = period
        self.month = month
        self.dueOn = dueOn
        self.amountCents = amountCents
        self.paidCents = paidCents
        self.status = status
        self.paidOn = paidOn
        self.recorded = recorded
        self.credits = credits
    }

    /// The line made from what is due and its payments, as it stands on `day`: the
    /// payments dated on or before `paidThrough` (`day` unless given) count, and it is
    /// overdue when `day` is after its due day.
    init(member: String, period: String, month: YearMonth, dueOn: CalendarDate, amountCents: Int,
         credits: [DuesCredit], on day: CalendarDate, paidThrough: CalendarDate? = nil) {
        let through = paidThrough ?? day
        let counted = credits.filter { $0.paidOn.map { $0 <= through } ?? false }
        let paid = counted.reduce(0) { $0 + $1.amountCents }
        let status: Status = paid >= amountCents ? .paid : (day <= dueOn ? .pending : .overdue)
        self.init(member: member, period: period, month: month, dueOn: dueOn, amountCents: amountCents, paidCents: paid,
                  status: status, paidOn: status == .paid ? counted.compactMap(\.paidOn).max() : nil,
                  recorded: !credits.isEmpty, credits: credits)
    }

    /// The same line as it stood when `month` closed: the payments dated by its last day
    /// count, and it is overdue when due by that day and not paid.
    public func closing(_ month: YearMonth) -> DuesLine {
        DuesLine(member: member, period: period, month: self.month, dueOn: dueOn, amountCents: amountCents,
                 credits: credits, on: month.lastDay.adding(days: 1), paidThrough: month.lastDay)
    }

    enum CodingKeys: String, CodingKey {
        case member, period, month, dueOn = "due_on", amount, paidAmount = "paid_amount", status, paidOn = "paid_on",
             recorded
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(member, forKey: .member)
        try c.encode(period, forKey: .period)
        try c.encode(month.iso, forKey: .month)
        try c.encode(dueOn, forKey: .dueOn)
        try c.encode(rounded: Double(amountCents) / 100, forKey: .amount)
        try c.encode(rounded: Double(paidCents) / 100, forKey: .paidAmount)
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

/// A class's places (docs/statistics.md#class-occupancy): over the days from its first
/// booking on or before the as-of day to its last, every run of its timetable offers its
/// capacity, and every booking of a run uses one place.
public struct ClassUsage: Sendable, Hashable, Encodable {
    public var id: String
    public var name: String
    public var capacity: Int
    /// Runs of the timetable on the days counted.
    public var runs: Int
    public var placesOffered: Int
    public var placesUsed: Int

    /// `placesUsed / placesOffered`, nil with nothing offered.
    public var occupancy: Double? { placesOffered > 0 ? Double(placesUsed) / Double(placesOffered) : nil }

    enum CodingKeys: String, CodingKey {
        case id, name, capacity, runs, placesOffered = "places_offered", placesUsed = "places_used", occupancy
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(capacity, forKey: .capacity)
        try c.encode(runs, forKey: .runs)
        try c.encode(placesOffered, forKey: .placesOffered)
        try c.encode(placesUsed, forKey: .placesUsed)
        try c.encode(rounded: occupancy, forKey: .occupancy)
    }
}
