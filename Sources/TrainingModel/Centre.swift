import TextAndDates
/// A sports centre kept as files (docs/centre.md): `content/centre/centre.yaml` with its plans
/// and opening hours, plus its facilities, payments and bookings. Members are athletes
/// with a `membership`. Arrays are sorted (facilities and plans by id, payments by
/// period then member, bookings by date, facility, start, member) so nothing downstream
/// depends on file order.
public struct Centre: Hashable, Sendable {
    public var name: String
    public var address: String?
    /// As written (`EUR`, `€`); printed after amounts.
    public var currency: String
    /// Whether public pages may show payment amounts (`public_dues`); report and stats always do.
    public var publicDues: Bool
    /// Monday first, seven entries; nil for a day the centre is closed.
    public var openingHours: [OpeningHours?]
    public var plans: [MembershipPlan]
    public var facilities: [Facility]
    /// The centre's own equipment, outside any facility (`equipment:` in `centre.yaml`).
    public var equipment: [EquipmentItem] = []
    /// The people who teach its classes (`instructors:` in `centre.yaml`), by id.
    public var instructors: [Instructor] = []
    /// Group classes (`classes/<id>.yaml`), by id.
    public var classes: [CentreClass] = []
    public var payments: [Payment]
    public var bookings: [Booking]
    /// The months the centre's records reach, each with a dues page: from the first a
    /// membership starts in to the last a membership starts or ends in, or a payment's
    /// period or day, or a booking, falls in. Set when the centre is loaded.
    public var recordedMonths: ClosedRange<YearMonth>?
    /// Whether the site gets a printable receipt per payment. True as loaded;
    /// `withoutPrivateAthletes` (every build without `--include-private`) turns it off,
    /// since a receipt names a member and what they paid.
    public var hasReceipts = true
    /// `A5` or `A4` (`receipt_paper`).
    public var receiptPaper = "A5"

    public init(name: String, address: String? = nil, currency: String = "EUR", publicDues: Bool = false,
                openingHours: [OpeningHours?] = Array(repeating: nil, count: 7), plans: [MembershipPlan] = [],
                facilities: [Facility] = [], payments: [Payment] = [], bookings: [Booking] = []) {
        self.name = name
        self.address = address
        self.currency = currency
        self.publicDues = publicDues
        self.openingHours = openingHours
        self.plans = plans
        self.facilities = facilities
        self.payments = payments
        self.bookings = bookings
    }

    /// `recordedMonths` for these members' memberships (those on a plan of the centre).
    public func recordedMonths(of memberships: [Membership]) -> ClosedRange<YearMonth>? {
        let memberships = memberships.filter { plan(id: $0.plan) != nil }
        guard let first = memberships.map(\.since).min() else { return nil }
        var days = memberships.map(\.since) + memberships.compactMap(\.until) + bookings.map(\.date)
        for payment in payments {
            days.append(payment.period.first)
            if let paidOn = payment.paidOn { days.append(paidOn) }
        }
        return YearMonth(first)...YearMonth(max(first, days.max() ?? first))
    }

    public func hours(on weekday: Weekday) -> OpeningHours? { openingHours[weekday.mondayIndex] }
    public func plan(id: String) -> MembershipPlan? { plans.first { $0.id == id } }
    public func facility(id: String) -> Facility? { facilities.first { $0.id == id } }
    public func instructor(id: String) -> Instructor? { instructors.first { $0.id == id } }
    public func centreClass(id: String) -> CentreClass? { classes.first { $0.id == id } }

    /// Every run of every class on `weekday`, by start, then class id.
    public func classRuns(on weekday: Weekday) -> [(centreClass: CentreClass, run: ClassRun)] {
        classes.flatMap { centreClass in
            centreClass.runs.filter { $0.weekday == weekday }.map { (centreClass: centreClass, run: $0) }
        }
        .sorted { ($0.run.start, $0.centreClass.id) < ($1.run.start, $1.centreClass.id) }
    }

    /// The inventory (docs/centre.md#inventory): every piece of equipment of the facilities and
    /// of the centre, one line per name as `names` compares names (the site's rule of names,
    /// `TrainingLibrary.names`), with its total and where it is; by name.
    public func inventory(names: NameKey) -> [InventoryLine] {
        var lines: [String: InventoryLine] = [:]
        var order: [String] = []
        func add(_ item: EquipmentItem, place: String?) {
            let key = names.key(item.name)
            if lines[key] == nil {
                lines[key] = InventoryLine(name: item.name, quantity: 0, places: [])
                order.append(key)
            }
            lines[key]!.quantity += item.quantity
            lines[key]!.places.append(InventoryLine.Place(facility: place, quantity: item.quantity))
        }
        for facility in facilities { for item in facility.equipment { add(item, place: facility.id) } }
        for item in equipment { add(item, place: nil) }
        return order.map { lines[$0]! }.sorted {
            ($0.name.comparisonForm, $0.name) < ($1.name.comparisonForm, $1.name)
        }
    }
}

/// A piece of equipment and how many the centre has of it.
public struct EquipmentItem: Hashable, Sendable {
    public var name: String
    public var quantity: Int
    public init(name: String, quantity: Int) {
        self.name = name
        self.quantity = quantity
    }
}

/// One line of the inventory: the name as first written, the total and each place's share
/// (`facility` nil for the centre's own equipment), facilities by id, then the centre.
public struct InventoryLine: Hashable, Sendable {
    public struct Place: Hashable, Sendable {
        public var facility: String?
        public var quantity: Int
        public init(facility: String?, quantity: Int) {
            self.facility = facility
            self.quantity = quantity
        }
    }
    public var name: String
    public var quantity: Int
    public var places: [Place]
    public init(name: String, quantity: Int, places: [Place]) {
        self.name = name
        self.quantity = quantity
        self.places = places
    }
}

/// Someone who teaches the centre's classes.
public struct Instructor: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A group class (docs/centre.md#classes): a weekly timetable in one facility, with one
/// instructor and a number of places greater than 1.
public struct CentreClass: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var facility: String
    public var instructor: String
    /// Places per run, at least 2.
    public var capacity: Int
    /// By weekday (Monday first), then start.
    public var runs: [ClassRun]
    /// A session template id, when the class follows one.
    public var session: String?
    public init(id: String, name: String, facility: String, instructor: String, capacity: Int, runs: [ClassRun],
                session: String? = nil) {
        self.id = id
        self.name = name
        self.facility = facility
        self.instructor = instructor
        self.capacity = capacity
        self.runs = runs
        self.session = session
    }
}

/// A class's weekly run: a weekday and a time, in minutes after midnight.
public struct ClassRun: Hashable, Sendable {
    public var weekday: Weekday
    public var start: Int
    public var end: Int
    public init(weekday: Weekday, start: Int, end: Int) {
        self.weekday = weekday
        self.start = start
        self.end = end
    }

    public static func order(_ a: ClassRun, _ b: ClassRun) -> Bool {
        (a.weekday.mondayIndex, a.start, a.end) < (b.weekday.mondayIndex, b.start, b.end)
    }
}

/// From `opens` to `closes`, in minutes after midnight (`07:00-22:00` is 420…1320).
public struct OpeningHours: Hashable, Sendable {
    public var opens: Int
    public var closes: Int
    public init(opens: Int, closes: Int) {
        self.opens = opens
        self.closes = closes
    }
}

public struct MembershipPlan: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// In cents of the centre's currency, per period or per pack (`billing`).
    public var feeCents: Int
    public var billing: Billing
    /// Nil: a fee falls due on its period's last day.
    public var dueDay: DueDay?
    /// Sessions a period the fee covers; nil for unlimited (and for packs).
    public var sessionsIncluded: Int?
    public init(id: String, name: String, feeCents: Int, billing: Billing = .every(.month), dueDay: DueDay? = nil,
                sessionsIncluded: Int? = nil) {
        self.id = id
        self.name = name
        self.feeCents = feeCents
        self.billing = billing
        self.dueDay = dueDay
        self.sessionsIncluded = sessionsIncluded
    }
}

/// An athlete's `membership:`: the plan, from `since` through `until` (inclusive) when set,
/// with the member's own fee and discount when they have one.
public struct Membership: Hashable, Sendable {
    public var plan: String
    public var since: CalendarDate
    public var until: CalendarDate?
    /// The member's fee per period (or pack) of the plan, instead of the plan's.
    public var feeCents: Int?
    public var discount: Discount?
    /// Where `plan:` was written, so an unknown plan is reported there.
    public var planLine: Int
    public var planColumn: Int
    public init(plan: String, since: CalendarDate, until: CalendarDate? = nil, feeCents: Int? = nil,
                discount: Discount? = nil, planLine: Int = 1, planColumn: Int = 1) {
        self.plan = plan
        self.since = since
        self.until = until
        self.feeCents = feeCents
        self.discount = discount
        self.planLine = planLine
        self.planColumn = planColumn
    }

    /// The member's fee for a whole period (or pack) of `plan`: their own or the plan's,
    /// less their discount.
    public func fee(on plan: MembershipPlan) -> Int {
        let fee = feeCents ?? plan.feeCents
        return discount?.applied(to: fee) ?? fee
    }
}

public struct Facility: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    /// People at once.
    public var capacity: Int
    /// Minutes; bookings start and end on this grid, counted from opening time.
    public var slotMinutes: Int
    /// Plain text, as written.
    public var description: String?
    /// A picture: a path under `content/` (resolved from the facility's file) or an http(s) URL.
    public var photo: String?
    /// What the facility holds, in the order written.
    public var equipment: [EquipmentItem]
    public init(id: String, name: String, capacity: Int, slotMinutes: Int, description: String? = nil, photo: String? = nil,
                equipment: [EquipmentItem] = []) {
        self.id = id
        self.name = name
        self.capacity = capacity
        self.slotMinutes = slotMinutes
        self.description = description
        self.photo = photo
        self.equipment = equipment
    }
}

/// One payment of `payments/<period>.yaml`: a member's row, or one entry of a row that
/// lists several (part payments).
public struct Payment: Hashable, Sendable {
    public var period: DuesPeriod
    public var member: String
    /// Nil when not written: whatever is still due for the period (or one pack's fee).
    public var amountCents: Int?
    /// Nil while pending.
    public var paidOn: CalendarDate?
    /// 1 for a row of one payment; the place in the row's list otherwise.
    public var entry: Int
    /// How it was paid, as written (`cash`, `card`, `bank transfer`).
    public var method: String?
    public init(period: DuesPeriod, member: String, amountCents: Int?, paidOn: CalendarDate?, entry: Int = 1,
                method: String? = nil) {
        self.period = period
        self.member = member
        self.amountCents = amountCents
        self.paidOn = paidOn
        self.entry = entry
        self.method = method
    }

    /// `2026-11-ben-1`: the payment's file, member and place in the row, so it stays the
    /// same from build to build and when other payments are added.
    public var receiptNumber: String { period.name + "-" + member + "-" + String(entry) }

    public static func order(_ a: Payment, _ b: Payment) -> Bool {
        (a.period, a.member, a.entry) < (b.period, b.member, b.entry)
    }
}

public struct Booking: Hashable, Sendable {
    public var date: CalendarDate
    public var facility: String
    public var member: String
    /// Minutes after midnight.
    public var start: Int
    public var end: Int
    /// A session template id, when the booking is for one.
    public var session: String?
    /// The class booked (`class:`), whose facility and time the booking takes; nil for a
    /// place in the facility.
    public var classID: String?
    public init(date: CalendarDate, facility: String, member: String, start: Int, end: Int, session: String? = nil,
                classID: String? = nil) {
        self.date = date
        self.facility = facility
        self.member = member
        self.start = start
        self.end = end
        self.session = session
        self.classID = classID
    }

    /// The member of a private athlete's booking on the published site: nobody.
    public static let anonymousMember = ""
    /// A private athlete's booking: counted, never named.
    public var isAnonymous: Bool { member == Self.anonymousMember }

    public static func order(_ a: Booking, _ b: Booking) -> Bool {
        (a.date, a.facility, a.start, a.end, a.member) < (b.date, b.facility, b.start, b.end, b.member)
    }
}

/// A calendar month, the unit of dues.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    public init(_ date: CalendarDate) {
        year = date.year
        month = date.month
    }

    /// Parses `YYYY-MM` exactly.
    public init?(iso text: some StringProtocol) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2, let y = Int(parts[0]), let m = Int(parts[1])
        else { return nil }
        self.init(year: y, month: m)
    }

    public var firstDay: CalendarDate { CalendarDate(year: year, month: month, day: 1)! }
    public var lastDay: CalendarDate {
        CalendarDate(year: year, month: month, day: CalendarDate.daysIn(month: month, year: year))!
    }

    public func adding(months: Int) -> YearMonth {
        let index = year * 12 + (month - 1) + months
        return YearMonth(unchecked: index / 12, index % 12 + 1)
    }

    private init(unchecked year: Int, _ month: Int) {
        self.year = year
        self.month = month
    }

    /// `2026-03`.
    public var iso: String {
        year.zeroPadded(to: 4) + "-" + month.zeroPadded(to: 2)
    }

    public var description: String { iso }

    public static func < (a: YearMonth, b: YearMonth) -> Bool { (a.year, a.month) < (b.year, b.month) }
}

/// Times of day as the centre's files write them.
public enum ClockTime {
    /// `HH:MM` for minutes after midnight (`24:00` for the end of the day).
    public static func text(_ minutes: Int) -> String {
        let h = minutes / 60, m = minutes % 60
        return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
    }

    /// Minutes after midnight for `H:MM` or `HH:MM` (`24:00` allowed); nil otherwise.
    public static func minutes(_ text: some StringProtocol) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let h = Int(parts[0]), let m = Int(parts[1]), m < 60, h < 24 || (h == 24 && m == 0) else { return nil }
        return h * 60 + m
    }
}
