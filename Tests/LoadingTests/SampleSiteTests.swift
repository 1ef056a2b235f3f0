import Foundation
import Loading
import Testing

/// The sample site at the repository root is the contract with the content writers:
/// it must load without errors.
@Test func loadsTheSampleSiteWithoutErrors() async {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    let result = await SiteLoader().load(siteDirectory: root)
    #expect(result.diagnostics.sorted.map(\.description) == [])
    #expect(result.library.athletes.map(\.id) == ["ana", "ben", "carla", "dana", "eli", "fay"])
    #expect(result.library.athletes.map(\.isPrivate) == [false, false, false, true, false, false])
    // The sports centre: five members (eli is a member only; fay logs only her climbing), three facilities,
    // two classes in the studio, payments of months, quarters and a year (on plans of every kind, a pack
    // among them) and two weeks of bookings, of places and of classes.
    let centre = result.library.centre
    #expect(result.library.athletes.filter { $0.membership != nil }.map(\.id) == ["ana", "ben", "carla", "eli", "fay"])
    #expect(centre?.facilities.map(\.id) == ["studio", "wall", "weights"])
    #expect(centre?.classes.map(\.id) == ["circuit", "mobility"])
    #expect(centre?.bookings.filter { $0.classID != nil }.count == 18)
    #expect(centre?.payments.map(\.period.name) == ["2026", "2026-Q3", "2026-09", "2026-10", "2026-Q4", "2026-11", "2026-11"])
    #expect(centre?.plans.map(\.billing) == [.every(.year), .every(.month), .pack(visits: 5), .every(.month), .every(.quarter)])
    #expect(centre?.bookings.first?.date.iso == "2026-11-09")
    #expect(centre?.bookings.last?.date.iso == "2026-11-21")
    // Every exercise and workout file loads: a file that failed would be missing here.
    #expect(result.library.exercises.count == 40)
    #expect(result.library.workouts.count == 115)
    // The test battery defines every test the sample's results name; each session has a level.
    #expect(result.library.testDefinitions.map(\.id) == ["10k", "1rm-back-squat", "5k", "max-hang-20mm-7s", "vo2max"])
    #expect(result.library.testDefinitions.map(\.better) == [.lower, .higher, .lower, .higher, .higher])
    #expect(Set(result.library.tests.map(\.test)).subtracting(result.library.testDefinitions.map(\.id)) == [])
    #expect(result.library.sessions.compactMap(\.level).count == 12)
    #expect(Dictionary(grouping: result.library.workouts, by: \.athlete).mapValues(\.count)
        == ["ana": 84, "ben": 13, "carla": 5, "dana": 3, "fay": 10])
}
