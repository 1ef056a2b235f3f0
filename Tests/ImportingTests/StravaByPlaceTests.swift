@testable import Importing
import Testing
import TrainingModel

/// Issue 50: Strava's activities.csv in a language Spotter does not know, or knows only some
/// names of, is read by the columns' places in one of Strava's layouts, when and only when the
/// file proves it is one (docs/import-layouts.md, "Strava by the columns' places"); Dutch is read
/// by its names. The names `Столбец 1`, `Столбец 2`… are PLACEHOLDERS (made up, no language's
/// translation) for the columns whose names are not known.
struct StravaByPlaceTests {
    /// A header of `count` columns: `names` at their places, placeholders elsewhere.
    static func header(_ names: [Int: String], count: Int = 92) -> String {
        (0..<count).map { names[$0] ?? "Столбец \($0 + 1)" }.joined(separator: ",")
    }

    /// A row of `count` fields with the figures the import reads at their places, and the commute
    /// flag and the media column filled as Strava writes them.
    static func row(_ id: String, _ date: String, _ name: String, _ type: String, elapsed: String, display: String,
                    moving: String, metres: String, elevation: String, heartRate: String, count: Int = 92) -> String {
        var fields = [String](repeating: "", count: count)
        let values: [Int: String] = [0: id, 1: "\"\(date)\"", 2: "\"\(name)\"", 3: type, 4: "\"Rustig, \"\"goed\"\"\"",
                                     5: elapsed, 6: "\"\(display)\"", 9: "false", 12: "activities/\(id).fit.gz",
                                     15: elapsed + ".0", 16: moving, 17: metres, 20: elevation, 31: heartRate]
        for (place, value) in values { fields[place] = value }
        return fields.joined(separator: ",")
    }

    static func csv(_ header: String, _ rows: [String]) -> [UInt8] {
        Array(("\u{FEFF}" + ([header] + rows).joined(separator: "\r\n") + "\r\n").utf8)
    }

    static let dutch: [Int: String] = [
        0: "Activiteits-ID", 1: "Datum van activiteit", 2: "Naam activiteit", 3: "Activiteitstype", 5: "Verstreken tijd",
        6: "Afstand", 7: "Max. hartslag", 9: "Woon-werkverkeer", 12: "Bestandsnaam", 15: "Verstreken tijd", 16: "Beweegtijd",
        17: "Afstand", 18: "Max. snelheid", 19: "Gemiddelde snelheid", 20: "Totale stijging", 21: "Totale daling",
        28: "Max. cadans", 29: "Gemiddelde cadans", 30: "Max. hartslag", 31: "Gemiddelde hartslag", 34: "Calorieën",
        43: "Ervaren inspanning", 88: "Trainingsbelasting",
    ]

    static func rows(count: Int = 92) -> [String] {
        [row("14200000001", "9 mei 2026, 07:03:01", "Ochtendloop", "Hardloopsessie", elapsed: "3123", display: "10,02",
             moving: "3000.0", metres: "10020.400391", elevation: "42.0", heartRate: "150.2", count: count),
         row("14200000002", "10 mei 2026, 18:30:00", "Krachttraining", "Krachttraining", elapsed: "2700", display: "0,00",
             moving: "2700.0", metres: "0.0", elevation: "0.0", heartRate: "", count: count)]
    }
    static let rows = rows()
    static let run = """
        date: 2026-05-09T07:03:01Z
        name: Ochtendloop
        duration: 52m 3s
        notes: |-
          Rustig, "goed"

          Elevation gain: 42 m. Average heart rate: 150.2 bpm.
        entries:
          - exercise: running
            sets:
              - "10020.4m in 50:00"

        """
    static let readByPlace = "Columns read by their place (the header's language is not known): "
    static let placedTail = "Столбец 5 as Activity Description, Столбец 6 as Elapsed Time, Столбец 7 as Distance, "
        + "Столбец 17 as Moving Time, Столбец 18 as Distance (2), Столбец 21 as Elevation Gain, Столбец 32 as Average Heart Rate."

    /// Dutch, by its names: day-first dates with Dutch month names (`9 mei 2026, 07:03:01`), a
    /// display distance with a decimal comma, `Hardloopsessie` as a run. Its description's name
    /// has not been seen: that column is named as ignored.
    @Test func dutchByItsNames() {
        let bytes = Self.csv(Self.header(Self.dutch), Self.rows)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strava activities.csv (Activity ID column, in Dutch).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/strava-14200000001.yaml")?.text == """
            date: 2026-05-09T07:03:01Z
            name: Ochtendloop
            duration: 52m 3s
            notes: "Elevation gain: 42 m. Average heart rate: 150.2 bpm."
            entries:
              - exercise: running
                sets:
                  - "10020.4m in 50:00"

            """)
        #expect(plan.file("content/workouts/2026/strava-14200000002.yaml")?.text == """
            date: 2026-05-10T18:30Z
            name: Krachttraining
            duration: 45m

            """)
        #expect(plan.summary.columnsByPlace == [])
        #expect(plan.summary.ignoredColumns.prefix(4) == ["Столбец 5", "Max Heart Rate", "Столбец 9", "Commute"])
        #expect(plan.summary.activitiesWithoutSport == ["Krachttraining": 1])
        #expect(plan.summary.roundedDistances == 1)
    }

    /// Spanish, whose names for the first four columns and the file's are known and the others
    /// not (its elapsed time's among them): read by place, the known names standing at their places.
    @Test func spanishByPlaceWithTheNamesKnownAtTheirPlaces() {
        let spanish = [0: "ID de actividad", 1: "Fecha de la actividad", 2: "Nombre de la actividad", 3: "Tipo de actividad",
                       12: "Nombre del archivo"]
        let bytes = Self.csv(Self.header(spanish), Self.rows)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strava activities.csv (Activity ID column, in Spanish).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/strava-14200000001.yaml")?.text == Self.run)
        #expect(plan.summary.description.split(separator: "\n").contains(Substring(Self.readByPlace
            + "ID de actividad as Activity ID, Fecha de la actividad as Activity Date, Nombre de la actividad as Activity Name, "
            + "Tipo de actividad as Activity Type, " + Self.placedTail)))
        #expect(plan.summary.ignoredColumns.prefix(3) == ["Max Heart Rate", "Relative Effort", "Commute"])
        #expect(plan.summary.ignoredColumns.last == "Media")
    }

    /// A header of no known names, in the 92-, 103- and 86-column layouts.
    @Test(arguments: [92, 103, 86]) func aHeaderOfUnknownNamesIsReadByPlace(count: Int) {
        let bytes = Self.csv(Self.header([:], count: count), Self.rows(count: count))
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strava activities.csv (\(count)-column layout, columns "
            + "by their place: the header's language is not known).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/strava-14200000001.yaml")?.text == Self.run)
        #expect(plan.summary.description.split(separator: "\n").contains(Substring(Self.readByPlace
            + "Столбец 1 as Activity ID, Столбец 2 as Activity Date, Столбец 3 as Activity Name, Столбец 4 as Activity Type, "
            + Self.placedTail)))
        #expect(plan.summary.rowsRead == 2 && plan.summary.rowsImported == 2 && plan.summary.setsWritten == 1)
    }

    /// A row whose date is not a date (`gisteren`, "yesterday").
    static let undated = row("14200000003", "gisteren", "Avond", "Hardloopsessie", elapsed: "3000", display: "5,0",
                             moving: "2900.0", metres: "5000.0", elevation: "", heartRate: "")

    /// Most rows fit: those are imported, and the one that does not is refused at its line and
    /// column (an error, a skipped row).
    @Test func theRowsThatFitAreImportedAndTheOthersRefusedAtTheirLines() {
        var rows = Self.rows
        rows.append(Self.undated)
        let bytes = Self.csv(Self.header([:]), rows)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strava activities.csv (92-column layout, columns "
            + "by their place: the header's language is not known).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "activities.csv:4:2: error: Столбец 2: expected the Activity Date of Strava's 92-column layout in column 2 (the "
                + "header's names are not known, so columns are read by their place), found \"gisteren\", not a date and time "
                + "such as Nov 21, 2024, 6:03:15 PM; the row is not imported (2 of 3 rows fit the layout, so the others are read "
                + "by place)",
        ])
        #expect(plan.file("content/workouts/2026/strava-14200000001.yaml")?.text == Self.run)
        #expect(plan.summary.rowsRead == 3 && plan.summary.rowsImported == 2 && plan.summary.rowsSkipped == 1)
    }

    /// Not read by place: a file fewer than half of whose rows fit (each named at its line), a
    /// count no layout has, a known name out of its place.
    @Test func whatIsNotReadByPlace() {
        var rows = Self.rows
        rows.append(Self.undated)
        rows.append(Self.row("14200000004", "11 mei 2026, 07:00:00", "Avond", "Hardloopsessie", elapsed: "3000", display: "5,0",
                             moving: "49 min", metres: "5000.0", elevation: "", heartRate: ""))
        rows.append(Self.row("Nr. 5", "11 mei 2026, 07:00:00", "Avond", "Hardloopsessie", elapsed: "3000", display: "5,0",
                             moving: "2900.0", metres: "5000.0", elevation: "", heartRate: ""))
        let bytes = Self.csv(Self.header([:]), rows)
        #expect(ImportDetection.detect(bytes)?.description == "Tried as a Strava activities.csv (columns by their place: the "
            + "header's language is not known), but the file does not prove that layout: the errors follow.")
        let plan = planImport(.strava, "activities.csv", bytes)
        let tail = " (the header's names are not known, so columns are read by their place), found "
        let end = "; nothing was read by place: 2 of 5 rows fit the layout, and at least half must"
        #expect(plan.diagnostics.sorted.map(\.description).dropFirst() == [
            "activities.csv:4:2: error: Столбец 2: expected the Activity Date of Strava's 92-column layout in column 2" + tail
                + "\"gisteren\", not a date and time such as Nov 21, 2024, 6:03:15 PM" + end,
            "activities.csv:5:17: error: Столбец 17: expected the Moving Time of Strava's 92-column layout in column 17" + tail
                + "\"49 min\", not a number" + end,
            "activities.csv:6:1: error: Столбец 1: expected the Activity ID of Strava's 92-column layout in column 1" + tail
                + "\"Nr. 5\", not an activity's number" + end,
        ])
        #expect(plan.diagnostics.sorted.first?.description.hasPrefix("activities.csv:1:1: error: expected a Strava export") == true)
        #expect(plan.files.isEmpty)
        #expect(StravaByPlace.read(try! CSVTable.read(Self.csv(Self.header([:], count: 91), Self.rows(count: 91)))!,
                                   path: "").isNotApplicable)
        // `Beweegtijd` (Moving Time) where the layout has the elapsed time.
        var misplaced = Self.dutch
        misplaced[5] = "Beweegtijd"
        misplaced[16] = nil
        misplaced[0] = "Столбец 1"
        #expect(StravaByPlace.read(try! CSVTable.read(Self.csv(Self.header(misplaced), Self.rows))!, path: "").isNotApplicable)
    }
}

extension StravaByPlace.Outcome {
    var isNotApplicable: Bool { if case .notApplicable = self { return true } else { return false } }
}
