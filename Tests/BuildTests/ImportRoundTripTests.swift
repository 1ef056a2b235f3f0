import Foundation
import Testing
import TestSupport

/// SPEC §7 end to end: `spotter import` an export into an empty site, `spotter build` it,
/// and find the export's own sums in stats.json; importing again changes nothing.
/// A class so that the sites it makes go with each test.
@Suite final class ImportRoundTripTests {
    let scratch = TemporaryFolder("spotter-import-cli")

    static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImportingTests/Fixtures")
    /// 2026-12-01T00:00:00Z, after every workout of the fixtures.
    static let asOf = ["SOURCE_DATE_EPOCH": "1796083200"]

    private func emptySite() throws -> URL {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: Imported\ntimezone: Europe/Madrid\n".utf8).write(to: site.appendingPathComponent("site.yaml"))
        return site
    }

    private func totals(of site: URL) throws -> [String: Any] {
        let build = try CommandLineTests.run(["build", "--source", site.path], environment: Self.asOf)
        #expect(build.status == 0, "\(build.stderr)")
        let data = try Data(contentsOf: site.appendingPathComponent("public/stats.json"))
        let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let athlete = (json?["athletes"] as? [[String: Any]])?.first
        return athlete?["totals"] as? [String: Any] ?? [:]
    }

    private func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    private func listing(_ site: URL) -> [String] {
        (FileManager.default.enumerator(atPath: site.appendingPathComponent("content").path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func hevyKilogramExportKeepsEverySet() throws {
        let site = try emptySite()
        let run = try CommandLineTests.run(["import", "hevy", Self.exports.appendingPathComponent("hevy-kg.csv").path,
                                            "--source", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        let totals = try totals(of: site)
        // Working sets: every row but the warm-up: bench 2, lateral raise 2, pushdown 2, run 1, plank 1.
        #expect(number(totals["workouts"]) == 1)
        #expect(number(totals["working_sets"]) == 8)
        // Reps: 5 + 4 + 12 + 10 + 15 + 12.
        #expect(number(totals["reps"]) == 58)
        // Volume: 100×5 + 100×4 + 12.5×12 + 8×10 + 30×15 + 30×12 = 1940 kg.
        #expect(number(totals["volume_kg"]) == 1940)
        // 07:30 to 08:45.
        #expect(number(totals["duration_min"]) == 75)
    }

    @Test func hevyPoundExportIsConvertedExactly() throws {
        let site = try emptySite()
        let run = try CommandLineTests.run(["import", "hevy", Self.exports.appendingPathComponent("hevy-lb.csv").path,
                                            "--source", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        let totals = try totals(of: site)
        #expect(number(totals["workouts"]) == 2)
        #expect(number(totals["working_sets"]) == 7)
        #expect(number(totals["reps"]) == 51)
        // Assisted pull-ups add no volume. Chin-up bw+25 lb × 5, curl 65 lb × 10, hammer curl 25 lb × 12:
        // (125 + 650 + 300) lb × 0.45359237 = 487.611797… kg, written to 0.01.
        #expect(number(totals["volume_kg"]) == 487.61)
        // 18:00 to 19:10:30; the second workout has no end time.
        #expect(number(totals["duration_min"]) == 70.5)
    }

    @Test func importingTheSameExportTwiceChangesNothing() throws {
        let site = try emptySite()
        let export = Self.exports.appendingPathComponent("strong-comma.csv").path
        let first = try CommandLineTests.run(["import", "strong", export, "--source", site.path])
        #expect(first.status == 0, "\(first.stderr)")
        let files = listing(site)
        let contents = files.map { try? Data(contentsOf: site.appendingPathComponent("content").appendingPathComponent($0)) }
        let second = try CommandLineTests.run(["import", "strong", export, "--source", site.path])
        #expect(second.status == 0)
        #expect(second.stdout.contains("Workouts: 0 written"))
        #expect(listing(site) == files)
        #expect(files.map { try? Data(contentsOf: site.appendingPathComponent("content").appendingPathComponent($0)) } == contents)
    }

    @Test func dryRunWritesNothing() throws {
        let site = try emptySite()
        let run = try CommandLineTests.run(["import", "hevy", Self.exports.appendingPathComponent("hevy-kg.csv").path,
                                            "--source", site.path, "--dry-run"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("create  content/workouts/2026/"))
        #expect(listing(site) == [])
    }
}
