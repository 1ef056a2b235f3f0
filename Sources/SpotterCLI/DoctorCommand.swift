import ArgumentParser
import Foundation
import Markdown

/// `spotter doctor`: what this machine has for Spotter, and what each missing piece
/// means. It changes nothing and always exits 0.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Say what this machine has for Spotter (binary, Swift, libcmark-gfm, Chromium) and what is missing.",
        discussion: """
        It changes nothing and exits 0 whatever it finds.

        Examples:
          spotter doctor
        """
    )

    func run() async throws {
        let report = Doctor(environment: ProcessInfo.processInfo.environment,
                            isRelease: BuildCommit.hash != nil, hasPreviewServer: Self.hasPreviewServer,
                            loadedObjects: Self.loadedObjects())
        print(report.lines().joined(separator: "\n"))
    }

    /// `/proc/self/maps` (`Markdown.processMap`); empty where there is none.
    static func loadedObjects() -> String { Markdown.processMap }

    #if PreviewServer
    static let hasPreviewServer = true
    #else
    static let hasPreviewServer = false
    #endif
}

/// What `spotter doctor` finds, from what it is given: the environment (`PATH`), how
/// this binary was built and the shared objects the process has loaded.
struct Doctor {
    var environment: [String: String]
    var isRelease: Bool
    var hasPreviewServer: Bool
    /// `/proc/self/maps`: where a shared libcmark-gfm was loaded from.
    var loadedObjects: String

    func lines() -> [String] {
        [spotter(), swift(), cmark(), chromium()]
    }

    private func spotter() -> String {
        let kind = isRelease ? "a release binary: needs only the C library"
            : "built from source: runs with the Swift toolchain's libraries"
        let serve = hasPreviewServer ? "spotter serve is in it"
            : "spotter serve is not in it (build from source for the preview server)"
        return "spotter \(SpotterVersion.description): \(kind); \(serve)"
    }

    private func swift() -> String {
        guard let path = find("swift") else {
            return "swift: not found. Only needed to build Spotter from source (swift build -c release) "
                + "or run its tests; \(isRelease ? "this binary runs without it" : "this build was made with one elsewhere")"
        }
        let version = run(path, ["--version"]).split(separator: "\n").first.map(String.init) ?? "version unknown"
        return "swift: \(version) (\(path)): builds Spotter from source and runs its tests"
    }

    private func cmark() -> String {
        // The library itself, not its extensions' (`libcmark-gfm-extensions.so…`).
        let shared = Markdown.libraryFiles(inProcessMap: loadedObjects)
            .first { ($0 as NSString).lastPathComponent.hasPrefix("libcmark-gfm.so") }
        let use = "renders the Markdown of exercises, workouts and pages"
        if let shared {
            return "libcmark-gfm: loaded from \(shared): \(use) (a build from source needs it and its headers: "
                + "scripts/install-dependencies.sh)"
        }
        return "libcmark-gfm: linked into this binary, nothing to install: \(use)"
    }

    private func chromium() -> String {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let path = find(name) {
                return "chromium: \(path): the test suite checks that each printable sheet fits one page"
            }
        }
        return "chromium: not found (chromium, chromium-browser or google-chrome). Sites and sheets build "
            + "without it; only the test suite's one-page print checks need it, and skip (or fail, with "
            + "SPOTTER_REQUIRE_PRINT=1 as in CI) without it: apt-get install chromium"
    }

    /// The first executable `name` on `PATH`.
    private func find(_ name: String) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    private func run(_ path: String, _ arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "" }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }
}
