import Foundation
import Testing
import TestSupport

/// Runs the real `spotter` executable, as a user or a CI job would.
/// A class so that the temporary folder holding each test's outputs goes with the test.
@Suite final class CommandLineTests {
    let scratch = TemporaryFolder("spotter-cli")

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable SwiftPM built next to the test bundle.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        if folder.lastPathComponent == "MacOS" { folder = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent() }
        return folder.appendingPathComponent("spotter")
    }

    static func run(_ arguments: [String], environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        var env = ["PATH": "/usr/bin:/bin", "SOURCE_DATE_EPOCH": "1773144000"]
        // A sanitizer's settings reach the binary too (`swift test --sanitize=address`).
        for name in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[name] { env[name] = value }
        }
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes are drained at once, standard error on a thread of its own: a child that
        // fills one pipe while the other is read to its end would wait for ever.
        let errors = Drained(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.data()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A pipe read to its end on a thread of its own (never one of Swift's few shared ones).
    private final class Drained: @unchecked Sendable {  // `bytes` written by the thread before `done` is signalled
        private var bytes = Data()
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread { [self] in
                bytes = handle.readDataToEndOfFile()
                done.signal()
            }.start()
        }

        func data() -> Data {
            done.wait()
            return bytes
        }
    }

    /// A folder not yet made, inside this test's temporary folder.
    func temporaryFolder() -> URL {
        scratch("out-\(UUID().uuidString)")
    }

    @Test func checkPassesOnAValidSite() throws {
        let run = try Self.run(["check", "--source", Self.fixtures.appendingPathComponent("basic").path])
        #expect(run.status == 0)
        #expect(run.stderr == "No problems found.\n")
    }

    @Test func checkListsEveryProblemWithItsPlaceAndExitsOne() throws {
        let run = try Self.run(["check", "--source", Self.fixtures.appendingPathComponent("invalid").path])
        #expect(run.status == 1)
        let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(errors == Self.expectedInvalidErrors)
    }

    @Test func buildWithErrorsLeavesTheOutputFolderUntouched() throws {
        let output = temporaryFolder()
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("previous".utf8).write(to: output.appendingPathComponent("index.html"))
        try Data().write(to: output.appendingPathComponent(".spotter-output"))
        let run = try Self.run(["build", "--source", Self.fixtures.appendingPathComponent("invalid").path,
                                "--output", output.path])
        #expect(run.status == 1)
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == [".spotter-output", "index.html"])
        // Nor does it leave a staging or spare folder beside it: pages are staged only once rendered.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
        #expect(siblings.filter { $0.hasPrefix("." + output.lastPathComponent) } == [])
    }

    /// Issue #27: `--output important` into a folder of the user's, built twice, used to
    /// move `thesis.txt` into the spare and then delete it.
    @Test func buildNeverDeletesAFolderItDidNotMake() throws {
        let output = temporaryFolder(), source = Self.fixtures.appendingPathComponent("basic").path
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        try Data("my thesis".utf8).write(to: output.appendingPathComponent("thesis.txt"))
        for _ in 0..<2 {
            let refused = try Self.run(["build", "--quiet", "--source", source, "--output", output.path])
            #expect(refused.status == 1)
            #expect(refused.stderr == "error: refusing to write the site to \"\(output.path)\": the folder holds files and was "
                + "not made by Spotter (it has no .spotter-output file); choose an empty or new folder, or pass --force to "
                + "move its files aside to \(output.path).spotter-kept-N, where they are kept\n")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["thesis.txt"])
        let forced = try Self.run(["build", "--quiet", "--force", "--source", source, "--output", output.path])
        #expect(forced.status == 0)
        let kept = output.path + ".spotter-kept-1"
        #expect(forced.stderr == "note: \(output.path) was not made by Spotter; its files were moved to \(kept)\n")
        for _ in 0..<2 {
            #expect(try Self.run(["build", "--quiet", "--source", source, "--output", output.path]).status == 0)
        }
        #expect(try String(contentsOf: URL(fileURLWithPath: kept + "/thesis.txt"), encoding: .utf8) == "my thesis")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
    }

    @Test func printsWorkflowAnnotationsInCI() throws {
        let run = try Self.run(["check", "--source", "invalid"], environment: ["GITHUB_ACTIONS": "true"],
                               in: Self.fixtures)
        #expect(run.stdout.contains("::error file=invalid/content/workouts/impossible-date.yaml,line=1,col=7::"))
        // The problem lines themselves stay relative to the site.
        #expect(run.stderr.split(separator: "\n").contains { $0.hasPrefix("content/workouts/impossible-date.yaml:1:7: error: ") })
    }

    /// Piped (as in CI), a build prints the stage lines and nothing else: no progress
    /// line, no carriage return or escape sequence, even with a terminal type set.
    @Test func aPipedBuildPrintsOnlyTheStageLines() throws {
        let run = try Self.run(["build", "--source", Self.fixtures.appendingPathComponent("basic").path,
                                "--output", temporaryFolder().path], environment: ["TERM": "xterm-256color"])
        #expect(run.status == 0)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.replacing(/\(.*\)$/, with: "(…)")
        }
        #expect(lines.count == 6)
        #expect(Array(lines.prefix(3)) == ["[1/4] Loading content (…)", "[2/4] Computing statistics (…)",
                                           "[3/4] Rendering pages (…)"])
        #expect(lines[3].hasPrefix("[4/4] Writing ") && lines[4].hasPrefix("Built ") && lines[5] == "")
        #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func aMistypedSubcommandIsNamedWithTheNearestOne() throws {
        let known = "The commands are `build`, `check`, `doctor`, `export`, `import`, `new`, `report`, `serve`; "
            + "`spotter --help` describes them.\n"
        let typo = try Self.run(["chek", "--source", "."])
        #expect(typo.status == 2)
        #expect(typo.stderr == "error: `chek` is not a spotter command; did you mean `check`? " + known)
        let unknown = try Self.run(["publish"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "error: `publish` is not a spotter command. " + known)
    }

    /// GitHub attaches an annotation to a file by its path in the repository, the
    /// workspace, whatever the site folder and the step's working directory.
    @Test func annotationsAreRelativeToTheWorkspace() throws {
        let run = try Self.run(["check", "--source", Self.fixtures.appendingPathComponent("invalid").path],
                               environment: ["GITHUB_ACTIONS": "true",
                                             "GITHUB_WORKSPACE": Self.fixtures.deletingLastPathComponent().path],
                               in: Self.fixtures.appendingPathComponent("invalid/content"))
        #expect(run.stdout.contains("::error file=Fixtures/invalid/content/workouts/impossible-date.yaml,line=1,col=7::"))
        // A site outside the workspace keeps its absolute path.
        let outside = try Self.run(["check", "--source", Self.fixtures.appendingPathComponent("invalid").path],
                                   environment: ["CI": "true", "GITHUB_WORKSPACE": "/proc"])
        let absolute = Self.fixtures.appendingPathComponent("invalid").resolvingSymlinksInPath().path
        #expect(outside.stdout.contains("::error file=\(absolute)/content/workouts/impossible-date.yaml,line=1,col=7::"))
    }

    @Test(arguments: [["build", "--no-such-option"], ["new", "spaceship", "x"], ["check", "--source", "/no/such/folder"]])
    func usageErrorsExitTwo(arguments: [String]) throws {
        #expect(try Self.run(arguments).status == 2)
    }

    @Test func buildsAreIdenticalAcrossTimeZonesAndLocales() throws {
        let source = Self.fixtures.appendingPathComponent("basic").path
        let a = temporaryFolder(), b = temporaryFolder()
        let runA = try Self.run(["build", "--source", source, "--output", a.path],
                                environment: ["TZ": "Pacific/Kiritimati", "LANG": "es_ES.UTF-8", "LC_ALL": "es_ES.UTF-8"])
        let runB = try Self.run(["build", "--source", source, "--output", b.path],
                                environment: ["TZ": "America/Los_Angeles", "LANG": "C", "LC_ALL": "C"])
        #expect(runA.status == 0)
        #expect(runB.status == 0)
        let files = (FileManager.default.enumerator(atPath: a.path)?.allObjects as? [String] ?? []).sorted()
        #expect(files == (FileManager.default.enumerator(atPath: b.path)?.allObjects as? [String] ?? []).sorted())
        for file in files {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: a.appendingPathComponent(file).path, isDirectory: &isDirectory)
            if isDirectory.boolValue { continue }
            #expect(FileManager.default.contentsEqual(atPath: a.appendingPathComponent(file).path,
                                                      andPath: b.appendingPathComponent(file).path), "\(file) differs")
        }
    }

    /// Every fault planted in `Fixtures/invalid`, in file and line order.
    static let expectedInvalidErrors = [
        "content/exercises/squat.yaml:1:1: error: duplicate exercise id `squat`, already used by content/exercises/squat.md",
        "content/workouts/bad-yaml.yaml:5:1: error: invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence that starts at line 4, column 11)",
        "content/workouts/impossible-date.yaml:1:7: error: date: 2026-02-30 is not a date: February 2026 has 28 days",
        "content/workouts/unknown-exercise.yaml:3:15: error: entries[0].exercise: unknown exercise `back-squatt`",
        "content/workouts/unknown-exercise.yaml:4:21: error: entries[0].sets[1]: expected a weight (e.g. 100, 100kg, bw+20kg), found \"8O\"",
        "content/workouts/wrong-type.yaml:2:6: error: rpe: expected an RPE from 0 to 10, found \"hard\"",
    ]
}
