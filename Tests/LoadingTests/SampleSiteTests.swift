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
    #expect(result.library.athletes.map(\.id) == ["ana", "ben", "carla", "dana"])
    #expect(result.library.athletes.map(\.isPrivate) == [false, false, false, true])
    #expect(result.library.exercises.count >= 30)
    #expect(result.library.workouts.count >= 50)
}
