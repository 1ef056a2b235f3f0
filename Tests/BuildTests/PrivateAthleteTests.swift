import Foundation
import Testing
import TestSupport

/// docs/content-format.md#athletes: `private: true` leaves an athlete out of the built site. The sample site's
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

    /// A picture in Dana's workout folder, and a photo on her profile, stay out too.
    @Test func aPrivateAthletesMediaIsNotCopied() throws {
        let site = scratch("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("content"),
                                         to: site.appendingPathComponent("content"))
        let picture = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n".utf8)
        try picture.write(to: site.appendingPathComponent("content/workouts/dana/knee.svg"))
        try picture.write(to: site.appendingPathComponent("content/athletes/dana-photo.svg"))
        let profile = site.appendingPathComponent("content/athletes/dana.md")
        let text = try String(contentsOf: profile, encoding: .utf8)
        try text.replacingOccurrences(of: "private: true\n", with: "private: true\nphoto: dana-photo.svg\n")
            .write(to: profile, atomically: true, encoding: .utf8)
        let output = scratch("public-media")
        let build = try CommandLineTests.run(["build", "--source", site.path, "--output", output.path],
                                             environment: Self.environment)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(try mentionsOfDana(in: output) == [])
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/dana-photo.svg").path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("athletes/ana.svg").path))
        let all = scratch("public-media-all")
        _ = try CommandLineTests.run(["build", "--include-private", "--source", site.path, "--output", all.path],
                                     environment: Self.environment)
        #expect(FileManager.default.fileExists(atPath: all.appendingPathComponent("workouts/dana/knee.svg").path))
        #expect(FileManager.default.fileExists(atPath: all.appendingPathComponent("athletes/dana-photo.svg").path))
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
