import Foundation
import Testing
@testable import Build

/// A class so that `deinit` removes each test's folder once the test is done.
@Suite final class OutputWriterTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

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
        // No staging or retired folders are left beside the output; the previous site is the spare.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            == [".public.spotter-spare", "public"])
        #expect(try listing(writer.spareDirectory) == ["index.html", "old", "old/page.html"])
    }

    @Test func reusesTheSpareAndLeavesNothingOfItsOldContent() throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        try writer.write([("index.html", Array("one".utf8)), ("a/x.html", Array("x".utf8)), ("b/c/d.html", [])])
        try writer.write([("index.html", Array("two".utf8))])
        // The spare now holds the first site; the third build reuses it and must match exactly.
        try writer.write([("index.html", Array("3".utf8)), ("a", Array("a is now a file".utf8)), ("b/c/e.html", [])])
        #expect(try read("public/index.html") == "3")
        #expect(try read("public/a") == "a is now a file")
        #expect(try listing(out) == ["a", "b", "b/c", "b/c/e.html", "index.html"])
        #expect(try listing(writer.spareDirectory) == ["index.html"])
    }

    @Test func aLinkInTheSpareIsRemovedNotFollowed() throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        let outside = root.appendingPathComponent("outside.txt")
        try Data("untouched".utf8).write(to: outside)
        let spare = writer.spareDirectory
        try FileManager.default.createDirectory(at: spare.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: spare.appendingPathComponent("index.html").path,
                                                   withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: spare.appendingPathComponent("linked").path,
                                                   withDestinationPath: root.path)
        try writer.write([("index.html", Array("new".utf8)), ("linked/x.html", Array("x".utf8))])
        #expect(try String(contentsOf: outside, encoding: .utf8) == "untouched")
        #expect(try read("public/index.html") == "new")
        #expect(try listing(out) == ["index.html", "linked", "linked/x.html"])
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("x.html").path))
        let attributes = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent("linked").path)
        #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
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
