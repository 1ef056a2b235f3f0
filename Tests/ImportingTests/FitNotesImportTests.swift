@testable import Importing
import Testing
import TrainingModel

/// `spotter import fitnotes`: both header forms, unquoted commas in exercise names, categories
/// and cardio rows.
struct FitNotesImportTests {
    static let kilograms = """
        Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
        2024-11-21,Flat Barbell Bench Press,Chest,80.0,5,,,,
        2024-11-21,Flat Barbell Bench Press,Chest,82.5,5,,,,Paused
        2024-11-21,Overhead Press (Each Side, Dumbbells),Shoulders,20.0,8,,,,
        2024-11-21,Overhead Press (Each Side, Dumbbells),Shoulders,20.0,7,,,,
        2024-11-22,Treadmill Intervals,Cardio,,,5.0,km,0:25:30,
        2024-11-22,Nordic Curl Thing,Hamstrings,0.0,6,,,,

        """

    @Test func importsTheKilogramFormRecoveringUnquotedCommasWithOneWarning() {
        let plan = planImport(.fitnotes, "FitNotes_Export.csv", Array(Self.kilograms.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "FitNotes_Export.csv:4:1: warning: Exercise: expected 9 fields as in the header, found more in 2 rows: FitNotes writes commas in exercise names unquoted, so the extra fields were read as part of the name",
        ])
        #expect(plan.files.map(\.path) == [
            "content/exercises/flat-barbell-bench-press.yaml",
            "content/exercises/nordic-curl-thing.yaml",
            "content/exercises/overhead-press-each-side-dumbbells.yaml",
            "content/exercises/treadmill-intervals.yaml",
            "content/workouts/2024/2024-11-21.yaml",
            "content/workouts/2024/2024-11-22.yaml",
        ])
        #expect(plan.file("content/workouts/2024/2024-11-21.yaml")?.text == """
            date: 2024-11-21
            entries:
              - exercise: flat-barbell-bench-press
                sets:
                  - 80kg x 5
                  - 82.5kg x 5
                notes: Paused
              - exercise: overhead-press-each-side-dumbbells
                sets:
                  - 20kg x 8
                  - 20kg x 7

            """)
        #expect(plan.file("content/workouts/2024/2024-11-22.yaml")?.text == """
            date: 2024-11-22
            entries:
              - exercise: treadmill-intervals
                sets:
                  - "5km in 25:30"
              - exercise: nordic-curl-thing
                sets:
                  - bw x 6

            """)
        // The category gives an unknown exercise its type and primary muscles.
        #expect(plan.file("content/exercises/treadmill-intervals.yaml")?.text
            == "name: Treadmill Intervals\naliases:\n  - Treadmill Intervals\ntype: cardio\nmetric: distance_time\n")
        #expect(plan.file("content/exercises/nordic-curl-thing.yaml")?.text.contains("""
            muscles:
              primary:
                - hamstrings
            """) == true)
        #expect(plan.summary.weightUnits == ["kg (the export's Weight (kgs) column)"])
        #expect(plan.summary.rowsImported == 6)
    }

    @Test func importsTheWeightUnitFormInPounds() {
        let csv = """
            Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time
            2024-11-21,Flat Barbell Bench Press,Chest,185.0,lbs,5,,,
            2024-11-21,Running,Cardio,,,,3.1,mi,0:28:00

            """
        let plan = planImport(.fitnotes, "fitnotes.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-11-21.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["185lb x 5"], ["3.1mi in 28:00"]])
        #expect(plan.summary.weightUnits == ["lb (the export's Weight Unit column)"])
    }

    /// A column named only by a quantity the import reads (a weight, in stone) stops the import
    /// before anything is written, even where the header lacks the column it reads it from.
    @Test func anUnknownUnitColumnStopsTheImport() {
        let csv = """
            Date,Exercise,Category,Weight (stone),Reps,Distance,Distance Unit,Time
            2024-11-21,Flat Barbell Bench Press,Chest,13,5,,,

            """
        let plan = planImport(.fitnotes, "fitnotes.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map { "\($0.location.line):\($0.location.column) \($0.keyPath)" } == ["1:4 Weight (stone)"])
        #expect(plan.files.isEmpty)
    }

    /// Issue 50, item 3: FitNotes (Android) writes `0.0,kg` as the distance of a timed set that
    /// has none; the unit of no distance says nothing and the set is read. A weight unit beside a
    /// real distance is still refused at its line.
    @Test func aWeightUnitBesideNoDistanceIsReadAsNoDistance() {
        let csv = """
            Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time,Comment
            2024-11-22,Plank,Abs,0.0,0,0.0,kg,0:01:30,
            2024-11-22,Plank,Abs,0.0,0,0.0,kg,0:01:00,
            2024-11-22,Rowing Machine,Cardio,0.0,0,2.5,kg,0:10:00,

            """
        let plan = planImport(.fitnotes, "FitNotes_Export.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "FitNotes_Export.csv:4:1: error: Distance Unit: expected km, mi or m, found \"kg\"",
        ])
        #expect(plan.file("content/workouts/2024/2024-11-22.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["90s", "60s"]])
        #expect(plan.summary.rowsRead == 3 && plan.summary.rowsImported == 2 && plan.summary.rowsSkipped == 1)
    }

    /// Issue 50, item 3: FitNotes for iOS, with US dates, 12-hour UTC times, decimal commas and
    /// `Status`: a `NotStarted` set was planned, not performed, and is skipped and counted; a
    /// `Failed` set is a failure set (`f:`).
    @Test func readsTheIOSLayoutWithStatusesDecimalCommasAndUSDates() {
        let csv = """
            Name,Start Date (UTC),Start Time (UTC),End Date (UTC),End Time (UTC),BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,Categories
            Push,3/4/2024,6:03 PM,3/4/2024,7:15 PM,"80,5",Bench Press,Barbell,5,"62,5",,,Done,Chest
            Push,3/4/2024,6:03 PM,3/4/2024,7:15 PM,"80,5",Bench Press,Barbell,3,"67,5",,,Failed,Chest
            Push,3/4/2024,6:03 PM,3/4/2024,7:15 PM,"80,5",Bench Press,Barbell,5,"62,5",,,NotStarted,Chest
            Push,3/4/2024,6:03 PM,3/4/2024,7:15 PM,"80,5",Plank,,0,0,0:01:00,,Done,Abs

            """
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a FitNotes export (iOS layout, Start Date (UTC) header).")
        let plan = planImport(.fitnotes, "FitNotes.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-03-04-1803-push.yaml")?.text == """
            date: 2024-03-04T18:03Z
            name: Push
            duration: 1h 12m
            bodyweight: 80.5kg
            entries:
              - exercise: bench-press
                sets:
                  - 62.5kg x 5
                  - "f: 67.5kg x 3"
              - exercise: plank
                sets:
                  - 60s

            """)
        #expect(plan.summary.rowsRead == 4 && plan.summary.rowsImported == 3)
        #expect(plan.summary.skips == [ImportSkip(reason: .notStarted, rows: 1)])
        #expect(plan.summary.ignoredColumns == ["Equipment"])
    }

    static let iosHeader = "Name,Start Date (UTC),Start Time (UTC),End Date (UTC),End Time (UTC),BodyWeight,Exercise,"
        + "Equipment,Reps,Weight,Time,Distance,Status,Categories"

    static func iosRow(_ start: String, _ end: String) -> String {
        "Push,\(start),6:03 PM,\(end),7:15 PM,80,Bench Press,Barbell,5,60,,,Done,Chest"
    }

    static func iosPlan(_ dates: [(String, String)]) -> ImportPlan {
        let csv = ([iosHeader] + dates.map { iosRow($0.0, $0.1) }).joined(separator: "\n") + "\n"
        return planImport(.fitnotes, "FitNotes.csv", Array(csv.utf8))
    }

    static func workoutPaths(_ plan: ImportPlan) -> [String] {
        plan.files.map(\.path).filter { $0.hasPrefix("content/workouts/") }.sorted()
    }

    /// A first number above 12 makes the whole file day first: `3/4/2024` is then 3 April, not
    /// 4 March, and `13/4/2024` is read rather than refused.
    @Test func aDayAbove12MakesTheFileDayFirst() {
        let plan = Self.iosPlan([("3/4/2024", "3/4/2024"), ("13/4/2024", "13/4/2024")])
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.workoutPaths(plan) == ["content/workouts/2024/2024-04-03-1803-push.yaml",
                                             "content/workouts/2024/2024-04-13-1803-push.yaml"])
        #expect(plan.file("content/workouts/2024/2024-04-03-1803-push.yaml")?.text.hasPrefix(
            "date: 2024-04-03T18:03Z\nname: Push\nduration: 1h 12m\n") == true)
        #expect(plan.summary.datesReadMonthFirstByDefault == false)
        #expect(!plan.summary.description.contains("Dates read"))
    }

    /// A second number above 12 makes it month first, said by nothing in the summary.
    @Test func aSecondNumberAbove12MakesTheFileMonthFirst() {
        let plan = Self.iosPlan([("3/4/2024", "3/4/2024"), ("4/13/2024", "4/13/2024")])
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.workoutPaths(plan) == ["content/workouts/2024/2024-03-04-1803-push.yaml",
                                             "content/workouts/2024/2024-04-13-1803-push.yaml"])
        #expect(plan.summary.datesReadMonthFirstByDefault == false)
    }

    /// Both orders in one file: refused whole at the first date that contradicts, every row skipped.
    @Test func bothOrdersInOneFileAreRefusedAtTheFirstContradiction() {
        let plan = Self.iosPlan([("3/4/2024", "3/4/2024"), ("13/4/2024", "13/4/2024"), ("4/5/2024", "4/13/2024")])
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "FitNotes.csv:4:4: error: End Date (UTC): expected dates in one order, found \"4/13/2024\" (month first: 13 is "
                + "no month) after \"13/4/2024\" at line 3 (day first: 13 is no month); nothing was imported, as the "
                + "file's order of day and month is not known\n"
                + "  hint: export again from FitNotes, or write every date of the file in one order",
        ])
        #expect(Self.workoutPaths(plan) == [])
        #expect(plan.summary.rowsRead == 3 && plan.summary.rowsImported == 0)
        #expect(plan.summary.skips == [ImportSkip(reason: .malformedRow, rows: 3)])
    }

    /// No number above 12: month first as the iOS app writes, said once in the summary when the
    /// other order would give other days; dates such as `5/5/2024` say nothing.
    @Test func noNumberAbove12IsReadMonthFirstAndSaidOnce() {
        let plan = Self.iosPlan([("3/4/2024", "3/4/2024"), ("5/6/2024", "5/6/2024")])
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.workoutPaths(plan) == ["content/workouts/2024/2024-03-04-1803-push.yaml",
                                             "content/workouts/2024/2024-05-06-1803-push.yaml"])
        let said = plan.summary.description.split(separator: "\n").filter { $0.hasPrefix("Dates") }
        #expect(said == ["Dates read month first: no day above 12 tells the order (3/4/2024 is 4 March; docs/import-layouts.md)."])
        let same = Self.iosPlan([("5/5/2024", "5/5/2024")])
        #expect(same.summary.datesReadMonthFirstByDefault == false)
        #expect(Self.workoutPaths(same) == ["content/workouts/2024/2024-05-05-1803-push.yaml"])
    }
}
