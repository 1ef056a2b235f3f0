@testable import Importing
import Testing
import TrainingModel

/// `spotter import garmin` (issue 50, item 9): Garmin Connect's Activities.csv in the account's
/// language, for runs, rides and swims; `--` for an empty cell, thousands separators in
/// English, decimal commas in the Nordic languages, repeated column names.
struct GarminImportTests {
    @Test func readsTheEnglishExportWithThousandsSeparatorsAndEmptyCells() {
        let csv = """
            Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,Aerobic TE,Avg Pace,Best Pace,Total Ascent,Total Descent,Training Stress Score®,Steps,Best Lap Time,Number of Laps,Moving Time,Elapsed Time,Min Elevation,Max Elevation
            Running,2026-06-12 08:01:10,false,"Sierre Running","7.01","450",00:42:10,167,176,3.1,6:01,5:25,"120","118","0","6,800",00:05:30.0,7,00:40:00,00:43:00,490,560
            Cycling,2026-06-14 09:00:00,false,"Val d'Anniviers","1,034.56","2,450",01:30:30,--,--,--,--,--,"1,200","1,180",--,--,--,1,--,--,--,--
            Pool Swim,2026-06-15 07:00:00,false,"Pool","1500","350",00:41:00,--,--,--,--,--,--,--,--,--,--,30,--,--,--,--
            Strength Training,2026-06-16 18:00:00,false,"Lower body","0","412",01:02:30,128,171,2.1,--,--,--,--,--,--,--,1,--,--,--,--

            """
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Garmin Connect Activities.csv (English, Activity Type column).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-06-12-0801-sierre-running.yaml")?.text == """
            date: 2026-06-12T08:01:10
            name: Sierre Running
            duration: 43m
            notes: "Elevation gain: 120 m. Average heart rate: 167 bpm."
            entries:
              - exercise: running
                sets:
                  - "7.01km in 40:00"

            """)
        #expect(plan.file("content/workouts/2026/2026-06-14-0900-val-d-anniviers.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["1034.56km in 1:30:30"]])
        #expect(plan.file("content/workouts/2026/2026-06-15-0700-pool.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["1500m in 41:00"]])
        #expect(plan.file("content/workouts/2026/2026-06-16-1800-lower-body.yaml")?.text == """
            date: 2026-06-16T18:00
            name: Lower body
            duration: 1h 2m 30s
            notes: "Garmin activity: Strength Training. Average heart rate: 128 bpm."

            """)
        #expect(plan.summary.rowsRead == 4 && plan.summary.rowsImported == 4)
    }

    @Test func readsNorwegianWithDecimalCommasAndARepeatedDistanceAndDanish() {
        let norwegian = """
            Aktivitetstype,Dato,Favoritt,Tittel,Distanse,Kalorier,Tid,Gjennomsnittlig puls,Stigning totalt,Distanse,Tid i bevegelse,Medgått tid
            Løping,2026-07-01 18:23:45,false,"Ålesund løping","5,02","412","00:28:15","156","64","5,02","00:27:50","00:28:15"
            Bassengsvømming,2026-06-28 08:10:00,false,"Morgensvøm","1500","350","00:41:00","--","--","1500","--","--"

            """
        let bytes = Array(norwegian.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Garmin Connect Activities.csv (Norwegian, Aktivitetstype column).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-07-01-1823-alesund-loping.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["5.02km in 27:50"]])
        #expect(plan.file("content/workouts/2026/2026-06-28-0810-morgensvom.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["1500m in 41:00"]])
        #expect(plan.summary.ignoredColumns == ["Favoritt", "Kalorier", "Distanse (2)"])

        #expect(GarminReader.clockSeconds("00:04:40.6") == 281)
        #expect(GarminReader.clockSeconds("48:12") == 2892)
        #expect(GarminReader.clockSeconds("1:61:00") == nil)

        // Danish (told from Norwegian by `Distance`): `Løb`, seen as the type of real Danish exports,
        // is a run (on main a workout without a set); `Styrketræning` has no sport, and the summary names it.
        let danish = "Aktivitetstype,Dato,Distance,Kalorier,Tid\nLøb,2026-07-02 07:00:00,\"10,5\",\"700\",\"00:55:10\"\n"
            + "Styrketræning,2026-07-03 17:00:00,\"0,00\",\"300\",\"00:45:00\"\n"
        let danishPlan = planImport(.garmin, "Activities.csv", Array(danish.utf8))
        #expect(danishPlan.diagnostics.sorted.map(\.description) == [])
        #expect(danishPlan.files.first { $0.path.hasPrefix("content/workouts/") }?.text == """
            date: 2026-07-02T07:00
            duration: 55m 10s
            entries:
              - exercise: running
                sets:
                  - "10.5km in 55:10"

            """)
        #expect(danishPlan.summary.activitiesWithoutSport == ["Styrketræning": 1])
        #expect(danishPlan.summary.description.contains("Activities: 1 activity of a type with no sport in Spotter (Styrketræning 1) "
            + "written as workouts without a set: they count as sessions, with their time, but add no distance or pace "
            + "(docs/imports.md)."))
        // A dot with no comma beside it is a decimal point, a dot before a comma a thousands separator.
        let dots = "Aktivitetstype,Dato,Distanse,Tid\nLøping,2026-07-03 07:00:00,5.02,00:30:00\nLøping,2026-07-04 07:00:00,\"1.034,5\",10:00:00\n"
        let dotted = planImport(.garmin, "Activities.csv", Array(dots.utf8))
        #expect(dotted.files.filter { $0.path.hasPrefix("content/workouts/") }.map { writtenEntries($0.text).map(\.sets) }
            == [[["5.02km in 30:00"]], [["1034.5km in 10:00:00"]]])
    }

    /// A two-part time is minutes and seconds, as Garmin writes a time under an hour in its older
    /// exports (a real Dutch export of 2018 has `55:53` for a 12.21 km run and `1:08:38` past the
    /// hour); Garmin writes no hours and minutes. A Danish `Tid` of `0:45` (the only time column)
    /// is 45 seconds: for an 8.2 km run that is 656 km/h, so the row is refused at the cell, not
    /// guessed as 45 minutes; the same `0:45` for a strength session, with no distance, is read.
    @Test func aTwoPartTimeIsMinutesAndSecondsAndAnImpossiblePaceIsRefused() {
        let csv = """
            Aktivitetstype,Dato,Favorit,Titel,Distance,Kalorier,Tid
            Løb,2026-05-01 07:00:00,false,"Morgenløb","8.20","600","0:45"
            Løb,2026-05-02 07:00:00,false,"Tur","8.20","600","45:12"
            Styrketræning,2026-05-03 18:00:00,false,"Styrke","0.00","20","0:45"
            Cykling,2026-05-04 17:00:00,false,"Hjem","12.40","300","1:05:10"

            """
        let plan = planImport(.garmin, "Activities.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "Activities.csv:2:1: error: Tid: expected a time as Garmin writes it (h:mm:ss, or m:ss under an hour), found "
                + "\"0:45\": as minutes and seconds, 8.2 km in 45 s is 656 km/h, faster than anyone runs (60 km/h); Garmin "
                + "does not write hours and minutes (a spreadsheet that re-saved the file may have), so it is not guessed: "
                + "export Activities.csv again from Garmin Connect",
        ])
        #expect(plan.files.filter { $0.path.hasPrefix("content/workouts/") }.map { writtenEntries($0.text).map(\.sets) }
            == [[["8.2km in 45:12"]], [], [["12.4km in 1:05:10"]]])
        #expect(plan.file("content/workouts/2026/2026-05-03-1800-styrke.yaml")?.text.contains("duration: 45s") == true)
        #expect(plan.summary.rowsRead == 4 && plan.summary.rowsImported == 3 && plan.summary.rowsSkipped == 1)
    }
}
