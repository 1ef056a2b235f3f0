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
        // An output folder is there: the old folder is a leftover, not a site to put back.
        try scratch.write("public/" + OutputWriter.markerName, "")

        var lines: [String] = []
        let outcome = await SiteBuilder(sourceDirectory: EndToEndTests.basic.path, outputDirectory: scratch("public").path,
                                        environment: EndToEndTests.environment).build { lines.append($0) }
        #expect(outcome.succeeded)
        #expect(lines.first == "Removed what stopped builds left beside the output: " + dead.joined(separator: ", "))
        // The output there before is the spare now.
        #expect(try names() == (kept + [theirs, "public", ".public.spotter-spare"]).sorted())
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

    /// Every file under `folder` with its bytes; nil when there is no such folder.
    private func contents(_ folder: URL) -> [String: Data]? {
        guard FileManager.default.fileExists(atPath: folder.path),
              let paths = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] else { return nil }
        var files: [String: Data] = [:]
        for path in paths {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    /// Issue #55: a build killed (SIGKILL, at a failure point of the swap) at every step of
    /// the swap never loses the site. Where the file system exchanges two folders in one step
    /// (`renameat2`, ext4 here), the output folder holds a whole site, the old or the new, at
    /// every step; with two renames (`SPOTTER_TEST_SWAP_WITHOUT_EXCHANGE`), a kill between
    /// them leaves none, and the next build puts the old one back and says so. Either way the
    /// next build leaves exactly the site a clean build writes. (Full builds, `--no-cache`: a
    /// partial rebuild writes in place, below.)
    @Test(arguments: [(true, ["pruned", "exchanged", "swapped"]), (false, ["pruned", "retired", "swapped"])])
    func aBuildKilledAtAnyStepOfTheSwapLeavesAWholeSite(exchanges: Bool, steps: [String]) throws {
        let site = scratch("site"), output = scratch("public")
        try FileManager.default.copyItem(at: EndToEndTests.basic, to: site)
        func build(_ environment: [String: String] = [:], into folder: URL? = nil) throws -> CommandLineTests.Run {
            try CommandLineTests.run(["build", "--no-cache", "--source", site.path, "--output", (folder ?? output).path],
                                     environment: EndToEndTests.environment.merging(environment) { $1 })
        }
        let workout = site.appendingPathComponent("content/workouts/2026/03/2026-03-07-fingers.md")
        let original = try String(contentsOf: workout, encoding: .utf8)
        for (number, step) in steps.enumerated() {
            #expect(try build().status == 0)
            let old = contents(output)
            try (original + "\nEdit \(number).\n").write(to: workout, atomically: true, encoding: .utf8)
            let clean = scratch("clean-\(number)")
            #expect(try build(into: clean).status == 0)
            let new = contents(clean)
            #expect(new != old)
            var killAt = ["SPOTTER_TEST_KILL_AT": step]
            if !exchanges { killAt["SPOTTER_TEST_SWAP_WITHOUT_EXCHANGE"] = "1" }
            let killed = try build(killAt)
            #expect(killed.status == 9, "\(step): \(killed.stderr)")
            let left = contents(output)
            if exchanges || step != "retired" {
                // A whole site, never a mix: the old one before the swap, the new one after.
                #expect(left == (step == "pruned" ? old : new), "\(step)")
            } else {
                #expect(left == nil, "\(step)")
            }
            let next = try build()
            #expect(next.status == 0, "\(step): \(next.stderr)")
            #expect(contents(output) == new, "\(step)")
            #expect((next.stdout + next.stderr).contains("Put back the site a stopped build had moved aside: .public.spotter-old-")
                    == (left == nil), "\(step): \(next.stdout)")
        }
    }

    /// Issue #51: a partial rebuild killed among the renames that put its files into the
    /// output (after the first) leaves each file old or new, never half-written, a mix of the
    /// two sites, and no manifest: the next build trusts nothing of the output, renders
    /// everything and swaps a whole site in, exactly the one a clean build writes.
    @Test func aPartialRebuildKilledAmongItsRenamesLeavesNoManifestAndIsMendedByTheNext() throws {
        let site = scratch("site"), output = scratch("public")
        try FileManager.default.copyItem(at: EndToEndTests.basic, to: site)
        func build(_ arguments: [String] = [], _ environment: [String: String] = [:], into folder: URL? = nil) throws
            -> CommandLineTests.Run {
            try CommandLineTests.run(["build", "--source", site.path, "--output", (folder ?? output).path] + arguments,
                                     environment: EndToEndTests.environment.merging(environment) { $1 })
        }
        #expect(try build().status == 0)
        let old = try #require(contents(output))
        let workout = site.appendingPathComponent("content/workouts/2026/03/2026-03-07-fingers.md")
        try (String(contentsOf: workout, encoding: .utf8) + "\nEdited.\n").write(to: workout, atomically: true, encoding: .utf8)
        #expect(try build(["--no-cache"], into: scratch("clean")).status == 0)
        let new = try #require(contents(scratch("clean")))
        let killed = try build([], ["SPOTTER_TEST_KILL_AT": "moved-one"])
        #expect(killed.status == 9, "\(killed.stdout) \(killed.stderr)")
        #expect(killed.stderr.contains("Building what changed") || killed.stdout.contains("Building what changed"))
        let left = try #require(contents(output))
        #expect(Set(left.keys) == Set(old.keys))
        #expect(left.allSatisfy { path, bytes in bytes == old[path] || bytes == new[path] })
        #expect(left != old && left != new)
        #expect(!FileManager.default.fileExists(atPath: scratch(".public.spotter-cache/build-manifest").path))
        let next = try build()
        #expect(next.status == 0, "\(next.stderr)")
        #expect(!(next.stdout + next.stderr).contains("Building what changed"))
        #expect(contents(output) == new)
        #expect(try names().filter { $0.hasPrefix(".public.spotter-new-") } == [])
    }
}
