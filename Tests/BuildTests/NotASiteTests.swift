import Foundation
import Testing
import TestSupport
import SpotterCLI

/// Issue #54: a folder with no `content/` is not a site. `spotter` there used to warn,
/// write a 12-file `public/` and a build cache, and exit 0; every command that reads a
/// site now refuses it with exit 1 and writes nothing.
@Suite final class NotASiteTests {
    let scratch = TemporaryFolder("spotter-not-a-site")

    /// The folder's entries after the command, beside it included (where a cache or a
    /// spare would be for an output outside it).
    private func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test(arguments: [[], ["build"], ["check"], ["report"], ["report", "--format", "json"], ["export", "csv"]])
    func aFolderWithoutContentIsRefusedInProcess(command: [String]) async throws {
        let empty = scratch("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let status = await SpotterMain.run(command + ["--source", empty.path])
        #expect(status == 1)
        #expect(try entries(empty) == [])
    }

    /// site.yaml alone is not a site either, and an `--output` elsewhere gets no cache beside it.
    @Test func siteYAMLWithoutContentIsRefusedAndNoOutputOrCacheIsMade() async throws {
        try scratch.write("only-config/site.yaml", "title: Mine\n")
        let output = scratch("elsewhere")
        let status = await SpotterMain.run(["build", "--source", scratch("only-config").path, "--output", output.path])
        #expect(status == 1)
        #expect(try entries(scratch("only-config")) == ["site.yaml"])
        #expect(try entries(scratch.url) == ["only-config"])
    }

    /// What the user reads, from the real executable run in an empty folder with no argument.
    @Test func theMessagePointsAtSpotterNewSite() throws {
        let empty = scratch("typed-here")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let run = try CommandLineTests.run([], in: empty)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        let path = empty.standardizedFileURL.path
        #expect(run.stderr == """
            error: \(path) is not a Spotter site: it has no content/ folder, so nothing was read or written.
              hint: `spotter new site NAME` makes a site (site.yaml and content/) in the folder NAME; \
            --source names a site that is elsewhere

            """)
        #expect(try entries(empty) == [])
    }

    /// `serve` too refuses before it listens: run as a user would, stopped if it serves.
    @Test func serveRefusesAFolderWithoutContent() throws {
        let empty = scratch("serve-here")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = CommandLineTests.executable
        process.arguments = ["serve", "--source", empty.path, "--port", "0"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        #expect(try entries(empty) == [])
    }

    /// A content/ folder with nothing in it yet is a site: `spotter new site` makes one.
    @Test func anEmptyContentFolderIsStillASite() throws {
        try FileManager.default.createDirectory(at: scratch("fresh/content"), withIntermediateDirectories: true)
        let run = try CommandLineTests.run(["check", "--source", scratch("fresh").path])
        #expect(run.status == 0)
        #expect(run.stderr == "No problems found.\n")
    }
}
