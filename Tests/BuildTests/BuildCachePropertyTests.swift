@testable import Build
import Foundation
import Loading
import PropertyBased
import Rendering
import TestSupport
import Testing
import TextAndDates

/// Issue 28's invariant: a build through the cache writes exactly what a clean build
/// writes, after any sequence of edits (workouts, exercises, athletes, templates,
/// `site.yaml` added, changed, deleted and renamed, plans added, changed and deleted, the as-of day passing midnight, an
/// athlete made private and `--include-private` turned on and off, the output folder
/// and the spare touched by hand), and it skips the build exactly when nothing it depends
/// on changed. Some builds of each run of the test are partial rebuilds (`PartialRebuild`).
struct BuildCachePropertyTests {
    /// One step of a sequence: which edit, and two numbers it picks its target and new value with.
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int
        var pick: Int
        var value: Int
        var description: String { "\(Edit.allCases[kind])(\(pick), \(value))" }
    }

    enum Edit: CaseIterable {
        case nothing, addWorkout, changeWorkout, deleteWorkout, renameWorkout, changeExercise, addExercise,
             deleteExercise, changeAthlete, addAthlete, deleteAthlete, overrideTemplate, removeTemplate,
             changeSettings, passMidnight, touchOnly, sameSizeEditWithOldTimes, tamperWithOutput, makeAthletePrivate,
             toggleIncludePrivate, tamperWithSpare, changePlan, deletePlan
    }

    static let steps = zip(Gen.int(in: 0...(Edit.allCases.count - 1)), Gen.int(in: 0...1_000), Gen.int(in: 0...1_000))
        .map { Step(kind: $0, pick: $1, value: $2) }.array(of: 1...10)

    static let start: [String: String] = [
        // Two workouts a page: the workout index has pages a partial rebuild may keep.
        "site.yaml": "title: Cache\nunits: kg\ntimezone: UTC\npaginate: 2\n",
        "content/athletes/ana.yaml": "name: Ana\n",
        "content/athletes/ben.yaml": "name: Ben\n",
        "content/exercises/back-squat.yaml": "name: Back Squat\ntype: strength\n",
        "content/exercises/bench-press.yaml": "name: Bench Press\ntype: strength\n",
        "content/workouts/ana/2026-03-02.yaml": workout("ana", "2026-03-02", squat: 80),
        "content/workouts/ana/2026-03-04.yaml": workout("ana", "2026-03-04", squat: 82.5),
        "content/workouts/ben/2026-03-03.yaml": workout("ben", "2026-03-03", squat: 120),
        // A plan of one athlete's, prescribing a session by its athlete's e1RM; another session
        // names Ben, whose e1RM its loads come from in any plan that schedules it.
        "content/sessions/legs.yaml": "name: Legs\ntype: strength\nitems:\n  - exercise: back-squat\n    prescription: 3x5 @ 80%\n",
        "content/sessions/bens-legs.yaml": "name: Ben's legs\ntype: strength\nathlete: ben\nitems:\n"
            + "  - exercise: back-squat\n    prescription: 3x5 @ 70%\n",
        "content/plans/ana-block.yaml": plan("ana", "2026-03-02", weeks: 2),
    ]

    /// `withBens`: Fridays are Ben's session.
    static func plan(_ athlete: String, _ start: String, weeks: Int, withBens: Bool = false) -> String {
        "name: Block\nathlete: \(athlete)\nstart: \(start)\nweeks: \(weeks)\nschedule:\n  - monday: legs\n    thursday: legs\n"
            + (withBens ? "    friday: bens-legs\n" : "")
    }

    static func workout(_ athlete: String, _ date: String, squat: Double, exercise: String = "bench-press") -> String {
        "date: \(date)\nathlete: \(athlete)\nduration: 60\nentries:\n  - exercise: back-squat\n    sets: [\(squat) x 5]\n"
            + "  - exercise: \(exercise)\n    sets: [50 x 8]\n"
    }

    @Test func aCachedBuildWritesWhatACleanBuildWrites() async throws {
        let partial = Counter()
        await propertyCheck(count: 20, input: Self.steps) { steps in
            do {
                partial.add(try await Self.run(steps))
            } catch {
                Issue.record("\(steps): \(error)")
            }
        }
        // One sequence in three of 1 to 10 steps edits workouts after a good build: 20 sequences
        // without a single partial rebuild would mean the comparison above never saw one.
        #expect(partial.value > 0)
    }

    /// An edit the random sequences rarely make: Ana's plan schedules a session that names
    /// Ben, so her week sheet's loads come from his e1RM; an edit of Ben's workout renders
    /// that sheet again, though Ana's files did not change.
    @Test func aWeekSheetWithAnotherAthletesLoadsFollowsTheirWorkouts() async throws {
        let plan = Edit.allCases.firstIndex(of: .changePlan)!, workout = Edit.allCases.firstIndex(of: .changeWorkout)!
        // Ana's plan (pick 0) with Ben's Fridays (value 0), then Ben's workout (the third, pick 2) at 67 kg.
        let steps = [Step(kind: plan, pick: 0, value: 0), Step(kind: workout, pick: 2, value: 7)]
        #expect(try await Self.run(steps) == 1)
    }

    final class Counter: @unchecked Sendable {  // state behind `lock`
        private let lock = NSLock()
        private var count = 0
        var value: Int { lock.withLock { count } }
        func add(_ more: Int) { lock.withLock { count += more } }
    }

    /// The site, kept in memory and on disk, and what the last successful build saw.
    /// Answers how many builds were partial rebuilds.
    static func run(_ steps: [Step]) async throws -> Int {
        var partial = 0
        let folder = TemporaryFolder("spotter-cache-property")
        var site = start
        for (path, text) in site { try folder.write("site/" + path, text) }
        // 2026-03-14 at 22:00 UTC: a few hours from midnight.
        var now = Date(timeIntervalSince1970: 1_773_525_600)
        var lastGood: (site: [String: String], day: Int, includePrivate: Bool)?
        var tampered = false, includePrivate = false
        for (index, step) in steps.enumerated() {
            let context = "\(steps) step \(index)"
            try apply(step, to: &site, folder: folder, now: &now, tampered: &tampered)
            if Edit.allCases[step.kind] == .toggleIncludePrivate { includePrivate.toggle() }
            let zone = site["site.yaml"]?.split(separator: "\n").first { $0.hasPrefix("timezone: ") }
                .map { String($0.dropFirst("timezone: ".count)) } ?? "UTC"
            let day = AsOfDate.day(of: now, in: TimeZone(identifier: zone)!).daysSinceEpoch

            var cached = SiteBuilder(sourceDirectory: folder("site").path, outputDirectory: folder("out").path,
                                     environment: [:], now: now, includePrivate: includePrivate)
            var cache = BuildCache(directory: folder(".cache"), spotterVersion: "test")
            cache.racyWindow = 0
            cached.cache = cache
            let before = snapshot(folder("out"))
            let outcome = await cached.build()
            if outcome.partial != nil { partial += 1 }
            let clean = SiteBuilder(sourceDirectory: folder("site").path, environment: [:], now: now,
                                    includePrivate: includePrivate)
            let (expected, files) = await clean.render()
            #expect(outcome.succeeded == expected.succeeded, "\(context): \(outcome.failure ?? "") \(expected.failure ?? "")")
            if expected.succeeded {
                expectOutput(folder("out"), holds: files, context)
                let unchanged = lastGood.map { $0.site == site && $0.day == day && $0.includePrivate == includePrivate }
                    ?? false
                #expect(outcome.upToDate == (unchanged && !tampered), "\(context)")
                #expect(outcome.filesWritten == files.count, "\(context)")
                lastGood = (site, day, includePrivate)
                tampered = false
            } else {
                // Nothing written on errors, and the cache leaves it so.
                #expect(snapshot(folder("out")) == before, "\(context)")
            }
        }
        return partial
    }

    static func apply(_ step: Step, to site: inout [String: String], folder: TemporaryFolder, now: inout Date,
                      tampered: inout Bool) throws {
        func write(_ path: String, _ text: String) throws {
            site[path] = text
            try folder.write("site/" + path, text)
        }
        func remove(_ path: String) throws {
            site[path] = nil
            try FileManager.default.removeItem(at: folder("site/" + path))
        }
        func existing(_ prefix: String) -> String? {
            let paths = site.keys.filter { $0.hasPrefix(prefix) }.sorted()
            return paths.isEmpty ? nil : paths[step.pick % paths.count]
        }
        let athletes = ["ana", "ben", "cy"]
        let exercises = ["back-squat", "bench-press", "pull-up"]
        let athlete = athletes[step.pick % athletes.count]
        let date = "2026-03-\((1 + step.value % 20).zeroPadded(to: 2))"
        switch Edit.allCases[step.kind] {
        case .nothing:
            break
        case .addWorkout:
            try write("content/workouts/\(athlete)/\(date).yaml",
                      workout(athlete, date, squat: Double(60 + step.value % 40), exercise: exercises[step.value % 3]))
        case .changeWorkout:
            if let path = existing("content/workouts/") {
                let owner = path.split(separator: "/")[2]
                let day = String(path.split(separator: "/")[3].prefix(10))
                try write(path, workout(String(owner), day, squat: Double(60 + step.value % 40)))
            }
        case .deleteWorkout:
            if let path = existing("content/workouts/") { try remove(path) }
        case .renameWorkout:
            if let path = existing("content/workouts/"), let text = site[path] {
                let target = path.replacingOccurrences(of: ".yaml", with: "-\(step.value).yaml")
                try remove(path)
                try write(target, text)
            }
        case .changeExercise:
            if let path = existing("content/exercises/") {
                try write(path, "name: Exercise \(step.value)\ntype: strength\n")
            }
        case .addExercise:
            try write("content/exercises/\(exercises[step.pick % 3]).yaml", "name: Added \(step.value)\n")
        case .deleteExercise:
            if let path = existing("content/exercises/") { try remove(path) }
        case .changeAthlete:
            if let path = existing("content/athletes/") { try write(path, "name: Athlete \(step.value)\n") }
        case .addAthlete:
            try write("content/athletes/\(athlete).yaml", "name: \(athlete.capitalized) \(step.value)\n")
        case .deleteAthlete:
            if let path = existing("content/athletes/") { try remove(path) }
        case .overrideTemplate:
            try write("Templates/pages/page.mustache",
                      "{{#content}}<main data-v=\"\(step.value)\">{{{bodyHTML}}}</main>{{/content}}\n")
        case .removeTemplate:
            if site["Templates/pages/page.mustache"] != nil { try remove("Templates/pages/page.mustache") }
        case .changeSettings:
            let zones = ["UTC", "Europe/Madrid", "Pacific/Auckland", "America/Los_Angeles"]
            try write("site.yaml", "title: Cache \(step.value)\nunits: \(step.pick % 2 == 0 ? "kg" : "lb")\n"
                      + "timezone: \(zones[step.value % zones.count])\npaginate: \(1 + step.pick % 3)\n")
        case .passMidnight:
            now += TimeInterval(3_600 * (1 + step.value % 30))
        case .touchOnly:
            if let path = existing("") { try folder.write("site/" + path, site[path]!) }
        case .sameSizeEditWithOldTimes:
            // Same size, modification time put back: only the inode change time and the bytes tell.
            if let path = existing("content/workouts/"), let text = site[path], let last = text.last {
                let url = folder("site/" + path)
                let times = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
                let edited = String(text.dropLast()) + (last == "\n" ? " " : "\n")
                try write(path, edited)
                if let times { try FileManager.default.setAttributes([.modificationDate: times], ofItemAtPath: url.path) }
            }
        case .makeAthletePrivate:
            if let path = existing("content/athletes/") {
                try write(path, "name: Athlete \(step.value)\nprivate: \(step.value % 2 == 0)\n")
            }
        case .toggleIncludePrivate:
            break
        case .changePlan:
            // Another start or length, or a first plan of another athlete's.
            try write("content/plans/\(athlete)-block.yaml", plan(athlete, step.value % 2 == 0 ? "2026-03-02" : "2026-03-09",
                                                                 weeks: 1 + step.value % 3, withBens: step.value % 5 < 2))
        case .deletePlan:
            if let path = existing("content/plans/") { try remove(path) }
        case .tamperWithSpare:
            // The folder the next build writes into: what a partial rebuild keeps there must be checked.
            let spare = folder(".out.spotter-spare")
            let pages = snapshot(spare).keys.filter { $0.hasSuffix(".html") }.sorted()
            if !pages.isEmpty {
                let page = spare.appendingPathComponent(pages[step.pick % pages.count])
                switch step.value % 3 {
                case 0:
                    try FileManager.default.removeItem(at: page)
                case 1:
                    try Data("<p>edited by hand</p>".utf8).write(to: page)
                default:
                    try Self.flipByteKeepingTime(page)
                }
            }
        case .tamperWithOutput:
            let out = folder("out")
            if FileManager.default.fileExists(atPath: out.path) {
                let page = out.appendingPathComponent("index.html")
                switch step.value % 3 {
                case 0:
                    // In a folder below the top, whose listing the cache may take as recorded.
                    try Data("stray".utf8).write(to: out.appendingPathComponent("exercises/stray.txt"))
                case 1:
                    try Data("<p>edited by hand</p>".utf8).write(to: page)
                default:
                    try Self.flipByteKeepingTime(page)
                }
                tampered = true
            }
        }
    }

    /// Changes one bit in the middle of `page`, keeping its size and modification time:
    /// only its change time tells.
    static func flipByteKeepingTime(_ page: URL) throws {
        let times = try FileManager.default.attributesOfItem(atPath: page.path)[.modificationDate] as? Date
        var bytes = try Data(contentsOf: page)
        bytes[bytes.count / 2] ^= 0x01
        try bytes.write(to: page)
        if let times { try FileManager.default.setAttributes([.modificationDate: times], ofItemAtPath: page.path) }
    }

    /// Checks that `output` holds exactly `files` (a clean render's) and the output marker.
    static func expectOutput(_ output: URL, holds files: [OutputFile], _ context: String = "",
                             sourceLocation: SourceLocation = #_sourceLocation) {
        var want = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        want[OutputWriter.markerName] = OutputWriter.markerText
        let got = snapshot(output)
        #expect(got.keys.sorted() == want.keys.sorted(), "\(context)", sourceLocation: sourceLocation)
        #expect(got.keys.filter { got[$0] != want[$0] }.sorted() == [], "\(context)", sourceLocation: sourceLocation)
    }

    /// Every file under `folder`, by relative path.
    static func snapshot(_ folder: URL) -> [String: [UInt8]] {
        guard let paths = try? ContentFileSystem.disk.listFiles(folder.path) else { return [:] }
        var files: [String: [UInt8]] = [:]
        for path in paths { files[path] = (try? ContentFileSystem.disk.readFile(folder.path + "/" + path)) ?? [] }
        return files
    }
}

