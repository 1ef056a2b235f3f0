import Foundation
import Testing
import TestSupport

/// Issue 55, item 12: a theme's static files in two Unicode spellings of one name are refused,
/// not one dropped; `spotter new workout` stops before writing when a starter's place holds a
/// dangling link.
@Suite final class UnicodeTwinAndStarterTests {
    let scratch = TemporaryFolder("spotter-twins")

    @Test func staticFilesInTwoSpellingsOfOneNameAreRefused() throws {
        let site = scratch("site")
        try FileManager.default.copyItem(at: CommandLineTests.fixtures.appendingPathComponent("basic"), to: site)
        try scratch.write("site/Templates/static/caf\u{E9}.css", "a {}\n")
        try scratch.write("site/Templates/static/cafe\u{301}.css", "b {}\n")
        let output = scratch("public")
        let run = try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: Templates/static/caf\u{E9}.css: error: the same name as Templates/static/cafe\u{301}.css "
            + "in another Unicode spelling (cafe\\u{301}.css and caf\\u{E9}.css), which would be one file of the site; "
            + "expected one file of each name: rename or remove one of them\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))

        // One spelling alone is copied as written.
        try FileManager.default.removeItem(at: site.appendingPathComponent("Templates/static/cafe\u{301}.css"))
        let built = try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output.path])
        #expect(built.status == 0, "\(built.stderr)")
        #expect(try String(contentsOf: output.appendingPathComponent("caf\u{E9}.css"), encoding: .utf8) == "a {}\n")
    }

    @Test func aDanglingLinkWhereAStarterGoesStopsBeforeAnythingIsWritten() throws {
        let site = scratch("new")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/exercises"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("content/exercises/back-squat.md").path,
                                                   withDestinationPath: "/nonexistent/squat.md")
        let run = try CommandLineTests.run(["new", "workout", "Upper A", "--source", site.path],
                                           environment: ["SOURCE_DATE_EPOCH": "1773144000"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.hasSuffix("error: content/exercises/back-squat.md: expected a file or nothing, found a symbolic link to "
            + "/nonexistent/squat.md, which does not exist (remove the link, or make its target); nothing was written\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("content").path) == ["exercises"])

        // A link to an existing file is the exercise the workout names: only the workout is written.
        let target = scratch("squat.md")
        try "---\nname: Back Squat\n---\n".write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/exercises/back-squat.md"))
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("content/exercises/back-squat.md").path,
                                                   withDestinationPath: target.path)
        let linked = try CommandLineTests.run(["new", "workout", "Upper A", "--source", site.path])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(linked.stdout == "created content/workouts/2026-03-10-upper-a.yaml\n")
    }
}
