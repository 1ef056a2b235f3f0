import Foundation
import Testing
import TestSupport

/// SPEC §8: `private: true` leaves an athlete out of the built site. The sample site's
/// `dana` is private; her id and name must appear in no output file and no output path.
@Suite final class PrivateAthleteTests {
    let scratch = TemporaryFolder("spotter-private")

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// 2026-11-24, after the sample's last workout.
    static let environment = ["SOURCE_DATE_EPOCH": "1795478400"]

    /// Output files (path and text) that name Dana: `dana` as a word in any case, or her name.
    /// "Verdana", a font the badges name, is not a match.
    private func mentionsOfDana(in output: URL) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? []
        return try files.sorted().filter { path in
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder)
            if path.contains(/\bdana\b/.ignoresCase()) { return true }
            guard !isFolder.boolValue else { return false }
            let text = String(decoding: try Data(contentsOf: output.appendingPathComponent(path)), as: UTF8.self)
            return text.contains(/\bdana\b/.ignoresCase()) || text.contains("Quiroga")
        }
    }

    @Test func aPrivateAthleteIsInNoFileOfTheBuiltSite() throws {
        let output = scratch("public")
        let build = try CommandLineTests.run(["build", "--source", Self.repository.path, "--output", output.path],
                                             environment: Self.environment)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try mentionsOfDana(in: output) == [])
        // The other athletes are there.
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/ben/index.html").path))
    }

    @Test func includePrivateBuildsThemToo() throws {
        let output = scratch("public-all")
        let build = try CommandLineTests.run(["build", "--include-private", "--source", Self.repository.path,
                                              "--output", output.path], environment: Self.environment)
        #expect(build.status == 0, "\(build.stderr)")
        let mentions = try mentionsOfDana(in: output)
        #expect(mentions.contains("athletes/dana/index.html"))
        #expect(mentions.contains("athletes/dana/workouts/2026-11-04-lower-a/index.html"))
        #expect(mentions.contains("stats.json"))
        #expect(mentions.contains("search-index.json"))
    }

    @Test func theReportLeavesThemOutUnlessAsked() throws {
        let report = try CommandLineTests.run(["report", "--source", Self.repository.path], environment: Self.environment)
        #expect(report.status == 0, "\(report.stderr)")
        #expect(!report.stdout.contains("Dana"))
        #expect(report.stdout.contains("## Ben Okafor"))
        let all = try CommandLineTests.run(["report", "--include-private", "--source", Self.repository.path],
                                           environment: Self.environment)
        #expect(all.stdout.contains("## Dana Quiroga"))
    }
}
