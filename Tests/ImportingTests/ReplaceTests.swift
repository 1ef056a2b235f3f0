@testable import Importing
import Testing
import TrainingModel

/// `--replace`: a file in the way is rewritten only when an earlier import wrote it (the record
/// has its hash) and nobody changed it since; anything else is skipped as before.
struct ReplaceTests {
    static let csv = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2026-03-02 18:30:00,Push,1h,Bench Press (Barbell),1,100,5,,,,,
        2026-03-04 18:30:00,Pull,1h,Bench Press (Barbell),1,100,5,,,,,

        """
    static let push = "content/workouts/2026/2026-03-02-1830-push.yaml"
    static let pull = "content/workouts/2026/2026-03-04-1830-pull.yaml"

    @Test func onlyFilesImportWroteAndNobodyChangedAreReplaced() {
        let first = planImport(.strong, "strong.csv", Array(Self.csv.utf8))
        var site = first.applied()
        var record = ImportRecord()
        for file in first.filesToCreate { record.record(file.path, bytes: file.bytes) }
        // The athlete edits one workout after the import.
        site[Self.pull] = site[Self.pull]! + "# felt easy\n"

        // The export was in pounds: imported again with --unit lb, every workout differs.
        let lb = ImportOptions(unit: .lb, unitOrigin: .option, record: record)
        let plain = planImport(.strong, "strong.csv", Array(Self.csv.utf8), options: lb, site: site)
        #expect(plain.file(Self.push)?.action == .skipConflict)
        #expect(plain.file(Self.pull)?.action == .skipConflict)
        #expect(plain.summary.filesReplaceable == 1)
        #expect(plain.summary.description.contains(
            "1 file in the way was written by an earlier import and is unchanged since: import again with --replace to rewrite it. Files you wrote or edited are never replaced."))

        var replacing = lb
        replacing.replace = true
        let replaced = planImport(.strong, "strong.csv", Array(Self.csv.utf8), options: replacing, site: site)
        #expect(replaced.file(Self.push)?.action == .replace)
        #expect(replaced.file(Self.push)?.text.contains("      - 100lb x 5\n") == true)
        #expect(replaced.file(Self.pull)?.action == .skipConflict)
        #expect(replaced.filesToReplace.map(\.path) == [Self.push])
        #expect(replaced.summary.filesReplaced == 1)
        #expect(replaced.summary.description.contains("Replaced: 1 file an earlier import wrote and nobody changed since (--replace)."))
        #expect(replaced.listing.contains("replace \(Self.push)\n"))
        #expect(replaced.listing.contains("skip    \(Self.pull) (exists with different content)"))
    }

    @Test func theRecordIsReadBackAndHashesTheBytes() {
        var record = ImportRecord()
        record.record("content/b.yaml", bytes: Array("b\n".utf8))
        record.record("content/a.yaml", bytes: [])
        #expect(record.text == "cbf29ce484222325 content/a.yaml\n" + "\(ImportRecord.hash(Array("b\n".utf8))) content/b.yaml\n")
        let read = ImportRecord(text: record.text)
        #expect(read == record)
        #expect(read.wroteUnchanged("content/b.yaml", current: Array("b\n".utf8)))
        #expect(!read.wroteUnchanged("content/b.yaml", current: Array("b \n".utf8)))
        #expect(!read.wroteUnchanged("content/c.yaml", current: []))
    }
}
