import Foundation
import TestSupport
import Testing
@testable import Rendering
import Statistics
import TrainingModel

/// docs/centre.md#classes and #inventory: the timetable, a day sheet's classes with their
/// attendees and free places, the classes' occupancy, the inventory, and a facility in full
/// on the roster.
@Suite struct CentreClassPagesTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// `CentreFixture`'s centre with Aqua, a class for 2 in the pool on Mondays 18:00–19:00
    /// and Tuesdays 19:00–20:00, taught by Io; Ana booked in it on Monday 2 March, Ben in
    /// the pool itself after it; the pool's equipment and the centre's kickboards.
    static let library: TrainingLibrary = {
        var library = CentreFixture.library
        library.centre?.instructors = [Instructor(id: "io", name: "Io <Ortega>")]
        library.centre?.classes = [CentreClass(
            id: "aqua", name: "Aqua & fit", facility: "pool", instructor: "io", capacity: 2,
            runs: [ClassRun(weekday: .monday, start: 1080, end: 1140), ClassRun(weekday: .tuesday, start: 1140, end: 1200)])]
        library.centre?.facilities = [Facility(id: "pool", name: "Pool", capacity: 2, slotMinutes: 30,
                                               description: "Four lanes, 25 m.", photo: "centre/facilities/pool.jpg",
                                               equipment: [EquipmentItem(name: "Kickboard", quantity: 6),
                                                           EquipmentItem(name: "Pull buoy", quantity: 4)])]
        library.centre?.equipment = [EquipmentItem(name: "kickboards", quantity: 2)]
        library.centre?.bookings = [
            Booking(date: day("2026-03-02"), facility: "pool", member: "ana", start: 1080, end: 1140, classID: "aqua"),
            Booking(date: day("2026-03-02"), facility: "pool", member: "ben", start: 1140, end: 1200),
            Booking(date: day("2026-03-03"), facility: "pool", member: "ben", start: 1140, end: 1200, classID: "aqua"),
        ]
        return library
    }()

    static func pages() async throws -> [OutputFile] { try await CentrePagesTests.centrePages(library) }

    @Test func theTimetableListsTheWeeksRunsDayByDay() async throws {
        let files = try await Self.pages()
        let page = CentrePagesTests.text(files, "centre/timetable/index.html")
        let rows = page.components(separatedBy: "\n").filter { $0.hasPrefix("<h2>") || $0.hasPrefix("<tr><th scope=\"row\">") }
        #expect(rows == [
            "<h2>Monday</h2>",
            "<tr><th scope=\"row\">18:00–19:00</th><td>Aqua &amp; fit</td><td>Pool</td><td>Io &lt;Ortega&gt;</td><td>2</td></tr>",
            "<h2>Tuesday</h2>",
            "<tr><th scope=\"row\">19:00–20:00</th><td>Aqua &amp; fit</td><td>Pool</td><td>Io &lt;Ortega&gt;</td><td>2</td></tr>",
        ])
        // Every centre page links it.
        #expect(CentrePagesTests.text(files, "centre/index.html").contains("<a href=\"../centre/timetable/index.html\">Timetable</a>"))
        #expect(CentrePagesTests.text(files, "centre/dues/index.html").contains("<a href=\"../../centre/inventory/index.html\">Inventory</a>"))
    }

    /// Monday 2 March: the class's slots name it, Ben's slots follow, and the class lists Ana and one free place.
    @Test func theDaySheetListsEachClassWithItsAttendeesAndFreePlaces() async throws {
        let sheet = CentrePagesTests.text(try await Self.pages(), "centre/bookings/2026-03-02/pool/index.html")
        let rows = sheet.components(separatedBy: "\n").filter { $0.hasPrefix("<tr><th scope=\"row\">") }
        #expect(rows == [
            "<tr><th scope=\"row\">18:00–18:30</th><td>–</td><td><ul class=\"day-sheet-people\"><li><span class=\"check\" aria-hidden=\"true\"></span> Aqua &amp; fit <small>class</small></li></ul></td></tr>",
            "<tr><th scope=\"row\">18:30–19:00</th><td>–</td><td><ul class=\"day-sheet-people\"><li><span class=\"check\" aria-hidden=\"true\"></span> Aqua &amp; fit <small>class</small></li></ul></td></tr>",
            "<tr><th scope=\"row\">19:00–19:30</th><td>1 / 2</td><td><ul class=\"day-sheet-people\"><li><span class=\"check\" aria-hidden=\"true\"></span> Ben <small>19:00–20:00</small></li><li class=\"free\">1 free</li></ul></td></tr>",
            "<tr><th scope=\"row\">19:30–20:00</th><td>1 / 2</td><td><ul class=\"day-sheet-people\"><li><span class=\"check\" aria-hidden=\"true\"></span> Ben <small>19:00–20:00</small></li><li class=\"free\">1 free</li></ul></td></tr>",
            "<tr><th scope=\"row\">18:00–19:00</th><td>1 / 2</td><td><p class=\"day-sheet-class\"><strong>Aqua &amp; fit</strong> · Instructor: Io &lt;Ortega&gt;</p><ul class=\"day-sheet-people\"><li><span class=\"check\" aria-hidden=\"true\"></span> Ana</li><li class=\"free\">1 free</li></ul></td></tr>",
        ])
        // A day with only a class: no slots, the class alone.
        let tuesday = CentrePagesTests.text(try await Self.pages(), "centre/bookings/2026-03-03/pool/index.html")
        #expect(!tuesday.contains("<table class=\"day-sheet-slots\">"))
        #expect(tuesday.contains("<tr><th scope=\"row\">19:00–20:00</th><td>1 / 2</td>"))
    }

    /// As of 18 March: Aqua's bookings on 2 and 3 March hold its Monday and Tuesday runs, 4 places, 2 used.
    @Test func occupancyCountsEachClassesPlaces() async throws {
        let page = CentrePagesTests.text(try await Self.pages(), "centre/occupancy/index.html")
        #expect(page.contains("<tr><th scope=\"row\">Aqua &amp; fit</th><td>2</td><td>4</td><td>2</td><td>50%</td></tr>"))
    }

    @Test func theInventorySumsTheFacilitiesAndTheCentresEquipment() async throws {
        let files = try await Self.pages()
        let page = CentrePagesTests.text(files, "centre/inventory/index.html")
        let rows = page.components(separatedBy: "\n").filter { $0.hasPrefix("<tr><th scope=\"row\">") || $0.hasPrefix("<tfoot>") }
        #expect(rows == [
            "<tr><th scope=\"row\">Kickboard</th><td>8</td><td>Pool: 6 · Centre: 2</td></tr>",
            "<tr><th scope=\"row\">Pull buoy</th><td>4</td><td>Pool: 4</td></tr>",
            "<tfoot><tr><th scope=\"row\">Total</th><td>12</td><td></td></tr></tfoot>",
        ])
        let roster = CentrePagesTests.text(files, "centre/index.html")
        #expect(roster.contains("<img class=\"centre-photo\" src=\"../centre/facilities/pool.jpg\" alt=\"Pool\" loading=\"lazy\">"))
        #expect(roster.contains("<p>Four lanes, 25 m.</p>"))
        #expect(roster.contains("<li>Kickboard × 6</li>\n<li>Pull buoy × 4</li>"))
    }

    @Test func theReportListsEachClassesPlaces() throws {
        let statistics = StatisticsEngine.compute(Self.library, asOf: CentrePagesTests.asOf)
        let report = MarkdownReport(library: Self.library, statistics: statistics).text
        #expect(report.contains("""
            ### Classes

            | Class | Places | Classes held | Places offered | Places used | Occupancy |
            | --- | ---: | ---: | ---: | ---: | ---: |
            | Aqua \\& fit | 2 | 2 | 4 | 2 | 50% |

            """))
    }

    @Test func aSpanishSiteHasSpanishTimetableAndInventory() async throws {
        var library = Self.library
        library.config.language = .es
        let files = try await CentrePagesTests.centrePages(library)
        let timetable = CentrePagesTests.text(files, "centre/timetable/index.html")
        #expect(timetable.contains("<h1>Horario de clases · Riverside</h1>"))
        #expect(timetable.contains("<h2>lunes</h2>"))
        #expect(timetable.contains("<th scope=\"col\">Monitor</th><th scope=\"col\">Plazas</th>"))
        let inventory = CentrePagesTests.text(files, "centre/inventory/index.html")
        #expect(inventory.contains("<tr><th scope=\"row\">Kickboard</th><td>8</td><td>Pool: 6 · Centro: 2</td></tr>"))
        let sheet = CentrePagesTests.text(files, "centre/bookings/2026-03-02/pool/index.html")
        #expect(sheet.contains("<strong>Aqua &amp; fit</strong> · Monitor: Io &lt;Ortega&gt;</p>"))
        #expect(sheet.contains("<li class=\"free\">1 libres</li>"))
    }

    /// Without classes or equipment the centre has neither page, and no link to them.
    @Test func noTimetableOrInventoryWithoutThem() async throws {
        let files = try await CentrePagesTests.centrePages(CentreFixture.library)
        #expect(!files.map(\.path).contains("centre/timetable/index.html"))
        #expect(!files.map(\.path).contains("centre/inventory/index.html"))
        #expect(!CentrePagesTests.text(files, "centre/index.html").contains("Timetable"))
    }
}
