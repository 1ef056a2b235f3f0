@testable import Build
import Foundation
import Loading
import Markdown
import Rendering
import Synchronization
import Testing
import TestSupport
import TextAndDates

/// The build cache (docs/performance.md#the-build-cache): what skips a build, what does
/// not, and the folders it refuses.
@Suite final class BuildCacheTests {
    let scratch = TemporaryFolder("spotter-cache")
    static let basic = CommandLineTests.fixtures.appendingPathComponent("basic").path

    private func builder(output: URL, cache: URL? = nil, version: String = "test") -> SiteBuilder {
        var builder = SiteBuilder(sourceDirectory: Self.basic, outputDirectory: output.path,
                                  environment: ["SOURCE_DATE_EPOCH": "1773144000"])
        builder.cache = BuildCache(directory: cache ?? BuildCache.defaultDirectory(forOutput: output), spotterVersion: version)
        return builder
    }

    private func inode(_ url: URL) throws -> UInt64 {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }

    @Test func aSecondBuildWithNothingChangedLeavesTheOutputAsItIs() async throws {
        let output = scratch("public")
        let first = await builder(output: output).build()
        #expect(first.succeeded && !first.upToDate)
        let page = try inode(output.appendingPathComponent("index.html"))
        var lines: [String] = []
        let second = await builder(output: output).build(log: { lines.append($0) })
        #expect(second.succeeded && second.upToDate)
        #expect(second.filesWritten == first.filesWritten)
        #expect(lines == ["Nothing changed since the last build: \(output.path) left as it is"])
        // The same file, not a copy: the folder was not swapped.
        #expect(try inode(output.appendingPathComponent("index.html")) == page)
        #expect(FileManager.default.fileExists(atPath: scratch(".public.spotter-cache/CACHEDIR.TAG").path))
        #expect(FileManager.default.fileExists(atPath: scratch(".public.spotter-cache/build-manifest").path))
    }

    @Test func anotherSpotterIsAnotherKey() async throws {
        let output = scratch("public")
        #expect(await builder(output: output, version: "0.1.0").build().succeeded)
        var lines: [String] = []
        let again = await builder(output: output, version: "0.2.0").build(log: { lines.append($0) })
        #expect(again.succeeded && !again.upToDate)
        #expect(lines.first == "Building everything: Spotter changed")
    }

    /// Issue #55: a build from source loads libcmark-gfm at run time. Another copy of the
    /// library (here the one loaded, with a byte added, found first through
    /// `LD_LIBRARY_PATH`) is another key: the build says so and renders everything, then
    /// skips while the library stays, and builds again when the first comes back.
    @Test(.enabled(if: Markdown.loadedLibraryFiles.contains { $0.contains("libcmark-gfm.so") }))
    func anotherLibcmarkGFMIsAnotherKey() throws {
        let library = try #require(Markdown.loadedLibraryFiles.first { ($0 as NSString).lastPathComponent.hasPrefix("libcmark-gfm.so") })
        let folder = scratch("lib")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent((library as NSString).lastPathComponent)
        try (try Data(contentsOf: URL(fileURLWithPath: library)) + Data([0])).write(to: copy)
        let output = scratch("public")
        func build(_ environment: [String: String] = [:]) throws -> String {
            let run = try CommandLineTests.run(["build", "--source", Self.basic, "--output", output.path], environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            return run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        }
        let other = ["LD_LIBRARY_PATH": folder.path]
        #expect(try build().hasPrefix("[1/4] Loading content"))
        #expect(try build() == "Nothing changed since the last build: \(output.path) left as it is")
        #expect(try build(other) == "Building everything: the libcmark-gfm Spotter loads changed")
        #expect(try build(other) == "Nothing changed since the last build: \(output.path) left as it is")
        #expect(try build() == "Building everything: the libcmark-gfm Spotter loads changed")
    }

    @Test func anotherAsOfDayIsAnotherKey() async throws {
        let output = scratch("public")
        #expect(await builder(output: output).build().succeeded)
        var next = builder(output: output)
        next.environment = ["SOURCE_DATE_EPOCH": "\(1_773_144_000 + 86_400)"]
        var lines: [String] = []
        let again = await next.build(log: { lines.append($0) })
        #expect(again.succeeded && !again.upToDate)
        #expect(lines.first == "Building everything: the as-of day is 2026-03-11, was 2026-03-10")
    }

    /// A manifest changed in place is named, with why it is not read, as the reason for a
    /// full build, and written again whole after it; so is one of another format.
    @Test func aManifestThatCannotBeReadIsSaid() async throws {
        let output = scratch("public")
        #expect(await builder(output: output).build().succeeded)
        let manifest = scratch(".public.spotter-cache/build-manifest")
        var bytes = try [UInt8](Data(contentsOf: manifest))
        bytes[bytes.count / 2] ^= 1
        try Data(bytes).write(to: manifest)
        var said: [String] = []
        let again = await builder(output: output).build(log: { said.append($0) })
        #expect(again.succeeded && !again.upToDate)
        #expect(said.first == "Building everything: \(manifest.path): cut short or damaged (its bytes are not those its last 16 bytes vouch for)")
        said = []
        #expect(await builder(output: output).build(log: { said.append($0) }).upToDate)
        #expect(throws: BuildCache.Unreadable(reason: "not \"spotter-build-cache 2\", the format this Spotter writes")) {
            try BuildCache.Manifest(bytes: Array("spotter-build-cache 1\nkey spotter=0.1.0\n".utf8))
        }
        // Sealed, but not a manifest: its body ends too soon.
        let sealed = SealedFile.bytes(formatLine: Array("spotter-build-cache 2\n".utf8)) { $0.integer(1) }
        #expect(throws: BuildCache.Unreadable(reason: "not a manifest this Spotter writes")) {
            try BuildCache.Manifest(bytes: sealed)
        }
    }

    /// `site.yaml` is read through a link, as the loader reads it: the file it names is
    /// what the cache compares, so editing that file is seen even when its times are old.
    @Test func aSiteYamlLinkIsComparedByTheFileItNames() async throws {
        let fm = FileManager.default
        let site = scratch("site"), output = scratch("public")
        try fm.copyItem(at: URL(fileURLWithPath: Self.basic), to: site)
        try fm.moveItem(at: site.appendingPathComponent("site.yaml"), to: scratch("shared.yaml"))
        try fm.createSymbolicLink(atPath: site.appendingPathComponent("site.yaml").path, withDestinationPath: scratch("shared.yaml").path)
        func build() async -> SiteBuilder.Outcome {
            var builder = SiteBuilder(sourceDirectory: site.path, outputDirectory: output.path,
                                      environment: ["SOURCE_DATE_EPOCH": "1773144000"])
            var cache = BuildCache(directory: BuildCache.defaultDirectory(forOutput: output), spotterVersion: "test")
            cache.racyWindow = 0
            builder.cache = cache
            return await builder.build()
        }
        #expect(await build().succeeded)
        #expect(await build().upToDate)
        let text = try String(contentsOf: scratch("shared.yaml"), encoding: .utf8)
        try text.replacingOccurrences(of: "Fixture training log", with: "Fixture training LOG")
            .write(to: scratch("shared.yaml"), atomically: false, encoding: .utf8)
        let edited = await build()
        #expect(edited.succeeded && !edited.upToDate)
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
            .contains("Fixture training LOG"))
    }

    @Test func refusesAFolderThatIsNotSpotters() async throws {
        let output = scratch("public"), cache = scratch("mine")
        try scratch.write("mine/notes.txt", "my notes")
        let outcome = await builder(output: output, cache: cache).build()
        #expect(outcome.failure == "refusing to use \"\(cache.path)\" as the build cache: the folder holds files and was "
            + "not made by Spotter (it has no CACHEDIR.TAG naming Spotter); choose an empty or new folder, or pass --no-cache")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path) == ["notes.txt"])
    }

    /// Issue #55: a cache folder that is a link to a real cache (tag and all) is refused,
    /// and the error says it is a link, not that the tag is missing.
    @Test func refusesACacheFolderThatIsALinkSayingSo() async throws {
        let output = scratch("public"), real = scratch("real-cache"), linked = scratch("linked-cache")
        #expect(await builder(output: output, cache: real).build().succeeded)
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent(BuildCache.tagName).path))
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: real.path)
        let before = try FileManager.default.contentsOfDirectory(atPath: real.path).sorted()
        let outcome = await builder(output: output, cache: linked).build()
        #expect(outcome.failure == "refusing to use \"\(linked.path)\" as the build cache: it is a symbolic link, and "
            + "Spotter never writes or removes files through a link (it could lead anywhere); pass the folder itself "
            + "with --cache-dir, or --no-cache")
        #expect(try FileManager.default.contentsOfDirectory(atPath: real.path).sorted() == before)
    }

    /// Issue #55: a folder of the cache (`athlete-statistics`, `athlete-workouts`) replaced by
    /// a link to a folder of the user's is neither written into nor emptied: the user's files
    /// stay, nothing is added, and the build succeeds, saying the cache was not all written.
    @Test func aCacheFolderThatIsALinkIsNeitherWrittenIntoNorEmptied() async throws {
        let site = scratch("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for name in ["site.yaml", "content"] {
            try FileManager.default.copyItem(at: PrivateAthleteTests.repository.appendingPathComponent(name),
                                             to: site.appendingPathComponent(name))
        }
        let output = scratch("public"), cache = scratch(".public.spotter-cache")
        func build() async -> SiteBuilder.Outcome {
            var builder = SiteBuilder(sourceDirectory: site.path, outputDirectory: output.path,
                                      environment: PrivateAthleteTests.environment)
            builder.cache = BuildCache(directory: cache, spotterVersion: "test")
            return await builder.build()
        }
        #expect(await build().succeeded)
        let fm = FileManager.default
        // Statistics of the five published athletes; workouts of the four with workouts.
        for (index, (name, count)) in [(BuildCache.athleteStatisticsName, 5), (BuildCache.keptWorkoutsName, 4)].enumerated() {
            let mine = scratch("mine-\(index)")
            try scratch.write("mine-\(index)/README", "read me")
            try scratch.write("mine-\(index)/notes.txt", "my notes")
            let folder = cache.appendingPathComponent(name)
            #expect(try fm.contentsOfDirectory(atPath: folder.path).count == count, "\(name)")
            try fm.removeItem(at: folder)
            try fm.createSymbolicLink(atPath: folder.path, withDestinationPath: mine.path)
            // An edit of everyone's data: every athlete's files are written again.
            let settings = site.appendingPathComponent("site.yaml")
            try (try String(contentsOf: settings, encoding: .utf8) + "# edit \(index)\n").write(to: settings, atomically: true,
                                                                                            encoding: .utf8)
            let outcome = await build()
            #expect(outcome.succeeded, "\(outcome.failure ?? "")")
            #expect(outcome.cacheProblem?.contains("\(folder.path) is not a folder (a symbolic link?): nothing was written "
                + "into it or removed from it") == true, "\(outcome.cacheProblem ?? "none")")
            #expect(try fm.contentsOfDirectory(atPath: mine.path).sorted() == ["README", "notes.txt"])
            #expect(try String(contentsOf: mine.appendingPathComponent("notes.txt"), encoding: .utf8) == "my notes")
            try fm.removeItem(at: folder)
        }
    }

    @Test func refusesAFolderInsideTheContentOrTheOutput() async throws {
        let output = scratch("public")
        let site = builder(output: output).sourceDirectory.path, out = builder(output: output).outputDirectory.path
        for (cache, other) in [(URL(fileURLWithPath: Self.basic + "/content/.cache"), site),
                               (output.appendingPathComponent("cache"), out), (URL(fileURLWithPath: Self.basic), site)] {
            let outcome = await builder(output: output, cache: cache).build()
            #expect(outcome.failure == "refusing to use \"\(cache.path)\" as the build cache: it overlaps \"\(other)\", "
                + "which the build reads or replaces; choose a folder of its own")
        }
        #expect(!FileManager.default.fileExists(atPath: Self.basic + "/content/.cache"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A cache that cannot be written does not fail the build, and is said (the next build is full).
    @Test func aCacheThatCannotBeWrittenIsSaid() async throws {
        let output = scratch("public")
        try scratch.write("plain-file", "not a folder")
        let cache = scratch("plain-file/cache")
        let outcome = await builder(output: output, cache: cache).build()
        #expect(outcome.succeeded && outcome.filesWritten > 0)
        #expect(outcome.cacheProblem?.hasPrefix("the build cache was not written: could not write the build cache "
            + "\(cache.path): ") == true)
        #expect(!(await builder(output: output, cache: cache).build().upToDate))
    }

    @Test func anEmptyFolderIsUsed() async throws {
        let output = scratch("public"), cache = scratch("empty")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        #expect(await builder(output: output, cache: cache).build().succeeded)
        #expect(await builder(output: output, cache: cache).build().upToDate)
    }

    /// A CI job restores the output and the cache from an archive into a new checkout:
    /// every file has a new inode and change time, so each is read and its bytes compared.
    @Test func foldersCopiedBackWithNewTimesAreComparedByTheirBytes() async throws {
        let fm = FileManager.default
        let site = scratch("site"), output = scratch("public")
        try fm.copyItem(at: URL(fileURLWithPath: Self.basic), to: site)
        func build() async -> SiteBuilder.Outcome {
            var builder = SiteBuilder(sourceDirectory: site.path, outputDirectory: output.path,
                                      environment: ["SOURCE_DATE_EPOCH": "1773144000"])
            builder.cache = BuildCache(directory: BuildCache.defaultDirectory(forOutput: output), spotterVersion: "test")
            return await builder.build()
        }
        func copyBack(_ folder: URL) throws {
            let aside = scratch("aside")
            try fm.moveItem(at: folder, to: aside)
            try fm.copyItem(at: aside, to: folder)
            try fm.removeItem(at: aside)
        }
        #expect(await build().succeeded)
        try copyBack(site)
        try copyBack(output)
        let page = try inode(output.appendingPathComponent("index.html"))
        let again = await build()
        #expect(again.succeeded && again.upToDate)
        #expect(try inode(output.appendingPathComponent("index.html")) == page)
        // One byte of a page changed in the copy: rebuilt.
        try copyBack(output)
        var bytes = try Data(contentsOf: output.appendingPathComponent("index.html"))
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: output.appendingPathComponent("index.html"))
        let rebuilt = await build()
        #expect(rebuilt.succeeded && !rebuilt.upToDate)
        #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) != bytes)
    }

    /// A manifest of thousands of entries reads back as written; cut short anywhere, or with
    /// any byte changed, it is refused whole, never half-read.
    @Test func aLargeManifestReadsBackAsWrittenAndNothingElse() throws {
        let entries = (0..<3_000).map { index in
            BuildCache.Input(path: "athletes/a\(index)/index.html", size: Int64(index), modified: 1, changed: 2,
                             inode: UInt64(index), hash: ContentHash(Array("\(index)".utf8)))
        }
        let manifest = BuildCache.Manifest(
            key: BuildCache.Key(spotter: "0.1.0 1", source: "/s", output: "/s/public", includePrivate: false,
                                timeZone: "UTC", asOf: "2026-03-10"),
            scanned: 7, inputs: Array(entries.prefix(1_000)), outputScanned: 8, outputs: Array(entries.dropFirst(1_000)),
            filesWritten: 2_000, warnings: [])
        let bytes = manifest.bytes
        let read = try BuildCache.Manifest(bytes: bytes)
        #expect(read.bytes == bytes)
        #expect(read.inputs == manifest.inputs && read.outputs == manifest.outputs && read.filesWritten == 2_000)
        for end in stride(from: 0, to: bytes.count, by: 97) {
            #expect(throws: BuildCache.Unreadable.self, "cut at \(end)") { try BuildCache.Manifest(bytes: Array(bytes[..<end])) }
        }
        for place in stride(from: 0, to: bytes.count, by: 101) {
            var changed = bytes
            changed[place] &+= 1
            #expect(throws: BuildCache.Unreadable.self, "changed at \(place)") { try BuildCache.Manifest(bytes: changed) }
        }
    }

    /// With no record to scan it by, the output folder is walked (each folder two levels down
    /// on whichever core takes it): every file and folder, in path order, each file with the
    /// hash of its bytes. A folder that cannot be read is no scan, and neither is a scan called
    /// off (the inputs changed for another key, so a full build follows), before it starts or
    /// once the folders below the top two levels are handed out.
    @Test func theOutputsWalkFindsEveryEntryAndStopsWhenCalledOff() async throws {
        let output = scratch("public")
        #expect(await builder(output: output).build().succeeded)
        let cache = BuildCache(directory: scratch("cache"), spotterVersion: "test")
        let walked = try #require(cache.scanOutput(output, previous: [], scanned: 0))
        let listed = try #require(FileManager.default.subpaths(atPath: output.path)).sorted()
        #expect(walked.map(\.path) == listed)
        #expect(walked.contains { $0.path.split(separator: "/").count > 3 })
        for entry in walked where entry.size >= 0 {
            #expect(entry.hash == ContentHash(try ContentFileSystem.disk.readFile(output.path + "/" + entry.path)), "\(entry.path)")
        }
        #expect(cache.scanOutput(scratch("missing"), previous: [], scanned: 0) == nil)
        #expect(cache.scanOutput(output, previous: [], scanned: 0, isCancelled: { true }) == nil)
        // Asked twice before the walk (on the way in, and once the record cannot serve): called
        // off from the third question on, which each folder's walk asks first.
        let asked = Atomic(0)
        #expect(cache.scanOutput(output, previous: [], scanned: 0,
                                 isCancelled: { asked.add(1, ordering: .relaxed).newValue > 2 }) == nil)
        #expect(asked.load(ordering: .relaxed) > 2)
    }

    /// The executable's hash is the manifest's when the manifest vouches for the file (as for
    /// an input: the same size, times and inode, changed well before its scan), else its bytes'.
    @Test func theExecutablesHashIsReadAgainUnlessTheManifestVouchesForIt() throws {
        let cache = BuildCache(directory: scratch("cache"), spotterVersion: "test")
        let binary = scratch("spotter-binary")
        try Data("first build".utf8).write(to: binary)
        let read = try #require(cache.fingerprint(of: binary.path, vouchedBy: nil))
        #expect(read.hash == ContentHash(Array("first build".utf8)) && read.path == binary.path && read.size == 11)
        // A recorded hash that is not the bytes' shows which one is taken.
        var recorded = read
        recorded.hash = ContentHash(Array("as recorded".utf8))
        func manifest(_ executable: BuildCache.Input, scanned: Int64) -> BuildCache.Manifest {
            BuildCache.Manifest(key: BuildCache.Key(spotter: "s", source: "a", output: "b", includePrivate: false,
                                                    timeZone: "UTC", asOf: "2026-11-26"),
                                scanned: scanned, executable: executable, inputs: [], outputScanned: 0, outputs: [],
                                filesWritten: 0, warnings: [])
        }
        // Well past the window of a file system whose times have no nanoseconds (two seconds).
        let later = read.changed + 10_000_000_000
        #expect(cache.fingerprint(of: binary.path, vouchedBy: manifest(recorded, scanned: later))?.hash == recorded.hash)
        // Scanned in the same tick as the file's last change: read again.
        #expect(cache.fingerprint(of: binary.path, vouchedBy: manifest(recorded, scanned: read.changed))?.hash == read.hash)
        // Recorded for another file: read again.
        var elsewhere = recorded
        elsewhere.path += "-old"
        #expect(cache.fingerprint(of: binary.path, vouchedBy: manifest(elsewhere, scanned: later))?.hash == read.hash)
        // Another build of it in its place: read again.
        try Data("second build".utf8).write(to: binary)
        #expect(cache.fingerprint(of: binary.path, vouchedBy: manifest(recorded, scanned: later))?.hash
                == ContentHash(Array("second build".utf8)))
        #expect(cache.fingerprint(of: scratch("missing").path, vouchedBy: nil) == nil)
        // The manifest writes the executable's line and reads it back.
        let written = manifest(recorded, scanned: later)
        #expect(try BuildCache.Manifest(bytes: written.bytes).executable == recorded)
    }

    @Test func theManifestReadsBackAsWritten() throws {
        let manifest = BuildCache.Manifest(
            key: BuildCache.Key(spotter: "0.1.0 123 456", source: "/a b", output: "/a b/public", includePrivate: true,
                                timeZone: "Europe/Madrid", asOf: "2026-03-10"),
            scanned: 1_773_144_000_000_000_000,
            inputs: [BuildCache.Input(path: "content/a b.yaml", size: 12, modified: 3, changed: 4, inode: 5,
                                      hash: ContentHash(Array("x".utf8)))],
            outputScanned: 8,
            outputs: [BuildCache.Input(path: "index.html", size: 9, modified: 10, changed: 11, inode: 12,
                                       hash: ContentHash(Array("y".utf8))),
                      BuildCache.Input(path: "athletes", size: -1, modified: 0, changed: 0, inode: 0, hash: ContentHash())],
            filesWritten: 6,
            warnings: [.warning(at: .init(file: "content/a.yaml", line: 2, column: 3), keyPath: "k", "m", hint: "h")])
        let read = try BuildCache.Manifest(bytes: manifest.bytes)
        #expect(read.bytes == manifest.bytes)
        #expect(read.key == manifest.key && read.inputs == manifest.inputs && read.warnings == manifest.warnings)
        #expect(read.outputs == manifest.outputs && read.outputScanned == 8 && read.filesWritten == 6)
    }

    /// The rebuild record in the cache's binary form: the owners, then each read with its
    /// digest in the order first recorded, then each page naming its reads by their place. It
    /// reads back as written; anything else (another format, bytes cut short or changed, a
    /// read twice, a place naming no read) is refused whole, with the reason said.
    @Test func theRebuildRecordReadsBackAsWritten() throws {
        let reads: [(PageRead, ContentHash)] = [
            (.athlete("ana"), ContentHash(Array("a".utf8))), (.navigation, ContentHash(Array("n".utf8))),
            (.workoutFigures(athlete: "ana", id: "w 1\tt"), ContentHash()),
            (.workoutRows(athlete: nil, from: 0, count: 20), ContentHash(Array("r".utf8))),
        ]
        func memoBytes(_ reads: [(PageRead, ContentHash)], _ pages: [(String, [Int])]) -> [UInt8] {
            var writer = ByteWriter(sharingStrings: true)
            writer.integer(reads.count)
            for (read, digest) in reads {
                read.encode(into: &writer)
                writer.hash(digest)
            }
            writer.integer(pages.count)
            for (path, places) in pages {
                writer.path(path)
                writer.integer(places.count)
                for place in places { writer.integer(place) }
            }
            return writer.bytes
        }
        func memo(_ bytes: [UInt8]) -> PageMemo? {
            var reader = ByteReader(bytes[...], sharingStrings: true)
            return PageMemo(decoding: &reader).flatMap { reader.isAtEnd ? $0 : nil }
        }
        let pages = [("workouts/index.html", [3, 1]), ("workouts/w 1\n/index.html", [2, 1])]
        let read = try #require(memo(memoBytes(reads, pages)))
        #expect(read.reads(of: "workouts/w 1\n/index.html") == [.workoutFigures(athlete: "ana", id: "w 1\tt"), .navigation])
        #expect(read.reads(of: "workouts/index.html") == [.workoutRows(athlete: nil, from: 0, count: 20), .navigation])
        #expect(read.recorded(.workoutRows(athlete: nil, from: 0, count: 20)) == ContentHash(Array("r".utf8)))
        #expect(read.recorded(.athlete("ana")) == ContentHash(Array("a".utf8)))
        // A read twice, or a page naming a read not written, is no memo.
        #expect(memo(memoBytes(reads + [(.navigation, ContentHash())], pages)) == nil)
        #expect(memo(memoBytes(reads, [("index.html", [0, 4])])) == nil)

        let facts = PartialRebuild.DocumentFacts(withheldSessions: ContentHash(Array("rehab".utf8)),
                                                 exercises: ContentHash(Array("squat".utf8)))
        let record = BuildCache.RebuildRecord(
            owners: ["content/workouts/ana/a b.yaml": "ana", "content/plans/p.yaml": "ben"], facts: facts, memo: read)
        #expect(try BuildCache.RebuildRecord(bytes: record.bytes) == record)
        // The format line, then the owners sorted, the withheld sessions' and the exercises' digests, the memo, and the hash of all that.
        var expected = ByteWriter(sharingStrings: true)
        expected.bytes += Array("spotter-build-cache-rebuild 9\n".utf8)
        expected.integer(2)
        // Each path as its length and bytes, outside the shared strings; the owners shared.
        for (path, owner) in [("content/plans/p.yaml", "ben"), ("content/workouts/ana/a b.yaml", "ana")] {
            expected.path(path)
            expected.string(owner)
        }
        expected.hash(facts.withheldSessions)
        expected.hash(facts.exercises)
        read.encode(into: &expected)
        expected.hash(ContentHash(expected.bytes))
        #expect(record.bytes == expected.bytes)
        // The pages in path order, whatever the order they were recorded in.
        #expect(memo(memoBytes(reads, pages.reversed())).map {
            BuildCache.RebuildRecord(owners: record.owners, facts: facts, memo: $0).bytes
        }
                == record.bytes)

        func unreadable(_ bytes: [UInt8]) -> String? {
            do {
                _ = try BuildCache.RebuildRecord(bytes: bytes)
                return nil
            } catch {
                return error.reason
            }
        }
        #expect(unreadable([]) == "not \"spotter-build-cache-rebuild 9\", the format this Spotter writes")
        // An earlier version's records (text, or paths among the shared strings) are not read.
        #expect(unreadable(Array("spotter-build-cache-rebuild 6\nowner ana content/a.yaml\n".utf8))
                == "not \"spotter-build-cache-rebuild 9\", the format this Spotter writes")
        #expect(unreadable(Array("spotter-build-cache-rebuild 8\n".utf8) + [0])
                == "not \"spotter-build-cache-rebuild 9\", the format this Spotter writes")
        // Every shorter prefix past the format line, and any byte changed, is refused.
        let bytes = record.bytes
        let damaged = "cut short or damaged (its bytes are not those its last 16 bytes vouch for)"
        for length in 30..<bytes.count { #expect(unreadable(Array(bytes.prefix(length))) == damaged) }
        for index in 30..<bytes.count {
            var changed = bytes
            changed[index] ^= 0x40
            #expect(unreadable(changed) == damaged)
        }
        // Well hashed but not a record: an owner twice.
        var twice = ByteWriter(sharingStrings: true)
        twice.bytes += Array("spotter-build-cache-rebuild 9\n".utf8)
        twice.integer(2)
        for _ in 0..<2 {
            twice.path("content/a.yaml")
            twice.string("ana")
        }
        twice.hash(ContentHash([UInt8]()))
        PageMemo().encode(into: &twice)
        twice.hash(ContentHash(twice.bytes))
        #expect(unreadable(twice.bytes) == "not a record this Spotter writes")
        let ownersOnly = BuildCache.RebuildRecord(owners: ["content/a.yaml": "ana"])
        #expect(try BuildCache.RebuildRecord(bytes: ownersOnly.bytes) == ownersOnly)
        // The owners in the inputs' order (sorted): the bytes a sort gives. An owner whose path
        // is no input, or two inputs Swift takes as one path, and the owners are sorted instead.
        func input(_ path: String) -> BuildCache.Input {
            BuildCache.Input(path: path, size: 1, modified: 1, changed: 1, inode: 1, hash: ContentHash())
        }
        let inputs = ["content/plans/p.yaml", "content/workouts/ana/a b.yaml", "site.yaml"].map(input)
        #expect(record.bytes(ownersIn: inputs) == record.bytes)
        #expect(record.bytes(ownersIn: Array(inputs.prefix(1))) == record.bytes)
        let twinned = BuildCache.RebuildRecord(owners: ["caf\u{E9}.yaml": "ana"])
        let twins = BuildCache.inPathOrder([input("caf\u{E9}.yaml"), input("cafe\u{301}.yaml")] + inputs)
        #expect(twinned.bytes(ownersIn: twins) == twinned.bytes)
        #expect(try BuildCache.RebuildRecord(bytes: twinned.bytes(ownersIn: twins)) == twinned)
        // In the inputs' order, not a sort's: what the inputs' order gives when it is another.
        let reversed = record.bytes(ownersIn: inputs.reversed())
        #expect(reversed != record.bytes)
        #expect(try BuildCache.RebuildRecord(bytes: reversed) == record)
    }

    /// An entry's every field reads back at its extremes (an inode may use all 64 bits, a
    /// folder's size is -1), and so does a path of any characters.
    @Test func anEntryReadsBackWithEveryField() throws {
        let entries = [
            BuildCache.Input(path: "a/b c/ü.html", size: -1, modified: .min, changed: .max, inode: .max,
                             hash: ContentHash(high: 0x0123_4567_89AB_CDEF, low: 0xF)),
            BuildCache.Input(path: " ", size: .max, modified: 0, changed: -1, inode: 0, hash: ContentHash()),
            BuildCache.Input(path: "caf\u{E9}\n\u{1}.html", size: 0, modified: 1, changed: 2, inode: 1 << 63, hash: ContentHash()),
        ]
        let manifest = BuildCache.Manifest(
            key: BuildCache.Key(spotter: "s", source: "a", output: "b", includePrivate: false, timeZone: "UTC", asOf: "2026-01-01"),
            scanned: .min, inputs: entries, outputScanned: .max, outputs: entries.reversed(), filesWritten: 0, warnings: [])
        let read = try BuildCache.Manifest(bytes: manifest.bytes)
        #expect(read.inputs == entries && read.outputs == entries.reversed())
        #expect(read.scanned == .min && read.outputScanned == .max)
    }

    /// The record worked out after a partial rebuild (`outputs(_:after:)`) is the folder as a
    /// scan finds it; a folder the build changed that holds an entry the build did not leave
    /// there makes it scan instead.
    @Test func theRecordWorkedOutFromABuildIsTheFolderAsScanned() throws {
        let root = scratch("spare")
        for (path, text) in [("a/x.html", "x"), ("a/y.html", "y"), ("b/z.html", "z")] { try scratch.write("spare/" + path, text) }
        var cache = BuildCache(directory: scratch(".cache"), spotterVersion: "test")
        cache.racyWindow = 0
        let before = try #require(cache.scanOutput(root, previous: [], scanned: 0))
        // The build: a page moved in beside two kept where they were, and one removed.
        try scratch.write("spare/a/new.html", "new")
        try FileManager.default.removeItem(at: scratch("spare/b/z.html"))
        let build = BuildCache.WrittenInto(
            recorded: before, scanned: SiteBuilder.nanosecondsNow(),
            files: ["a/x.html": ContentHash(Array("x".utf8)), "a/y.html": ContentHash(Array("y".utf8)),
                    "a/new.html": ContentHash(Array("new".utf8))],
            folders: ["a", "b"], moved: ["a/new.html"], removed: ["b/z.html"], madeFolders: [])
        let worked = try #require(cache.outputs(root.path, after: build))
        #expect(worked == cache.scanOutput(root, previous: [], scanned: 0))
        #expect(worked.map(\.path) == ["a", "a/new.html", "a/x.html", "a/y.html", "b"])

        try scratch.write("spare/a/stray.html", "someone else's")
        #expect(cache.outputs(root.path, after: build) == nil)
        try FileManager.default.removeItem(at: scratch("spare/a/stray.html"))
        // A name in another Unicode normalisation beside a page written is another file; the
        // record, now holding a path that is not ASCII, is not made this way: the output is walked.
        let composed = "a/caf\u{E9}.html", decomposed = "a/cafe\u{301}.html"
        try scratch.write("spare/" + composed, "new")
        try scratch.write("spare/" + decomposed, "someone else's")
        var twins = build
        (twins.files[composed], twins.moved) = (ContentHash(Array("new".utf8)), ["a/new.html", composed])
        // Linux's file systems keep both names; macOS's takes them as one (then there is no stray).
        let names = try FileManager.default.contentsOfDirectory(atPath: scratch("spare/a").path).count
        #if os(Linux)
        #expect(names == 5)
        #endif
        if names == 5 { #expect(cache.outputs(root.path, after: twins) == nil) }
    }

    /// The same, for a build that makes folders the output lacked (one sorting between a
    /// folder and what it holds, `a-b` before `a/…`), puts a folder where the output held a
    /// file, and writes a page at the top.
    @Test func theRecordWorkedOutMergesWhatTheBuildMade() throws {
        let root = scratch("spare")
        for (path, text) in [("a/x.html", "x"), ("b/z.html", "z"), ("c", "a file"), ("index.html", "home")] {
            try scratch.write("spare/" + path, text)
        }
        var cache = BuildCache(directory: scratch(".cache"), spotterVersion: "test")
        cache.racyWindow = 0
        let before = try #require(cache.scanOutput(root, previous: [], scanned: 0))
        try FileManager.default.removeItem(at: scratch("spare/c"))
        var files: [String: ContentHash] = ["a/x.html": ContentHash(Array("x".utf8)), "b/z.html": ContentHash(Array("z".utf8))]
        for path in ["a/deep/p.html", "a-b/q.html", "c/r.html", "index.html"] {
            try scratch.write("spare/" + path, path)
            files[path] = ContentHash(Array(path.utf8))
        }
        let build = BuildCache.WrittenInto(recorded: before, scanned: SiteBuilder.nanosecondsNow(), files: files,
                                           folders: ["a", "a/deep", "a-b", "b", "c"],
                                           moved: ["a/deep/p.html", "a-b/q.html", "c/r.html", "index.html"],
                                           removed: ["c"], madeFolders: ["a/deep", "a-b", "c"])
        let worked = try #require(cache.outputs(root.path, after: build))
        #expect(worked == cache.scanOutput(root, previous: [], scanned: 0))
        #expect(worked.map(\.path) == ["a", "a-b", "a-b/q.html", "a/deep", "a/deep/p.html", "a/x.html", "b", "b/z.html",
                                       "c", "c/r.html", "index.html"])
        // A stray at the top, which the build wrote into, is found there.
        try scratch.write("spare/stray.html", "someone else's")
        #expect(cache.outputs(root.path, after: build) == nil)
    }

    /// A scanned file holding `text`, and a scanned folder, for the tests of what scans tell apart.
    static func file(_ path: String, _ text: String) -> BuildCache.Input {
        BuildCache.Input(path: path, size: Int64(text.utf8.count), modified: 1, changed: 1, inode: 1, hash: ContentHash(Array(text.utf8)))
    }

    static func folder(_ path: String) -> BuildCache.Input {
        BuildCache.Input(path: path, size: -1, modified: 1, changed: 1, inode: 1, hash: ContentHash())
    }

    /// What changed between two scans: merged when they are sorted (as scans are), and the
    /// same when they are not; names compared byte for byte (`e` and a combining acute is
    /// another file than `é`, though Swift takes the two strings as equal), and a folder where
    /// a file was is a change.
    @Test func changesBetweenScans() {
        let folder = Self.folder("g")
        let old = [Self.file("a", "1"), Self.file("b", "2"), Self.file("c/d", "3"), Self.file("é", "4"), Self.file("g", "")]
        let new = [Self.file("a", "1"), Self.file("b", "x"), Self.file("c/e", "3"), Self.file("e\u{301}", "4"), Self.file("f", "5"),
                   folder]
        let expected = ["b true true", "c/d true false", "c/e false true", "f false true", "g true true", "é true false",
                        "e\u{301} false true"]
        for (from, to) in [(old, new), (old.reversed(), new.reversed())] {
            #expect(BuildCache.changes(from: Array(from), to: Array(to)).map { "\($0.path) \($0.before) \($0.after)" } == expected)
        }
        #expect(BuildCache.changes(from: old, to: old).isEmpty)
        #expect(BuildCache.sameContent(old, old))
        #expect(!BuildCache.sameContent([Self.file("é", "4")], [Self.file("e\u{301}", "4")]))
    }

    /// A partial rebuild's output folder must hold what the last build recorded: the first
    /// difference, in words, for the reason the build gives for rendering everything.
    @Test func theOutputsDifferenceIsNamed() {
        let athletes = Self.folder("athletes")
        let recorded = [athletes, Self.file("athletes/ana.html", "ana"), Self.file("index.html", "home")]
        #expect(PartialRebuild.difference(recorded, from: recorded, in: "/out") == nil)
        #expect(PartialRebuild.difference([athletes, Self.file("athletes/ana.html", "edited"), Self.file("index.html", "home")],
                                          from: recorded, in: "/out") == "/out/athletes/ana.html is not as the last build wrote it")
        #expect(PartialRebuild.difference([athletes, Self.file("index.html", "home")], from: recorded, in: "/out")
                == "/out/athletes/ana.html is not as the last build wrote it")
        #expect(PartialRebuild.difference(recorded + [Self.file("notes.txt", "mine")], from: recorded, in: "/out")
                == "/out holds other files than the last build left")
        #expect(PartialRebuild.difference([athletes, Self.file("athletes/ana.html", "ana"), Self.file("athletes/ben.html", "ben"),
                                           Self.file("index.html", "home")], from: recorded, in: "/out")
                == "/out/athletes holds other files than the last build left")
    }

    @Test func theHashTellsBytesApart() {
        let texts = ["", "a", "b", "ab", "ba", "abcdefgh", "abcdefgi", "abcdefghi", "\u{0}", "\u{0}\u{0}"]
        let hashes = Set(texts.map { ContentHash(Array($0.utf8)).hex })
        #expect(hashes.count == texts.count)
        #expect(ContentHash(Array("abc".utf8)).hex == ContentHash(Array("abc".utf8)).hex)
        #expect(ContentHash(hexBytes: ArraySlice(ContentHash(Array("abc".utf8)).hex.utf8)) == ContentHash(Array("abc".utf8)))
    }

    /// The command line: a second build says it left the output as it was; `--no-cache` builds.
    @Test func theCommandSaysNothingChanged() throws {
        let output = scratch("site")
        let first = try CommandLineTests.run(["build", "--source", Self.basic, "--output", output.path])
        #expect(first.status == 0)
        let second = try CommandLineTests.run(["build", "--source", Self.basic, "--output", output.path])
        let files = first.stderr.split(separator: "\n").last { $0.hasPrefix("Built ") }?.split(separator: " ")[1] ?? ""
        #expect(second.stderr == "Nothing changed since the last build: \(output.path) left as it is\n"
            + "Nothing changed: the \(files) files of \(output.path) are left as they were\n")
        let full = try CommandLineTests.run(["build", "--no-cache", "--quiet", "--source", Self.basic, "--output", output.path])
        #expect(full.status == 0 && full.stderr == "")
    }

    /// The workout files no kept file stands for: counted by path and hash, byte for byte,
    /// among the files under `content/workouts/` only.
    @Test func theFilesNoKeptFileStandsForAreCounted() {
        func input(_ path: String, _ text: String, size: Int64 = 1) -> BuildCache.Input {
            BuildCache.Input(path: path, size: size, modified: 1, changed: 1, inode: 1, hash: ContentHash(Array(text.utf8)))
        }
        func file(_ path: String, _ text: String) -> KeptWorkouts.File {
            KeptWorkouts.File(path: path, hash: ContentHash(Array(text.utf8)), workouts: [])
        }
        let inputs = [
            input("content/athletes/ana.yaml", "a"),
            input("content/workouts", "", size: -1),
            input("content/workouts/ana", "", size: -1),
            input("content/workouts/ana/1.yaml", "1"),
            input("content/workouts/ana/2.yaml", "2 changed"),
            input("content/workouts/ana/3.yaml", "3"),
            input("content/workouts/ben/caf\u{E9}.yaml", "c"),
            input("content/workouts/ben/new.yaml", "n"),
            input("content/workoutsx.yaml", "x"),
        ]
        let kept = [
            KeptWorkouts(athlete: "ana", files: [file("content/workouts/ana/1.yaml", "1"), file("content/workouts/ana/2.yaml", "2"),
                                                 file("content/workouts/ana/3.yaml", "3")]),
            // The same name in the other normalisation is another file.
            KeptWorkouts(athlete: "ben", files: [file("content/workouts/ben/cafe\u{301}.yaml", "c"),
                                                 file("content/workouts/ben/gone.yaml", "g")]),
        ]
        let counted = KeptLoad.filesNotStoodFor(kept, in: inputs)
        #expect(counted.count == 3 && counted.of == 5)
        #expect(KeptLoad.filesNotStoodFor([], in: inputs) == (5, 5))
        // Two athletes' files in one folder, interleaved in path order.
        let shared = ["a", "b", "c", "d"].map { input("content/workouts/shared/\($0).yaml", $0) }
        let interleaved = [
            KeptWorkouts(athlete: "ana", files: [file("content/workouts/shared/a.yaml", "a"), file("content/workouts/shared/c.yaml", "c")]),
            KeptWorkouts(athlete: "ben", files: [file("content/workouts/shared/b.yaml", "b"), file("content/workouts/shared/d.yaml", "x")]),
        ]
        #expect(KeptLoad.filesNotStoodFor(interleaved, in: shared) == (1, 4))
        #expect(KeptLoad.filesNotStoodFor([interleaved[1], KeptWorkouts(athlete: "cleo", files: []), interleaved[0]], in: shared) == (1, 4))
        #expect(KeptLoad.isWorkoutFile("content/workouts/a.yaml") && !KeptLoad.isWorkoutFile("content/workoutsx.yaml")
            && !KeptLoad.isWorkoutFile("content/workout") && !KeptLoad.isWorkoutFile("x/content/workouts/a.yaml"))
    }
}

extension PageMemo {
    /// A page's reads, as `PageRead`s.
    func reads(of path: String) -> [PageRead]? { pages[path].map { $0.map { reads[Int($0)] } } }
}
