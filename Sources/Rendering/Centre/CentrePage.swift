import TrainingModel

/// The pages a centre adds under `centre/` (docs/content-format.md#centre): the roster, dues by month,
/// occupancy per facility and a printable day sheet per facility and day with bookings.
enum CentrePage: Sendable {
    case roster
    case dues
    case occupancy
    /// The facility's bookings of the day travel with the page, grouped once for all sheets.
    case daySheet(Facility, CalendarDate, [Booking])

    /// Every centre page, in a fixed order: day sheets by date, then facility (the order
    /// of `centre.bookings`).
    static func all(for centre: Centre) -> [CentrePage] {
        var pages: [CentrePage] = [.roster, .dues, .occupancy]
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
        case .daySheet(let facility, let date, _): return SitePaths.centreDaySheet(date: date, facility: facility.id)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case centre
        case centreDues = "centre-dues"
        case centreOccupancy = "centre-occupancy"
        case centreDaySheet = "centre-day-sheet"
    }

    var template: Template {
        switch self {
        case .roster: return .centre
        case .dues: return .centreDues
        case .occupancy: return .centreOccupancy
        case .daySheet: return .centreDaySheet
        }
    }
}

extension SitePaths {
    static let centre = "centre/index.html"
    static let centreDues = "centre/dues/index.html"
    static let centreOccupancy = "centre/occupancy/index.html"
    static func centreDaySheet(date: CalendarDate, facility: String) -> String {
        "centre/bookings/\(date.iso)/\(facility)/index.html"
    }
}
