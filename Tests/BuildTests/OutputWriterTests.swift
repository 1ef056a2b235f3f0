import Foundation
import Testing
@testable import Build
import TestSupport

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
        #expect(try listing(out) == [OutputWriter.markerName, "a", "a/b", "a/b/c.txt", "index.html"])
        // No staging or retired folders are left beside the output; the previous site is the spare.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            == [".public.spotter-spare", "public"])
        #expect(try listing(writer.spareDirectory) == [OutputWriter.markerName, "index.html", "old", "old/page.html"])
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
        #expect(try listing(out) == [OutputWriter.markerName, "a", "b", "b/c", "b/c/e.html", "index.html"])
        #expect(try listing(writer.spareDirectory) == [OutputWriter.markerName, "index.html"])
    }

    /// Every file under `folder` with its bytes.
    private func contents(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try listing(folder) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// Issue #55: after `cp -al public snapshot` (or an `rsync --link-dest` deploy), the
    /// snapshot shares its files with the output; the spare the next build writes into is
    /// the output before it. Two builds after edits, through the cache (a partial rebuild)
    /// and without it, leave every byte of the snapshot as it was.
    @Test func aHardLinkedCopyOfTheSiteIsNeverChangedByLaterBuilds() throws {
        let site = root.appendingPathComponent("site"), output = root.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for name in ["site.yaml", "content"] {
            try FileManager.default.copyItem(at: PrivateAthleteTests.repository.appendingPathComponent(name),
                                             to: site.appendingPathComponent(name))
        }
        func build(_ options: [String] = []) throws {
            let run = try CommandLineTests.run(["build", "--quiet", "--source", site.path, "--output", output.path] + options,
                                               environment: PrivateAthleteTests.environment)
            #expect(run.status == 0, "\(run.stderr)")
        }
        try build()
        try build()
        let snapshot = root.appendingPathComponent("snapshot")
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = ["-al", output.path, snapshot.path]
        try copy.run()
        copy.waitUntilExit()
        #expect(copy.terminationStatus == 0)
        let before = try contents(snapshot)
        #expect(before.count > 400)
        let workout = site.appendingPathComponent("content/workouts/ben/2026/11/2026-11-11-lower-a.yaml")
        for (edit, options) in [("rpe: 8", []), ("rpe: 9", ["--no-cache"]), ("rpe: 6", [])] {
            try (try String(contentsOf: workout, encoding: .utf8)).replacing(/rpe: \d/, with: edit)
                .write(to: workout, atomically: true, encoding: .utf8)
            try build(options)
            #expect(try contents(snapshot) == before, "after \(edit)")
        }
        #expect(try contents(output) != before)
    }

    /// Runs `chattr FLAG PATH…`; false when it fails (not root, or a file system without the flag).
    private static func chattr(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Whether this machine can make a file that even its owner cannot change (`chattr +i`):
    /// how a test stands for a file left by a `sudo` build, which a test run as root cannot make.
    static let canMakeImmutableFiles: Bool = {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-immutable-\(UUID().uuidString)")
        defer {
            _ = chattr(["-i", file.path])
            try? FileManager.default.removeItem(at: file)
        }
        guard FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)), chattr(["+i", file.path]) else {
            return false
        }
        return open(file.path, O_WRONLY) < 0
    }()

    /// Issue #55: a file of the spare that cannot be written or removed (here made immutable:
    /// a page the new site writes, or a file it lacks) does not stop a full build, with the cache
    /// or without: the spare is set aside, said so, and the site built from an empty folder.
    @Test(.enabled(if: canMakeImmutableFiles), arguments: ["index.html", "left-over.html"], [[], ["--no-cache"]])
    func anUnwritableSpareIsSetAsideAndTheSiteBuilt(file: String, options: [String]) throws {
        let site = root.appendingPathComponent("site"), output = root.appendingPathComponent("public")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for name in ["site.yaml", "content"] {
            try FileManager.default.copyItem(at: PrivateAthleteTests.repository.appendingPathComponent(name),
                                             to: site.appendingPathComponent(name))
        }
        let workout = site.appendingPathComponent("content/workouts/ben/2026/11/2026-11-11-lower-a.yaml")
        func build(_ edit: String, _ options: [String] = []) throws -> CommandLineTests.Run {
            try (try String(contentsOf: workout, encoding: .utf8)).replacing(/rpe: \d/, with: edit)
                .write(to: workout, atomically: true, encoding: .utf8)
            return try CommandLineTests.run(["build", "--source", site.path, "--output", output.path] + options,
                                            environment: PrivateAthleteTests.environment)
        }
        // Full builds, so that there is a spare and the build below is full too (a partial
        // rebuild neither reads nor writes the spare).
        #expect(try build("rpe: 8", ["--no-cache"]).status == 0)
        #expect(try build("rpe: 9", ["--no-cache"]).status == 0)
        let spare = root.appendingPathComponent(".public.spotter-spare"), aside = root.appendingPathComponent(".public.spotter-unwritable-1")
        let stuck = spare.appendingPathComponent(file)
        if !FileManager.default.fileExists(atPath: stuck.path) { try Data("old".utf8).write(to: stuck) }
        #expect(Self.chattr(["+i", stuck.path]))
        defer { _ = Self.chattr(["-i", aside.appendingPathComponent(file).path, stuck.path]) }
        let run = try build("rpe: 6", options)
        #expect(run.status == 0, "\(run.stderr)")
        let said = run.stdout + run.stderr
        #expect(said.contains("The spare folder could not be written ("), "\(said)")
        #expect(said.contains("\(spare.path)/\(file)"), "\(said)")
        #expect(said.contains("it was set aside as \(aside.path), which no build uses or removes (delete it when you "
            + "can); building everything again in an empty folder"), "\(said)")
        #expect(try String(contentsOf: output.appendingPathComponent("athletes/ben/index.html"), encoding: .utf8).contains("Ben"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("left-over.html").path))
        // The file set aside is as it was; the next build uses the new spare, with nothing to say.
        #expect(FileManager.default.fileExists(atPath: aside.appendingPathComponent(file).path))
        let next = try build("rpe: 7", options)
        #expect(next.status == 0 && !(next.stdout + next.stderr).contains("spare"), "\(next.stdout + next.stderr)")
    }

    @Test func aLinkInTheSpareIsRemovedNotFollowed() throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        let outside = root.appendingPathComponent("outside.txt")
        try Data("untouched".utf8).write(to: outside)
        let spare = writer.spareDirectory
        try FileManager.default.createDirectory(at: spare.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try Data().write(to: spare.appendingPathComponent(OutputWriter.markerName))
        try FileManager.default.createSymbolicLink(atPath: spare.appendingPathComponent("index.html").path,
                                                   withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: spare.appendingPathComponent("linked").path,
                                                   withDestinationPath: root.path)
        try writer.write([("index.html", Array("new".utf8)), ("linked/x.html", Array("x".utf8))])
        #expect(try String(contentsOf: outside, encoding: .utf8) == "untouched")
        #expect(try read("public/index.html") == "new")
        #expect(try listing(out) == [OutputWriter.markerName, "index.html", "linked", "linked/x.html"])
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

    /// `OutputPath` reads a path's bytes a part at a time; on generated paths it accepts
    /// exactly those whose `/`-separated parts are neither empty, `.` nor `..`, holding no
    /// backslash or NUL (as the path's parts read as text say).
    @Test func outputPathsAreCheckedPartByPart() {
        var random = SeededRandom(seed: 7)
        let pieces = ["a", "b", ".", "..", "/", "\\", "\0", "é", "...", ".a", "a.", " "]
        var accepted = 0
        for _ in 0..<20_000 {
            let path = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            let safe = !path.isEmpty && !path.unicodeScalars.contains("\\") && !path.unicodeScalars.contains("\0")
                && parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
            #expect((OutputPath(path) != nil) == safe, "\(path.debugDescription)")
            if safe { accepted += 1 }
        }
        #expect(accepted == 7_256)
        // A separator followed by a combining mark is still a separator: read as bytes, not characters.
        #expect(OutputPath("../\u{301}x") == nil)
        #expect(OutputPath("a\\\u{301}") == nil)
        #expect(OutputPath("a/\u{301}b")?.value == "a/\u{301}b")
    }

    @Test func refusesTwoFilesAtOnePath() throws {
        let writer = OutputWriter(outputDirectory: root.appendingPathComponent("public"))
        #expect(throws: OutputWriter.Failure.duplicatePath("a.html")) {
            try writer.write([("a.html", []), ("a.html", [])])
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("public").path))
    }

    /// A partial rebuild's files, staged in an empty folder, are renamed into the output
    /// (folders made as needed), then the files and emptied folders the new site lacks are
    /// removed; a folder still holding someone's file is left. The staging folder is gone and
    /// the spare untouched.
    @Test func movesStagedFilesIntoTheOutputAndRemovesWhatIsGone() throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        try writer.write([("index.html", Array("one".utf8)), ("a/kept.html", Array("k".utf8)), ("b/gone.html", []),
                          ("c/d/gone.html", []), ("e/gone.html", [])])
        try writer.write([("index.html", Array("one".utf8)), ("a/kept.html", Array("k".utf8)), ("b/gone.html", []),
                          ("c/d/gone.html", []), ("e/gone.html", [])])
        let spareBefore = try listing(writer.spareDirectory)
        func inode(_ path: String) -> UInt64? { BuildCache.inode(out.appendingPathComponent(path)) }
        let keptInode = inode("a/kept.html")
        try Data("mine".utf8).write(to: out.appendingPathComponent("e/mine.txt"))
        let staging = try writer.stage(reusingSpare: false)
        #expect(staging.startsEmpty)
        try staging.add(path: "index.html", bytes: Array("two".utf8))
        try staging.add(path: "f/g/new.html", bytes: Array("new".utf8))
        var forgotten = 0
        let done = try writer.moveIn(["f/g/new.html", "index.html"], from: staging,
                                     removing: ["b/gone.html", "c/d/gone.html", "e/gone.html"], folders: ["b", "c", "c/d", "e"],
                                     beforeFirstChange: { forgotten += 1 })
        #expect(forgotten == 1)
        #expect(done.madeFolders == ["f", "f/g"] && done.keptFolders == ["e"])
        #expect(try listing(out) == [OutputWriter.markerName, "a", "a/kept.html", "e", "e/mine.txt", "f", "f/g", "f/g/new.html",
                                     "index.html"])
        #expect(try read("public/index.html") == "two" && read("public/f/g/new.html") == "new")
        #expect(keptInode != nil && inode("a/kept.html") == keptInode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [".public.spotter-spare", "public"])
        #expect(try listing(writer.spareDirectory) == spareBefore)
    }

    /// Before anything changes, every place `moveIn` writes or removes is looked at, never
    /// through a link: a link or folder where a file goes, a file or link where a folder goes,
    /// a folder where a file to remove was, and an output without its marker are refused, the
    /// output left as it was and `beforeFirstChange` not run.
    @Test func movingInRefusesAnOutputNotAsRecordedBeforeChangingIt() throws {
        let out = root.appendingPathComponent("public")
        let writer = OutputWriter(outputDirectory: out)
        try writer.write([("index.html", Array("one".utf8)), ("a/page.html", Array("p".utf8)), ("b", Array("file".utf8))])
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("link"), withDestinationURL: elsewhere)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("a/linked.html"),
                                                   withDestinationURL: elsewhere.appendingPathComponent("x.html"))
        let before = try listing(out)
        for (files, gone, refused) in [(["link/x.html"], [String](), "link"), (["a/linked.html"], [], "a/linked.html"),
                                       (["a"], [], "a"), (["b/c.html"], [], "b"), (["index.html"], ["a"], "a")] {
            let staging = try writer.stage(reusingSpare: false)
            for path in files { try staging.add(path: path, bytes: Array("new".utf8)) }
            var forgotten = false
            #expect(throws: OutputWriter.NotAsRecorded(path: refused)) {
                try writer.moveIn(files, from: staging, removing: gone, folders: [], beforeFirstChange: { forgotten = true })
            }
            #expect(!forgotten)
            staging.removeFolder()
            #expect(try listing(out) == before)
            #expect(try read("public/index.html") == "one")
        }
        #expect(try listing(elsewhere) == [])
        try FileManager.default.removeItem(at: out.appendingPathComponent(OutputWriter.markerName))
        #expect(throws: OutputWriter.NotAsRecorded(path: OutputWriter.markerName)) {
            try writer.moveIn(["index.html"], from: nil, removing: [], folders: [], beforeFirstChange: {})
        }
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

/// The output folder is replaced whole, so only a folder Spotter made may be replaced,
/// reused as the spare or removed: a user's own files are never deleted (issue #27).
@Suite final class OutputFolderOwnershipTests {
    let scratch = TemporaryFolder("spotter-ownership")
    let thesis = Array("my thesis".utf8)

    private func bytes(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: scratch(relative)))
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
    }

    @Test func aFolderOfTheUsersIsRefusedTwiceAndKeptWhole() throws {
        try scratch.write("important/thesis.txt", thesis)
        let writer = OutputWriter(outputDirectory: scratch("important"))
        #expect(throws: OutputWriter.Failure.outputNotMadeBySpotter(scratch("important").standardizedFileURL.path)) {
            try writer.checkOwnership()
        }
        for _ in 0..<2 {
            #expect(throws: OutputWriter.Failure.outputNotMadeBySpotter(scratch("important").standardizedFileURL.path)) {
                try writer.write([("index.html", Array("site".utf8))])
            }
        }
        #expect(try bytes("important/thesis.txt") == thesis)
        #expect(!FileManager.default.fileExists(atPath: scratch("important/index.html").path))
        // What the refused builds left beside is Spotter's own output only.
        #expect(FileManager.default.fileExists(atPath: writer.spareDirectory.appendingPathComponent(OutputWriter.markerName).path))
        #expect(!FileManager.default.fileExists(atPath: writer.spareDirectory.appendingPathComponent("thesis.txt").path))
    }

    @Test func withForceTheUsersFilesAreMovedAsideReportedAndNeverRemoved() throws {
        try scratch.write("important/thesis.txt", thesis)
        try scratch.write("important/notes/a.txt", "a")
        let forced = OutputWriter(outputDirectory: scratch("important"), force: true)
        try forced.checkOwnership()
        let kept = try forced.write([("index.html", Array("one".utf8))])
        #expect(kept?.lastPathComponent == "important.spotter-kept-1")
        // Three more builds, with and without --force: the kept folder is never touched,
        // and the spare holds only Spotter's sites.
        try OutputWriter(outputDirectory: scratch("important")).write([("index.html", Array("two".utf8))])
        #expect(try forced.write([("index.html", Array("three".utf8))]) == nil)
        try OutputWriter(outputDirectory: scratch("important")).write([("index.html", Array("four".utf8))])
        #expect(try bytes("important.spotter-kept-1/thesis.txt") == thesis)
        #expect(try bytes("important.spotter-kept-1/notes/a.txt") == Array("a".utf8))
        #expect(try bytes("important/index.html") == Array("four".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: forced.spareDirectory.path).sorted()
            == [OutputWriter.markerName, "index.html"])
        #expect(try names() == [".important.spotter-spare", "important", "important.spotter-kept-1"])
        // A second folder of the user's goes to the next free name.
        try FileManager.default.removeItem(at: scratch("important"))
        try scratch.write("important/second.txt", "2")
        #expect(try forced.write([("index.html", [])])?.lastPathComponent == "important.spotter-kept-2")
        #expect(try bytes("important.spotter-kept-2/second.txt") == Array("2".utf8))
    }

    @Test func aSpareThatIsNotSpottersIsNeverReusedOrRemoved() throws {
        // What an earlier Spotter left: the user's files moved into the spare.
        try scratch.write(".important.spotter-spare/thesis.txt", thesis)
        let writer = OutputWriter(outputDirectory: scratch("important"))
        for round in 0..<3 { try writer.write([("index.html", Array("\(round)".utf8))]) }
        #expect(try bytes(".important.spotter-spare/thesis.txt") == thesis)
        #expect(try FileManager.default.contentsOfDirectory(atPath: writer.spareDirectory.path) == ["thesis.txt"])
        #expect(try bytes("important/index.html") == Array("2".utf8))
    }

    @Test func anOutputThatIsALinkIsNotSpottersAndItsTargetIsUntouched() throws {
        try scratch.write("documents/thesis.txt", thesis)
        try FileManager.default.createSymbolicLink(atPath: scratch("out").path, withDestinationPath: scratch("documents").path)
        let writer = OutputWriter(outputDirectory: scratch("out"))
        #expect(throws: OutputWriter.Failure.outputNotMadeBySpotter(scratch("out").standardizedFileURL.path)) {
            try writer.checkOwnership()
        }
        #expect(throws: OutputWriter.Failure.outputNotMadeBySpotter(scratch("out").standardizedFileURL.path)) {
            try writer.write([("index.html", [])])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch("documents").path) == ["thesis.txt"])
    }

    @Test func anEmptyFolderOrAMissingOneIsUsed() throws {
        try FileManager.default.createDirectory(at: scratch("empty"), withIntermediateDirectories: true)
        for name in ["empty", "new"] {
            let writer = OutputWriter(outputDirectory: scratch(name))
            try writer.checkOwnership()
            #expect(try writer.write([("index.html", [])]) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: scratch(name).path).sorted()
                == [OutputWriter.markerName, "index.html"])
        }
    }
}

extension OutputWriter {
    /// Writes `files` (path → bytes) as the complete new content of the output folder, as a
    /// build does (staged, then swapped in); answers where a folder Spotter did not make was
    /// moved (with `force`), or nil.
    @discardableResult
    func write(_ files: [(path: String, bytes: [UInt8])]) throws -> URL? {
        let staging = try stage()
        do {
            for file in files { try staging.add(path: file.path, bytes: file.bytes) }
            return try staging.commit()
        } catch {
            staging.abandon()
            throw error
        }
    }
}
