@testable import Importing
import Testing
import TrainingModel

/// Issue 50: a Strong export whose header is in a language Spotter does not know is read by the
/// columns' places in Strong's layouts, when and only when the file proves it is one
/// (docs/import-layouts.md, "Strong by the columns' places"). The header names below are
/// PLACEHOLDERS, made-up words in Cyrillic (`ExportGenerator.placeholderHeader`), not Strong's
/// translation into any language.
struct StrongByPlaceTests {
    static let header = ExportGenerator.placeholderHeader.joined(separator: ",")
    static let rows = [
        "2026-03-02 18:30:00,Верх,1чсв 2мнт,Bench Press (Barbell),1,100.0,5.0,,,узко,Хорошо,8.0",
        "2026-03-02 18:30:00,Верх,1чсв 2мнт,Bench Press (Barbell),Отдышка,,,,90,,,",
        "2026-03-02 18:30:00,Верх,1чсв 2мнт,Bench Press (Barbell),2,102.5,3.0,,,,,",
        "2026-03-02 18:30:00,Верх,1чсв 2мнт,Plank,1,0,0,0,45.0,,,",
        "2026-03-04 07:00:00,Низ,45мнт,Squat (Barbell),W,60.0,8.0,,,,,",
    ]
    static func csv(_ rows: [String], header: String = header) -> [UInt8] { Array(([header] + rows).joined(separator: "\n").utf8 + [10]) }

    @Test func aHeaderOfUnknownNamesIsReadByPlace() {
        let bytes = Self.csv(Self.rows)
        #expect(ImportDetection.detect(bytes)?.description
            == "Read as a Strong export (comma layout, columns by their place: the header's language is not known).")
        let plan = planImport(.strong, "strong.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-verkh.yaml")?.text == """
            date: 2026-03-02T18:30
            name: Верх
            duration: 1h 2m
            notes: Хорошо
            entries:
              - exercise: bench-press
                sets:
                  - 100kg x 5 @8
                  - 102.5kg x 3
                notes: узко
              - exercise: plank
                sets:
                  - 45s

            """)
        // `45мнт`: the word is minutes, as `1чсв 2мнт` in the same export says.
        #expect(plan.file("content/workouts/2026/2026-03-04-0700-niz.yaml")?.text == """
            date: 2026-03-04T07:00
            name: Низ
            duration: 45m
            entries:
              - exercise: back-squat
                sets:
                  - "w: 60kg x 8"

            """)
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 1)])
        #expect(plan.summary.rowsRead == 5 && plan.summary.rowsImported == 4)
        #expect(plan.summary.ignoredColumns == [])
        #expect(plan.summary.description.split(separator: "\n").contains(
            "Columns read by their place (the header's language is not known): Дывта as Date, Трумо назва as Workout Name, "
                + "Длыт as Duration, Упрожа назва as Exercise Name, Порык as Set Order, Тяжба as Weight, Повтык as Reps, "
                + "Дальма as Distance, Секунцы as Seconds, Заметля as Notes, Трумо заметля as Workout Notes, RPE as RPE."))
    }

    /// The same rows with the English header import to the same files: reading by place gives
    /// the figures reading by name does.
    @Test func theSameFilesAsTheEnglishHeader() {
        var workouts: [ExportGenerator.WorkoutSpec] = []
        for index in 0..<20 {
            let sets = (0..<5).map { ExportGenerator.SetSpec(kind: $0 % 5, halves: 100 + index * 3, noise: index % 4,
                                                             reps: 5 + $0, rpe: 12 + index % 9, cardio: index % 4) }
            workouts.append(ExportGenerator.WorkoutSpec(month: index % 12 + 1, day: index + 1, minute: 6 * 60 + index * 7,
                                                        title: index % 6, note: index % 6,
                                                        entries: [ExportGenerator.EntrySpec(exercise: index % 12, sets: sets,
                                                                                            note: (index + 1) % 6, superset: false)]))
        }
        let english = planImport(.strong, "strong.csv", Array(ExportGenerator.Export(layout: .strongCommaKilograms, workouts: workouts).text.utf8))
        let placed = planImport(.strong, "strong.csv", Array(ExportGenerator.Export(layout: .strongPlaceholder, workouts: workouts).text.utf8))
        #expect(english.diagnostics.sorted.map(\.description) == [])
        #expect(placed.diagnostics.sorted.map(\.description) == [])
        #expect(placed.files.map(\.path) == english.files.map(\.path))
        #expect(placed.files.map(\.text) == english.files.map(\.text))
        #expect(placed.summary.setsWritten == english.summary.setsWritten && placed.summary.setsWritten == 80)
        #expect(placed.summary.skips == english.summary.skips && placed.summary.skips == [ImportSkip(reason: .restTimer, rows: 20)])
    }

    /// Rows whose cells do not fit the layout's places, in a file most of whose rows do: the rows
    /// that fit are imported, and each other is refused at its line and column (an error, so the
    /// exit status is 1, and a skipped row in the summary).
    @Test func theRowsThatFitAreImportedAndTheOthersRefusedAtTheirLines() {
        var rows = Self.rows
        rows[2] = "2026-03-02 18:30:00,Верх,1чсв 2мнт,Bench Press (Barbell),2,102.5,три,,,,,"
        rows.append("03/05/2026 07:00,Низ,45мнт,Squat (Barbell),1,60.0,8.0,,,,,")
        let bytes = Self.csv(rows)
        #expect(ImportDetection.detect(bytes)?.description
            == "Read as a Strong export (comma layout, columns by their place: the header's language is not known).")
        let plan = planImport(.strong, "strong.csv", bytes)
        let tail = " (the header's language is not known, so columns are read by their place), found "
        let end = "; the row is not imported (4 of 6 rows fit the layout, so the others are read by place)"
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:4:7: error: Повтык: expected the Reps of Strong's comma layout in column 7" + tail
                + "\"три\", not a number" + end,
            "strong.csv:7:1: error: Дывта: expected the Date of Strong's comma layout in column 1" + tail
                + "\"03/05/2026 07:00\", not a date and time such as 2026-03-02 18:30:00" + end,
        ])
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-verkh.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["100kg x 5 @8"], ["45s"]])
        #expect(plan.summary.rowsRead == 6 && plan.summary.rowsImported == 3 && plan.summary.rowsSkipped == 3)
        #expect(plan.summary.skips == [ImportSkip(reason: .malformedRow, rows: 2), ImportSkip(reason: .restTimer, rows: 1)])
    }

    /// Fewer than half the rows fit: nothing is read by place, the import stops with the columns
    /// the header lacks and an error at each row that does not fit; recognising the format names
    /// the layout tried rather than refusing the file as of no known format.
    @Test func fewerThanHalfTheRowsFitRefusesTheFileAtEachRow() {
        let rows = [Self.rows[0], "2026-03-02 18:30:00,Верх,1чсв 2мнт,Bench Press (Barbell),2,102.5,три,,,,,",
                    "03/05/2026 07:00,Низ,45мнт,Squat (Barbell),1,60.0,8.0,,,,,"]
        let bytes = Self.csv(rows)
        #expect(ImportDetection.detect(bytes)?.description == "Tried as a Strong export (columns by their place: the "
            + "header's language is not known), but the file does not prove that layout: the errors follow.")
        let plan = planImport(.strong, "strong.csv", bytes)
        let tail = " (the header's language is not known, so columns are read by their place), found "
        let end = "; nothing was read by place: 1 of 3 rows fit the layout, and at least half must"
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:1:1: error: expected a Strong export with the columns Date, Workout Name, Exercise Name, Set Order, "
                + "found a header without Date, Workout Name, Exercise Name, Set Order\n  hint: export from Strong with Settings → Export Strong Data",
            "strong.csv:3:7: error: Повтык: expected the Reps of Strong's comma layout in column 7" + tail
                + "\"три\", not a number" + end,
            "strong.csv:4:1: error: Дывта: expected the Date of Strong's comma layout in column 1" + tail
                + "\"03/05/2026 07:00\", not a date and time such as 2026-03-02 18:30:00" + end,
        ])
        #expect(plan.files.isEmpty)
        #expect(plan.summary.rowsRead == 3 && plan.summary.rowsSkipped == 3)
    }

    /// A set order that is neither a number nor one letter is the rest timer's label only when it
    /// is one label, on rows with no weight, reps, distance or note (seconds are the rest's);
    /// otherwise each row of such a label is refused at its line, and the others are imported.
    @Test func aLabelIsTheRestTimersOnlyOnRowsWithoutASet() {
        let tail = "; the row is not imported (4 of 5 rows fit the layout, so the others are read by place)"
        var withWeight = Self.rows
        withWeight[1] = "2026-03-02 18:30:00,Верх,1чсв 2мнт,Bench Press (Barbell),Отдышка,20,,,90,,,"
        let first = planImport(.strong, "strong.csv", Self.csv(withWeight))
        #expect(first.diagnostics.sorted.map(\.description) == [
            "strong.csv:3:5: error: Порык: expected the Set Order of Strong's comma layout in column 5 (the header's language "
                + "is not known, so columns are read by their place), found \"Отдышка\" on a row with Weight \"20\": a set order "
                + "that is not a number or one letter is read as the rest timer's label only on rows without a weight, reps, "
                + "a distance or a note" + tail,
        ])
        #expect(first.summary.rowsImported == 4 && first.summary.skips == [ImportSkip(reason: .malformedRow, rows: 1)])
        var twoLabels = Self.rows
        twoLabels.append("2026-03-04 07:00:00,Низ,45мнт,Squat (Barbell),Заметка,,,,,на ноги,,")
        let second = planImport(.strong, "strong.csv", Self.csv(twoLabels))
        let label = ": expected the Set Order of Strong's comma layout in column 5 (the header's language is not known, so "
            + "columns are read by their place), found "
        let rule = ", one of the labels \"Заметка\", \"Отдышка\": more than one set order that is neither a number nor one "
            + "letter, so which is the rest timer's cannot be told; the row is not imported (4 of 6 rows fit the layout, so "
            + "the others are read by place)"
        #expect(second.diagnostics.sorted.map(\.description) == [
            "strong.csv:3:5: error: Порык" + label + "\"Отдышка\"" + rule,
            "strong.csv:7:5: error: Порык" + label + "\"Заметка\"" + rule,
        ])
        #expect(second.summary.rowsImported == 4 && second.summary.skips == [ImportSkip(reason: .malformedRow, rows: 2)])
    }

    /// A one-part duration whose word no two-part duration of the export explains is not read:
    /// the workout has no duration, with a warning at its line, and the rest imports.
    @Test func aDurationWordNotLearnedIsNotGuessed() {
        let rows = ["2026-03-04 07:00:00,Низ,45мнт,Squat (Barbell),1,60.0,8.0,,,,,"]
        let plan = planImport(.strong, "strong.csv", Self.csv(rows))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:2:1: warning: Duration: expected a duration such as 1h 2m, 38min, 1:02:03 or 3720 (seconds), found "
                + "\"45мнт\"; the workout has no duration",
        ])
        #expect(plan.file("content/workouts/2026/2026-03-04-0700-niz.yaml")?.text.contains("duration") == false)
        #expect(plan.summary.rowsImported == 1)
        #expect(StrongByPlace.durationParts("1 чсв 2мнт").map { $0.map(\.word) } == ["чсв", "мнт"])
        #expect(StrongByPlace.durationParts("1:02") == nil && StrongByPlace.durationParts("мнт") == nil)
    }

    /// Not read by place: a column count no layout has; a known name out of its place (a header
    /// of a known language with a column renamed is refused by name, as before); another app's
    /// export of 12 columns, known by its names; a header with no rows.
    @Test func whatIsNotReadByPlace() {
        let eleven = ExportGenerator.placeholderHeader.dropLast().joined(separator: ",")
        let elevenRows = Self.rows.map { String($0[..<$0.lastIndex(of: ",")!]) }
        let plan = planImport(.strong, "strong.csv", Self.csv(elevenRows, header: eleven))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:1:1: error: expected a Strong export with the columns Date, Workout Name, Exercise Name, Set Order, "
                + "found a header without Date, Workout Name, Exercise Name, Set Order\n  hint: export from Strong with Settings → Export Strong Data",
        ])
        #expect(ImportDetection.detect(Self.csv(elevenRows, header: eleven)) == nil)

        // English with Set Order renamed: `Exercise Name` is a known name, so the header is read by name.
        let renamed = "Date,Workout Name,Duration,Exercise Name,Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"
        #expect(planImport(.strong, "strong.csv", Self.csv(Self.rows, header: renamed)).diagnostics.sorted.map(\.description) == [
            "strong.csv:1:1: error: expected a Strong export with the columns Date, Workout Name, Exercise Name, Set Order, "
                + "found a header without Set Order\n  hint: export from Strong with Settings → Export Strong Data",
        ])
        // `RPE` where the notes are: a known name out of its place.
        var names = ExportGenerator.placeholderHeader
        names.swapAt(9, 11)
        #expect(StrongByPlace.read(try! CSVTable.read(Self.csv(Self.rows, header: names.joined(separator: ",")))!, path: "")
            .isNotApplicable)

        // Garmin Connect's Activities.csv with 12 columns: Garmin's by its names, never Strong's.
        let garmin = Array("""
            Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,Aerobic TE,Avg Run Cadence,Max Run Cadence
            Running,2026-06-12 08:01:10,false,Morning Run,10.02,620,00:52:10,148,171,3.1,172,180

            """.utf8)
        #expect(ImportDetection.detect(garmin)?.source == .garmin)
        let asStrong = planImport(.strong, "garmin.csv", garmin)
        #expect(asStrong.diagnostics.sorted.map(\.description) == [
            "garmin.csv:1:1: error: expected a Strong export with the columns Date, Workout Name, Exercise Name, Set Order, "
                + "found a header without Workout Name, Exercise Name, Set Order\n  hint: export from Strong with Settings → Export Strong Data",
        ])
        #expect(asStrong.files.isEmpty)
        // A header of 12 unknown names and no rows proves nothing.
        #expect(ImportDetection.detect(Self.csv([])) == nil)
    }

    /// The semicolon and newest layouts by place: decimal commas, units on each row or in the
    /// weight column's name (`(kg)`), the newest layout's duration in seconds.
    @Test func theSemicolonAndNewestLayouts() {
        let semicolon = ["Дывта", "Трумо назва", "Упрожа назва", "Порык", "Тяжба", "Тяжба ед", "Повтык", "RPE", "Дальма",
                         "Дальма ед", "Секунцы", "Заметля", "Трумо заметля", "Длыт"].joined(separator: ";")
        let semicolonBytes = Self.csv(["2026-03-02 18:30:00;Верх;Bench Press (Barbell);1;62,5;kg;5;8;;;;;;1чсв 2мнт"],
                                      header: semicolon)
        #expect(ImportDetection.detect(semicolonBytes)?.description
            == "Read as a Strong export (semicolon layout, columns by their place: the header's language is not known).")
        let first = planImport(.strong, "strong.csv", semicolonBytes)
        #expect(first.diagnostics.sorted.map(\.description) == [])
        #expect(first.file("content/workouts/2026/2026-03-02-1830-verkh.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["62.5kg x 5 @8"]])
        #expect(first.file("content/workouts/2026/2026-03-02-1830-verkh.yaml")?.text.contains("duration: 1h 2m") == true)

        let newest = ["Трумо №", "Дывта", "Трумо назва", "Длыт (сек)", "Упрожа назва", "Порык", "Тяжба (lbs)", "Повтык",
                      "RPE", "Дальма (m)", "Секунцы", "Заметля", "Трумо заметля"].map { "\"\($0)\"" }.joined(separator: ";")
        let newestBytes = Self.csv([#""1";"2026-03-02 18:30:00";"Верх";"3720";"Running";"1";"";"";"";"5000";"1500";"";"""#,
                                    #""1";"2026-03-02 18:30:00";"Верх";"3720";"Squat (Barbell)";"1";"225";"5";"";"";"";"";"""#],
                                   header: newest)
        #expect(ImportDetection.detect(newestBytes)?.description
            == "Read as a Strong export (newest layout, columns by their place: the header's language is not known).")
        let second = planImport(.strong, "strong.csv", newestBytes)
        #expect(second.diagnostics.sorted.map(\.description) == [])
        #expect(second.file("content/workouts/2026/2026-03-02-1830-verkh.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["5000m in 25:00"], ["225lb x 5"]])
        #expect(second.summary.ignoredColumns == ["Workout #"])
        // A distance whose column names no unit Spotter knows is not read by place.
        let unknownUnit = newest.replacingOccurrences(of: "Дальма (m)", with: "Дальма (мтр)")
        let unknownBytes = Self.csv([#""1";"2026-03-02 18:30:00";"Верх";"3720";"Running";"1";"";"";"";"5000";"1500";"";"""#],
                                    header: unknownUnit)
        #expect(ImportDetection.detect(unknownBytes)?.description == "Tried as a Strong export (columns by their place: the "
            + "header's language is not known), but the file does not prove that layout: the errors follow.")
        #expect(planImport(.strong, "strong.csv", unknownBytes).diagnostics.sorted.map(\.description).last == "strong.csv:2:10: "
            + "error: Дальма (мтр): expected the Distance (meters) of Strong's newest layout in column 10 (the header's language "
            + "is not known, so columns are read by their place), found a distance in a column whose name \"Дальма (мтр)\" "
            + "gives no unit Spotter knows ((m), (km) or (mi)), so the distance cannot be read; nothing was read by place")
    }
}

extension StrongByPlace.Outcome {
    var isNotApplicable: Bool { if case .notApplicable = self { return true } else { return false } }
}
