import Diagnostics
import Foundation
@testable import Loading
import Testing
import TestSupport
import TextAndDates
import TrainingModel

/// Decoded files kept across builds (`DecodedFiles`, docs/build-cache.md#decoded-files-kept):
/// a load that reuses them gives what a full load gives, and a store that is damaged or was
/// written by another Spotter or for other settings is not read.
@Suite struct DecodedFilesTests {
    /// Generated workout files of every shape the notation has, in a site in pounds (so
    /// loads are converted to kilograms with float noise) or in kilograms.
    static func site(seed: UInt64, files count: Int, units: String) -> SiteFiles {
        var random = SeededRandom(seed: seed)
        let sets = ["100 x 5", "82.5 x 8 @8", "\"w: 20 x 10\"", "60 x 5 x 3", "bw x 12", "bw+20kg x 6 @9.5",
                    "x 15", "60s", "bw+10kg 7s", "5km in 25:30", "\"d: 40 x 12\"", "\"f: 97.5 x 3 @10\"",
                    "{weight: 133.3, reps: 7, rpe: 7.25}", "{reps: 8, kind: failure}", "0.1 x 1", "102.058 x 3"]
        let exercises = ["back-squat", "Back Squat", "pull-up", "squat"]
        var files = SiteFiles.minimal.site("title: Test\nunits: \(units)\ntimezone: Europe/Madrid\n")
        for index in 0..<count {
            var text = "date: 2026-0\(1 + index % 9)-1\(index % 10)"
            if random.next() % 2 == 0 { text += "T0\(random.next() % 10):\(10 + random.next() % 50)" }
            text += "\n"
            if random.next() % 3 == 0 { text += "name: \"Séance \(index) — 💪\"\n" }
            if random.next() % 3 == 0 { text += "duration: \(["1h 5m", "65", "47.5", "0.3"][Int(random.next() % 4)])\n" }
            if random.next() % 3 == 0 { text += "rpe: \(["8", "7.5", "6.66"][Int(random.next() % 3)])\n" }
            if random.next() % 3 == 0 { text += "bodyweight: \(["61.4", "80", "72.123456"][Int(random.next() % 3)])\n" }
            if random.next() % 4 == 0 { text += "notes: \"Ça va *bien*\\nline two\"\n" }
            text += "entries:\n"
            for _ in 0..<(1 + random.next() % 4) {
                text += "  - exercise: \(exercises[Int(random.next() % UInt64(exercises.count))])\n"
                let written = (0..<(1 + random.next() % 5)).map { _ in sets[Int(random.next() % UInt64(sets.count))] }
                text += "    sets: [\(written.joined(separator: ", "))]\n"
                if random.next() % 5 == 0 { text += "    grade: \(["6C+", "7a", "v5", "VB"][Int(random.next() % 4)])\n" }
                if random.next() % 5 == 0 { text += "    notes: Heavy.\n" }
            }
            files = files.content("workouts/\(index % 3 == 0 ? "ana/" : "")w\(index).yaml", text)
        }
        return files
    }

    /// In path order, as the build cache's scan gives them.
    static func hashes(_ files: SiteFiles) -> [(path: String, hash: ContentHash)] {
        files.files.map { ($0.key, ContentHash(Array($0.value.utf8))) }.sorted { $0.path < $1.path }
    }

    @Test(arguments: [(UInt64(1), "kg"), (2, "lb"), (3, "lb")])
    func reusingGivesWhatAFullLoadGives(seed: UInt64, units: String) async throws {
        // Besides, a workout naming an exercise the site lacks and two with one id: the library
        // reports them by where the reference and the id were written, which the store keeps.
        let workout = "date: 2026-03-02\nentries:\n  - exercise: back-squat\n    sets: [100 x 5]\n"
        let files = Self.site(seed: seed, files: 300, units: units)
            .content("workouts/unknown.yaml", "date: 2026-03-03\nentries:\n  - exercise: back-squat\n    sets: [1 x 1]\n"
                     + "  - exercise: no-such-lift\n    sets: [100 x 5]\n")
            .content("workouts/dup-a.yaml", "id: dup\n" + workout)
            .content("workouts/dup-b.yaml", "# the same id\n\nid: dup\n" + workout)
        let loader = SiteLoader(fileSystem: .inMemory(files.files))
        let full = await loader.load(siteDirectory: ".")
        let first = await loader.load(siteDirectory: ".", reusing: DecodedFiles(), hashes: Self.hashes(files))
        // Every file is decoded (the workouts, the athlete and two exercises), and every
        // workout file kept: none has a diagnostic of its own.
        #expect(first.decoded.decoded.count == 306)
        #expect(first.decoded.count == 303)
        #expect(first.decoded.keptNow == 303)
        #expect(full.diagnostics.sorted.map(\.description) == [
            "content/workouts/dup-b.yaml:3:5: error: duplicate workout id `dup`, already used by content/workouts/dup-a.yaml",
            "content/workouts/unknown.yaml:5:15: error: entries[1].exercise: unknown exercise `no-such-lift`",
        ])
        let bytes = first.decoded.encoded(fingerprint: "test")
        let stored = try #require(DecodedFiles(bytes: bytes, fingerprint: "test"))
        #expect(stored.count == 303)
        #expect(stored.encoded(fingerprint: "test") == bytes)
        let second = await loader.load(siteDirectory: ".", reusing: stored, hashes: Self.hashes(files))
        // Only the files that are not workouts.
        #expect(second.decoded.decoded.count == 3)
        #expect(second.decoded.keptNow == 0)
        for result in [first.result, second.result] {
            #expect(result.library == full.library)
            #expect(result.diagnostics.sorted.map(\.description) == full.diagnostics.sorted.map(\.description))
        }
        #expect(full.library.workouts.count == 301)
    }

    @Test func aChangedFileIsDecodedAgainAndTheRestReused() async throws {
        var files = Self.site(seed: 4, files: 40, units: "kg")
        let stored = try #require(DecodedFiles(
            bytes: await SiteLoader(fileSystem: .inMemory(files.files))
                .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: Self.hashes(files)).decoded.encoded(fingerprint: "f"),
            fingerprint: "f"))
        files = files.content("workouts/w1.yaml", "date: 2026-05-05\nentries:\n  - exercise: squat\n    sets: [101 x 5]\n")
            .content("workouts/new.yaml", "date: 2026-05-06\nentries:\n  - exercise: squat\n    sets: [102 x 5]\n")
            .content("workouts/warned.yaml", "date: 2026-05-07\ndraft: true\nentries:\n  - exercise: squat\n    sets: [1 x 1]\n")
        let loader = SiteLoader(fileSystem: .inMemory(files.files))
        let again = await loader.load(siteDirectory: ".", reusing: stored, hashes: Self.hashes(files))
        // The edited file, the new ones and the three that are not workouts; the draft's
        // warning keeps it out of the store.
        #expect(again.decoded.decoded.count == 6)
        #expect(again.decoded.keptNow == 2)
        #expect(again.decoded.count == 41)
        #expect(again.result.library == (await loader.load(siteDirectory: ".")).library)
        #expect(again.result.library.workouts.first { $0.id == "w1" }?.entries.first?.sets.first?.load?.kilograms == 101)

        // Three files side by side in path order removed (w24 is in `ana/`): the store's records of them are
        // passed over, and the next file is still reused, not decoded again.
        let gone = ["content/workouts/w22.yaml", "content/workouts/w23.yaml", "content/workouts/w25.yaml"]
        #expect(gone.allSatisfy { files.files[$0] != nil })
        let fewer = SiteFiles(files.files.filter { !gone.contains($0.key) })
        let fewerLoader = SiteLoader(fileSystem: .inMemory(fewer.files))
        let afterRemoval = await fewerLoader.load(siteDirectory: ".", reusing: again.decoded, hashes: Self.hashes(fewer))
        #expect(afterRemoval.decoded.decoded.count == 4)
        #expect(afterRemoval.decoded.count == 38)
        #expect(afterRemoval.result.library == (await fewerLoader.load(siteDirectory: ".")).library)
    }

    @Test func otherSettingsDecodeEveryFileAgain() async throws {
        let kilograms = Self.site(seed: 5, files: 20, units: "kg")
        let stored = await SiteLoader(fileSystem: .inMemory(kilograms.files))
            .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: Self.hashes(kilograms)).decoded
        let pounds = kilograms.site("title: Test\nunits: lb\ntimezone: Europe/Madrid\n")
        let loader = SiteLoader(fileSystem: .inMemory(pounds.files))
        let again = await loader.load(siteDirectory: ".", reusing: stored, hashes: Self.hashes(pounds))
        #expect(again.decoded.decoded.count == 23)
        #expect(again.result.library == (await loader.load(siteDirectory: ".")).library)
        #expect(again.result.library.workouts.contains { $0.entries.contains { $0.sets.contains { $0.load?.kilograms == 100 } } } == false)
    }

    @Test func aDamagedOrForeignStoreIsNotRead() async throws {
        let files = Self.site(seed: 6, files: 10, units: "kg")
        let bytes = await SiteLoader(fileSystem: .inMemory(files.files))
            .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: Self.hashes(files)).decoded.encoded(fingerprint: "a")
        let read = try #require(DecodedFiles(bytes: bytes, fingerprint: "a"))
        #expect(read.records.map(\.path) == (0..<10).map { "content/workouts/\($0 % 3 == 0 ? "ana/" : "")w\($0).yaml" }.sorted())
        #expect(DecodedFiles(bytes: bytes, fingerprint: "b") == nil)
        // Out of path order, or a path twice, with a sum that holds: the loader walks the
        // records beside its files, so such a store is refused as a damaged one is.
        for reordered in [[1, 0] + Array(2..<10), [0, 0] + Array(2..<10)] {
            var store = read
            store.records = reordered.map { read.records[$0] }
            #expect(DecodedFiles(bytes: store.encoded(fingerprint: "a"), fingerprint: "a") == nil)
        }
        #expect(DecodedFiles(bytes: Array(bytes.dropLast()), fingerprint: "a") == nil)
        #expect(DecodedFiles(bytes: [], fingerprint: "a") == nil)
        var random = SeededRandom(seed: 7)
        for _ in 0..<200 {
            var damaged = bytes
            let index = Int(random.next() % UInt64(bytes.count))
            damaged[index] ^= UInt8(1 + random.next() % 255)
            #expect(DecodedFiles(bytes: damaged, fingerprint: "a") == nil)
        }
    }

    /// Past the store's own checks, an outcome that does not read is refused, never trusted
    /// or trapped on: every prefix of a real one, and random bytes.
    @Test func anOutcomeThatDoesNotReadIsRefused() async throws {
        let files = Self.site(seed: 8, files: 30, units: "lb")
        let stored = await SiteLoader(fileSystem: .inMemory(files.files))
            .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: Self.hashes(files)).decoded
        var random = SeededRandom(seed: 9)
        for (path, record) in stored.records {
            let payload = Array(record.payload)
            #expect(FileOutcome(path: path, decoding: payload[...])?.encoded() == payload)
            for length in 0..<payload.count { #expect(FileOutcome(path: path, decoding: payload[..<length]) == nil) }
            let noise = (0..<payload.count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            _ = FileOutcome(path: path, decoding: noise[...])
        }
    }

    /// Only an outcome of workouts alone is kept (`isKept` asks every other field), and what a
    /// workout file decodes to reads back whole, every stored property as `Mirror` lists it:
    /// the form is derived from the types' declarations (`@ByteCoded`), so a field added to
    /// one is written with no edit of the store.
    @Test func anOutcomeReadsBackWhole() throws {
        let files = Self.site(seed: 10, files: 1, units: "kg")
        let path = "content/workouts/ana/w0.yaml"
        let loaded = try #require(SiteLoader.loadFile(
            SiteLoader.ContentFile(path: path, kind: .workouts, format: .yaml), siteDirectory: ".",
            fileSystem: .inMemory(files.files), config: SiteConfig(), timeZone: .gmt).workouts.first)
        #expect(Mirror(reflecting: FileOutcome(path: "")).children.compactMap(\.label) == [
            "path", "diagnostics", "athletes", "exercises", "sessions", "workouts", "plans", "measurements",
            "testDefinitions", "pages", "isListReply", "media", "unparsed",
        ])
        var workout = loaded.value.workout
        workout.entries[0].grade = ClimbingGrade("6A")
        workout.entries[0].sets.append(PerformedSet(kind: .failure, load: .bodyweight, reps: 0, rpe: 9.5, duration: 7,
                                                    distance: 0.5))
        workout.entries[0].style = .flash
        workout.entries[0].sets[workout.entries[0].sets.count - 1].grip = Grip(name: "half crimp", edgeMillimetres: 20)
        workout.rpe = 8
        var declared = loaded
        declared.value.workout = workout
        declared.value.isDraft = true
        let outcome = FileOutcome(path: path, workouts: [declared])
        let read = try #require(FileOutcome(path: path, decoding: outcome.encoded()[...]))
        #expect(String(reflecting: read.workouts) == String(reflecting: outcome.workouts))
        // A set's grip is held in a box, which reflection names without its fields.
        #expect(read.workouts.first?.value.workout.entries[0].sets.last?.grip == Grip(name: "half crimp", edgeMillimetres: 20))
    }

    /// The same text in two Unicode normalisations (`é` as one character or as `e` and an
    /// accent) is two strings to a file, though Swift compares them equal: each is kept as
    /// written, and two files so named are each decoded.
    @Test func textIsKeptInTheNormalisationItWasWritten() async throws {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        let text = "date: 2026-03-02\nname: \(composed)\nnotes: \(decomposed)\nentries:\n  - exercise: squat\n    sets: [100 x 5]\n"
        let files = SiteFiles.minimal.content("workouts/w.yaml", text)
        let outcome = SiteLoader.loadFile(SiteLoader.ContentFile(path: "content/workouts/w.yaml", kind: .workouts, format: .yaml),
                                          siteDirectory: ".", fileSystem: .inMemory(files.files), config: SiteConfig(),
                                          timeZone: .gmt)
        let read = try #require(FileOutcome(path: outcome.path, decoding: outcome.encoded()[...])?.workouts.first?.value.workout)
        #expect(Array(read.name?.utf8 ?? "".utf8) == Array(composed.utf8))
        #expect(Array(read.notes.utf8) == Array(decomposed.utf8))

        let folder = TemporaryFolder("spotter-decoded")
        for (path, text) in SiteFiles.minimal.files { try folder.write(path, text) }
        try folder.write("content/workouts/ana/\(composed).yaml",
                         "id: first\ndate: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x 5]\n")
        try folder.write("content/workouts/ana/\(decomposed).yaml",
                         "id: second\ndate: 2026-03-03\nentries:\n  - exercise: squat\n    sets: [90 x 5]\n")
        // An ASCII name has twins too: the Kelvin sign is `K` to Swift.
        #expect("\u{212A}" == "K")
        try folder.write("content/workouts/ana/K.yaml", "id: third\ndate: 2026-03-04\nentries:\n  - exercise: squat\n    sets: [80 x 5]\n")
        try folder.write("content/workouts/ana/\u{212A}.yaml",
                         "id: fourth\ndate: 2026-03-05\nentries:\n  - exercise: squat\n    sets: [70 x 5]\n")
        // A file system that compares names in one normalisation (macOS's) holds one file of each pair.
        guard try FileManager.default.contentsOfDirectory(atPath: folder("content/workouts/ana").path).count == 4 else { return }
        let loader = SiteLoader(fileSystem: .disk)
        let full = await loader.load(siteDirectory: folder.url.path)
        // Twins, each with its own hash, as the build cache's scan lists them: in path order.
        var hashes: [(path: String, hash: ContentHash)] = []
        for name in [composed, decomposed, "K", "\u{212A}"] {
            let path = "content/workouts/ana/\(name).yaml"
            hashes.append((path, ContentHash(try ContentFileSystem.disk.readFile(folder.url.path + "/" + path))))
        }
        hashes.sort { $0.path < $1.path }
        #expect(full.library.workouts.map(\.id).sorted() == ["first", "fourth", "second", "third"])
        var stored = await loader.load(siteDirectory: folder.url.path, reusing: DecodedFiles(), hashes: hashes).decoded
        // Twins are never kept: the store holds no two paths Swift takes as one.
        #expect(stored.count == 0)
        for _ in 0..<2 {
            let again = await loader.load(siteDirectory: folder.url.path, reusing: stored, hashes: hashes)
            #expect(again.result.library == full.library)
            #expect(again.result.diagnostics.sorted.map(\.description) == full.diagnostics.sorted.map(\.description))
            stored = again.decoded
        }
        // A store that holds an outcome for one of the twins, under a hash the build reports for
        // it, is still not taken for that path: the twin is decoded from its bytes.
        let other = TemporaryFolder("spotter-decoded-other")
        for (path, text) in SiteFiles.minimal.files { try other.write(path, text) }
        let composedPath = "content/workouts/ana/\(composed).yaml"
        let otherText = "id: other\ndate: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x 5]\n"
        try other.write(composedPath, otherText)
        let otherHash = ContentHash(Array(otherText.utf8))
        let otherStore = await loader.load(siteDirectory: other.url.path, reusing: DecodedFiles(),
                                           hashes: [(composedPath, otherHash)]).decoded
        #expect(otherStore.count == 1)
        let claimed: [(path: String, hash: ContentHash)] = hashes.map { $0.path.isExactly(composedPath) ? ($0.path, otherHash) : $0 }
        #expect(claimed.filter { $0.hash == otherHash }.count == 1)
        let twinsAgain = await loader.load(siteDirectory: folder.url.path, reusing: otherStore, hashes: claimed)
        #expect(twinsAgain.result.library.workouts.map(\.id).sorted() == ["first", "fourth", "second", "third"])
    }

    /// A file renamed to the other Unicode normalisation of its name, with the same bytes and
    /// no twin left, is decoded again: a stored outcome is taken only for the very path it
    /// was decoded from, and the workout names its file as it is now.
    @Test func aFileRenamedToAnotherNormalisationIsDecodedAgain() async throws {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        let folder = TemporaryFolder("spotter-decoded-rename")
        for (path, text) in SiteFiles.minimal.files { try folder.write(path, text) }
        let text = "id: cafe\ndate: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100 x 5]\n"
        let before = "content/workouts/\(composed).yaml", after = "content/workouts/\(decomposed).yaml"
        try folder.write(before, text)
        let loader = SiteLoader(fileSystem: .disk)
        let stored = await loader.load(siteDirectory: folder.url.path, reusing: DecodedFiles(),
                                       hashes: [(before, ContentHash(Array(text.utf8)))]).decoded
        #expect(stored.count == 1)
        try FileManager.default.moveItem(at: folder(before), to: folder(after))
        // A file system that keeps names in one normalisation (macOS's) has not renamed it.
        guard try FileManager.default.contentsOfDirectory(atPath: folder("content/workouts").path)
            .contains(where: { $0.utf8.elementsEqual("\(decomposed).yaml".utf8) }) else { return }
        let again = await loader.load(siteDirectory: folder.url.path, reusing: stored,
                                      hashes: [(after, ContentHash(Array(text.utf8)))])
        #expect(again.decoded.keptNow == 1)
        let workout = try #require(again.result.library.workouts.first)
        #expect(Array(workout.sourcePath.utf8) == Array(after.utf8))
    }

    @Test func numbersKeepEveryBit() {
        let values: [Double] = [0, -0.0, 82.5, 0.1, 1 / 3, 45.359237, -12.75, 1e300, .infinity, -.infinity,
                                .leastNonzeroMagnitude, 0x1p49, 0x1p60, 7.25, 102.05828325]
        var writer = ByteWriter()
        for value in values { writer.double(value) }
        writer.double(.nan)
        var reader = ByteReader(writer.bytes[...])
        for value in values { #expect(reader.double()?.bitPattern == value.bitPattern) }
        #expect(reader.double()?.isNaN == true)
        #expect(reader.isAtEnd)
        // Thousandths take a few bytes, not eight.
        var small = ByteWriter()
        small.double(82.5)
        #expect(small.bytes.count == 3)
    }
}
