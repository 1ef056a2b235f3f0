import Build
import Foundation
import Synchronization
import TestSupport
import Testing

/// Issue 51's net for the incremental engines: after every edit of a random sequence, both
/// the preview server's `SiteSession` (rebuilt with the paths the edit touched) and a
/// cached `spotter build` (one output folder and cache across the sequence) hold exactly,
/// byte for byte, what a clean build (`--no-cache`, into a new folder) writes of the same
/// content on the same as-of day. The edits (`Edit`): workouts (strength and runs) added,
/// edited and removed; plans; measurements and tests; a centre; theme overrides; `site.yaml`;
/// `private:` toggled; free pages' words, titles and order; sessions' names, levels,
/// exercises and `private:`, added and removed; a file replaced by the same bytes; the as-of day passing midnight.
///
/// The test drives the engines only through their entry points — `SiteSession(sourceDirectory:
/// environment:clock:)`, `rebuild(_:)` and `files`, and `SiteBuilder.build()` with and without
/// a `BuildCache` — so it holds any engine behind them to the same output. A failure names
/// the shape and the sequence (its steps, as Swift to paste into `EditSequence.replay`), the
/// edits so far, the engine, the paths that differ and the first line that does.
struct BothEnginesPropertyTests {
    /// A sequence: every edit once in an order that meets the known traps (`tour`), `count`
    /// edits drawn from a seed, or the steps a failure printed (to replay it alone, narrow the
    /// test's arguments to its shape and `.replay([...])`).
    enum EditSequence: Sendable, CustomTestStringConvertible {
        case tour
        case seed(UInt64)
        case replay([Step])

        static let all: [EditSequence] = [.tour] + (1...4).map { .seed($0) }
        /// Edits in a seeded sequence.
        static let count = 8

        var testDescription: String {
            switch self {
            case .tour: return "tour"
            case .seed(let seed): return "seed \(seed)"
            case .replay: return "replay"
            }
        }

        /// On `many`, pick 1 is Ben, who has no cardio.
        var steps: [Step] {
            switch self {
            case .tour:
                return [
                    Step(.addWorkout, 1, 11), Step(.addPlan, 0, 0), Step(.editPlan, 0, 1), Step(.editMeasurements, 1, 3),
                    Step(.editCentre, 0, 0), Step(.editCentre, 0, 3), Step(.writeTemplate, 0, 5),
                    Step(.writeTemplate, 0, 6), Step(.writeTemplate, 1, 7), Step(.removeTemplate, 0, 0),
                    Step(.togglePrivate, 1, 0), Step(.togglePrivate, 1, 0), Step(.sameBytesNewTime, 3, 0),
                    Step(.passMidnight, 0, 3), Step(.editWorkout, 0, 1), Step(.removeWorkout, 0, 0),
                    Step(.removePlan, 0, 0), Step(.removeCentre, 0, 0), Step(.removeMeasurements, 0, 0),
                    Step(.writePage, 0, 0), Step(.writePage, 1, 0), Step(.writePage, 0, 1), Step(.writePage, 1, 12),
                    Step(.removePage, 0, 0), Step(.writeSession, 0, 1), Step(.writeSession, 0, 4),
                    Step(.writeSession, 1, 9), Step(.writeSession, 0, 2), Step(.writeSession, 1, 0),
                    Step(.writeSession, 1, 5), Step(.writeSession, 2, 2), Step(.removeSession, 0, 0),
                    Step(.writeExercise, 0, 1), Step(.writeExercise, 0, 2), Step(.writeExercise, 0, 12),
                    Step(.writeExercise, 0, 13), Step(.writeExercise, 0, 0),
                    Step(.editSettings, 0, 3),
                ]
            case .seed(let seed):
                var random = SeededRandom(seed: seed)
                return (0..<Self.count).map { _ in
                    Step(Edit.allCases.randomElement(using: &random)!, Int.random(in: 0..<100, using: &random),
                         Int.random(in: 0..<100, using: &random))
                }
            case .replay(let steps):
                return steps
            }
        }
    }

    @Test(arguments: Shape.allCases, EditSequence.all)
    func bothEnginesWriteWhatACleanBuildWrites(_ shape: Shape, _ sequence: EditSequence) async throws {
        let steps = sequence.steps
        let folder = TemporaryFolder("spotter-both-engines")
        var site = try Site(shape, root: folder("site"))
        // 2026-03-14 at 22:00 UTC: two hours from midnight.
        let clock = Clock(Date(timeIntervalSince1970: 1_773_525_600))
        let now: @Sendable () -> Date = { clock.now }
        var session = SiteSession(sourceDirectory: site.root.path, environment: [:], clock: now)
        var done = ["shape .\(shape), \(sequence.testDescription): .replay(\(steps))", "start"]
        var lastClean: [String: [UInt8]] = [:]
        for (index, step) in ([nil] + steps.map(Optional.some)).enumerated() {
            var changes = SiteChanges.everything
            if let step {
                let applied = try site.apply(step)
                clock.advance(hours: applied.hours)
                changes = Engines.changes(applied.paths)
                done.append("\(index). \(step.edit): \(applied.summary)")
            }
            let context = done.joined(separator: "\n")
            let clean: [String: [UInt8]]
            switch await Engines.cleanBuild(site.root, now: now(), into: folder("clean")) {
            case .success(let files): clean = files
            case .failure(let failed):
                Issue.record("\(context)\nthe clean build failed, on content the generator should not write: \(failed)")
                return
            }
            // Each edit of the tour but the one that saves a file unchanged changes the site, so
            // no edit there compares two sites that are one.
            if case .tour = sequence, let step {
                #expect((clean != lastClean) == (step.edit != .sameBytesNewTime), "\(context)")
            }
            lastClean = clean

            let served = await Engines.serve(&session, changes)
            if let problem = Engines.differences(served, clean.filter { $0.key != OutputWriter.markerName }) {
                Issue.record("\(context)\nserve (SiteSession) differs from a clean build: \(problem)")
                // Later steps start again from a session that saw everything.
                session = SiteSession(sourceDirectory: site.root.path, environment: [:], clock: now)
                _ = await session.rebuild(.everything)
            }

            let built = await Engines.cachedBuild(site.root, now: now(), into: folder("cached/public"))
            if let problem = Engines.differences(built, clean) {
                Issue.record("\(context)\nbuild (cached) differs from a clean build: \(problem)")
                // Later steps start again from an empty output folder and cache.
                try? FileManager.default.removeItem(at: folder("cached"))
            }
        }
    }
}

extension BothEnginesPropertyTests {
    /// The clock both engines and the clean build read, moved on by `passMidnight`.
    final class Clock: Sendable {
        private let time: Mutex<Date>
        init(_ start: Date) { time = Mutex(start) }
        var now: Date { time.withLock { $0 } }
        func advance(hours: Int) { time.withLock { $0 += TimeInterval(hours * 3_600) } }
    }

    /// The entry points of the two engines and of a clean build, and the comparison of their files.
    enum Engines {
        /// A build's files by path, or what stopped it.
        typealias Output = Result<[String: [UInt8]], Failed>

        struct Failed: Error, CustomStringConvertible {
            var description: String
        }

        /// What the preview server makes of the watcher's events at these site-relative paths
        /// (`ChangeMapper`'s table, for the paths the edits touch).
        static func changes(_ paths: [String]) -> SiteChanges {
            paths.reduce(SiteChanges()) { changes, path in
                let theme = path == "Templates" || path.hasPrefix("Templates/")
                return changes.merging(path == "site.yaml" ? .everything
                                       : theme ? SiteChanges(templates: true) : SiteChanges(content: [path]))
            }
        }

        /// The session's files after it rebuilt with `changes`.
        static func serve(_ session: inout SiteSession, _ changes: SiteChanges) async -> Output {
            let outcome = await session.rebuild(changes)
            return outcome.succeeded ? .success(session.files)
                : .failure(Failed(description: "\(outcome.diagnostics.sorted) \(outcome.failure ?? "")"))
        }

        /// `spotter build --no-cache` into a new folder.
        static func cleanBuild(_ source: URL, now: Date, into output: URL) async -> Output {
            defer { try? FileManager.default.removeItem(at: output) }
            return files(await SiteBuilder(sourceDirectory: source.path, outputDirectory: output.path, environment: [:],
                                           now: now).build(), in: output)
        }

        /// `spotter build` with its cache beside `output` (the default place), both kept from the last call.
        static func cachedBuild(_ source: URL, now: Date, into output: URL) async -> Output {
            var builder = SiteBuilder(sourceDirectory: source.path, outputDirectory: output.path, environment: [:],
                                      now: now)
            var cache = BuildCache(directory: BuildCache.defaultDirectory(forOutput: output), spotterVersion: "test")
            // Edits here come faster than file times tick: a file's times are trusted as soon as
            // it is written, so that what the cache keeps by its times is checked too.
            cache.racyWindow = 0
            builder.cache = cache
            return files(await builder.build(), in: output)
        }

        /// Every file under `output` by relative path, or the build's problems.
        private static func files(_ outcome: SiteBuilder.Outcome, in output: URL) -> Output {
            guard outcome.succeeded else {
                return .failure(Failed(description: "\(outcome.diagnostics.sorted) \(outcome.failure ?? "")"))
            }
            var files: [String: [UInt8]] = [:]
            let manager = FileManager.default
            for case let path as String in manager.enumerator(atPath: output.path) ?? NSEnumerator() {
                let url = output.appendingPathComponent(path)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = Array((try? Data(contentsOf: url)) ?? Data())
                }
            }
            return .success(files)
        }

        /// Nil when `got` holds `expected`'s files; else the paths missing, extra and different.
        static func differences(_ output: Output, _ expected: [String: [UInt8]]) -> String? {
            let got: [String: [UInt8]]
            switch output {
            case .success(let files): got = files
            case .failure(let failed): return "it failed: \(failed)"
            }
            func listed(_ paths: [String]) -> String {
                paths.count <= 12 ? "\(paths)" : "\(paths.prefix(12)) and \(paths.count - 12) more"
            }
            let missing = expected.keys.filter { got[$0] == nil }.sorted()
            let extra = got.keys.filter { expected[$0] == nil }.sorted()
            let different = expected.keys.filter { got[$0] != nil && got[$0] != expected[$0] }.sorted()
            if missing.isEmpty && extra.isEmpty && different.isEmpty { return nil }
            let lists = [("missing", missing), ("extra", extra), ("different", different)].filter { !$0.1.isEmpty }
                .map { "\($0.1.count) \($0.0) \(listed($0.1))" }.joined(separator: "; ")
            guard let first = different.first, let mine = got[first], let theirs = expected[first] else { return lists }
            return lists + "\n" + firstDifference(in: first, mine, theirs)
        }

        /// The first line where a file differs from the clean build's.
        private static func firstDifference(in path: String, _ got: [UInt8], _ expected: [UInt8]) -> String {
            let mine = String(decoding: got, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let theirs = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let line = zip(mine, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(mine.count, theirs.count)
            func shown(_ lines: [Substring]) -> String { line < lines.count ? String(lines[line].prefix(300)) : "(end of file)" }
            return "\(path) line \(line + 1): clean build `\(shown(theirs))`, this engine `\(shown(mine))`"
        }
    }
}
