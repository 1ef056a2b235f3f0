import Foundation
import Testing
import TestSupport

/// Imports (docs/imports.md) end to end: `spotter import` an export into an empty site, `spotter build` it,
/// and find the export's own sums in stats.json; importing again changes nothing.
/// A class so that the sites it makes go with each test.
@Suite final class ImportRoundTripTests {
    let scratch = TemporaryFolder("spotter-import-cli")

    static let exports = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ImportingTests/Fixtures")
    /// 2026-12-01T00:00:00Z, after every workout of the fixtures.
    static let asOf = ["SOURCE_DATE_EPOCH": "1796083200"]

    private func emptySite(units: String = "kg") throws -> URL {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: Imported\ntimezone: Europe/Madrid\nunits: \(units)\n".utf8)
            .write(to: site.appendingPathComponent("site.yaml"))
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

    /// The new user of issue 14: a Strong export in pounds, with the float noise Strong writes,
    /// into a `units: lb` site without `--unit`; check is clean, the build works, and importing
    /// again writes nothing.
    @Test func aStrongPoundExportWithFloatNoiseBuildsOnTheFirstTry() throws {
        let site = try emptySite(units: "lb")
        defer { try? FileManager.default.removeItem(at: site) }
        let export = site.appendingPathComponent("strong.csv")
        try Data("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),W,74.99999999999999,11.0,0,0,,,
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),1,185.00000000000003,5.0,0,0,,,
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),2,135.00000000000003,5.0,0,0,,,
            2026-03-09 18:30:00,Push,50m,Bench Press (Barbell),1,185.00000000000003,5.0,0,0,,,
            2026-03-09 18:30:00,Push,50m,Bench Press (Barbell),2,134.99999999999997,5.0,0,0,,,

            """.utf8).write(to: export)
        let first = try CommandLineTests.run(["import", "strong", export.path, "--source", site.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Weights in lb (site.yaml's units; the export does not say its unit: pass --unit kg if the app wrote kilograms)."))
        let check = try CommandLineTests.run(["check", "--source", site.path])
        #expect(check.status == 0, "\(check.stderr)")
        let totals = try totals(of: site)
        // (185 + 135) lb × 5 twice = 3,200 lb = 1,451.495584 kg; the warm-up is no working set.
        #expect(number(totals["volume_kg"]) == 1451.5)
        #expect(number(totals["working_sets"]) == 4)
        // stats.json names the exercise by the app's name too, and a tie is no record.
        let stats = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appendingPathComponent("public/stats.json")))
        let athlete = ((stats as? [String: Any])?["athletes"] as? [[String: Any]])?.first
        let exercises = athlete?["exercises"] as? [[String: Any]]
        #expect(exercises?.map { $0["id"] as? String } == ["bench-press"])
        #expect(exercises?.first?["aliases"] as? [String] == ["Bench Press (Barbell)"])
        #expect((athlete?["records"] as? [Any])?.count == 0)
        // The vocabulary's muscles reach the sets-per-muscle numbers: 2 working sets that week.
        let week = (athlete?["weeks"] as? [[String: Any]])?.first { $0["start"] as? String == "2026-03-02" }
        let muscles = (week?["muscles"] as? [[String: Any]])?.map { "\($0["muscle"] ?? "") \(number($0["sets"]) ?? -1)" }
        #expect(muscles == ["chest 2.0", "shoulders 1.0", "triceps 1.0"])
        let again = try CommandLineTests.run(["import", "strong", export.path, "--source", site.path])
        #expect(again.status == 0)
        #expect(again.stdout.contains("Workouts: 0 written (0 sets), 2 already imported (5 sets)."))
        #expect(!again.stdout.contains("Skipped"))
    }

    @Test func dryRunWritesNothing() throws {
        let site = try emptySite()
        let run = try CommandLineTests.run(["import", "hevy", Self.exports.appendingPathComponent("hevy-kg.csv").path,
                                            "--source", site.path, "--dry-run"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("create  content/workouts/2026/"))
        #expect(listing(site) == [])
    }

    /// A row with an implausible value is refused and named, the rest is written, and the exit
    /// status says that a row was refused.
    @Test func anImplausibleRowIsRefusedTheRestWrittenAndTheExitStatusSaysSo() throws {
        let site = try emptySite()
        let export = site.appendingPathComponent("typo.csv")
        try Data("""
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Push,1h,Bench Press (Barbell),1,100,877777,,,,,
            2026-03-02 18:30:00,Push,1h,Bench Press (Barbell),2,100,5,,,,,

            """.utf8).write(to: export)
        let run = try CommandLineTests.run(["import", "strong", export.path, "--source", site.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("typo.csv:2:1: error: expected at most 10000 reps on one set, found 877777; the row is refused"))
        #expect(run.stdout.contains("  1 row: a value over its limit (see the diagnostics)"))
        let written = try String(contentsOf: site.appendingPathComponent("content/workouts/2026/2026-03-02-1830-push.yaml"),
                                 encoding: .utf8)
        #expect(writtenSets(written) == ["100kg x 5"])
    }

    /// `spotter import FILE` recognises the format and says so; a file of no known format is
    /// refused with the formats listed, and nothing is written.
    @Test func theFormatIsRecognisedFromTheFile() throws {
        let site = try emptySite()
        let run = try CommandLineTests.run(["import", Self.exports.appendingPathComponent("hevy-kg.csv").path,
                                            "--source", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Read as a Hevy export (weight_kg column).\nHevy "))

        let unknown = site.appendingPathComponent("log.csv")
        try Data("when,what,how many\n2026-03-02,Squat,5\n".utf8).write(to: unknown)
        let before = listing(site)
        let refused = try CommandLineTests.run(["import", unknown.path, "--source", site.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("log.csv: expected an export of a known format, found none of them: Strong (Date, Exercise Name, Set Order…), Hevy"))
        #expect(refused.stderr.contains("Name the format if the file is one: spotter import strong|hevy|fitnotes|fitbod|garmin|strava|free-exercise-db|spotter-csv FILE"))
        #expect(listing(site) == before)
    }

    /// Into a folder without site.yaml, the summary says truthfully where the unit came from.
    @Test func withoutSiteYAMLTheSummarySaysTheUnitIsTheDefault() throws {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
        let run = try CommandLineTests.run(["import", "strong", Self.exports.appendingPathComponent("strong-comma.csv").path,
                                            "--source", site.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Weights in kg (Spotter's default, as there is no site.yaml; the export does not say its unit: pass --unit lb if the app wrote pounds).\n"))
        #expect(run.stdout.contains("Load: 2 workouts written without a session RPE, so without training load;"))
    }

    /// After fixing the unit, `--replace` rewrites the files the first import wrote and nobody
    /// changed since, and leaves the one the athlete edited.
    @Test func replaceRewritesOnlyUnchangedImportedFiles() throws {
        let site = try emptySite()
        let export = Self.exports.appendingPathComponent("strong-comma.csv").path
        let first = try CommandLineTests.run(["import", "strong", export, "--source", site.path])
        #expect(first.status == 0, "\(first.stderr)")
        let record = try String(contentsOf: site.appendingPathComponent(".spotter-imported"), encoding: .utf8)
        #expect(record.split(separator: "\n").count == 8)
        let upper = site.appendingPathComponent("content/workouts/2026/2026-03-02-1830-upper-a.yaml")
        let run = site.appendingPathComponent("content/workouts/2026/2026-03-04-0705-morning-run.yaml")
        let edited = try String(contentsOf: run, encoding: .utf8) + "# my own note\n"
        try Data(edited.utf8).write(to: run)

        let hint = try CommandLineTests.run(["import", "strong", export, "--unit", "lb", "--source", site.path])
        #expect(hint.status == 0)
        #expect(hint.stdout.contains("1 file in the way was written by an earlier import and is unchanged since: import again with --replace to rewrite it."))
        #expect(try String(contentsOf: upper, encoding: .utf8).contains("100kg x 5 @8"))

        let replaced = try CommandLineTests.run(["import", "strong", export, "--unit", "lb", "--replace", "--source", site.path])
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(replaced.stdout.contains("Replaced: 1 file an earlier import wrote and nobody changed since (--replace)."))
        #expect(try String(contentsOf: upper, encoding: .utf8).contains("100lb x 5 @8"))
        #expect(try String(contentsOf: run, encoding: .utf8) == edited)
        let again = try CommandLineTests.run(["import", "strong", export, "--unit", "lb", "--source", site.path])
        #expect(again.stdout.contains("1 already imported"))
    }

    private func writtenSets(_ yaml: String) -> [String] {
        yaml.split(separator: "\n").filter { $0.hasPrefix("      - ") }.map { String($0.dropFirst(8)) }
    }
}
