import Diagnostics
import Foundation
@testable import Loading
import Testing
import TestSupport
import TextAndDates
import TrainingModel

/// Athletes' workouts kept across builds (`KeptWorkouts`, docs/build-cache.md#workouts-kept-per-athlete):
/// a load that takes them gives what a full load gives, takes an athlete's only while every
/// file of theirs has the bytes it was kept with and no file read now may hold a workout
/// of theirs, and the bytes read back are the workouts written.
@Suite struct KeptWorkoutsTests {
    /// Two athletes, each with a folder of generated workouts (every shape the notation
    /// has, in pounds so loads carry float noise), and a file of Ana's naming her outside it.
    static func site(seed: UInt64) -> SiteFiles {
        var files = SiteFiles()
        for (path, text) in DecodedFilesTests.site(seed: seed, files: 120, units: "lb").files {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let index = Int(name.dropFirst().prefix { $0.isNumber }) ?? 0
            let moved = path.hasPrefix("content/workouts/")
                ? "content/workouts/\(index % 2 == 0 ? "ana" : "ben")/\(index % 4 < 2 ? "2025" : "2026")/\(name)" : path
            files = files.adding(moved, text)
        }
        return files.content("athletes/ben.yaml", "name: Ben\n")
            .content("workouts/shared/ana-extra.yaml", "athlete: ana\ndate: 2026-02-01\nentries: [{exercise: pull-up, sets: [bw x 5]}]\n")
    }

    /// What a build keeps of `library`: each athlete's workouts, file by file, with the
    /// hashes of the files' bytes in `files`.
    static func kept(_ library: TrainingLibrary, _ files: SiteFiles) -> [KeptWorkouts] {
        let hashes = Dictionary(uniqueKeysWithValues: DecodedFilesTests.hashes(files).map { ($0.path, $0.hash) })
        let byAthlete = Dictionary(grouping: library.workouts, by: \.athlete)
        return byAthlete.keys.sorted().map { athlete in
            let byFile = Dictionary(grouping: byAthlete[athlete]!, by: \.sourcePath)
            return KeptWorkouts(athlete: athlete, files: byFile.keys.sorted().map {
                KeptWorkouts.File(path: $0, hash: hashes[$0]!, workouts: byFile[$0]!)
            })
        }
    }

    /// A full load of `files`, and one that reuses the decoded files and takes `kept`.
    static func loads(_ files: SiteFiles, stored: DecodedFiles, kept: [KeptWorkouts]) async
        -> (full: LoadResult, reusing: LoadResult, decoded: DecodedFiles, taken: Set<String>) {
        let loader = SiteLoader(fileSystem: .inMemory(files.files))
        let full = await loader.load(siteDirectory: ".")
        let reusing = await loader.load(siteDirectory: ".", reusing: stored, hashes: DecodedFilesTests.hashes(files), kept: kept)
        return (full, reusing.result, reusing.decoded, reusing.taken.whole)
    }

    @Test(arguments: [UInt64(1), 2])
    func takingEveryAthletesWorkoutsGivesWhatAFullLoadGives(seed: UInt64) async throws {
        let files = Self.site(seed: seed)
        let first = await SiteLoader(fileSystem: .inMemory(files.files))
            .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: DecodedFilesTests.hashes(files))
        #expect(first.result.diagnostics.items == [])
        #expect(first.taken.whole == [] && first.taken.files.isEmpty)
        let kept = Self.kept(first.result.library, files)
        #expect(kept.map(\.athlete) == ["ana", "ben"])
        #expect(kept.map { $0.files.count } == [61, 60])
        let loads = await Self.loads(files, stored: first.decoded, kept: kept)
        #expect(loads.taken == ["ana", "ben"])
        #expect(loads.reusing.library == loads.full.library)
        #expect(loads.reusing.library.workouts.count == 121)
        // Nothing decoded but the profiles and exercises; the store still holds every workout file.
        #expect(loads.decoded.decoded.count == 4)
        #expect(loads.decoded.count == 121)
        #expect(loads.decoded.files.map(\.path) == first.decoded.files.map(\.path))
        // Without the decoded files (gone, or damaged), the kept workouts are still taken once.
        let unstored = await Self.loads(files, stored: DecodedFiles(), kept: kept)
        #expect(unstored.taken == ["ana", "ben"])
        #expect(unstored.reusing.library == unstored.full.library)
        #expect(unstored.decoded.decoded.count == 4)
    }

    /// Ana's kept file edited: that file is read, her other files and Ben's are taken, and
    /// only Ben's kept workouts are whole (hers are to be kept again).
    @Test func anAthleteWhoseFileChangedIsReadAndTheOtherTaken() async throws {
        let files = Self.site(seed: 3)
        let first = await SiteLoader(fileSystem: .inMemory(files.files))
            .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: DecodedFilesTests.hashes(files))
        let kept = Self.kept(first.result.library, files)
        let path = try #require(kept[0].files.first { $0.path.hasPrefix("content/workouts/ana/") }).path
        let edited = files.adding(path, "date: 2026-01-05\nduration: 61\nentries: [{exercise: squat, sets: [100 x 5]}]\n")
        let loads = await Self.loads(edited, stored: first.decoded, kept: kept)
        #expect(loads.taken == ["ben"])
        #expect(loads.reusing.library == loads.full.library)
        let duration = try #require(loads.reusing.library.workouts.first { $0.sourcePath == path }?.duration)
        #expect(duration == 3_660)
        #expect(loads.decoded.decoded.count == 5)
        // Ana's other files are taken too: without the decoded files, only the edited one is decoded.
        let unstored = await Self.loads(edited, stored: DecodedFiles(), kept: kept)
        #expect(unstored.taken == ["ben"])
        #expect(unstored.reusing.library == unstored.full.library)
        #expect(unstored.decoded.decoded.count == 5)
    }

    /// A file gone, a file added in an athlete's folder, a file elsewhere naming them, and one
    /// whose id another of theirs has: each is an athlete whose kept workouts are not whole
    /// (the duplicate has their files all read, the others only what changed), and the library
    /// and its diagnostics are a full load's, with the decoded files and without.
    @Test(arguments: ["gone", "added in the folder", "naming them", "a duplicate id", "named by no one"])
    func anAthleteAFileMayHoldAWorkoutOfIsNotTaken(_ change: String) async throws {
        let files = Self.site(seed: 4)
        let first = await SiteLoader(fileSystem: .inMemory(files.files))
            .load(siteDirectory: ".", reusing: DecodedFiles(), hashes: DecodedFilesTests.hashes(files))
        let kept = Self.kept(first.result.library, files)
        let bens = try #require(kept.last?.files.first).path
        var changed = SiteFiles(files.files.filter { $0.key != bens })
        var diagnostics: [String] = []
        switch change {
        case "gone": break
        case "added in the folder":
            changed = files.content("workouts/ben/2027/new.yaml", "date: 2027-01-01\nentries: [{exercise: pull-up, sets: [bw x 9]}]\n")
        case "naming them":
            changed = files.content("workouts/shared/ben.yaml", "athlete: ben\ndate: 2027-01-01\n")
        case "a duplicate id":
            let id = try #require(kept.last?.files.first?.workouts.first?.id)
            changed = files.content("workouts/ben/zz.yaml", "id: \(id)\ndate: 2027-01-01\n")
            diagnostics = ["content/workouts/ben/zz.yaml:1:5: error: duplicate workout id `\(id)`, already used by \(bens)"]
        default:
            changed = files.content("workouts/loose.yaml", "date: 2027-01-01\n")
            diagnostics = ["content/workouts/loose.yaml:1:1: error: missing `athlete`: the site has several athletes (`ana` and `ben`)\n"
                           + "  hint: add `athlete: ana` or another athlete's id"]
        }
        let loads = await Self.loads(changed, stored: first.decoded, kept: kept)
        #expect(loads.taken == (change == "named by no one" ? [] : ["ana"]))
        #expect(loads.reusing.library == loads.full.library)
        #expect(loads.reusing.diagnostics.sorted.map(\.description) == loads.full.diagnostics.sorted.map(\.description))
        #expect(loads.full.diagnostics.sorted.map(\.description) == diagnostics)
        let unstored = await Self.loads(changed, stored: DecodedFiles(), kept: kept)
        #expect(unstored.reusing.library == loads.full.library)
        #expect(unstored.reusing.diagnostics.sorted.map(\.description) == diagnostics)
        // Read: the four profiles and exercises, the file added, and Ben's 60 when a workout
        // added clashes with his, or all 121 when it may be anyone's.
        let read = ["gone": 4, "added in the folder": 5, "naming them": 5, "a duplicate id": 65, "named by no one": 126]
        #expect(unstored.decoded.decoded.count == read[change])
    }

    @Test func keptWorkoutsReadBackAsWritten() async throws {
        let files = Self.site(seed: 5)
        let library = await SiteLoader(fileSystem: .inMemory(files.files)).load(siteDirectory: ".").library
        for kept in Self.kept(library, files) {
            var writer = ByteWriter()
            kept.encode(into: &writer)
            var reader = ByteReader(writer.bytes[...])
            #expect(KeptWorkouts(decoding: &reader) == kept)
            #expect(reader.isAtEnd)
            // Every shorter prefix is refused, and so are files out of path order.
            for length in stride(from: 0, to: writer.bytes.count, by: 97) {
                var short = ByteReader(writer.bytes[..<length])
                #expect(KeptWorkouts(decoding: &short) == nil)
            }
            var swapped = kept
            swapped.files.swapAt(0, 1)
            var unordered = ByteWriter()
            swapped.encode(into: &unordered)
            var unorderedReader = ByteReader(unordered.bytes[...])
            #expect(KeptWorkouts(decoding: &unorderedReader) == nil)
        }
    }

    @Test func aKeptFileIsTakenWithTheHashItWasKeptWithAndNotWhenTwoAthletesNameIt() {
        let hash = ContentHash(Array("x".utf8))
        let file = { (path: String) in KeptWorkouts.File(path: path, hash: hash, workouts: []) }
        let kept = [KeptWorkouts(athlete: "ana", files: [file("content/workouts/a.yaml"), file("content/workouts/b.yaml")]),
                    KeptWorkouts(athlete: "ben", files: [file("content/workouts/b.yaml")]),
                    KeptWorkouts(athlete: "cy", files: [file("content/workouts/c.yaml"), file("content/workouts/d.yaml")]),
                    KeptWorkouts(athlete: "di", files: [file("content/workouts/e.yaml")])]
        let paths = ["content/workouts/a.yaml", "content/workouts/b.yaml", "content/workouts/c.yaml", "content/workouts/e.yaml"]
        let files = paths.map { SiteLoader.ContentFile(path: $0, kind: .workouts, format: .yaml) }
        var hashes = paths.map { (path: $0, hash: hash) }
        let names = { (places: [KeptWorkouts.Place?]) in places.map { $0.map { "\(kept[$0.athlete].athlete) \($0.file)" } } }
        #expect(names(SiteLoader.placesOfKept(kept, in: files, hashes: hashes, twins: [])) == ["ana 0", nil, "cy 0", "di 0"])
        hashes[3].hash = ContentHash(Array("y".utf8))
        #expect(names(SiteLoader.placesOfKept(kept, in: files, hashes: hashes, twins: [])) == ["ana 0", nil, "cy 0", nil])
        #expect(names(SiteLoader.placesOfKept(kept, in: files, hashes: hashes, twins: ["content/workouts/a.yaml"]))
            == [nil, nil, "cy 0", nil])
    }

    /// The kept files in path order, by place: athlete after athlete when their files follow
    /// one another, else sorted, an athlete with no files between two that interleave included.
    @Test func keptFilesComeInPathOrder() {
        let file = { (path: String) in KeptWorkouts.File(path: path, hash: ContentHash(), workouts: []) }
        let apart = [KeptWorkouts(athlete: "ana", files: [file("w/ana/1"), file("w/ana/2")]),
                     KeptWorkouts(athlete: "ben", files: [file("w/ben/1")])]
        #expect(KeptWorkouts.placesInPathOrder(apart).map { apart[$0].path } == ["w/ana/1", "w/ana/2", "w/ben/1"])
        let interleaved = [KeptWorkouts(athlete: "ana", files: [file("w/a"), file("w/c")]),
                           KeptWorkouts(athlete: "cy", files: []),
                           KeptWorkouts(athlete: "ben", files: [file("w/b"), file("w/d")])]
        let places = KeptWorkouts.placesInPathOrder(interleaved)
        #expect(places.map { interleaved[$0].path } == ["w/a", "w/b", "w/c", "w/d"])
        #expect(places == [.init(athlete: 0, file: 0), .init(athlete: 2, file: 0), .init(athlete: 0, file: 1), .init(athlete: 2, file: 1)])
        #expect(KeptWorkouts.placesInPathOrder([]).isEmpty)
    }
}
