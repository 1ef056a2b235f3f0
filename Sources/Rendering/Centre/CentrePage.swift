import TextAndDates
import TrainingModel

/// The pages a centre adds under `centre/` (docs/centre.md): the roster, dues by month,
/// occupancy per facility and class, a printable day sheet per facility and day with bookings,
/// the week's timetable of classes and the inventory of equipment.
enum CentrePage: PageKind {
    case roster
    case dues
    case occupancy
    /// Only on a centre with classes.
    case timetable
    /// Only on a centre with equipment.
    case inventory
    /// The facility's bookings of the day travel with the page, grouped once for all sheets.
    case daySheet(Facility, CalendarDate, [Booking])
    /// A year's index of its months' dues.
    case duesYear(Int)
    /// A month's dues, as they stood at its end.
    case duesMonth(YearMonth)
    /// A payment's printable receipt, only while the centre `hasReceipts`.
    case receipt(Payment)
    /// `athletes/<id>/centre.ics`, one per member: their bookings and dues as a calendar,
    /// written without a template.
    case memberCalendar(String)

    /// Each member's calendar (an athlete with `membership:`; only members book or owe dues),
    /// in the library's order of athletes.
    static func memberCalendars(in library: TrainingLibrary) -> [CentrePage] {
        guard library.centre != nil else { return [] }
        return library.athletes.filter { $0.membership != nil }.map { .memberCalendar($0.id) }
    }

    /// Every centre page, in a fixed order: day sheets by date, then facility (the order
    /// of `centre.bookings`).
    static func all(for centre: Centre) -> [CentrePage] {
        var pages: [CentrePage] = [.roster, .dues, .occupancy]
        if !centre.classes.isEmpty { pages.append(.timetable) }
        if centre.hasEquipment { pages.append(.inventory) }
        if let months = centre.recordedMonths {
            var month = months.lowerBound
            while month <= months.upperBound {
                if month == months.lowerBound || month.month == 1 { pages.append(.duesYear(month.year)) }
                pages.append(.duesMonth(month))
                month = month.adding(months: 1)
            }
        }
        if centre.hasReceipts {
            pages += centre.payments.filter { $0.paidOn != nil }.map(CentrePage.receipt)
        }
        let facilities = Dictionary(centre.facilities.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var start = centre.bookings.startIndex
        while start < centre.bookings.endIndex {
            let first = centre.bookings[start]
            let end = centre.bookings[start...].firstIndex { $0.date != first.date || $0.facility != first.facility }
                ?? centre.bookings.endIndex
            if let facility = facilities[first.facility] {
                pages.append(.daySheet(facility, first.date, Array(centre.bookings[start..<end])))
            }
            start = end
        }
        return pages
    }

    var path: String {
        switch self {
        case .roster: return SitePaths.centre
        case .dues: return SitePaths.centreDues
        case .occupancy: return SitePaths.centreOccupancy
        case .timetable: return SitePaths.centreTimetable
        case .inventory: return SitePaths.centreInventory
        case .daySheet(let facility, let date, _): return SitePaths.centreDaySheet(date: date, facility: facility.id)
        case .duesYear(let year): return SitePaths.centreDuesYear(year)
        case .duesMonth(let month): return SitePaths.centreDuesMonth(month)
        case .receipt(let payment): return SitePaths.centreReceipt(payment.receiptNumber)
        case .memberCalendar(let id): return SitePaths.memberCalendar(id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case centre
        case centreDues = "centre-dues"
        case centreOccupancy = "centre-occupancy"
        case centreDaySheet = "centre-day-sheet"
        case centreDuesYear = "centre-dues-year"
        case centreDuesMonth = "centre-dues-month"
        case centreReceipt = "centre-receipt"
        case centreTimetable = "centre-timetable"
        case centreInventory = "centre-inventory"
        /// A member's calendar, written by Swift: no file under `pages/`.
        case memberCalendar = "member-calendar"
    }

    /// A member's calendar is written without a template: no file under `pages/`.
    static var pageTemplates: [String] { Template.allCases.filter { $0 != .memberCalendar }.map(\.rawValue) }

    var template: Template {
        switch self {
        case .roster: return .centre
        case .dues: return .centreDues
        case .occupancy: return .centreOccupancy
        case .timetable: return .centreTimetable
        case .inventory: return .centreInventory
        case .daySheet: return .centreDaySheet
        case .duesYear: return .centreDuesYear
        case .duesMonth: return .centreDuesMonth
        case .receipt: return .centreReceipt
        case .memberCalendar: return .memberCalendar
        }
    }

    /// A member's calendar is about the member; every other page is the centre's.
    var subject: PageSubject {
        switch self {
        case .memberCalendar(let id): return .athlete(id)
        case .roster, .dues, .occupancy, .timetable, .inventory, .daySheet, .duesYear, .duesMonth, .receipt: return .site
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .roster, .dues, .occupancy, .timetable, .inventory, .daySheet, .duesYear, .duesMonth, .receipt, .memberCalendar: return .website
        }
    }

    /// None of their own: the full title stands in.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .roster, .dues, .occupancy, .timetable, .inventory, .daySheet, .duesYear, .duesMonth, .receipt, .memberCalendar: return ""
        }
    }

    /// No dated content in the sitemap's sense (bookings and dues are the centre's, not training).
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .roster, .dues, .occupancy, .timetable, .inventory, .daySheet, .duesYear, .duesMonth, .receipt, .memberCalendar: return nil
        }
    }

    /// Made only for a library with a centre (`CentrePage.all(for:)`), which the builder's
    /// context holds.
    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        guard let centre = builder.context.library.centre else {
            preconditionFailure("a centre page of a library without a centre")
        }
        // Not a page: the feed is written as it is, and reads the member's data alone.
        if case .memberCalendar(let id) = self { return Array(builder.memberCalendarText(id).utf8) }
        return try builder.renderCentre(centre, self, job: job)
    }

    /// The roster, on a site with a centre.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        guard context.library.centre != nil else { return [] }
        return [NavigationLink(path: SitePaths.centre,
                               label: CentreStrings.forLanguage(context.library.config.language).centre, section: .centre)]
    }
}

extension SitePaths {
    static let centre = "centre/index.html"
    static let centreDues = "centre/dues/index.html"
    static let centreOccupancy = "centre/occupancy/index.html"
    static let centreTimetable = "centre/timetable/index.html"
    static let centreInventory = "centre/inventory/index.html"
    static func centreDuesYear(_ year: Int) -> String { "centre/dues/\(year.zeroPadded(to: 4))/index.html" }
    static func centreDuesMonth(_ month: YearMonth) -> String { "centre/dues/\(month.iso)/index.html" }
    static func centreReceipt(_ number: String) -> String { "centre/receipts/\(segment(number))/index.html" }
    /// A member's calendar of bookings and dues, beside their pages.
    static func memberCalendar(_ id: String) -> String { "athletes/\(segment(id))/centre.ics" }
    static func centreDaySheet(date: CalendarDate, facility: String) -> String {
        "centre/bookings/\(date.iso)/\(segment(facility))/index.html"
    }
}

extension Centre {
    /// Whether any facility, or the centre itself, lists equipment: the inventory page's condition.
    var hasEquipment: Bool { !equipment.isEmpty || facilities.contains { !$0.equipment.isEmpty } }
}
