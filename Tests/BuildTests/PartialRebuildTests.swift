@testable import Build
import Foundation
import Loading
import Synchronization
import Testing
import TestSupport
import TextAndDates
import TrainingModel

/// Partial rebuilds (docs/performance.md#partial-rebuilds) on a copy of the sample site, a
/// centre with six athletes: an edit of one athlete's workout renders their pages and the
/// site's, keeps the other athletes' files, and writes exactly what a clean build writes;
/// an edit of anything every page shows renders everything, and says why.
@Suite final class PartialRebuildTests {
    let scratch = TemporaryFolder("spotter-partial")

    /// The sample's `site.yaml` and `content/`, copied so they can be edited.
    private func sampleSite() throws -> URL {
        let site = scratch("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        for name in ["site.yaml", "content"] {
            try FileManager.default.copyItem(at: PrivateAthleteTests.repository.appendingPathComponent(name),
                                             to: site.appendingPathComponent(name))
        }
        return site
    }

    private func builder(_ site: URL) -> SiteBuilder {
        var builder = SiteBuilder(sourceDirectory: site.path, outputDirectory: scratch("public").path,
                                  environment: PrivateAthleteTests.environment)
        var cache = BuildCache(directory: scratch(".cache"), spotterVersion: "test")
        cache.racyWindow = 0
        builder.cache = cache
        return builder
    }

    /// Builds through the cache, then checks the output against a clean render of the same site.
    private func build(_ site: URL) async throws -> (outcome: SiteBuilder.Outcome, log: [String]) {
        var log: [String] = []
        let outcome = await builder(site).build(log: { log.append($0) })
        #expect(outcome.succeeded, "\(outcome.failure ?? "") \(outcome.diagnostics.items)")
        let (clean, files) = await SiteBuilder(sourceDirectory: site.path, environment: PrivateAthleteTests.environment)
            .render()
        #expect(clean.succeeded)
        BuildCachePropertyTests.expectOutput(scratch("public"), holds: files)
        #expect(outcome.filesWritten == files.count)
        return (outcome, log.filter { $0.hasPrefix("Building") })
    }

    /// The output as the cache recorded it after a partial rebuild, worked out from the last
    /// record and what the build did (`BuildCache.outputs(_:after:)`), not scanned, is the
    /// output as a scan finds it.
    private func expectRecordedAsScanned(_ site: URL, after outcome: SiteBuilder.Outcome) throws {
        #expect(outcome.outputRecordWorkedOut)
        let cache = try #require(builder(site).cache)
        let recorded = try #require(try cache.readManifest()).outputs
        let scanned = try #require(cache.scanOutput(scratch("public"), previous: [], scanned: 0))
        #expect(recorded == scanned)
    }

    private func append(_ text: String, to path: String, in site: URL) throws {
        let url = site.appendingPathComponent(path)
        try (String(contentsOf: url, encoding: .utf8) + text).write(to: url, atomically: false, encoding: .utf8)
    }

    /// Writes `path` with `old` replaced by `new`, which it must hold.
    private func replace(_ old: String, with new: String, in path: String, of site: URL) throws {
        let url = site.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old), "\(path) holds no \(old.debugDescription)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: false, encoding: .utf8)
    }

    @Test func anEditOfOneWorkoutRendersItsAthletesPagesAndKeepsTheOthers() async throws {
        let site = try sampleSite()
        let first = try await build(site)
        #expect(first.outcome.partial == nil && first.log == [] && !first.outcome.outputRecordWorkedOut)

        let workout = "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml"
        try append("# an edit\n", to: workout, in: site)
        let second = try await build(site)
        // The pages that read Ben's data, his search index and stats.json are rendered; the
        // other athletes' files are kept, their plan pages, week sheets and calendars too (the
        // other members' centre.ics among them), and
        // so are his other 12 workouts' pages (the appended comment changes nothing they read),
        // the pages of the workout index without a workout of that file (the first and third),
        // and every page that reads no athlete's data (exercise facets, sessions, free pages, and
        // the two redirects left at the paths of `Barbell_Hip_Thrust` as written).
        #expect(second.outcome.partial == ["ben"])
        #expect(second.outcome.kept.count == 322)
        try expectRecordedAsScanned(site, after: second.outcome)
        let others = BuildCachePropertyTests.snapshot(scratch("public")).keys.filter { path in
            path.hasPrefix("athletes/") && !path.hasPrefix("athletes/ben/") && path.split(separator: "/").count > 2
        }
        #expect(others.filter { $0.contains("/plans/") || $0.hasSuffix("/calendar.ics") }.count == 11)
        let bens = BuildCachePropertyTests.snapshot(scratch("public")).keys.filter { path in
            path.hasPrefix("athletes/ben/workouts/") && path.hasSuffix("/index.html") && path.split(separator: "/").count == 5
                && !path.contains("2026-10-26-upper-a")
        }
        #expect(bens.count == 12)
        let kept = Set(second.outcome.kept.map(\.path))
        #expect(Set(others + bens + ["workouts/index.html", "workouts/index-3.html"]).isSubset(of: kept))
        #expect(!kept.contains("workouts/index-2.html") && !kept.contains("index.html"))
        #expect(kept.filter { $0.hasPrefix("athletes/ben/") && !bens.contains($0) } == [])
        #expect(second.log == ["Building what changed: 1 site file changed (\(workout)) · the data of ben changed: "
                               + "rendering 111 pages, keeping 322 files"])

        // Again: the same, from the record the partial rebuild worked out.
        try append("# another edit\n", to: workout, in: site)
        let third = try await build(site)
        #expect(third.outcome.partial == ["ben"])
        #expect(third.outcome.kept.count == 322)
        try expectRecordedAsScanned(site, after: third.outcome)
        // The workout deleted: its page goes with its folder, and the record is still made from
        // what the build did, looking only at what it changed.
        let bensPage = { (path: String) in path.hasPrefix("athletes/ben/") && path.contains("2026-10-26-upper-a") }
        #expect(BuildCachePropertyTests.snapshot(scratch("public")).keys.contains(where: bensPage))
        try FileManager.default.removeItem(at: site.appendingPathComponent(workout))
        let fourth = try await build(site)
        #expect(fourth.outcome.partial == ["ben"])
        #expect(!BuildCachePropertyTests.snapshot(scratch("public")).keys.contains(where: bensPage))
        try expectRecordedAsScanned(site, after: fourth.outcome)
        // Nothing changed since: the output is left as it is.
        #expect(try await build(site).outcome.upToDate)
    }

    /// A redirect is a page like any other: a partial rebuild after a workout's id became its
    /// slug removes the redirect the old id left (docs/site-pages.md#paths).
    @Test func aPartialRebuildRemovesARedirectNoLongerNeeded() async throws {
        let site = try sampleSite()
        let folder = site.appendingPathComponent("content/workouts/ana/2026/10")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("2026-10-05-upper-a.yaml"),
                                         to: folder.appendingPathComponent("Upper_A_Oct5.yaml"))
        _ = try await build(site)
        func moved() -> [String] {
            BuildCachePropertyTests.snapshot(scratch("public")).keys.filter { $0.lowercased().contains("upper_a_oct5") || $0.contains("upper-a-oct5") }.sorted()
        }
        #expect(moved() == ["athletes/ana/workouts/Upper_A_Oct5/index.html", "athletes/ana/workouts/upper-a-oct5/index.html"])
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Upper_A_Oct5.yaml"),
                                         to: folder.appendingPathComponent("upper-a-oct5.yaml"))
        let renamed = try await build(site)
        #expect(renamed.outcome.partial == ["ana"])
        #expect(moved() == ["athletes/ana/workouts/upper-a-oct5/index.html"])
    }

    /// Each file of the output with its inode and modification time.
    private func identities() throws -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        let output = scratch("public")
        for path in try #require(FileManager.default.subpaths(atPath: output.path)) {
            var info = stat()
            guard lstat(output.appendingPathComponent(path).path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            found[path] = [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
        }
        return found
    }

    /// Issue #51: the first edit after a clean build writes only the files whose bytes changed,
    /// in the output folder itself: every other file keeps its inode and time, no spare is
    /// made or used, and the edited workout's page is a new file with the new text.
    @Test func aPartialRebuildWritesOnlyWhatChanged() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let before = try identities()
        let spare = scratch(".public.spotter-spare")
        #expect(!FileManager.default.fileExists(atPath: spare.path))
        let workout = "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml"
        let page = try #require(before.keys.first { $0.hasPrefix("athletes/ben/workouts/2026-10-26-upper-a") && $0.hasSuffix("index.html") })
        let text = try String(contentsOf: site.appendingPathComponent(workout), encoding: .utf8)
        try text.replacingOccurrences(of: "name: Upper A", with: "name: Upper A, heavier")
            .write(to: site.appendingPathComponent(workout), atomically: false, encoding: .utf8)
        let edited = try await build(site)
        #expect(edited.outcome.partial == ["ben"])
        let after = try identities()
        #expect(Set(after.keys) == Set(before.keys))
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        #expect(changed.contains(page))
        #expect(try String(contentsOf: scratch("public").appendingPathComponent(page), encoding: .utf8).contains("Upper A, heavier"))
        // Of the pages rendered, only those whose bytes differ are written: a few dozen of 402 files.
        #expect(changed.count < 40)
        let kept = Set(edited.outcome.kept.map(\.path))
        #expect(kept.count == 322 && changed.allSatisfy { !kept.contains($0) })
        let files = BuildCachePropertyTests.snapshot(scratch("public"))
        #expect(changed.allSatisfy { files[$0] != nil })
        #expect(!FileManager.default.fileExists(atPath: spare.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".public.spotter-new") } == [])
        try expectRecordedAsScanned(site, after: edited.outcome)
    }

    /// A partial rebuild that fails (a content error, a theme error) leaves the output byte for
    /// byte and file for file as it was, and nothing beside it; the next good build is partial again.
    @Test func aFailingPartialRebuildLeavesTheOutputAsItWas() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let before = try identities()
        let bytes = BuildCachePropertyTests.snapshot(scratch("public"))
        let workout = "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml"
        try append("# an edit\n", to: workout, in: site)
        _ = try await build(site)
        let afterFirst = try identities(), bytesAfterFirst = BuildCachePropertyTests.snapshot(scratch("public"))
        #expect(afterFirst.count == before.count && bytesAfterFirst.count == bytes.count)
        // A content error in a file of one athlete: it would be a partial rebuild.
        try append("entries: [oops\n", to: workout, in: site)
        let failed = await builder(site).build()
        #expect(!failed.succeeded && failed.filesWritten == 0)
        #expect(try identities() == afterFirst)
        #expect(BuildCachePropertyTests.snapshot(scratch("public")) == bytesAfterFirst)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".public.spotter-new") } == [])
        // The manifest is the last good build's: mended, the edit is a partial rebuild.
        let text = try String(contentsOf: site.appendingPathComponent(workout), encoding: .utf8)
        try text.replacingOccurrences(of: "entries: [oops\n", with: "").write(to: site.appendingPathComponent(workout), atomically: false,
                                                                                encoding: .utf8)
        try append("# mended\n", to: workout, in: site)
        #expect(try await build(site).outcome.partial == ["ben"])
    }

    /// The output folder is scanned when inputs changed too, and a partial rebuild is made
    /// only when it holds what the last build left: a page edited there by hand makes the
    /// build render everything and swap a whole site in, whether the build would keep it or
    /// render it with the bytes the last build wrote (and so not write it again).
    @Test func aPageEditedInTheOutputFolderIsNeverLeftSo() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let workout = "content/workouts/carla/2026/11/2026-11-05-run-intervals.yaml"
        let page = "athletes/ana/index.html"
        let url = scratch("public").appendingPathComponent(page)
        let published = try Data(contentsOf: url)
        try Data("<p>edited in the output</p>".utf8).write(to: url)
        try append("# one\n", to: workout, in: site)
        let refused = try await build(site)
        #expect(refused.outcome.partial == nil)
        #expect(refused.log == ["Building everything: 1 site file changed (\(workout)), and "
                                + "\(scratch("public").path)/\(page) is not as the last build wrote it"])
        #expect(try Data(contentsOf: url) == published)
        // A page the build renders with the bytes recorded: edited by hand, it is found so
        // before anything renders, and the whole site is made again.
        try append("# two\n", to: workout, in: site)
        #expect(try await build(site).outcome.partial == ["carla"])
        let rendered = "athletes/carla/index.html"
        let home = scratch("public").appendingPathComponent(rendered)
        let homeBytes = try Data(contentsOf: home)
        try Data("<p>home, edited</p>".utf8).write(to: home)
        try append("# three\n", to: workout, in: site)
        let again = try await build(site)
        #expect(again.outcome.partial == nil)
        #expect(again.log == ["Building everything: 1 site file changed (\(workout)), and "
                              + "\(scratch("public").path)/\(rendered) is not as the last build wrote it"])
        #expect(try Data(contentsOf: home) == homeBytes)
        // A file someone put in the output: its folder's times tell, and a full build removes it.
        try Data("mine".utf8).write(to: scratch("public/athletes/ana/notes.txt"))
        try append("# four\n", to: workout, in: site)
        let stray = try await build(site)
        #expect(stray.outcome.partial == nil)
        #expect(stray.log == ["Building everything: 1 site file changed (\(workout)), and \(scratch("public").path)/athletes/ana "
                              + "holds other files than the last build left"])
    }

    @Test func anEditOfWhatEveryPageShowsRendersEverything() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        try append("\n", to: "content/athletes/ana.md", in: site)
        let profile = try await build(site)
        #expect(profile.outcome.partial == nil)
        #expect(profile.log == ["Building everything: 1 site file changed (content/athletes/ana.md)"])
        // A new file is known only once loaded: then it is the whole site's too; a new exercise
        // is an exercise more, which every page listing the exercises shows.
        for (path, text, reason) in [("content/athletes/gus.md", "---\nname: Gus\n---\n", "content/athletes/gus.md is the whole site's"),
                                     ("content/exercises/sled-push.yaml", "name: Sled push\n",
                                      "the exercises changed beyond their descriptions")] {
            try text.write(to: site.appendingPathComponent(path), atomically: false, encoding: .utf8)
            let added = try await build(site)
            #expect(added.outcome.partial == nil)
            #expect(added.log == ["Building everything: 1 site file changed (\(path)), and \(reason)"])
        }

        // Two athletes' workouts in one edit: both athletes' pages are rendered.
        try append("# a\n", to: "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml", in: site)
        try append("# b\n", to: "content/workouts/carla/2026/11/2026-11-05-run-intervals.yaml", in: site)
        #expect(try await build(site).outcome.partial == ["ben", "carla"])
    }

    /// A free page is read by its own page, and by the others only through the navigation's
    /// links (its title and order): an edit of its words renders that page and the files that
    /// are not pages, computes no statistics and keeps every other page; a new title renders
    /// every page, which all show it (docs/performance.md#partial-rebuilds).
    @Test func anEditOfAFreePagesWordsRendersThatPageAlone() async throws {
        let site = try sampleSite()
        let first = try await build(site)
        let words = try await rebuildComputingNoAthlete(site) {
            try append("\nOne more line.\n", to: "content/pages/about.md", in: site)
        }
        #expect(words.log == ["Building what changed: 1 site file changed (content/pages/about.md) · "
                              + "rendering 1 page, keeping 435 files"])
        // Of the 463 files, the page and the 27 that are not pages (media, badges, the feed,
        // the sitemap, the site's search index and stats.json, the style) are made again, and
        // the output's marker is not a page kept.
        #expect(first.outcome.filesWritten == 463)
        #expect(words.made.filter { $0.hasSuffix(".html") } == ["pages/about/index.html"])
        #expect(words.made.count == 29 && words.made.contains(".spotter-output"))
        try expectRecordedAsScanned(site, after: words.outcome)

        try replace("title: About", with: "title: About us", in: "content/pages/about.md", of: site)
        let title = try await build(site)
        #expect(title.outcome.partial == [])
        let pages = BuildCachePropertyTests.snapshot(scratch("public")).keys.filter { $0.hasSuffix(".html") }
        #expect(Set(title.outcome.kept.map(\.path)).isDisjoint(with: pages))
        #expect(title.outcome.computedStatistics == [:])
    }

    /// An edit of a session's prescription renders the pages that read that session (its own,
    /// the plans' week sheets and the workouts naming it, the lists of sessions) and computes
    /// no athlete's statistics; every other page is kept.
    @Test func anEditOfASessionRendersThePagesThatReadIt() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let edited = try await rebuildComputingNoAthlete(site) {
            try replace("5x5 @ 80%", with: "5x5 @ 82%", in: "content/sessions/lower-a.yaml", of: site)
        }
        let made = edited.made.filter { $0.hasSuffix(".html") }.sorted()
        // Its own pages, the session list and the home page's; the 13 workouts naming it; the
        // exercises it uses (shared and each athlete's); Ana's plans, which schedule it; the
        // centre's bookings of it. Not another session's page, nor a dashboard.
        #expect(made.count == 40)
        #expect(made.filter { $0.hasPrefix("sessions/") } == ["sessions/index.html", "sessions/lower-a/index.html",
                                                              "sessions/lower-a/sheet/index.html"])
        #expect(made.contains("index.html") && !made.contains("athletes/ana/index.html"))
        let workouts = made.filter { $0.contains("/workouts/") }
        #expect(workouts.count == 13 && workouts.allSatisfy { $0.hasSuffix("-lower-a/index.html") })
        #expect(made.filter { $0.hasPrefix("exercises/") } == ["back-squat", "plank", "romanian-deadlift", "standing-calf-raise",
                                                               "walking-lunge"].map { "exercises/\($0)/index.html" })
        #expect(made.filter { $0.contains("/plans/") }.count == 8 && made.filter { $0.hasPrefix("centre/") }.count == 2)
        // Each athlete's search index names workouts by their session: made again; their stats.json is kept.
        let kept = Set(edited.outcome.kept.map(\.path))
        #expect(!kept.contains("athletes/ana/search-index.json") && kept.contains("athletes/ana/stats.json"))
        try expectRecordedAsScanned(site, after: edited.outcome)
    }

    /// An edit of an exercise's description (its Markdown body) renders the exercise's page
    /// alone and computes no athlete's statistics; an edit of its name, which every page naming
    /// the exercise shows, renders everything and computes every athlete's.
    @Test func anEditOfAnExercisesDescriptionRendersItsPageAlone() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let words = try await rebuildComputingNoAthlete(site) {
            try replace("Breathe steadily", with: "Breathe slowly", in: "content/exercises/plank.md", of: site)
        }
        #expect(words.log == ["Building what changed: 1 site file changed (content/exercises/plank.md) · "
                              + "rendering 1 page, keeping 435 files"])
        #expect(words.made.filter { $0.hasSuffix(".html") } == ["exercises/plank/index.html"])
        try expectRecordedAsScanned(site, after: words.outcome)

        try replace("name: Plank", with: "name: Plank hold", in: "content/exercises/plank.md", of: site)
        let name = try await build(site)
        #expect(name.outcome.partial == nil)
        #expect(name.log == ["Building everything: 1 site file changed (content/exercises/plank.md), "
                             + "and the exercises changed beyond their descriptions"])
        let pages = BuildCachePropertyTests.snapshot(scratch("public")).keys.filter { $0.hasSuffix(".html") }
        #expect(Set(name.outcome.kept.map(\.path)).isDisjoint(with: pages))
        #expect(Set(name.outcome.computedStatistics.keys) == ["ana", "ben", "carla", "eli", "fay"])
    }

    /// The pages that show every athlete's workouts (the home page's newest, the site's workout
    /// list, the feed) are rendered after an edit of one athlete's workout, and show the other
    /// athletes' workouts as a clean build does: a partial rebuild needs the unchanged
    /// athletes' workouts, not only their statistics (docs/performance.md#known-limits).
    @Test func anEditOfOneAthletesWorkoutRendersThePagesThatShowTheOthersWorkouts() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        try replace("name: Upper A\n", with: "name: Upper A, heavy\n", in: "content/workouts/ben/2026/11/2026-11-23-upper-a.yaml",
                    of: site)
        let edited = try await build(site)
        #expect(edited.outcome.partial == ["ben"])
        let kept = Set(edited.outcome.kept.map(\.path))
        let output = BuildCachePropertyTests.snapshot(scratch("public"))
        for page in ["index.html", "workouts/index.html", "feed.xml"] {
            #expect(!kept.contains(page), "\(page) was kept")
            let text = String(decoding: try #require(output[page]), as: UTF8.self)
            #expect(text.contains("Upper A, heavy"), "\(page) does not show the edit")
            // `build` holds each to the clean build's bytes; these show other athletes' workouts.
            #expect(["ana", "carla", "fay"].contains { text.contains("athletes/\($0)/workouts/") },
                    "\(page) shows no other athlete's workout")
        }
    }

    /// `content/names.yaml` is a file of the whole site: an edit renders every page, the facet
    /// pages follow it, and each cached build is the clean one (`build` checks). The sample's
    /// `[core, abdominals]` makes one muscle page; without the group there are two again.
    @Test func anEditOfTheSitesNamesRendersEverything() async throws {
        let site = try sampleSite()
        let output = scratch("public")
        func muscles() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("exercises/muscle").path)
                .filter { $0 == "core" || $0 == "abdominals" }.sorted()
        }
        _ = try await build(site)
        #expect(try muscles() == ["core"])
        try "synonyms:\n  - [upper back, middle back]\n".write(to: site.appendingPathComponent("content/names.yaml"),
                                                               atomically: false, encoding: .utf8)
        let edited = try await build(site)
        #expect(edited.outcome.partial == nil)
        #expect(edited.log == ["Building everything: 1 site file changed (content/names.yaml)"])
        #expect(try muscles() == ["abdominals", "core"])
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/names.yaml"))
        #expect(try await build(site).outcome.partial == nil)
        #expect(try muscles() == ["abdominals", "core"])
        try "synonyms:\n  - [core, abdominals]\n".write(to: site.appendingPathComponent("content/names.yaml"),
                                                         atomically: false, encoding: .utf8)
        #expect(try await build(site).outcome.partial == nil)
        #expect(try muscles() == ["core"])
    }

    /// A rebuild record that cannot be read is named, with why, and the build renders everything.
    @Test func anUnreadableRebuildRecordIsSaid() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let record = scratch(".cache/rebuild-record")
        try (BuildCache.rebuildFormatLine + "\nowner ben\n").write(to: record, atomically: false, encoding: .utf8)
        let workout = "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml"
        try append("# an edit\n", to: workout, in: site)
        let edited = try await build(site)
        #expect(edited.outcome.partial == nil)
        #expect(edited.log == ["Building everything: 1 site file changed (\(workout)), and \(record.path): "
                               + "cut short or damaged (its bytes are not those its last 16 bytes vouch for)"])
        // The full build wrote the record again: the next edit is a partial rebuild.
        try append("# another\n", to: workout, in: site)
        #expect(try await build(site).outcome.partial == ["ben"])
    }

    /// A page of the workout index, or a workout's page, is kept only when what it shows is
    /// as the last build wrote it. Ana's squats: 80 kg, then 82.5 kg (three records), then 50 kg.
    /// Her first made heavier (90 kg), her second loses its records: its page and the first
    /// page of the index (her second and third workouts) are rendered although neither file
    /// changed; the second page holds the edited file; only her third workout's page is kept.
    /// An edit of ben's workout then keeps the first page of the index, ana's alone.
    @Test func aPageWhoseWorkoutsChangedIsRenderedAndTheOthersKept() async throws {
        let site = scratch("paged")
        func workout(_ athlete: String, _ date: String, squat: Double, duration: Int = 60) -> String {
            "date: \(date)\nathlete: \(athlete)\nduration: \(duration)\nentries:\n  - exercise: back-squat\n    sets: [\(squat) x 5]\n"
        }
        let files = [
            "site.yaml": "title: Paged\nunits: kg\ntimezone: UTC\npaginate: 2\n",
            "content/athletes/ana.yaml": "name: Ana\n",
            "content/athletes/ben.yaml": "name: Ben\n",
            "content/exercises/back-squat.yaml": "name: Back Squat\ntype: strength\n",
            "content/workouts/ana/2026-03-02.yaml": workout("ana", "2026-03-02", squat: 80),
            "content/workouts/ana/2026-03-04.yaml": workout("ana", "2026-03-04", squat: 82.5),
            "content/workouts/ana/2026-03-06.yaml": workout("ana", "2026-03-06", squat: 50),
            "content/workouts/ben/2026-03-03.yaml": workout("ben", "2026-03-03", squat: 120),
        ]
        for (path, text) in files { try scratch.write("paged/" + path, text) }
        _ = try await build(site)
        let second = scratch("public/athletes/ana/workouts/2026-03-04/index.html")
        #expect(try String(contentsOf: scratch("public/workouts/index.html"), encoding: .utf8).contains("3 PRs"))
        #expect(try String(contentsOf: second, encoding: .utf8).contains("record-e1rm"))

        try scratch.write("paged/content/workouts/ana/2026-03-02.yaml", workout("ana", "2026-03-02", squat: 90))
        let heavier = try await build(site)
        #expect(heavier.outcome.partial == ["ana"])
        #expect(heavier.log == ["Building what changed: 1 site file changed (content/workouts/ana/2026-03-02.yaml) · "
                                + "the data of ana changed: rendering 17 pages, keeping 14 files"])
        #expect(heavier.outcome.kept.map(\.path).filter { $0.contains("workouts/2026-") }
                == ["athletes/ana/workouts/2026-03-06/index.html", "athletes/ben/workouts/2026-03-03/index.html"])
        #expect(try !String(contentsOf: scratch("public/workouts/index.html"), encoding: .utf8).contains("PR"))
        #expect(try !String(contentsOf: second, encoding: .utf8).contains("record-e1rm"))

        try scratch.write("paged/content/workouts/ben/2026-03-03.yaml", workout("ben", "2026-03-03", squat: 120, duration: 61))
        let longer = try await build(site)
        #expect(longer.outcome.partial == ["ben"])
        #expect(longer.outcome.kept.map(\.path).filter { $0.hasPrefix("workouts/") } == ["workouts/index.html"])
    }

    /// The decoded files are written again only once more than a hundredth of them changed:
    /// the files edited since are decoded again by each build meanwhile, and every build
    /// still writes what a clean build writes.
    @Test func theDecodedFilesAreWrittenAgainOnceAHundredthChanged() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let store = scratch(".cache/decoded-files")
        func inode() throws -> UInt64 {
            try (FileManager.default.attributesOfItem(atPath: store.path)[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
        }
        let written = try inode()
        let workout = "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml"
        try append("# one\n", to: workout, in: site)
        #expect(try await build(site).outcome.partial == ["ben"])
        #expect(try inode() == written)
        try append("# two\n", to: workout, in: site)
        #expect(try await build(site).outcome.partial == ["ben"])
        #expect(try inode() == written)
        // Every workout of ana's: more than a hundredth of the store.
        let anas = try FileManager.default.subpathsOfDirectory(atPath: site.appendingPathComponent("content/workouts/ana").path)
            .filter { $0.hasSuffix(".yaml") }
        #expect(anas.count > 50)
        for path in anas { try append("# three\n", to: "content/workouts/ana/" + path, in: site) }
        #expect(try await build(site).outcome.partial == ["ana"])
        #expect(try inode() != written)
    }

    /// A site of one athlete has no other athlete's files to keep, but the pages of the
    /// athlete's other workouts are kept when what they read is unchanged, and so are the
    /// pages that read no athlete's data.
    @Test func aSiteOfOneAthleteKeepsItsOtherWorkoutPages() async throws {
        let site = scratch("one")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: BuildCacheTests.basic), to: site)
        _ = try await build(site)
        let workout = "content/workouts/2026/03/2026-03-07-fingers.md"
        try append("\nAn edit.\n", to: workout, in: site)
        let edited = try await build(site)
        #expect(edited.outcome.partial == ["sam"])
        #expect(edited.outcome.kept.map(\.path).filter { $0.hasPrefix("workouts/") }.sorted()
                == ["workouts/2026-03-02/index.html", "workouts/2026-03-05/index.html"])
        #expect(edited.outcome.kept.map(\.path).filter { $0.hasPrefix("exercises/") }.count == 16)
        #expect(edited.log == ["Building what changed: 1 site file changed (\(workout)) · the data of sam changed: "
                               + "rendering 16 pages, keeping 24 files"])
    }

    /// On a site of one athlete the navigation links their cardio page once they have cardio:
    /// their first cardio workout, or their last one removed, changes every page (all are
    /// rendered: none is kept, so the build says it builds everything).
    @Test func aSiteOfOneAthletesFirstCardioRendersEverything() async throws {
        let site = scratch("cardio")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: BuildCacheTests.basic), to: site)
        try "name: Rowing\ntype: cardio\n".write(to: site.appendingPathComponent("content/exercises/row.yaml"),
                                                atomically: false, encoding: .utf8)
        _ = try await build(site)
        let row = "content/workouts/2026/03/2026-03-09-row.yaml"
        try "date: 2026-03-09\nentries:\n  - exercise: row\n    sets: [5km in 21:00]\n"
            .write(to: site.appendingPathComponent(row), atomically: false, encoding: .utf8)
        let added = try await build(site)
        #expect(added.outcome.partial == nil)
        #expect(added.log == ["Building everything: 1 site file changed (\(row))"])
        try FileManager.default.removeItem(at: site.appendingPathComponent(row))
        let removed = try await build(site)
        #expect(removed.outcome.partial == nil)
        #expect(removed.log == ["Building everything: 1 site file changed (\(row))"])
    }

    /// The navigation links the plans once the site has any: an athlete's first plan is
    /// their file, and it changes every page that shows the navigation (all of them but the
    /// calendar feeds, which a site without plans has none of); the other members' centre.ics
    /// are kept with them.
    @Test func theFirstPlanOfTheSiteRendersEveryPage() async throws {
        let site = try sampleSite()
        let plans = site.appendingPathComponent("content/plans")
        let aside = scratch("plans")
        try FileManager.default.moveItem(at: plans, to: aside)
        _ = try await build(site)
        try FileManager.default.createDirectory(at: plans, withIntermediateDirectories: false)
        try FileManager.default.copyItem(at: aside.appendingPathComponent("autumn-strength.yaml"),
                                         to: plans.appendingPathComponent("autumn-strength.yaml"))
        let added = try await build(site)
        #expect(added.outcome.partial == ["ana"])
        #expect(added.log == ["Building what changed: 1 site file changed (content/plans/autumn-strength.yaml) · "
                              + "the data of ana changed: rendering 412 pages, keeping 16 files"])
    }

    /// A partial rebuild's progress counts the pages it renders, as the renderer would count
    /// them (the plan counts them as it goes through every page): the same total on every
    /// line, and as many lines as HTML pages rendered.
    @Test func aPartialRebuildsProgressCountsThePagesItRenders() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        try append("# an edit\n", to: "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml", in: site)
        let lines = Mutex<[(Int, Int)]>([])
        let outcome = await builder(site).build(progress: { rendered, total in lines.withLock { $0.append((rendered, total)) } })
        #expect(outcome.partial == ["ben"])
        // 109: the HTML pages that read Ben's data or every athlete's (his calendar feed,
        // rendered too, is no page), among them the centre's dues of September to December
        // 2026 and their year, which read every member's, every other centre page, and the
        // tests index and the five test pages, which show every athlete's results.
        let seen = lines.withLock { $0 }
        #expect(seen.map(\.1) == Array(repeating: 109, count: 109))
        #expect(seen.map(\.0) == Array(1...109))
    }

    // MARK: - Statistics kept per athlete

    /// The files of `athlete-statistics`, by name.
    private func statisticsFiles() throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: scratch(".cache/athlete-statistics").path))
    }

    /// Builds again after `edit`, which changes no athlete's data: a partial rebuild that
    /// computes no athlete's statistics and leaves their files byte for byte as they were.
    /// Answers it and the files of the output it made (those not kept).
    private func rebuildComputingNoAthlete(_ site: URL, after edit: () throws -> Void) async throws
        -> (outcome: SiteBuilder.Outcome, log: [String], made: Set<String>) {
        let folder = scratch(".cache/\(BuildCache.athleteStatisticsName)")
        let statistics = BuildCachePropertyTests.snapshot(folder)
        #expect(!statistics.isEmpty)
        try edit()
        let (outcome, log) = try await build(site)
        #expect(outcome.partial == [])
        #expect(outcome.computedStatistics == [:])
        #expect(BuildCachePropertyTests.snapshot(folder) == statistics)
        return (outcome, log, Set(BuildCachePropertyTests.snapshot(scratch("public")).keys).subtracting(outcome.kept.map(\.path)))
    }

    /// Every athlete's statistics are kept by the first build; an edit of one athlete's workout
    /// computes only theirs and reads the others' back, an edit of `site.yaml` (which every
    /// athlete's depend on) computes them all, and one of the theme or a medium none.
    /// `build` checks each output against a clean build's.
    @Test func eachAthletesStatisticsAreKeptAndReadBackWhileTheirDataIsTheSame() async throws {
        let site = try sampleSite()
        let published: Set<String> = ["ana", "ben", "carla", "eli", "fay"]  // dana is private
        let first = try await build(site)
        #expect(first.outcome.athletes == published)
        #expect(Set(first.outcome.computedStatistics.keys) == published)
        #expect(try statisticsFiles() == Set(published.map(BuildCache.athleteFileName)))

        try append("# an edit\n", to: "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml", in: site)
        let second = try await build(site)
        #expect(second.outcome.partial == ["ben"])
        #expect(Array(second.outcome.computedStatistics.keys) == ["ben"])

        try append("# a comment\n", to: "site.yaml", in: site)
        let third = try await build(site)
        #expect(third.outcome.partial == nil)
        #expect(Set(third.outcome.computedStatistics.keys) == published)

        // The theme and media are no statistic's: a theme override and an edited image
        // render every page and compute no athlete's statistics.
        let theme = site.appendingPathComponent("Templates/static")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try (try String(contentsOf: PrivateAthleteTests.repository.appendingPathComponent("Templates/static/style.css"), encoding: .utf8)
             + "\n/* a site's own */\n").write(to: theme.appendingPathComponent("style.css"), atomically: false, encoding: .utf8)
        try append("<!-- an edit -->\n", to: "content/athletes/ana.svg", in: site)
        let fourth = try await build(site)
        #expect(fourth.outcome.partial == nil)
        #expect(Array(fourth.outcome.computedStatistics.keys) == [])

        // Nor are free pages, which hold nothing statistics read.
        try append("\nAn edit.\n", to: "content/pages/about.md", in: site)
        let fifth = try await build(site)
        #expect(Array(fifth.outcome.computedStatistics.keys) == [])
    }

    /// The statistics a partial rebuild reads back are read together, beside the load, before
    /// its digests are known (`readStoredStatistics`): every athlete's with the digest their
    /// file holds, the one each read alone gives, but a file cut short or named for another
    /// athlete, which is not read.
    @Test func theStoredStatisticsAreReadTogetherButADamagedOrMisnamedFile() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let cache = BuildCache(directory: scratch(".cache"), spotterVersion: "test")
        let all = cache.readStoredStatistics()
        #expect(all.keys.sorted() == ["ana", "ben", "carla", "eli", "fay"])
        for (athlete, stored) in all {
            #expect(stored.statistics.id == athlete)
            #expect(cache.storedStatistics(of: athlete, digest: stored.digest) == stored.statistics)
        }
        let folder = scratch(".cache/\(BuildCache.athleteStatisticsName)")
        let carla = folder.appendingPathComponent(BuildCache.athleteFileName(of: "carla"))
        try Data(try Data(contentsOf: carla).dropLast()).write(to: carla)
        let ana = folder.appendingPathComponent(BuildCache.athleteFileName(of: "ana"))
        try FileManager.default.moveItem(at: ana, to: folder.appendingPathComponent(BuildCache.athleteFileName(of: "dana")))
        #expect(cache.readStoredStatistics().keys.sorted() == ["ben", "eli", "fay"])
    }

    /// Every athlete's workouts are kept by the first build (`BuildCache+KeptWorkouts`); an
    /// edit of one of Ben's workouts loads his files again and takes the others' workouts from
    /// the cache, a file of Ana's cut short is not read (her files are loaded, and her
    /// workouts kept again), and an edit of `site.yaml` (which loading every workout depends
    /// on) loads them all. `build` checks each output against a clean build's.
    @Test func eachAthletesWorkoutsAreKeptAndTakenWhileTheirFilesAreTheSame() async throws {
        let site = try sampleSite()
        // Dana is private: her workouts are loaded, but the cache keeps none of her bytes (issue #55).
        let athletes: Set<String> = ["ana", "ben", "carla", "fay"]
        let folder = scratch(".cache/\(BuildCache.keptWorkoutsName)")
        let first = try await build(site)
        #expect(Set(first.outcome.keptWorkouts.keys) == athletes)
        #expect(first.outcome.workoutsKeptFor == athletes)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
            == Set(athletes.map(BuildCache.athleteFileName)))

        let anas = folder.appendingPathComponent(BuildCache.athleteFileName(of: "ana"))
        let bytes = try Data(contentsOf: anas)
        try Data(bytes.prefix(bytes.count - 1)).write(to: anas)
        try append("# an edit\n", to: "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml", in: site)
        let second = try await build(site)
        #expect(second.outcome.partial == ["ben"])
        #expect(Set(second.outcome.keptWorkouts.keys) == ["ana", "ben"])
        #expect(second.outcome.workoutsKeptFor == athletes)
        #expect(try Data(contentsOf: anas) == bytes)

        try append("# a comment\n", to: "site.yaml", in: site)
        let third = try await build(site)
        #expect(third.outcome.partial == nil)
        #expect(Set(third.outcome.keptWorkouts.keys) == athletes)

        // One file to read of 115: the decoded files are neither read nor written.
        let store = scratch(".cache/decoded-files").path
        let inode = { try (FileManager.default.attributesOfItem(atPath: store)[.systemFileNumber] as? NSNumber)?.uint64Value }
        let written = try inode()
        try append("# another edit\n", to: "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml", in: site)
        let fourth = try await build(site)
        #expect(fourth.outcome.partial == ["ben"])
        #expect(Array(fourth.outcome.keptWorkouts.keys) == ["ben"])
        #expect(try inode() == written)

        // The sessions and exercises are no file of the kept workouts' digest but their
        // resolution: an edit of a session or an exercise's description takes every athlete's
        // and writes none; an exercise renamed or a session added resolves otherwise, and
        // every athlete's are loaded and written again (each build checked against a clean one).
        try replace("Breathe steadily", with: "Breathe slowly", in: "content/exercises/plank.md", of: site)
        #expect(try await build(site).outcome.keptWorkouts.isEmpty)
        try replace("5x5 @ 80%", with: "5x5 @ 82%", in: "content/sessions/lower-a.yaml", of: site)
        let session = try await build(site)
        #expect(session.outcome.keptWorkouts.isEmpty && session.outcome.workoutsKeptFor == athletes)
        try replace("name: Plank", with: "name: Plank hold", in: "content/exercises/plank.md", of: site)
        #expect(Set(try await build(site).outcome.keptWorkouts.keys) == athletes)
        try "name: Sled day\nitems:\n  - exercise: plank\n    prescription: 3x30s\n"
            .write(to: site.appendingPathComponent("content/sessions/sled-day.yaml"), atomically: false, encoding: .utf8)
        let added = try await build(site)
        #expect(Set(added.outcome.keptWorkouts.keys) == athletes && added.outcome.workoutsKeptFor == athletes)
        // A session removed that kept workouts name: they are refused as a clean build refuses
        // them (the 14 files naming it, Dana's, which is never kept, among them).
        try FileManager.default.removeItem(at: site.appendingPathComponent("content/sessions/lower-a.yaml"))
        let removed = await builder(site).build(log: { _ in })
        let (clean, _) = await SiteBuilder(sourceDirectory: site.path, environment: PrivateAthleteTests.environment).render()
        #expect(!removed.succeeded && removed.diagnostics.items == clean.diagnostics.items)
        #expect(removed.diagnostics.items.filter { $0.location.file.hasPrefix("content/workouts/") }.count == 14)
    }

    /// A file of `athlete-statistics` that is cut short, changed in place (a byte of its
    /// digest, a byte of its statistics), another athlete's (whose digest names that athlete)
    /// or an earlier build's, whole but under another digest, is not read: that athlete's
    /// statistics are computed again, and the output is still a clean build's. A file of no
    /// athlete is removed.
    @Test func aStoredStatisticsFileThatCannotBeTrustedIsComputedAgain() async throws {
        let site = try sampleSite()
        _ = try await build(site)
        let cache = try #require(builder(site).cache)
        let file = { (athlete: String) in URL(fileURLWithPath: cache.statisticsFile(of: athlete)) }
        let bensBefore = try Data(contentsOf: file("ben"))
        let anas = try Data(contentsOf: file("ana"))
        try Data(anas.prefix(anas.count - 1)).write(to: file("ana"))
        try Data(contentsOf: file("eli")).write(to: file("carla"))
        var fays = try Data(contentsOf: file("fay"))
        fays[BuildCache.statisticsFormatLine.count] ^= 1  // the digest's first byte
        try fays.write(to: file("fay"))
        // Eli's week calendar's first day, the byte before the file's hash, from Monday (0) to
        // Tuesday (1, written 2): still statistics to read, but not the bytes hashed.
        var elis = try Data(contentsOf: file("eli"))
        #expect(elis[elis.count - 17] == 0)
        elis[elis.count - 17] = 2
        try elis.write(to: file("eli"))
        try Data("not statistics".utf8).write(to: scratch(".cache/athlete-statistics/stray"))

        let bensWorkout = "content/workouts/ben/2026/10/2026-10-26-upper-a.yaml"
        try append("# an edit\n", to: bensWorkout, in: site)
        let edited = try await build(site)
        #expect(edited.outcome.partial == ["ben"])
        #expect(Set(edited.outcome.computedStatistics.keys) == ["ana", "ben", "carla", "eli", "fay"])
        #expect(try statisticsFiles() == Set(["ana", "ben", "carla", "eli", "fay"].map(BuildCache.athleteFileName)))

        // Ben's file of the first build, sound but under the digest of his data before the
        // edit, put back: an edit of Ana's computes hers and his.
        try bensBefore.write(to: file("ben"))
        try append("# an edit\n", to: "content/workouts/ana/cardio/2026-11-22-bike-40k.yaml", in: site)
        #expect(Set(try await build(site).outcome.computedStatistics.keys) == ["ana", "ben"])
        // Written again under this build's digests: the next edit computes Ben's alone.
        try append("# another edit\n", to: bensWorkout, in: site)
        #expect(Array(try await build(site).outcome.computedStatistics.keys) == ["ben"])
    }

    /// An athlete's digest covers the key, the whole site's inputs and their own, and nothing
    /// of another athlete's.
    /// The exercises' facts are every stored field of every exercise but its description, in
    /// the derived binary form: a field changed changes them, the description does not.
    @Test func theExercisesFactsAreEveryFieldButTheDescription() {
        let plank = Exercise(id: "plank", name: "Plank", aliases: ["Front Plank"], type: .strength, subtype: "core",
                             mechanic: .isolation, level: "beginner", equipment: ["bodyweight"], primaryMuscles: ["abdominals"],
                             secondaryMuscles: ["obliques"], force: .static, metric: .time, sport: "core", images: ["plank.png"],
                             video: "plank.mp4",
                             description: ExerciseDescription(intro: "Hold.", sections: [
                                 DescriptionSection(kind: .cues, title: "Cues", markdown: "- Brace", items: ["Brace"]),
                             ]),
                             shape: .spotter, sourcePath: "content/exercises/plank.md")
        var writer = ByteWriter()
        plank.encode(into: &writer)
        var reader = ByteReader(writer.bytes[...])
        #expect(Exercise(decoding: &reader) == plank && reader.isAtEnd)

        func facts(_ exercise: Exercise) -> ContentHash {
            PartialRebuild.DocumentFacts(TrainingLibrary(exercises: [exercise])).exercises
        }
        var told = plank
        told.description = ExerciseDescription(intro: "Hold still.")
        #expect(facts(told) == facts(plank))
        let edits: [(inout Exercise) -> Void] = [
            { $0.id = "front-plank" }, { $0.name = "Plank hold" }, { $0.aliases = [] }, { $0.type = .mobility },
            { $0.subtype = nil }, { $0.mechanic = .compound }, { $0.level = "advanced" }, { $0.equipment = ["mat"] },
            { $0.primaryMuscles = ["core"] }, { $0.secondaryMuscles = [] }, { $0.force = .push }, { $0.metric = .hang },
            { $0.sport = nil }, { $0.images = [] }, { $0.video = nil }, { $0.shape = .freeExerciseDB },
            { $0.sourcePath = "content/exercises/plank.yaml" },
        ]
        for edit in edits {
            var edited = plank
            edit(&edited)
            #expect(facts(edited) != facts(plank), "\(edited)")
        }
    }

    @Test func anAthletesDigestChangesWithTheirInputsAndTheSitesOnly() {
        let key = BuildCache.Key(spotter: "test", source: "/site", output: "/site/public", includePrivate: false,
                                 timeZone: "UTC", asOf: "2026-11-26")
        func input(_ path: String, _ text: String) -> BuildCache.Input {
            BuildCache.Input(path: path, size: Int64(text.utf8.count), modified: 0, changed: 0, inode: 0,
                             hash: ContentHash(Array(text.utf8)))
        }
        let inputs = [input("content/exercises/squat.md", "squat"), input("content/workouts/ana/a.yaml", "a"),
                      input("content/workouts/ben/b.yaml", "b"), input("site.yaml", "title: x")]
        let owners = ["content/workouts/ana/a.yaml": "ana", "content/workouts/ben/b.yaml": "ben"]
        func statisticsDigests(key: BuildCache.Key, inputs: [BuildCache.Input], owners: [String: String],
                               facts: PartialRebuild.DocumentFacts = PartialRebuild.DocumentFacts(),
                               athletes: [String]) -> [String: ContentHash] {
            BuildCache.statisticsDigests(key: key.line, inputs: inputs.map { ($0.path, $0.hash) }, owners: owners,
                                         facts: facts.digest, athletes: athletes)
        }
        let digests = statisticsDigests(key: key, inputs: inputs, owners: owners, athletes: ["ana", "ben", "cy"])
        #expect(Set(digests.keys) == ["ana", "ben", "cy"])
        #expect(Set(digests.values).count == 3)
        var edited = inputs
        edited[2] = input("content/workouts/ben/b.yaml", "b2")
        let afterBen = statisticsDigests(key: key, inputs: edited, owners: owners, athletes: ["ana", "ben", "cy"])
        #expect(afterBen["ana"] == digests["ana"] && afterBen["cy"] == digests["cy"] && afterBen["ben"] != digests["ben"])
        edited[3] = input("site.yaml", "title: y")
        let afterSite = statisticsDigests(key: key, inputs: edited, owners: owners, athletes: ["ana", "ben", "cy"])
        #expect(afterSite["ana"] != afterBen["ana"] && afterSite["cy"] != afterBen["cy"])
        var tomorrow = key
        tomorrow.asOf = "2026-11-27"
        let nextDay = statisticsDigests(key: tomorrow, inputs: inputs, owners: owners, athletes: ["ana", "ben", "cy"])
        #expect(nextDay["ana"] != digests["ana"])
        // A file moved from ben to ana changes both.
        let moved = statisticsDigests(key: key, inputs: inputs, owners: ["content/workouts/ana/a.yaml": "ana",
                                                                                     "content/workouts/ben/b.yaml": "ana"],
                                                 athletes: ["ana", "ben", "cy"])
        #expect(moved["ana"] != digests["ana"] && moved["ben"] != digests["ben"] && moved["cy"] == digests["cy"])
        // A session made private renames it in every athlete's workouts and plans.
        let withheld = statisticsDigests(key: key, inputs: inputs, owners: owners,
                                         facts: PartialRebuild.DocumentFacts(withheldSessions: ContentHash(Array("rehab".utf8))),
                                         athletes: ["ana", "ben", "cy"])
        #expect(["ana", "ben", "cy"].allSatisfy { withheld[$0] != digests[$0] })
        // An exercise's document is read through the facts' digest of the exercises, its description left out:
        // its bytes alone change no athlete's, a change of the exercises does every athlete's.
        edited = inputs
        edited[0] = input("content/exercises/squat.md", "squat, told again")
        #expect(statisticsDigests(key: key, inputs: edited, owners: owners, athletes: ["ana", "ben", "cy"]) == digests)
        let renamed = statisticsDigests(key: key, inputs: inputs, owners: owners,
                                        facts: PartialRebuild.DocumentFacts(exercises: ContentHash(Array("back squat".utf8))),
                                        athletes: ["ana", "ben", "cy"])
        #expect(["ana", "ben", "cy"].allSatisfy { renamed[$0] != digests[$0] && renamed[$0] != withheld[$0] })
    }
}
