@testable import Importing
import Testing
import TrainingModel

/// Issue 50: Garmin Connect's Activities.csv in a language Spotter does not know is read by the
/// columns' places in one of Garmin's layouts, when and only when the file proves it is one
/// (docs/import-layouts.md, "Garmin Connect by the columns' places"). The layout is Garmin's
/// 25-column one of a Portuguese export in a public parser's tests, its header PLACEHOLDERS
/// (`Coluna 1`…, made up: Portuguese is read by its names); the rows are made up.
struct GarminByPlaceTests {
    static let header = (1...25).map { "Coluna \($0)" }.joined(separator: ",")
    static let rows = [
        #"Corrida,2026-05-03 07:12:40,false,"Ibirapuera Corrida","8.03","561","00:47:21","148","171","162","180","10:10","13:02","41","39","1.02","0.0","7,480","Não","00:05:41.2","9","00:46:50","00:49:05","731","768""#,
        #"Corrida em esteira,2026-05-05 19:30:00,true,"Esteira","5,00","380","00:30:00,4","155","170","--","--","--","--","--","--","0.95","0.0","5,620","Não","00:06:01","5","00:29:40","00:31:12","--","--""#,
        #"Cardiovascular,2026-05-06 18:00:00,false,"Cardio","0.00","402","00:52:10","--","150","--","--","--","--","--","--","--","0.0","--","Não","00:52:10","1","00:00:00","00:52:40","--","--""#,
    ]
    static func csv(_ rows: [String], header: String = header) -> [UInt8] { Array(([header] + rows).joined(separator: "\r\n").utf8 + [13, 10]) }

    @Test func aHeaderOfUnknownNamesIsReadByPlace() {
        let bytes = Self.csv(Self.rows)
        #expect(ImportDetection.detect(bytes)?.description
            == "Read as a Garmin Connect Activities.csv (25-column layout, columns by their place: the header's language is not known).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-05-03-0712-ibirapuera-corrida.yaml")?.text == """
            date: 2026-05-03T07:12:40
            name: Ibirapuera Corrida
            duration: 49m 5s
            notes: "Average heart rate: 148 bpm."
            entries:
              - exercise: running
                sets:
                  - "8.03km in 46:50"

            """)
        // A decimal comma, and a fraction of a second in the time (`00:30:00,4`), as the account writes them.
        #expect(plan.file("content/workouts/2026/2026-05-05-1930-esteira.yaml")?.text == """
            date: 2026-05-05T19:30
            name: Esteira
            duration: 31m 12s
            notes: "Average heart rate: 155 bpm."
            entries:
              - exercise: running
                sets:
                  - "5km in 29:40"

            """)
        #expect(plan.file("content/workouts/2026/2026-05-06-1800-cardio.yaml")?.text == """
            date: 2026-05-06T18:00
            name: Cardio
            duration: 52m 40s
            notes: "Garmin activity: Cardiovascular."

            """)
        #expect(plan.summary.rowsRead == 3 && plan.summary.rowsImported == 3 && plan.summary.setsWritten == 2)
        let lines = plan.summary.description.split(separator: "\n").map(String.init)
        #expect(lines.contains("Columns read by their place (the header's language is not known): Coluna 1 as "
            + "Activity Type, Coluna 2 as Date, Coluna 4 as Title, Coluna 5 as Distance, Coluna 7 as Time, Coluna 8 as Avg HR, "
            + "Coluna 22 as Moving Time, Coluna 23 as Elapsed Time."))
        // Total Ascent (column 14 here) is not read: the two 25-column layouts seen put it at different places.
        #expect(lines.contains("Ignored columns: " + [3, 6] .map { "Coluna \($0)" }.joined(separator: ", ") + ", "
            + (9...21).map { "Coluna \($0)" }.joined(separator: ", ") + ", Coluna 24, Coluna 25."))
        #expect(plan.summary.activitiesWithoutSport == ["Cardiovascular": 1])
    }

    /// The 35-column layout, with a header of PLACEHOLDERS (`Колонка 1`…, made up): the English
    /// export of runs has the total ascent at column 15 and a Swedish one of rides and swims at
    /// column 14, so it is not read by place (on main it was, and the Swedish export's total
    /// descent would have been read as its ascent); the moving and elapsed times are.
    @Test func theThirtyFiveColumnLayoutsDisagreeOnTheAscent() {
        let header = (1...35).map { "Колонка \($0)" }.joined(separator: ",")
        var fields = [String](repeating: "\"--\"", count: 35)
        let values: [Int: String] = [0: "Бег", 1: "2026-04-11 06:58:02", 2: "false", 3: "\"Утро\"", 4: "\"12,40\"",
                                     5: "\"801\"", 6: "\"01:05:12\"", 7: "\"152\"", 14: "\"1.204\"", 31: "\"01:04:40\"",
                                     32: "\"01:07:00\""]
        for (place, value) in values { fields[place] = value }
        let bytes = Self.csv([fields.joined(separator: ",")], header: header)
        #expect(ImportDetection.detect(bytes)?.description
            == "Read as a Garmin Connect Activities.csv (35-column layout, columns by their place: the header's language is not known).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        // `Бег` is a type of no language Spotter knows: a workout without a set, its distance and
        // figures in its notes.
        #expect(plan.file("content/workouts/2026/2026-04-11-0658-utro.yaml")?.text == """
            date: 2026-04-11T06:58:02
            name: Утро
            duration: 1h 7m
            notes: "Garmin activity: Бег. Distance: 12.4 km. Average heart rate: 152 bpm."

            """)
        #expect(plan.summary.columnsByPlace.last == "Колонка 33 as Elapsed Time")
        #expect(!plan.summary.columnsByPlace.contains { $0.hasSuffix("as Total Ascent") })
        #expect(plan.summary.ignoredColumns.contains("Колонка 15") && plan.summary.ignoredColumns.contains("Колонка 14"))
    }

    /// A file of a layout's count whose rows mostly fit: the rows that fit are imported, and each
    /// other is refused at its line and column, the exit status 1 (an error) and the summary
    /// counting it as skipped.
    @Test func theRowsThatFitAreImportedAndTheOthersRefusedAtTheirLines() {
        var rows = Self.rows
        rows.append(rows[1].replacingOccurrences(of: ",true,", with: ",sim,"))
        let bytes = Self.csv(rows)
        #expect(ImportDetection.detect(bytes)?.description
            == "Read as a Garmin Connect Activities.csv (25-column layout, columns by their place: the header's language is not known).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "Activities.csv:5:3: error: Coluna 3: expected the Favorite of Garmin Connect's 25-column layout in column 3 (the "
                + "header's language is not known, so columns are read by their place), found \"sim\", not true or false; the "
                + "row is not imported (3 of 4 rows fit the layout, so the others are read by place)",
        ])
        #expect(plan.files.filter { $0.path.hasPrefix("content/workouts/") }.count == 3)
        #expect(plan.summary.rowsRead == 4 && plan.summary.rowsImported == 3 && plan.summary.rowsSkipped == 1
            && plan.summary.setsWritten == 2)
    }

    /// Fewer than half the rows fit: nothing is read by place, the file is refused with the
    /// columns it lacks, and each row that does not fit is named at its line; recognising the
    /// format names the layout tried rather than refusing the file as of no known format.
    @Test func fewerThanHalfTheRowsFitRefusesTheFileAtEachRow() {
        var rows = Self.rows
        rows[1] = rows[1].replacingOccurrences(of: ",true,", with: ",sim,")
        rows.append(rows[0].replacingOccurrences(of: "2026-05-03 07:12:40", with: "03/05/2026 07:12"))
        rows.append(rows[0].replacingOccurrences(of: "\"00:46:50\"", with: "\"46 min\""))
        let bytes = Self.csv(rows)
        #expect(ImportDetection.detect(bytes)?.description == "Tried as a Garmin Connect Activities.csv (columns by their "
            + "place: the header's language is not known), but the file does not prove that layout: the errors follow.")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        let tail = " (the header's language is not known, so columns are read by their place), found "
        let end = "; nothing was read by place: 2 of 5 rows fit the layout, and at least half must"
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "Activities.csv:1:1: error: expected a Garmin Connect export with the columns Activity Type, Date, found a header "
                + "without Activity Type, Date\n  hint: export Activities.csv from Garmin Connect's Activities list",
            "Activities.csv:3:3: error: Coluna 3: expected the Favorite of Garmin Connect's 25-column layout in column 3" + tail
                + "\"sim\", not true or false" + end,
            "Activities.csv:5:2: error: Coluna 2: expected the Date of Garmin Connect's 25-column layout in column 2" + tail
                + "\"03/05/2026 07:12\", not a date and time such as 2026-06-12 08:01:10" + end,
            "Activities.csv:6:22: error: Coluna 22: expected the Moving Time of Garmin Connect's 25-column layout in "
                + "column 22" + tail + "\"46 min\", not a time such as 00:42:10" + end,
        ])
        #expect(plan.files.isEmpty)
        #expect(plan.summary.rowsRead == 5 && plan.summary.rowsSkipped == 5)
    }

    /// A count no layout seen has (34 columns, as a real Danish export of 2026 has): read by the
    /// seven columns every layout begins with, which are the type, date, favourite, title,
    /// distance, calories and time; the others are named as ignored, none guessed. The header
    /// names are PLACEHOLDERS (`Sloupec 1`…, made up); the rows are made up.
    @Test func aLayoutNotSeenIsReadByTheColumnsEveryLayoutBeginsWith() {
        let header = (1...34).map { "Sloupec \($0)" }.joined(separator: ",")
        func row(_ values: [Int: String]) -> String {
            var fields = [String](repeating: "\"--\"", count: 34)
            for (place, value) in values { fields[place] = value }
            return fields.joined(separator: ",")
        }
        let rows = [
            row([0: "Futás", 1: "2026-07-01 17:27:35", 2: "false", 3: "\"Esti futás\"", 4: "\"13.91\"", 5: "\"1,177\"",
                 6: "\"01:17:48\"", 7: "\"161\"", 30: "\"01:17:43\"", 31: "\"01:17:48\""]),
            row([0: "Běh", 1: "2026-07-03 06:10:00", 2: "true", 3: "\"Ráno\"", 4: "\"6,46\"", 5: "\"530\"", 6: "\"00:33:30\""]),
        ]
        let bytes = Self.csv(rows, header: header)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Garmin Connect Activities.csv (34 columns, a layout "
            + "not seen: only the 7 that every layout begins with are read, columns by their place: the header's language is "
            + "not known).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-07-01-1727-esti-futas.yaml")?.text == """
            date: 2026-07-01T17:27:35
            name: Esti futás
            duration: 1h 17m 48s
            entries:
              - exercise: running
                sets:
                  - "13.91km in 1:17:48"

            """)
        #expect(plan.file("content/workouts/2026/2026-07-03-0610-rano.yaml")?.text == """
            date: 2026-07-03T06:10
            name: Ráno
            duration: 33m 30s
            notes: "Garmin activity: Běh. Distance: 6.46 km."

            """)
        #expect(plan.summary.columnsByPlace == ["Sloupec 1 as Activity Type", "Sloupec 2 as Date", "Sloupec 4 as Title",
                                                "Sloupec 5 as Distance", "Sloupec 7 as Time"])
        #expect(plan.summary.ignoredColumns == ([3, 6] + Array(8...34)).map { "Sloupec \($0)" })
        #expect(plan.summary.rowsRead == 2 && plan.summary.rowsImported == 2 && plan.summary.setsWritten == 1)
    }

    /// Not read by place: a column count no layout has; a header with no rows; a type column of a
    /// known language (read by name); a known name out of its place.
    @Test func whatIsNotReadByPlace() {
        let short = Self.header.split(separator: ",").prefix(6).joined(separator: ",")
        let shortRows = Self.rows.map { $0.split(separator: ",").prefix(6).joined(separator: ",") }
        #expect(ImportDetection.detect(Self.csv(shortRows, header: short)) == nil)
        #expect(GarminByPlace.read(try! CSVTable.read(Self.csv(shortRows, header: short))!, path: "").isNotApplicable)
        #expect(ImportDetection.detect(Self.csv([])) == nil)
        // `Tempo` is the Italian Time: where the layout has the moving time it is out of its place.
        let moved = Self.header.replacingOccurrences(of: "Coluna 22,", with: "Tempo,")
        #expect(GarminByPlace.read(try! CSVTable.read(Self.csv(Self.rows, header: moved))!, path: "").isNotApplicable)
        // The places of the 25-column layouts: Total Ascent differs between them, so it is not read.
        #expect(GarminByPlace.places(count: 25) == ["Activity Type": 0, "Date": 1, "Title": 3, "Distance": 4, "Time": 6,
                                                    "Avg HR": 7, "Moving Time": 21, "Elapsed Time": 22])
        #expect(GarminByPlace.places(count: 35) == ["Activity Type": 0, "Date": 1, "Title": 3, "Distance": 4, "Time": 6,
                                                    "Avg HR": 7, "Moving Time": 31, "Elapsed Time": 32])
        // A type column of a known language: Portuguese is read by its names.
        let portuguese = ["Tipo de atividade", "Data"] + (3...25).map { "Coluna \($0)" }
        #expect(GarminByPlace.read(try! CSVTable.read(Self.csv(Self.rows, header: portuguese.joined(separator: ",")))!,
                                   path: "").isNotApplicable)
        // Of 39 columns, the 2020 layout (no moving or elapsed time, `Activity Time`, `Elev Gain`)
        // and the Italian one agree on the time and the ascent only.
        #expect(GarminByPlace.places(count: 39) == ["Activity Type": 0, "Date": 1, "Title": 3, "Distance": 4, "Time": 6,
                                                    "Avg HR": 7, "Total Ascent": 14])
        // A count no layout seen has: the seven columns every layout begins with; fewer than seven, none.
        #expect(GarminByPlace.places(count: 24) == ["Activity Type": 0, "Date": 1, "Title": 3, "Distance": 4, "Time": 6])
        #expect(GarminByPlace.places(count: 6) == nil)
    }

    /// The activity types Garmin writes in Italian (`Corsa`, `Camminata`, `Nuoto in piscina`, seen
    /// in a public script's Italian export and an owner's list of Garmin's types) and Portuguese
    /// (`Corrida`, `Corrida em esteira`) are runs, walks and swims.
    @Test func italianAndPortugueseTypes() {
        let csv = """
            Tipo di attività,Data,Preferita,Titolo,Distanza,Calorie,Tempo,FC Media,Ascesa totale,Tempo in movimento,Tempo trascorso
            Corsa,2026-09-01 06:45:00,false,"Parco Sempione","10.12","702","00:55:40","151","48","00:54:58","00:56:30"
            Camminata,2026-09-02 12:10:00,false,"Pausa pranzo","3.40","190","00:41:00","--","--","00:40:12","00:41:00"
            Nuoto in piscina,2026-09-03 07:00:00,false,"Vasca","1.500","420","00:38:20","--","--","00:36:00","00:38:20"

            """
        let plan = planImport(.garmin, "Activities.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.files.filter { $0.path.hasPrefix("content/workouts/") }.map { writtenEntries($0.text).map(\.sets) }
            == [[["10.12km in 54:58"]], [["3.4km in 40:12"]], [["1500m in 36:00"]]])
        #expect(plan.summary.activitiesWithoutSport == [:])
        #expect(GarminReader.exercise(ofType: "Corrida em esteira")?.name == "Running")
    }
}

extension GarminByPlace.Outcome {
    var isNotApplicable: Bool { if case .notApplicable = self { return true } else { return false } }
}
