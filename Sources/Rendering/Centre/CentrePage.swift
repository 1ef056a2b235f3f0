import TrainingModel

/// The pages a centre adds under `centre/` (SPEC §8): the roster, dues by month,
/// occupancy per facility and a printable day sheet per facility and day with bookings.
enum CentrePage: Sendable {
    case roster
    case dues
    case occupancy
    case daySheet(Facility, CalendarDate)

    /// Every centre page, in a fixed order: day sheets by date, then facility.
    static func all(for centre: Centre) -> [CentrePage] {
        var pages: [CentrePage] = [.roster, .dues, .occupancy]
        var seen: Set<String> = []
        for booking in centre.bookings where seen.insert(booking.date.iso + "/" + booking.facility).inserted {
            if let facility = centre.facility(id: booking.facility) { pages.append(.daySheet(facility, booking.date)) }
        }
        return pages
    }

    var path: String {
        switch self {
        case .roster: return SitePaths.centre
        case .dues: return SitePaths.centreDues
        case .occupancy: return SitePaths.centreOccupancy
        case .daySheet(let facility, let date): return SitePaths.centreDaySheet(date: date, facility: facility.id)
        }
    }

    var template: String {
        switch self {
        case .roster: return "centre"
        case .dues: return "centre-dues"
        case .occupancy: return "centre-occupancy"
        case .daySheet: return "centre-day-sheet"
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
