import Foundation
import Testing
import TestSupport

/// An exercise file in the exercise-library app's list reply, `{"data": [ … ]}`, is read
/// from `content/` as its import reads it, and `check` and `build` say which form they read;
/// a bare list, Spotter's own form, is said nothing of.
@Suite struct ListReplyCommandTests {
    let scratch = TemporaryFolder("spotter-list-reply")

    @Test func checkAndBuildNameTheFileReadAsTheListReply() throws {
        let site = scratch("site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/exercises"), withIntermediateDirectories: true)
        try """
            {"data": [{"exerciseId": 1, "name": "Push Up", "exerciseType": {"name": "Resistance"},
                       "exerciseSubtype": {"name": "Chest"}}]}
            """.write(to: site.appendingPathComponent("content/exercises/library.json"), atomically: true, encoding: .utf8)
        try #"[{"id": "plank", "name": "Plank", "type": "mobility"}]"#
            .write(to: site.appendingPathComponent("content/exercises/mine.json"), atomically: true, encoding: .utf8)
        let check = try CommandLineTests.run(["check", "--source", site.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout + check.stderr == """
            content/exercises/library.json: read as the exercise-library app's list reply, {"data": [ … ]}
            No problems found.

            """)
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", scratch("public").path],
                                             environment: ["SOURCE_DATE_EPOCH": "1795478400"])
        #expect(build.status == 0, "\(build.stderr)")
        let lines = (build.stdout + build.stderr).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("list reply") } == [
            "content/exercises/library.json: read as the exercise-library app's list reply, {\"data\": [ … ]}",
        ])
        #expect(lines.first?.hasPrefix("[1/4] Loading content (2 exercises, 0 sessions, 0 workouts") == true)
    }
}
