import Foundation
import Testing
import TestSupport

/// What a stranger's pull request to a site repository could hold, built by the real
/// `spotter` as CI builds it. Every site is generated in a temporary folder (nothing big
/// is committed) and every case asserts its exact outcome: the located errors and exit 1
/// with the output folder untouched, or a refusal, or a clean build that never reached
/// outside the site folder.
@Suite final class HostileInputTests {
    let scratch = TemporaryFolder("spotter-hostile")
    var site: URL { scratch("site") }
    var output: URL { scratch("public") }

    init() throws {
        for (path, text) in SiteFiles.minimal.files { try scratch.write("site/" + path, text) }
        // A previous build: a failed or refused build must leave it as it is.
        try scratch.write("public/index.html", "previous")
        try scratch.write("public/.spotter-output", "")
    }

    private func build(output: String? = nil) throws -> CommandLineTests.Run {
        try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output ?? self.output.path])
    }

    private func errors(_ run: CommandLineTests.Run) -> [String] {
        run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    }

    /// The previous build is still all there is, and nothing was staged beside it.
    private func expectOutputUntouched() throws {
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [".spotter-output", "index.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["public", "site"])
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: [UInt8]]
        var errors: [String]
        var testDescription: String { name }

        init(_ name: String, _ files: [String: [UInt8]], _ errors: [String]) {
            self.name = name
            self.files = files
            self.errors = errors
        }

        init(_ name: String, _ path: String, _ text: String, _ errors: [String]) {
            self.init(name, [path: Array(text.utf8)], errors)
        }
    }

    static let rejected: [Case] = [
        Case("alias bomb", "content/exercises/bomb.yaml", HostileText.aliasBomb,
             ["content/exercises/bomb.yaml:8:10: error: the document holds more than 1000000 values once its aliases are expanded"]),
        Case("deep nesting", "content/exercises/deep.yaml",
             "name: Deep\nx: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n",
             ["content/exercises/deep.yaml:2:5: error: lists and mappings are nested more than 64 deep"]),
        Case("deep block nesting", "content/exercises/deep-block.yaml",
             "name: Deep\nx:\n" + (0..<70).map { String(repeating: " ", count: $0 * 2) + "- " }.joined(separator: "\n") + "end\n",
             ["content/exercises/deep-block.yaml:66:127: error: lists and mappings are nested more than 64 deep"]),
        Case("50 MB file", ["content/exercises/huge.md": Array("---\nname: Huge\n---\n".utf8) + Array(repeating: UInt8(ascii: "a"), count: 50 << 20)],
             ["content/exercises/huge.md:1:1: error: the file is 52428819 bytes, more than the 8 MiB a content file may hold"]),
        Case("binary file", ["content/workouts/photo.yaml": (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }],
             ["content/workouts/photo.yaml:1:1: error: the file is not UTF-8 text"]),
        Case("Latin-1 file", ["content/exercises/press.yaml": Array("name: Press ".utf8) + [0xF1, 0x0A]],
             ["content/exercises/press.yaml:1:1: error: the file is not UTF-8 text"]),
        Case("raw NUL", ["content/exercises/nul.yaml": Array("name: a".utf8) + [0] + Array("b\n".utf8)],
             ["content/exercises/nul.yaml:1:8: error: invalid YAML: control characters are not allowed"]),
        Case("escaped NUL in a name", "content/exercises/nul.yaml", "name: \"bench\\0press\"\n",
             ["content/exercises/nul.yaml:1:7: error: the text holds the control character U+0000"]),
        Case("very long file name", "content/exercises/" + String(repeating: "x", count: 250) + ".yaml", "name: Long\n",
             ["content/exercises/" + String(repeating: "x", count: 250)
                + ".yaml:1:1: error: the id is 250 characters long; ids name folders of the site and may be at most 200"]),
        Case("very long id", "content/exercises/long.yaml", "id: " + String(repeating: "x", count: 5000) + "\nname: Long\n",
             ["content/exercises/long.yaml:1:5: error: id: the id is 5000 characters long; ids name folders of the site and may be at most 200"]),
        Case("id with ..", "content/exercises/up.yaml", "id: ../../etc\nname: Up\n",
             ["content/exercises/up.yaml:1:5: error: id: invalid id \"../../etc\": an id is letters, digits, `.`, `_` and `-`, starting with a letter or digit"]),
        Case("id with /", "content/sessions/abs.yaml", "id: /etc/passwd\nname: Abs\n",
             ["content/sessions/abs.yaml:1:5: error: id: invalid id \"/etc/passwd\": an id is letters, digits, `.`, `_` and `-`, starting with a letter or digit"]),
        Case("percent-encoded file name", "content/pages/%2e%2e.md", "---\ntitle: Dots\n---\n",
             ["content/pages/%2e%2e.md:1:1: error: invalid id \"%2e%2e\": an id is letters, digits, `.`, `_` and `-`, starting with a letter or digit"]),
        Case("ids that differ in case", ["content/exercises/Dip.yaml": Array("name: Dip\n".utf8),
                                          "content/exercises/dip.yaml": Array("name: Dips\n".utf8)],
             ["content/exercises/dip.yaml:1:1: error: duplicate exercise id `dip`, already used by content/exercises/Dip.yaml"]),
        // Issue #27: a workout in year 0 made daily series of 739,000 days (1.3 GB, a 183 MB stats.json).
        Case("a date in year 0", "content/workouts/old.yaml", "date: 0000-01-01\nathlete: ana\n",
             ["content/workouts/old.yaml:1:7: error: date: 0000-01-01 is outside the years Spotter accepts, 1900 to 2100"]),
        Case("a date in year 9999", "content/measurements/ana.yaml",
             "athlete: ana\nentries:\n  - {date: 2026-01-01, bodyweight: 60}\n  - {date: 9999-12-31, bodyweight: 61}\n",
             ["content/measurements/ana.yaml:4:12: error: entries[1].date: 9999-12-31 is outside the years Spotter accepts, 1900 to 2100"]),
        Case("a workout time in year 1899", "content/workouts/older.yaml", "date: 1899-12-31T23:00+00:00\nathlete: ana\n",
             ["content/workouts/older.yaml:1:7: error: date: 1899-12-31 is outside the years Spotter accepts, 1900 to 2100"]),
    ]

    @Test(arguments: rejected)
    func rejectsWithLocatedErrorsAndWritesNothing(_ hostile: Case) throws {
        for (path, bytes) in hostile.files { try scratch.write("site/" + path, bytes) }
        let run = try build()
        #expect(run.status == 1)
        #expect(errors(run) == hostile.errors)
        try expectOutputUntouched()
    }

    @Test func byteOrderMarksAndCRLFLineEndsAreRead() throws {
        try scratch.write("site/content/exercises/row.md", [0xEF, 0xBB, 0xBF] + Array("---\r\nname: Cable Row\r\naliases: [Row]\r\n---\r\nPull.\r\n".utf8))
        try scratch.write("site/content/exercises/dip.yaml", [0xEF, 0xBB, 0xBF] + Array("name: Ring Dip\r\n".utf8))
        let run = try build()
        #expect(run.status == 0, "\(run.stderr)")
        let row = try String(contentsOf: output.appendingPathComponent("exercises/row/index.html"), encoding: .utf8)
        #expect(row.contains("<h1>Cable Row</h1>"))
        let dip = try String(contentsOf: output.appendingPathComponent("exercises/dip/index.html"), encoding: .utf8)
        #expect(dip.contains("<h1>Ring Dip</h1>"))
    }

    @Test func symbolicLinksInContentAreNeverFollowed() throws {
        let fm = FileManager.default
        try scratch.write("outside/secret.yaml", "name: Secret\n")
        try scratch.write("outside/secret.png", "not an image")
        try fm.createSymbolicLink(atPath: site.path + "/content/exercises/secret.yaml", withDestinationPath: scratch("outside/secret.yaml").path)
        try fm.createDirectory(atPath: site.path + "/content/pages", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: site.path + "/content/pages/secret.png", withDestinationPath: scratch("outside/secret.png").path)
        try fm.createSymbolicLink(atPath: site.path + "/content/exercises/outside", withDestinationPath: scratch("outside").path)
        try fm.createSymbolicLink(atPath: site.path + "/content/exercises/loop", withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: site.path + "/content/root", withDestinationPath: "/")
        let run = try build()
        #expect(run.status == 0, "\(run.stderr)")
        let files = (fm.enumerator(atPath: output.path)?.allObjects as? [String] ?? [])
        #expect(!files.contains { $0.contains("secret") || $0.contains("loop") || $0.contains("outside") || $0.hasPrefix("root") })
        let index = try String(contentsOf: output.appendingPathComponent("exercises/index.html"), encoding: .utf8)
        #expect(!index.contains("Secret"))
    }

    @Test func refusesAnOutputThatIsTheSiteOrHoldsIt() throws {
        let before = try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted()
        for target in [site.path, "/", scratch.path, site.path + "/content/public", site.path + "/./content/../"] {
            let run = try build(output: target)
            #expect(run.status == 1, "\(target)")
            let shown = URL(fileURLWithPath: target).standardizedFileURL.path
            #expect(run.stderr == "error: refusing to write the site to \"\(shown)\": the build replaces that folder whole, "
                + "and it holds or is read as the site \"\(site.path)\"; choose a folder of its own, such as \"\(site.path)/public\"\n")
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: site.path).sorted() == before)
        try expectOutputUntouched()
    }

    @Test func refusesAnOutputThatIsALinkToTheSite() throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: site.path)
        let run = try build(output: scratch.path + "/link")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("error: refusing to write the site to \"\(scratch.path)/link\""))
        try FileManager.default.removeItem(atPath: scratch.path + "/link")
        try expectOutputUntouched()
    }

    @Test func refusesAnOutputThatIsAFile() throws {
        try scratch.write("file.html", "a file")
        let run = try build(output: scratch.path + "/file.html")
        #expect(run.status == 1)
        #expect(run.stderr == "error: the output \"\(scratch.path)/file.html\" exists and is not a folder\n")
        #expect(try String(contentsOf: scratch("file.html"), encoding: .utf8) == "a file")
    }

    @Test func refusesAnAsOfDayOutsideThePlausibleYears() throws {
        for epoch in ["99999999999", "-5000000000"] {
            let run = try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output.path],
                                               environment: ["SOURCE_DATE_EPOCH": epoch])
            #expect(run.status == 1)
            #expect(run.stderr.hasPrefix("error: SOURCE_DATE_EPOCH \"\(epoch)\" is "))
            #expect(run.stderr.hasSuffix(", outside the years Spotter accepts, 1900 to 2100\n"))
        }
        try expectOutputUntouched()
    }
}
