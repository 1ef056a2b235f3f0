import Foundation
import Testing
import TestSupport

/// `spotter export csv` then `spotter import spotter-csv` on the sample site in `content/`:
/// what comes back exports to the same bytes.
@Suite final class ExportRoundTripTests {
    let scratch = TemporaryFolder("spotter-export-cli")

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A copy of the sample site, without its workouts when `workouts` is false.
    private func sampleSite(workouts: Bool) throws -> URL {
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("content"),
                                         to: site.appendingPathComponent("content"))
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("site.yaml"),
                                         to: site.appendingPathComponent("site.yaml"))
        if !workouts { try FileManager.default.removeItem(at: site.appendingPathComponent("content/workouts")) }
        return site
    }

    @Test func exportedWorkoutsImportBackIdentically() throws {
        let original = try sampleSite(workouts: true)
        // The sample has several athletes whose workout ids repeat: the round trip is one athlete's.
        let export = try CommandLineTests.run(["export", "csv", "--athlete", "ana", "--source", original.path])
        #expect(export.status == 0, "\(export.stderr)")
        let csv = original.appendingPathComponent("all.csv")
        try Data(export.stdout.utf8).write(to: csv)

        let copy = try sampleSite(workouts: false)
        let imported = try CommandLineTests.run(["import", "spotter-csv", csv.path, "--athlete", "ana", "--source", copy.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("Workouts: 84 written (1068 sets)"))
        // Climbing grades and their styles go and come back with their entries, and grips with their sets.
        #expect(export.stdout.contains(",Sport Climbing,bodyweight_reps,1,working,,6,,,,\"Three warm-up routes at 6a, two goes on the arête, one 6b to finish.\",6c+ redpoint,\n"))
        #expect(export.stdout.contains(",Hangboard Hang,hang,6,working,15,,,5,,14 kg held clean; 15 kg came off at five seconds.,,half crimp 20mm\n"))
        let again = try CommandLineTests.run(["export", "csv", "--athlete", "ana", "--source", copy.path])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == export.stdout)
        #expect(export.stdout.split(separator: "\n").first == """
            athlete,workout_id,date,workout,session,workout_duration_s,workout_rpe,bodyweight_kg,workout_notes,entry,\
            exercise_id,exercise,metric,set_index,kind,weight_kg,reps,rpe,duration_s,distance_m,exercise_notes,grade,grip
            """)
    }

    @Test func exportIntoAnEmptySitePassesCheckAndImportsOnce() throws {
        let original = try sampleSite(workouts: true)
        let csv = original.appendingPathComponent("all.csv")
        let export = try CommandLineTests.run(["export", "csv", "--athlete", "ana", "--source", original.path,
                                               "--output", csv.path])
        #expect(export.status == 0 && export.stdout.isEmpty, "\(export.stderr)")

        let empty = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("content"), withIntermediateDirectories: true)
        let first = try CommandLineTests.run(["import", "spotter-csv", csv.path, "--source", empty.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Exercises: 0 matched, 40 created"))
        let check = try CommandLineTests.run(["check", "--source", empty.path])
        #expect(check.status == 0, "\(check.stderr)")
        let second = try CommandLineTests.run(["import", "spotter-csv", csv.path, "--source", empty.path])
        #expect(second.stdout.contains("Workouts: 0 written (0 sets), 84 already imported (1068 sets)."))
    }

    /// A coach's export of every athlete goes back one athlete at a time: ids repeat across
    /// athletes, and rows of two workouts of one id were once merged into one.
    @Test func anExportOfSeveralAthletesImportsOneAthleteAtATime() throws {
        let original = try sampleSite(workouts: true)
        let csv = original.appendingPathComponent("all.csv")
        let export = try CommandLineTests.run(["export", "csv", "--include-private", "--source", original.path, "--output", csv.path])
        #expect(export.status == 0, "\(export.stderr)")
        let site = scratch("site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("content/athletes"),
                                                withIntermediateDirectories: true)
        let refused = try CommandLineTests.run(["import", "spotter-csv", csv.path, "--source", site.path])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("all.csv:1:1: error: expected the workouts of one athlete, found those of ana, ben, carla, dana, fay: import them one at a time with --athlete ID"))
        let unknown = try CommandLineTests.run(["import", "spotter-csv", csv.path, "--athlete", "ben", "--source", site.path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--athlete ben: no such athlete in this site; add content/athletes/ben.yaml first"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("content").path) == ["athletes"])

        try "name: Ben\n".write(to: site.appendingPathComponent("content/athletes/ben.yaml"), atomically: true, encoding: .utf8)
        let ben = try CommandLineTests.run(["import", "spotter-csv", csv.path, "--athlete", "ben", "--source", site.path])
        #expect(ben.status == 0, "\(ben.stderr)")
        #expect(ben.stdout.contains("Workouts: 13 written (166 sets)"))
        #expect(ben.stdout.contains("1136 rows: another athlete's (--athlete picks one)"))
        let check = try CommandLineTests.run(["check", "--source", site.path])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func anUnknownAthleteIsAUsageError() throws {
        let original = try sampleSite(workouts: true)
        let export = try CommandLineTests.run(["export", "csv", "--athlete", "nobody", "--source", original.path])
        #expect(export.status == 2)
        #expect(export.stderr.contains("--athlete nobody: no such athlete in this site"))
    }
}
