import Foundation
import Testing
@testable import Build
import SpotterCLI

/// Builds the fixture site in `Fixtures/basic` through the whole pipeline, as
/// `spotter build` does, and checks the files a person would open.
/// A class so that `deinit` removes each test's output (and the spare folder beside it).
@Suite final class EndToEndTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let basic = fixtures.appendingPathComponent("basic")
    /// 2026-03-10T12:00:00Z: a fixed "today" so statistics do not move.
    static let environment = ["SOURCE_DATE_EPOCH": "1773144000"]

    let output = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-e2e-\(UUID().uuidString)")

    deinit {
        for folder in [output, output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).spotter-spare")] {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private func build() async -> SiteBuilder.Outcome {
        await SiteBuilder(sourceDirectory: Self.basic.path, outputDirectory: output.path,
                          environment: Self.environment).build()
    }

    private func page(_ path: String) throws -> String {
        try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    private func allFiles(under folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
            .filter { !$0.hasSuffix("/") && $0 != OutputWriter.markerName }
            .filter { path in
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory)
                return !isDirectory.boolValue
            }
            .sorted()
    }

    @Test func buildsEveryPageOfTheFixtureSite() async throws {
        let outcome = await build()
        #expect(outcome.failure == nil)
        #expect(outcome.diagnostics.sorted.map(\.description) == [])
        let files = allFiles(under: output)
        for expected in [
            "index.html", "style.css", "stats.json",
            "exercises/index.html", "exercises/back-squat/index.html", "exercises/pull-up/index.html",
            "exercises/hangboard/index.html", "exercises/barbell-hip-thrust/index.html",
            "exercises/Barbell_Hip_Thrust/index.html",
            "sessions/index.html", "sessions/legs/index.html", "sessions/legs/sheet/index.html",
            "sessions/fingers/index.html", "sessions/fingers/sheet/index.html",
            "workouts/index.html", "workouts/2026-03-02/index.html", "workouts/2026-03-05/index.html",
            "workouts/2026-03-07-fingers/index.html", "pages/about/index.html",
        ] {
            #expect(files.contains(expected), "missing \(expected)")
        }
        #expect(outcome.filesWritten == files.count)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(OutputWriter.markerName).path))
    }

    @Test func exercisePageShowsTheParsedDescription() async throws {
        _ = await build()
        let squat = try page("exercises/back-squat/index.html")
        #expect(squat.contains("<ol>\n<li>Unrack the bar.</li>") || squat.contains("<li>Unrack the bar.</li>"))
        #expect(squat.contains("Sit down between the heels."))
        #expect(squat.contains("Brace before each rep."))
        #expect(squat.contains("Bar position"))
        let hang = try page("exercises/hangboard/index.html")
        #expect(hang.contains("A dead hang on an edge."))
        #expect(hang.contains("Hang for the set time."))
        let thrust = try page("exercises/barbell-hip-thrust/index.html")
        #expect(thrust.contains("Drive the hips up."))
    }

    /// The exercise with the id `Barbell_Hip_Thrust` is published at its slug, and a redirect
    /// stays at the path its id as written gave (docs/site-pages.md#paths); links name the new path.
    @Test func anIDThatIsNotItsSlugIsPublishedAtTheSlugWithARedirectAtTheOldPath() async throws {
        _ = await build()
        #expect(try page("exercises/Barbell_Hip_Thrust/index.html") == """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="generator" content="Spotter">
            <title>Page moved</title>
            <meta name="robots" content="noindex">
            <link rel="canonical" href="https://example.org/log/exercises/barbell-hip-thrust/">
            <meta http-equiv="refresh" content="0; url=../../exercises/barbell-hip-thrust/index.html">
            </head>
            <body>
            <main>
            <p><a href="../../exercises/barbell-hip-thrust/index.html">This page is now at exercises/barbell-hip-thrust/.</a></p>
            </main>
            </body>
            </html>

            """)
        let files = allFiles(under: output)
        #expect(files.filter { $0.lowercased().contains("hip") } == [
            "exercises/Barbell_Hip_Thrust/index.html", "exercises/barbell-hip-thrust/index.html",
        ])
        #expect(try page("sessions/legs/index.html").contains("href=\"../../exercises/barbell-hip-thrust/index.html\""))
        #expect(try !page("sitemap.xml").contains("Barbell_Hip_Thrust"))
    }

    @Test func workoutMarkdownNotesAreRenderedAndSetsListed() async throws {
        _ = await build()
        let fingers = try page("workouts/2026-03-07-fingers/index.html")
        #expect(fingers.contains("<strong>good</strong>"))
        let legs = try page("workouts/2026-03-02/index.html")
        #expect(legs.contains("back-squat/index.html"))
    }

    @Test func statsJSONHasTheTotalsOfTheFixture() async throws {
        _ = await build()
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("stats.json"))) as? [String: Any]
        #expect(json?["as_of"] as? String == "2026-03-10")
        let athletes = json?["athletes"] as? [[String: Any]]
        let totals = athletes?.first?["totals"] as? [String: Any]
        // 3 workouts; working sets: 3 squat + 2 pull-up, 2 squat + 2 pull-up, 2 hangs = 11.
        #expect(totals?["workouts"] as? Int == 3)
        #expect(totals?["working_sets"] as? Int == 11)
        // Volume: 100×5×3 + 105×5×2 + (bw+10)×5 = 1500 + 1050 + 50 = 2600 kg.
        #expect(totals?["volume_kg"] as? Double == 2600)
    }

    /// `build` streams pages into the staging folder as they are rendered; what lands must
    /// be exactly what `render` returns, file for file.
    @Test func buildWritesExactlyTheRenderedFiles() async throws {
        let outcome = await build()
        #expect(outcome.succeeded)
        let (rendered, files) = await SiteBuilder(sourceDirectory: Self.basic.path, outputDirectory: output.path,
                                                  environment: Self.environment).render()
        #expect(rendered.succeeded)
        #expect(outcome.filesWritten == files.count)
        #expect(allFiles(under: output) == files.map(\.path))
        for file in files {
            #expect(try Data(contentsOf: output.appendingPathComponent(file.path)) == Data(file.bytes), "\(file.path)")
        }
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-e2e-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: second) }
        _ = await build()
        _ = await SiteBuilder(sourceDirectory: Self.basic.path, outputDirectory: second.path,
                              environment: Self.environment).build()
        let files = allFiles(under: output)
        #expect(files == allFiles(under: second))
        for file in files {
            let a = try Data(contentsOf: output.appendingPathComponent(file))
            let b = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(a == b, "\(file) differs between two builds")
        }
    }
}
