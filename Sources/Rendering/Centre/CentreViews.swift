/// What the centre templates see. Amounts are text already formatted, and absent
/// (`Maybe.none`) on public pages unless the centre sets `public_dues: true`.
struct CentreNav: Sendable, Encodable {
    var rosterHref: String
    var duesHref: String
    var occupancyHref: String
    /// Only on a centre with classes.
    var timetableHref: Maybe<String>
    /// Only on a centre with equipment.
    var inventoryHref: Maybe<String>
}

/// `centre/index.html`: the centre, its plans and members, and the day sheets.
struct CentreRosterView: Sendable, Encodable {
    struct Plan: Sendable, Encodable {
        var name: String
        var fee: Maybe<String>
        var sessions: String
        var members: Int
    }

    struct Member: Sendable, Encodable {
        var name: String
        var href: Maybe<String>
        var plan: String
        var since: String
        var until: Maybe<String>
        var status: String
        var statusClass: String
        var lastVisit: String
    }

    struct Facility: Sendable, Encodable {
        var name: String
        var detail: String
        var description: Maybe<String>
        /// A link to the picture, with the facility's name as its text alternative.
        var photo: Maybe<String>
        /// `Dumbbell pairs × 10`.
        var equipment: [String]
        var hasEquipment: Bool
        var sheets: [LinkItem]
    }

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var address: Maybe<String>
    var openingHours: [FactView]
    var plans: [Plan]
    var showFees: Bool
    var members: [Member]
    var hasMembers: Bool
    var activeMembers: String
    var facilities: [Facility]
}

/// `centre/dues/index.html`: totals per month and a member × month table of statuses.
struct CentreDuesView: Sendable, Encodable {

    struct Cell: Sendable, Encodable {
        var status: String
        var statusClass: String
        var amount: Maybe<String>
        var note: Maybe<String>
    }

    struct Row: Sendable, Encodable {
        var name: String
        var cells: [Cell]
    }

    /// A line falling due soon.
    struct Coming: Sendable, Encodable {
        var name: String
        var period: String
        var dueOn: String
        var isoDueOn: String
        var amount: Maybe<String>
    }

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var months: [CentreMonthLink]
    var years: [LinkItem]
    var monthHeaders: [String]
    var rows: [Row]
    var hasDues: Bool
    var showAmounts: Bool
    var upcoming: [Coming]
    var hasUpcoming: Bool
}

/// `centre/occupancy/index.html`: per facility its numbers and weekday × hour heat map.
struct CentreOccupancyView: Sendable, Encodable {
    struct Facility: Sendable, Encodable {
        var name: String
        var facts: [FactView]
        var chartHTML: Maybe<String>
    }

    /// A class's places: used against offered.
    struct ClassRow: Sendable, Encodable {
        var name: String
        var runs: String
        var offered: String
        var used: String
        var occupancy: String
    }

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var facilities: [Facility]
    var classes: [ClassRow]
    var hasClasses: Bool
}

/// `centre/timetable/index.html`: the week's classes, day by day.
struct CentreTimetableView: Sendable, Encodable {
    struct Run: Sendable, Encodable {
        var time: String
        var name: String
        var facility: String
        var instructor: String
        var places: String
    }

    struct Day: Sendable, Encodable {
        var name: String
        var runs: [Run]
    }

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var days: [Day]
}

/// `centre/inventory/index.html`: every piece of equipment with its total and where it is.
struct CentreInventoryView: Sendable, Encodable {
    struct Line: Sendable, Encodable {
        var name: String
        var quantity: String
        /// `Weights room: 8 · Centre: 2`.
        var places: String
    }

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var lines: [Line]
    var total: String
}

/// `centre/bookings/<date>/<facility>/index.html`: one printable page for the desk.
struct CentreDaySheetView: Sendable, Encodable {
    struct Person: Sendable, Encodable {
        var name: String
        /// `18:00–20:00` when the booking is longer than the slot, and the session's name.
        var detail: Maybe<String>
    }

    struct Slot: Sendable, Encodable {
        var time: String
        var count: String
        var people: [Person]
        var free: Maybe<String>
    }

    /// A class that runs in the facility that day: its attendees and free places.
    struct ClassBlock: Sendable, Encodable {
        var time: String
        var name: String
        var instructor: String
        var count: String
        var people: [Person]
        var free: Maybe<String>
    }

    var labels: CentreStrings
    var centreName: String
    var facilityName: String
    var date: String
    var isoDate: String
    var facts: String
    /// Empty on a day the facility has only classes.
    var slots: [Slot]
    var hasSlots: Bool
    var classes: [ClassBlock]
    var hasClasses: Bool
    var paperSize: String
    var backHref: String
    /// Fewer rows print taller: `day-sheet-rows-N` groups of 4.
    var densityClass: String
}

/// A month's totals, linked to its page.
struct CentreMonthLink: Sendable, Encodable {
    var label: String
    var href: String
    var paid: String
    var pending: String
    var overdue: String
}

/// `centre/dues/<YYYY>/index.html`: the year's months, each linked to its page.
struct CentreDuesYearView: Sendable, Encodable {
    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var year: String
    var months: [CentreMonthLink]
    var years: [LinkItem]
    var showAmounts: Bool
}

/// `centre/dues/<YYYY-MM>/index.html`: every line of the month as it stood at its end.
struct CentreDuesMonthView: Sendable, Encodable {
    struct Line: Sendable, Encodable {
        var name: String
        var period: String
        var dueOn: String
        var isoDueOn: String
        var status: String
        var statusClass: String
        var amount: Maybe<String>
        var note: Maybe<String>
    }

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var month: String
    /// "As it stood on 30 November 2026".
    var standing: String
    var totals: CentreMonthLink
    var lines: [Line]
    var hasLines: Bool
    var yearHref: String
    var previous: Maybe<LinkItem>
    var next: Maybe<LinkItem>
    var showAmounts: Bool
}

/// `centre/receipts/<number>/index.html`: one printable A5 or A4 page per payment.
struct CentreReceiptView: Sendable, Encodable {
    var labels: CentreStrings
    var centreName: String
    var address: Maybe<String>
    var number: String
    var member: String
    var paidOn: String
    var isoPaidOn: String
    var periods: String
    var amount: String
    var method: String
    var plan: String
    var paperSize: String
    var backHref: String
}
