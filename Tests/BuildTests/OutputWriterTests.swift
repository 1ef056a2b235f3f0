import Foundation
import Testing
@testable import Build

@Suite struct OutputWriterTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    private func listing(_ folder: URL) throws -> [String] {
        let base = folder.standardizedFileURL.path
        return (FileManager.default.enumerator(atPath: base)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func writesEveryFileAndReplacesTheOldSiteWhole() throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        try writer.write([("index.html", Array("one".utf8)), ("old/page.html", Array("x".utf8))])
        try writer.write([("index.html", Array("two".utf8)), ("a/b/c.txt", Array("c".utf8))])
        #expect(try read("public/index.html") == "two")
        #expect(try listing(out) == ["a", "a/b", "a/b/c.txt", "index.html"])
        // No staging or retired folders are left beside the output.
        #expect(try listing(root).filter { !$0.hasPrefix("public") } == [])
    }

    @Test(arguments: ["../evil.html", "/etc/passwd", "a/../../b", "a//b", "./a", "a\\b", ""])
    func refusesPathsThatLeaveTheOutputFolderAndWritesNothing(path: String) throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        try writer.write([("index.html", Array("kept".utf8))])
        #expect(throws: OutputWriter.Failure.unsafePath(path)) {
            try writer.write([("index.html", Array("new".utf8)), (path, Array("x".utf8))])
        }
        #expect(try read("public/index.html") == "kept")
    }

    @Test func refusesTwoFilesAtOnePath() throws {
        let writer = OutputWriter(outputDirectory: root.appendingPathComponent("public"))
        #expect(throws: OutputWriter.Failure.duplicatePath("a.html")) {
            try writer.write([("a.html", []), ("a.html", [])])
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("public").path))
    }

    @Test func refusesAnOutputThatIsAFile() throws {
        let out = root.appendingPathComponent("public")
        try Data("x".utf8).write(to: out)
        #expect(throws: OutputWriter.Failure.outputIsNotADirectory(out.path)) {
            try OutputWriter(outputDirectory: out).write([("a.html", [])])
        }
    }
}

@Suite struct AsOfDateTests {
    @Test func usesSourceDateEpochInTheSiteTimeZone() throws {
        // 1767225600 is 2026-01-01T00:00:00Z: still 31 December in New York.
        let env = ["SOURCE_DATE_EPOCH": "1767225600"]
        #expect(try AsOfDate.resolve(environment: env, now: Date(timeIntervalSince1970: 0),
                                     timeZone: TimeZone(identifier: "UTC")!).iso == "2026-01-01")
        #expect(try AsOfDate.resolve(environment: env, now: Date(timeIntervalSince1970: 0),
                                     timeZone: TimeZone(identifier: "America/New_York")!).iso == "2025-12-31")
    }

    @Test func usesTheClockWithoutSourceDateEpoch() throws {
        #expect(try AsOfDate.resolve(environment: [:], now: Date(timeIntervalSince1970: 86_400 * 3 + 5),
                                     timeZone: TimeZone(identifier: "UTC")!).iso == "1970-01-04")
    }

    @Test func rejectsAnEpochThatIsNotWholeSeconds() {
        #expect(throws: AsOfDate.Failure.invalidEpoch("soon")) {
            try AsOfDate.resolve(environment: ["SOURCE_DATE_EPOCH": "soon"], now: Date(), timeZone: TimeZone(identifier: "UTC")!)
        }
    }
}
