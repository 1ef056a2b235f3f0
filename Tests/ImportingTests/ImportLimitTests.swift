@testable import Importing
import Loading
import Testing
import TrainingModel

/// Issue 55, item 5: an import checks the content limits before writing, so nothing it writes
/// is what `spotter check` then refuses.
@Suite struct ImportLimitTests {
    static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

    /// One Strong set row.
    static func row(day: Int = 2, title: String = "A", exercise: String = "Squat", note: String = "", workoutNote: String = "") -> String {
        "2026-03-0\(day) 18:30:00,\(title),1h,\(exercise),1,100,5,,,\(note),\(workoutNote),"
    }

    static func imported(_ rows: [String], siteYAML: String = ImportCheckPropertyTests.siteYAML, limits: ContentLimits = ContentLimits())
        async -> (plan: ImportPlan, loaded: LoadResult) {
        let csv = ([header] + rows).joined(separator: "\n") + "\n"
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8), options: ImportOptions(limits: limits))
        let site = plan.applied(to: ["site.yaml": siteYAML])
        return (plan, await SiteLoader(fileSystem: .inMemory(site)).load(siteDirectory: "."))
    }

    static let hint = "\n  hint: the workout is not imported; nothing of it is written"

    /// A note over 64 KiB, and one of 9 MiB: the workout is refused at its row, the other imported.
    @Test(arguments: [65 * 1024, 9 << 20])
    func aNoteOverTheLimitIsRefusedAtItsRow(bytes: Int) async {
        let (plan, loaded) = await Self.imported([Self.row(day: 2, note: String(repeating: "a", count: bytes)), Self.row(day: 3)])
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:2:1: error: expected exercise notes of at most 64 KiB (limits: string_length in site.yaml), found \(bytes) bytes"
                + Self.hint,
        ])
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        #expect(loaded.library.workouts.map(\.date.iso) == ["2026-03-03"])
        #expect(plan.summary.skips.map(\.reason) == [.overContentLimit])
        #expect(plan.summary.rowsSkipped == 1)
    }

    /// Notes that fit one by one but not joined (a workout's distinct notes are one `notes:`).
    @Test func notesOverTheLimitOnceJoinedAreRefused() async {
        let half = String(repeating: "b", count: 40 * 1024)
        let (plan, loaded) = await Self.imported([Self.row(workoutNote: half + "1"), Self.row(workoutNote: half + "2")])
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:2:1: error: expected every value of a workout, its notes joined, of at most 64 KiB "
                + "(limits: string_length in site.yaml), found \(2 * half.utf8.count + 4) bytes" + Self.hint,
        ])
        #expect(loaded.library.workouts.isEmpty)
        #expect(plan.filesToCreate.isEmpty)
    }

    /// 1,500 sets in one workout: refused at the row of set 1,001; a raised limit imports it.
    @Test func moreSetsThanTheLimitAreRefusedAtTheFirstOver() async {
        let rows = (0..<1500).map { _ in Self.row() }
        let (plan, loaded) = await Self.imported(rows)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:1002:1: error: expected at most 1000 sets in one workout (limits: sets_per_workout in site.yaml), found 1500"
                + Self.hint,
        ])
        #expect(loaded.library.workouts.isEmpty)
        #expect(plan.summary.rowsSkipped == 1500)
        #expect(plan.filesToCreate.isEmpty)

        var raised = ContentLimits()
        raised.setsPerWorkout = 2000
        let (again, reloaded) = await Self.imported(rows, siteYAML: ImportCheckPropertyTests.siteYAML + "limits:\n  sets_per_workout: 2000\n",
                                                    limits: raised)
        #expect(again.diagnostics.sorted.map(\.description) == [])
        #expect(reloaded.diagnostics.sorted.map(\.description) == [])
        #expect(reloaded.library.workouts.first?.entries.first?.sets.count == 1500)
    }

    /// NUL, BEL, ESC and vertical tab in an exercise's or a workout's name: refused at the row,
    /// and no exercise is made of the name.
    @Test(arguments: [0x00, 0x07, 0x1B, 0x0B])
    func controlCharactersInANameAreRefused(control: Int) async {
        let character = String(UnicodeScalar(UInt8(control)))
        let (plan, loaded) = await Self.imported([
            Self.row(day: 2, exercise: "Squat" + character), Self.row(day: 3, title: "B" + character), Self.row(day: 4),
        ])
        let code = String(control, radix: 16, uppercase: true)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:2:1: error: expected an exercise name without control characters (tab and line breaks are text), "
                + "found U+00\(code.count == 1 ? "0" : "")\(code)" + Self.hint,
            "strong.csv:3:1: error: expected a workout name without control characters (tab and line breaks are text), "
                + "found U+00\(code.count == 1 ? "0" : "")\(code)" + Self.hint,
        ])
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        #expect(loaded.library.workouts.map(\.date.iso) == ["2026-03-04"])
        #expect(loaded.library.exercises.flatMap(\.aliases) == ["Squat"])
    }

    /// An export over the documented size is refused whole, before a row is read.
    @Test func anExportOverTheSizeLimitIsRefused() {
        let bytes = Array((Self.header + "\n").utf8) + [UInt8](repeating: 0x41, count: Importer.maxExportSize)
        let plan = planImport(.strong, "huge.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "huge.csv:1:1: error: expected an export of at most 64 MiB, found \(bytes.count) bytes; nothing was imported. "
                + "Split it into parts with the header line on each (the rows of one workout in one part) and import each",
        ])
        #expect(plan.files.isEmpty)
        #expect(Importer.sizeProblem(bytes: Importer.maxExportSize) == nil)
    }
}
