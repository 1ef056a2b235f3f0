import Foundation
import Testing
import TestSupport
@testable import Build

/// A build killed half-way (`kill -9`) leaves its staging folder beside the output; the
/// next build removes it, and any folder of a build still running is left alone.
@Suite final class CrashLeftoverTests {
    let scratch = TemporaryFolder("spotter-leftovers")
    /// Above Linux's largest process id (2²²), so no process ever has it.
    static let deadPID = 4_194_305

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    }

    @Test func removesTheFoldersOfBuildsWhoseProcessIsGoneAndSaysSo() async throws {
        let dead = [".public.spotter-new-\(Self.deadPID)", ".public.spotter-old-\(Self.deadPID)"]
        // Process 1 is running: its folder is not a leftover. Nor are other outputs' folders.
        let kept = [".public.spotter-new-1", ".other.spotter-new-\(Self.deadPID)", ".public.spotter-new-x"]
        for name in dead + kept {
            try scratch.write(name + "/index.html", "half a site")
            try scratch.write(name + "/" + OutputWriter.markerName, "")
        }
        // A folder of that name without Spotter's marker is someone's own: never removed.
        let theirs = ".public.spotter-old-\(Self.deadPID + 1)"
        try scratch.write(theirs + "/thesis.txt", "mine")

        var lines: [String] = []
        let outcome = await SiteBuilder(sourceDirectory: EndToEndTests.basic.path, outputDirectory: scratch("public").path,
                                        environment: EndToEndTests.environment).build { lines.append($0) }
        #expect(outcome.succeeded)
        #expect(lines.first == "Removed what stopped builds left beside the output: " + dead.joined(separator: ", "))
        #expect(try names() == (kept + [theirs, "public"]).sorted())
        #expect(try String(contentsOf: scratch(theirs + "/thesis.txt"), encoding: .utf8) == "mine")
    }

    @Test func removesLeftoversEvenWhenTheBuildStopsOnContentErrors() async throws {
        try scratch.write(".public.spotter-new-\(Self.deadPID)/index.html", "half a site")
        try scratch.write(".public.spotter-new-\(Self.deadPID)/" + OutputWriter.markerName, "")
        var lines: [String] = []
        let outcome = await SiteBuilder(sourceDirectory: CommandLineTests.fixtures.appendingPathComponent("invalid").path,
                                        outputDirectory: scratch("public").path,
                                        environment: EndToEndTests.environment).build { lines.append($0) }
        #expect(!outcome.succeeded)
        #expect(lines.first == "Removed what a stopped build left beside the output: .public.spotter-new-\(Self.deadPID)")
        #expect(try names() == [])
    }
}
