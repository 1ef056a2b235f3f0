import Foundation
@testable import SpotterCLI
import Testing
import TestSupport

/// `spotter doctor` says what the machine has and what each missing piece means.
@Suite final class DoctorTests {
    let scratch = TemporaryFolder("spotter-doctor")

    /// A folder for PATH holding a fake `swift` and `chromium`.
    private func fakeTools() throws -> URL {
        let bin = scratch("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for (name, script) in [("swift", "#!/bin/sh\necho 'Swift version 9.9 (fake)'\necho 'Target: nowhere'\n"),
                               ("chromium", "#!/bin/sh\n")] {
            let file = bin.appendingPathComponent(name)
            try Data(script.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return bin
    }

    @Test func namesWhatItFinds() throws {
        let bin = try fakeTools()
        let run = try CommandLineTests.run(["doctor"], environment: ["PATH": bin.path])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "spotter \(SpotterVersion.description): built from source: runs with the Swift "
                + "toolchain's libraries; spotter serve is in it")
        #expect(lines[1] == "swift: Swift version 9.9 (fake) (\(bin.path)/swift): builds Spotter from source and runs its tests")
        // This test's binary links the shared library (a release binary holds it: below).
        #expect(lines[2].hasPrefix("libcmark-gfm: loaded from /"))
        #expect(lines[2].contains("/libcmark-gfm.so"))
        #expect(lines[3] == "chromium: \(bin.path)/chromium: the test suite checks that each printable sheet fits one page")
    }

    @Test func saysWhatEachMissingPieceMeans() throws {
        let run = try CommandLineTests.run(["doctor"], environment: ["PATH": scratch("empty").path])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[1] == "swift: not found. Only needed to build Spotter from source (swift build -c release) "
                + "or run its tests; this build was made with one elsewhere")
        #expect(lines[3] == "chromium: not found (chromium, chromium-browser or google-chrome). Sites and sheets "
                + "build without it; only the test suite's one-page print checks need it, and skip (or fail, "
                + "with SPOTTER_REQUIRE_PRINT=1 as in CI) without it: apt-get install chromium")
    }

    /// A release binary, as scripts/package.sh builds it: no serve, cmark-gfm inside.
    @Test func describesAReleaseBinary() {
        let doctor = Doctor(environment: ["PATH": ""], isRelease: true, hasPreviewServer: false, loadedObjects: "")
        let lines = doctor.lines()
        #expect(lines[0] == "spotter \(SpotterVersion.description): a release binary: needs only the C library; "
                + "spotter serve is not in it (build from source for the preview server)")
        #expect(lines[1] == "swift: not found. Only needed to build Spotter from source (swift build -c release) "
                + "or run its tests; this binary runs without it")
        #expect(lines[2] == "libcmark-gfm: linked into this binary, nothing to install: renders the Markdown of "
                + "exercises, workouts and pages")
    }
}
