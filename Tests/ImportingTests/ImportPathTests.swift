import Foundation
@testable import Importing
import Loading
import PropertyBased
import TestSupport
import Testing
import TrainingModel

/// Issue 55, item 1: every id an import writes a file for passes the content-id rule the
/// loader applies, so no path an import writes can leave `content/` or make a file that
/// `spotter check` then refuses.
@Suite struct ImportPathTests {
    /// An export written before the `grip` column existed, which still imports.
    static let header = SpotterCSV.columns.filter { $0 != "grip" }.joined(separator: ",")
    static let siteYAML = "title: Imported\nunits: kg\ntimezone: Europe/Madrid\n"

    /// One set of `exercise` in workout `workout` on day `day` of March 2026.
    static func row(workout: String, exercise: String, day: Int) -> String {
        "ana,\(workout),2026-03-\(day < 10 ? "0" : "")\(day)T18:30,A,,,,,,1,\(exercise),\(exercise),weight_reps,1,working,100,5,,,,,"
    }

    /// A Spotter CSV of one set per (workout id, exercise id), the workouts on days 2, 3 … of March.
    static func csv(_ ids: [(workout: String, exercise: String)]) -> String {
        ([header] + ids.enumerated().map { row(workout: $1.workout, exercise: $1.exercise, day: $0 + 2) })
            .joined(separator: "\n") + "\n"
    }

    /// An import into a site on disk, in `folder/site`: what it wrote, and the site as loaded.
    static func importOnDisk(_ csv: String, into folder: TemporaryFolder, siteWorkouts: [String: String] = [:]) async throws
        -> (plan: ImportPlan, written: [String], loaded: LoadResult) {
        try folder.write("site/site.yaml", siteYAML)
        try folder.write("site/content/athletes/ana.yaml", "name: Ana\n")
        let site = folder("site").path
        let plan = Importer.plan(source: .spotterCSV, exportPath: "export.csv", exportBytes: Array(csv.utf8),
                                 options: ImportOptions(athlete: "ana", siteWorkouts: siteWorkouts), existingExercises: [],
                                 existingFile: Importer.fileReader(siteDirectory: site), vocabularyOverride: nil)
        let written = try Importer.apply(plan: plan, to: site)
        return (plan, written, await SiteLoader().load(siteDirectory: site))
    }

    /// Every file under `folder`, relative to it, in path order.
    static func files(in folder: TemporaryFolder) -> [String] {
        let enumerator = FileManager.default.enumerator(at: folder.url, includingPropertiesForKeys: [.isRegularFileKey])
        var found: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            found.append(String(url.standardizedFileURL.path.dropFirst(folder.url.standardizedFileURL.path.count + 1)))
        }
        return found.sorted()
    }

    /// The issue's ids, each refused at its row with the column and the rule; the one good row is written.
    @Test func theIssuesIDsAreRefusedAtTheirRow() async throws {
        let folder = TemporaryFolder()
        let csv = Self.csv([
            ("../../../../OUTSIDE-W", "squat"),
            ("../../../../.github/workflows/pwn", "squat"),
            ("a/b/c", "squat"),
            (".hidden", "squat"),
            ("ñandú", "squat"),
            ("ok", "../../../x"),
            ("ok-2", "squat"),
        ])
        let (plan, written, loaded) = try await Self.importOnDisk(csv, into: folder)
        let expected = Slug.IDProblem.expected
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "export.csv:2:1: error: workout_id: expected \(expected), found \"../../../../OUTSIDE-W\"",
            "export.csv:3:1: error: workout_id: expected \(expected), found \"../../../../.github/workflows/pwn\"",
            "export.csv:4:1: error: workout_id: expected \(expected), found \"a/b/c\"",
            "export.csv:5:1: error: workout_id: expected \(expected), found \".hidden\"",
            "export.csv:6:1: error: workout_id: expected \(expected), found \"ñandú\"",
            "export.csv:7:1: error: exercise_id: expected \(expected), found \"../../../x\"",
        ])
        #expect(written == ["content/exercises/squat.yaml", "content/workouts/2026/ok-2.yaml"])
        #expect(Self.files(in: folder) == ["site/.spotter-imported", "site/content/athletes/ana.yaml",
                                           "site/content/exercises/squat.yaml", "site/content/workouts/2026/ok-2.yaml",
                                           "site/site.yaml"])
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        #expect(plan.summary.rowsRead == 7)
        #expect(plan.summary.rowsImported == 1)
        #expect(plan.summary.rowsSkipped == 6)
    }

    /// Ids that differ only by case, or are two Unicode spellings of one name, never make two files.
    @Test func twinsByCaseOrNormalisationAreRefused() async throws {
        let folder = TemporaryFolder()
        let csv = Self.csv([
            ("Twin", "squat"),
            ("twin", "squat"),
            ("caf\u{E9}", "squat"),
            ("cafe\u{301}", "squat"),
            ("x", "Squat"),
        ])
        let (plan, written, loaded) = try await Self.importOnDisk(csv, into: folder)
        let expected = Slug.IDProblem.expected
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "export.csv:3:1: error: workout_id: expected an id that differs from the others by more than case, found \"twin\" "
                + "where line 2 has \"Twin\"; ids name files, and the loader compares them ignoring case",
            "export.csv:4:1: error: workout_id: expected \(expected), found \"caf\u{E9}\"",
            "export.csv:5:1: error: workout_id: expected \(expected), found \"cafe\u{301}\"",
            "export.csv:6:1: error: exercise_id: expected an id that differs from the others by more than case, found \"Squat\" "
                + "where line 2 has \"squat\"; ids name files, and the loader compares them ignoring case",
        ])
        #expect(written == ["content/exercises/squat.yaml", "content/workouts/2026/Twin.yaml"])
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
    }

    /// A workout id the site has in another file (in any case) is refused: check would refuse the two.
    @Test func anIDTheSiteHasElsewhereIsRefused() async throws {
        let folder = TemporaryFolder()
        try folder.write("site/content/workouts/2025/old.yaml", "date: 2025-01-02\nentries: []\n")
        let csv = Self.csv([("OLD", "squat")])
        let (plan, written, _) = try await Self.importOnDisk(csv, into: folder,
                                                            siteWorkouts: ["old": "content/workouts/2025/old.yaml"])
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "export.csv:2:1: error: expected an id no other file of the site has, found \"OLD\", which "
                + "content/workouts/2025/old.yaml has (ids are compared ignoring case)",
        ])
        #expect(written == [])
        #expect(plan.summary.rowsSkipped == 1)
    }

    /// Generated ids fit the rule however long the name: a 300-character title still makes a loadable workout.
    @Test func generatedIDsFitTheLengthLimit() {
        let title = String(repeating: "Very long title ", count: 20)
        let csv = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2026-03-02 18:30:00,\(title),Squat,1,100,5\n"
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let workout = plan.files.map(\.path).first { $0.hasPrefix("content/workouts/") }
        let id = workout.map { String($0.dropFirst("content/workouts/2026/".count).dropLast(".yaml".count)) } ?? ""
        #expect(id.utf8.count == Slug.maxIDLength - GeneratedID.counterRoom)
        #expect(Slug.idProblem(id) == nil)
    }

    /// The fuzzer of import-written paths: Spotter CSV exports whose ids are made of path syntax,
    /// other scripts, two spellings of one letter, case twins and over-long runs. Whatever the ids,
    /// every file written is inside `content/`, nothing else is created but the import record, the
    /// site loads without a diagnostic, and every row is imported or refused with an error at its line.
    @Test func everyPathAnImportWritesStaysInContentAndLoads() async throws {
        let pieces = ["a", "B", "7", "-", ".", "_", "/", "..", "../", "\\", "\u{E9}", "e\u{301}", "\u{65E5}", "\u{1F3CB}",
                      " ", "\u{7}", ".github", "%2e", "~", ":", String(repeating: "z", count: 120), "A", "b"]
        let id = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...4).map { $0.map { pieces[$0] }.joined() }
        let rows = zip(id, id).array(of: 1...8)
        await propertyCheck(count: 60, input: rows) { rows in
            let folder = TemporaryFolder()
            let csv = Self.csv(rows.map { (workout: $0.0, exercise: $0.1) })
            let (plan, written, loaded) = try await Self.importOnDisk(csv, into: folder)
            let content = folder("site/content").standardizedFileURL.path + "/"
            for path in written {
                #expect(folder("site").appendingPathComponent(path).standardizedFileURL.path.hasPrefix(content), "\(rows)")
            }
            let outside = Self.files(in: folder).filter { !$0.hasPrefix("site/content/") }
            #expect(outside == ["site/.spotter-imported", "site/site.yaml"] || (written.isEmpty && outside == ["site/site.yaml"]),
                    "\(rows)")
            #expect(loaded.diagnostics.sorted.map(\.description) == [], "\(rows)")
            #expect(plan.summary.rowsImported + plan.summary.rowsSkipped == rows.count, "\(rows)")
            let errorLines = Set(plan.diagnostics.sorted.filter { $0.severity == .error }.map(\.location.line))
            #expect(errorLines.count == plan.summary.rowsSkipped, "\(rows)")
            #expect(loaded.library.workouts.count == plan.summary.workoutsWritten, "\(rows)")
        }
    }
}
