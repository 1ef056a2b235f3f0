import Foundation
import Testing
import TestSupport

/// Issue 55, item 6: `spotter export csv` leaves private athletes out as build and report do,
/// and `--output` replaces only what it wrote, keeping the file's mode, never a link or a folder.
@Suite final class ExportCommandTests {
    let scratch = TemporaryFolder("spotter-export-command")

    init() throws {
        try scratch.write("site/site.yaml", "title: Two\nunits: kg\ntimezone: Europe/Madrid\n")
        try scratch.write("site/content/athletes/ana.yaml", "name: Ana\n")
        try scratch.write("site/content/athletes/dana.yaml", "name: Dana\nprivate: true\n")
        try scratch.write("site/content/exercises/squat.yaml", "name: Squat\n")
        try scratch.write("site/content/workouts/ana/2026/a.yaml", "date: 2026-03-02\nentries:\n  - exercise: squat\n    sets: [100kg x 5]\n")
        try scratch.write("site/content/workouts/dana/2026/d.yaml", "date: 2026-03-03\nentries:\n  - exercise: squat\n    sets: [60kg x 5]\n")
    }

    static let header = "athlete,workout_id,date,workout,session,workout_duration_s,workout_rpe,bodyweight_kg,workout_notes,entry,"
        + "exercise_id,exercise,metric,set_index,kind,weight_kg,reps,rpe,duration_s,distance_m,exercise_notes,grade,grip\n"
    static let ana = "ana,a,2026-03-02,,,,,,,1,squat,Squat,weight_reps,1,working,100,5,,,,,,\n"
    static let dana = "dana,d,2026-03-03,,,,,,,1,squat,Squat,weight_reps,1,working,60,5,,,,,,\n"

    func export(_ arguments: [String]) throws -> CommandLineTests.Run {
        try CommandLineTests.run(["export", "csv", "--source", scratch("site").path] + arguments)
    }

    @Test func privateAthletesAreLeftOutUnlessIncluded() throws {
        #expect(try export([]).stdout == Self.header + Self.ana)
        #expect(try export(["--include-private"]).stdout == Self.header + Self.ana + Self.dana)
        let named = try export(["--athlete", "dana"])
        #expect(named.status == 2)
        #expect(named.stdout == "")
        #expect(named.stderr.hasPrefix("Error: --athlete dana: this athlete is private (private: true); add --include-private to export them\n"))
        #expect(try export(["--athlete", "dana", "--include-private"]).stdout == Self.header + Self.dana)
    }

    /// A file that is not a Spotter CSV (a content file here) is left as it is unless --force.
    @Test func aFileItDidNotWriteIsReplacedOnlyWithForce() throws {
        let content = scratch("site/content/exercises/squat.yaml").path
        let refused = try export(["--output", content])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: \(content): expected a CSV written by spotter export csv, found another file; "
            + "it was left as it is (use --force to replace it)\n")
        #expect(try String(contentsOfFile: content, encoding: .utf8) == "name: Squat\n")

        let notes = scratch("notes.txt").path
        try "mine\n".write(toFile: notes, atomically: false, encoding: .utf8)
        let forced = try export(["--output", notes, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == Self.header + Self.ana)
    }

    /// Its own CSV (and an empty file, `mktemp`'s) is replaced, keeping the mode; nothing is left beside it.
    @Test func itsOwnCSVIsReplacedKeepingItsMode() throws {
        // An export written before the `grip` column is the command's own too.
        let beforeGrips = Self.header.replacingOccurrences(of: ",grip\n", with: "\n")
        for (name, start) in [("own.csv", Self.header + Self.dana), ("empty.csv", ""), ("old.csv", beforeGrips)] {
            let path = scratch(name).path
            try start.write(toFile: path, atomically: false, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
            let run = try export(["--output", path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.header + Self.ana)
            #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["empty.csv", "old.csv", "own.csv", "site"])
    }

    /// A symbolic link is neither replaced by a file nor written through; a folder gets a clear error.
    @Test func aLinkOrAFolderIsRefusedClearly() throws {
        let target = scratch("target.csv").path
        try (Self.header + Self.dana).write(toFile: target, atomically: false, encoding: .utf8)
        let link = scratch("link.csv").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let linked = try export(["--output", link])
        #expect(linked.status == 1)
        #expect(linked.stderr == "error: \(link): expected a file, found a symbolic link to \(target); "
            + "the export does not replace links: name the file itself\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.header + Self.dana)

        let folder = scratch("site").path
        let toFolder = try export(["--output", folder, "--force"])
        #expect(toFolder.status == 1)
        #expect(toFolder.stderr == "error: \(folder): expected a file to write the CSV to, found a folder; "
            + "name a file in it, such as \(folder)/sets.csv\n")
        let missing = scratch("nowhere/sets.csv").path
        let nowhere = try export(["--output", missing])
        #expect(nowhere.stderr == "error: \(missing): expected an existing folder to write the CSV in, found no folder "
            + "\(scratch("nowhere").path)\n")
    }
}
