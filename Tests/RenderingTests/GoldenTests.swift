import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// The sample site, every output file compared byte for byte with `Golden/`.
/// Re-record after an intended change with `SPOTTER_RECORD=1 swift test --filter RenderingTests`.
@Suite struct GoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/sample")

    @Test func sampleSiteMatchesGoldenFiles() async throws {
        let files = try await SiteRenderer(library: SampleLibrary.make(), theme: .builtIn(),
                                           asOf: SampleLibrary.asOf).render()
        let golden = GoldenFiles(directory: Self.goldenDirectory)
        if GoldenFiles.isRecording { try golden.record(files) }
        let mismatches = try golden.compare(files)
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))")
    }

    static let athletesDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/athletes")

    /// Two athletes and a base URL: athlete pages, the athlete list on the home page,
    /// record badges, plan compliance, body trends, `sitemap.xml` and `search-index.json`.
    @Test func twoAthleteSiteMatchesGoldenFiles() async throws {
        let files = try await SiteRenderer(library: SampleLibrary.twoAthletes(), theme: .builtIn(),
                                           asOf: SampleLibrary.asOf).render()
        let golden = GoldenFiles(directory: Self.athletesDirectory)
        if GoldenFiles.isRecording { try golden.record(files) }
        let mismatches = try golden.compare(files)
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))")
    }

    static let paginatedDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/paginated")

    /// `paginate: 1` on the two-athlete site: the lists only, each split into pages with
    /// first / previous / next / last links and `rel="prev"` / `rel="next"`.
    @Test func paginatedListsMatchGoldenFiles() async throws {
        var library = SampleLibrary.twoAthletes()
        library.config.paginate = 1
        let files = try await SiteRenderer(library: library, theme: .builtIn(), asOf: SampleLibrary.asOf).render()
            .filter { file in
                let parts = file.path.split(separator: "/")
                return file.path.hasPrefix("workouts/index") || file.path.hasPrefix("athletes/ben/workouts/index")
                    || (parts.count == 2 && parts[0] == "athletes" && file.path.hasSuffix(".html"))
            }
        #expect(files.map(\.path) == [
            "athletes/ben/workouts/index-2.html", "athletes/ben/workouts/index.html",
            "athletes/by-compliance-2.html", "athletes/by-compliance.html", "athletes/by-flags-2.html",
            "athletes/by-flags.html", "athletes/by-last-workout-2.html", "athletes/by-last-workout.html",
            "athletes/by-week-2.html", "athletes/by-week.html", "athletes/index-2.html", "athletes/index.html",
            "workouts/index-2.html", "workouts/index-3.html", "workouts/index-4.html", "workouts/index.html",
        ])
        let golden = GoldenFiles(directory: Self.paginatedDirectory)
        if GoldenFiles.isRecording { try golden.record(files) }
        let mismatches = try golden.compare(files)
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))")
    }

    @Test func sampleSiteHasOnePageOfEveryKind() async throws {
        let files = try await SiteRenderer(library: SampleLibrary.make(), theme: .builtIn(),
                                           asOf: SampleLibrary.asOf).render()
        #expect(files.map(\.path) == [
            "404.html",
            "athletes/ana/cardio/index.html",
            "athletes/ana/profile/index.html",
            "exercises/back-squat/index.html",
            "exercises/bench-press/index.html",
            "exercises/easy-run/index.html",
            "exercises/equipment/bar/index.html",
            "exercises/equipment/barbell/index.html",
            "exercises/equipment/bench/index.html",
            "exercises/equipment/hangboard/index.html",
            "exercises/equipment/rack/index.html",
            "exercises/hangboard-hang/index.html",
            "exercises/index.html",
            "exercises/level/intermediate/index.html",
            "exercises/muscle/chest/index.html",
            "exercises/muscle/forearms/index.html",
            "exercises/muscle/glutes/index.html",
            "exercises/muscle/hamstrings/index.html",
            "exercises/muscle/lats/index.html",
            "exercises/muscle/lower-back/index.html",
            "exercises/muscle/quadriceps/index.html",
            "exercises/muscle/triceps/index.html",
            "exercises/plank/index.html",
            "exercises/pull-up/index.html",
            "exercises/subtype/back/index.html",
            "exercises/subtype/chest/index.html",
            "exercises/subtype/core/index.html",
            "exercises/subtype/legs/index.html",
            "exercises/subtype/liss/index.html",
            "exercises/type/cardio/index.html",
            "exercises/type/climbing/index.html",
            "exercises/type/mobility/index.html",
            "exercises/type/strength/index.html",
            "favicon.svg",
            "feed.xml",
            "index.html",
            "pages/about/index.html",
            "pages/faq/index.html",
            "search-index.js",
            "search-index.json",
            "sessions/hangboard-repeaters/index.html",
            "sessions/hangboard-repeaters/sheet/index.html",
            "sessions/hangboard-repeaters/timer/index.html",
            "sessions/index.html",
            "sessions/run-threshold/index.html",
            "sessions/run-threshold/sheet/index.html",
            "sessions/upper-a/index.html",
            "sessions/upper-a/sheet/index.html",
            "style.css",
            "timer.js",
            "workouts/2026-02-26-lower/index.html",
            "workouts/2026-03-02-upper-a/index.html",
            "workouts/index.html",
            "years/2026/index.html",
        ])
    }

    @Test func goldenComparisonReportsMissingUnexpectedAndChangedFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("spotter-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let golden = GoldenFiles(directory: directory)
        try golden.record([
            OutputFile(path: "a/index.html", bytes: Array("same\n".utf8)),
            OutputFile(path: "changed.html", bytes: Array("one\ntwo\n".utf8)),
            OutputFile(path: "stale.html", bytes: Array("old\n".utf8)),
        ])

        let mismatches = try golden.compare([
            OutputFile(path: "a/index.html", bytes: Array("same\n".utf8)),
            OutputFile(path: "changed.html", bytes: Array("one\nTWO\n".utf8)),
            OutputFile(path: "new.html", bytes: Array("new\n".utf8)),
        ])

        #expect(mismatches == [
            .different("changed.html", line: 2, expected: "two", actual: "TWO"),
            .missing("new.html"),
            .unexpected("stale.html"),
        ])
    }

    @Test func goldenComparisonOfAnEmptyFolderReportsEveryFileMissing() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("spotter-golden-\(UUID().uuidString)")
        let mismatches = try GoldenFiles(directory: directory).compare([
            OutputFile(path: "index.html", bytes: []),
        ])
        #expect(mismatches == [.missing("index.html")])
    }
}
