/// What the centre templates see. Amounts are text already formatted, and absent
/// (`Maybe.none`) on public pages unless the centre sets `public_dues: true`.
struct CentreNav: Sendable, Encodable {
    var rosterHref: String
    var duesHref: String
    var occupancyHref: String
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

    var labels: CentreStrings
    var nav: CentreNav
    var name: String
    var facilities: [Facility]
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

    var labels: CentreStrings
    var centreName: String
    var facilityName: String
    var date: String
    var isoDate: String
    var facts: String
    var slots: [Slot]
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
