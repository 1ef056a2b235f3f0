import Foundation
import Loading
import Statistics
import TestSupport
import Testing
import TrainingModel

/// docs/statistics.md#class-occupancy: a class's places used against places offered.
@Suite struct ClassOccupancyTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    /// `CentreFixture`'s centre with a class in the pool on Mondays 18:00–19:00 for 2 and
    /// Tuesdays 19:00–20:00 (with a second run, 18:00–19:00), booked on three days.
    static func library() -> TrainingLibrary {
        var library = CentreFixture.library
        library.centre?.instructors = [Instructor(id: "io", name: "Io")]
        library.centre?.classes = [CentreClass(
            id: "aqua", name: "Aqua", facility: "pool", instructor: "io", capacity: 2,
            runs: [ClassRun(weekday: .monday, start: 1080, end: 1140), ClassRun(weekday: .tuesday, start: 1080, end: 1140),
                   ClassRun(weekday: .tuesday, start: 1140, end: 1200)])]
        let aqua = { (date: String, member: String, start: Int) in
            Booking(date: day(date), facility: "pool", member: member, start: start, end: start + 60, classID: "aqua")
        }
        library.centre?.bookings = [aqua("2026-03-02", "ana", 1080), aqua("2026-03-02", "ben", 1080),
                                    aqua("2026-03-10", "ana", 1140), aqua("2026-03-16", "ben", 1080),
                                    // After the as-of day: not counted.
                                    aqua("2026-03-23", "ana", 1080)]
        return library
    }

    /// From Monday 2 to Monday 16 March: three Mondays and two Tuesdays of two runs, 7 runs,
    /// 14 places; 4 used; 4 ÷ 14.
    @Test func countsPlacesUsedAgainstPlacesOffered() throws {
        let library = Self.library()
        let stats = CentreStatistics.compute(library.centre!, library: library, asOf: Self.day("2026-03-18"))
        let usage = try #require(stats.classes.first)
        #expect(stats.classes.count == 1)
        #expect(usage.runs == 7)
        #expect(usage.placesOffered == 14)
        #expect(usage.placesUsed == 4)
        #expect(usage.occupancy == 4.0 / 14.0)
        // The pool's own figures count the class's people for its runs' minutes.
        #expect(stats.facilities.first?.bookings == 4)
        #expect(stats.facilities.first?.bookedMinutes == 240)
    }

    @Test func aClassWithNoBookingOffersNothingYet() throws {
        var library = Self.library()
        library.centre?.bookings = []
        let stats = CentreStatistics.compute(library.centre!, library: library, asOf: Self.day("2026-03-18"))
        #expect(stats.classes.map(\.runs) == [0])
        #expect(stats.classes.first?.occupancy == nil)
    }

    /// The worked example of docs/statistics.md: the sample centre's Morning mobility.
    @Test func theSampleCentresMorningMobility() async throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let result = await SiteLoader().load(siteDirectory: repository.path)
        let library = result.library
        let stats = CentreStatistics.compute(try #require(library.centre), library: library, asOf: Self.day("2026-11-24"))
        let mobility = try #require(stats.classes.first { $0.id == "mobility" })
        #expect(mobility.runs == 4)
        #expect(mobility.placesOffered == 40)
        #expect(mobility.placesUsed == 9)
        #expect(mobility.occupancy == 0.225)
    }
}
