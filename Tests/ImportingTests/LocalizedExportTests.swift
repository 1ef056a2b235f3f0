@testable import Importing
import Testing
import TrainingModel

/// Issue 50, the rest of items 1 to 3 and the weight precision of its rule: exports in the
/// language of the phone or the account, as real exports have been seen (docs/import-layouts.md
/// names where each was learned), and weights kept to the hundredth of their unit.
struct LocalizedExportTests {
    // MARK: - Strong

    /// Strong in German: every column translated (`Reihenfolge festlegen` for Set Order,
    /// `Wiederh.` for Reps), `Ruhezeit` rest-timer rows, `2h 23min` durations, CRLF and no line
    /// end after the last row.
    @Test func readsAGermanStrongExport() {
        let csv = [
            "Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE",
            #"2025-09-14 18:05:10,"Oberkörper",2h 23min,"Bench Press (Barbell)",1,60.0,10.0,0,0.0,"eng","Gut geschlafen","#,
            #"2025-09-14 18:05:10,"Oberkörper",2h 23min,"Bench Press (Barbell)",Ruhezeit,0,0.0,0,90.0,,,"#,
            #"2025-09-14 18:05:10,"Oberkörper",2h 23min,"Bench Press (Barbell)",2,62.5,8.0,0,0.0,,,8"#,
            #"2025-09-14 18:05:10,"Oberkörper",2h 23min,"Plank",1,0,0.0,0,45.0,"",,"#,
            #"2025-09-16 07:30:00,"Beine ",13min,"Squat (Barbell)",W,40.0,8.0,0,0.0,,,"#,
        ].joined(separator: "\r\n")
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strong export (comma layout, in German).")
        let plan = planImport(.strong, "strong.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2025/2025-09-14-1805-oberkorper.yaml")?.text == """
            date: 2025-09-14T18:05:10
            name: Oberkörper
            duration: 2h 23m
            notes: Gut geschlafen
            entries:
              - exercise: bench-press
                sets:
                  - 60kg x 10
                  - 62.5kg x 8 @8
                notes: eng
              - exercise: plank
                sets:
                  - 45s

            """)
        #expect(plan.files.first { $0.path.hasPrefix("content/workouts/2025/2025-09-16-0730") }
            .map { writtenEntries($0.text).map(\.sets) } == [["w: 40kg x 8"]])
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 1)])
        #expect(plan.summary.ignoredColumns == [])
        #expect(plan.summary.rowsRead == 5 && plan.summary.rowsImported == 4)
    }

    /// French `Secondes` (Seconds), seen in a public parser's French header, beside the names
    /// read before.
    @Test func readsFrenchSeconds() {
        let csv = """
            Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,RPE,Notes
            2025-01-01 10:00:00,Gainage,20min,Planche,1,0,0,0,60,,

            """
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.files.first { $0.path.hasPrefix("content/workouts/2025/") }.map { writtenEntries($0.text).map(\.sets) }
            == [["60s"]])
        #expect(plan.summary.ignoredColumns == [])
    }

    /// A language's names are read only with its name for Exercise Name: a Garmin German file's
    /// `Datum` stays Garmin's.
    @Test func aTranslationNeedsTheLanguagesExerciseName() {
        let garmin = CSVTable(header: ["Aktivitätstyp", "Datum", "Zeit"], rows: [], delimiter: ",")
        #expect(StrongReader.englishHeader(garmin).language == nil)
        #expect(StrongReader.englishHeader(garmin).table.header == ["Aktivitätstyp", "Datum", "Zeit"])
    }

    // MARK: - Garmin

    /// German headers with the English numbers of a real German export (`42.02` km, `2,336`
    /// kcal), German activity types, treadmill and indoor kinds.
    @Test func readsGarminInGermanWithEnglishNumbers() {
        let csv = """
            Aktivitätstyp,Datum,Favorit,Titel,Distanz,Kalorien,Zeit,Ø HF,Max. HF,Positiver Höhenunterschied,Zeit in Bewegung,Verstrichene Zeit
            Radfahren,2017-04-22 13:12:32,false,"Monschau Radfahren","42.02","2,336","03:51:46","139","181","933","03:40:00","03:51:46"
            Laufbandtraining,2026-02-14 11:11:40,false,"Laufband","1.16","132","00:15:11","133","157","--","00:14:51","00:15:11"
            Krafttraining,2026-02-15 18:00:00,false,"Kraft","0.00","250","00:55:00","110","140","--","--","00:55:00"

            """
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Garmin Connect Activities.csv (German, Aktivitätstyp column).")
        let plan = planImport(.garmin, "Activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2017/2017-04-22-1312-monschau-radfahren.yaml")?.text == """
            date: 2017-04-22T13:12:32
            name: Monschau Radfahren
            duration: 3h 51m 46s
            notes: "Elevation gain: 933 m. Average heart rate: 139 bpm."
            entries:
              - exercise: cycling
                sets:
                  - "42.02km in 3:40:00"

            """)
        #expect(plan.file("content/workouts/2026/2026-02-14-1111-laufband.yaml").map { writtenEntries($0.text) }
            .map { $0.map(\.exercise) + $0.flatMap(\.sets) } == ["running", "1.16km in 14:51"])
        #expect(plan.summary.activitiesWithoutSport == ["Krafttraining": 1])
        #expect(plan.summary.ignoredColumns == ["Favorit", "Kalorien", "Max. HF"])
    }

    /// French (a real export's header and types), Spanish, Italian and Dutch headers; a French
    /// file that writes `3.95` on one row and `21,130` on another.
    @Test func readsGarminInFrenchSpanishItalianAndDutch() {
        let french = """
            Type d'activité,Date,Favori,Titre,Distance,Calories,Durée,Fréquence cardiaque moyenne,Ascension totale,Pas,Temps de déplacement,Temps écoulé
            Course à pied,2026-08-10 10:52:21,false,"Sortie du matin","3.95","407","00:35:20","151","7","4,404","00:35:08","00:35:20"
            Course à pied,2026-02-04 17:31:41,false,"Semi","21,130","1,443","01:58:00","160","--","--","01:57:30","01:58:00"
            Randonnée,2026-05-16 13:18:54,false,"Randonnée en forêt","9.70","943","02:49:38","105","322","12,426","01:57:11","02:49:38"

            """
        let frenchBytes = Array(french.utf8)
        #expect(ImportDetection.detect(frenchBytes)?.description
            == "Read as a Garmin Connect Activities.csv (French, Type d'activité column).")
        let frenchPlan = planImport(.garmin, "Activities.csv", frenchBytes)
        #expect(frenchPlan.diagnostics.sorted.map(\.description) == [])
        #expect(frenchPlan.files.filter { $0.path.hasPrefix("content/workouts/") }.map { writtenEntries($0.text).flatMap(\.sets) }
            == [["21.13km in 1:57:30"], ["9.7km in 1:57:11"], ["3.95km in 35:08"]])
        #expect(frenchPlan.file("content/workouts/2026/2026-08-10-1052-sortie-du-matin.yaml")?.text.contains(
            "notes: \"Elevation gain: 7 m. Average heart rate: 151 bpm.\"\n") == true)
        #expect(frenchPlan.summary.ignoredColumns == ["Favori", "Calories", "Pas"])

        let spanish = """
            Tipo de actividad,Fecha,Título,Distancia,Calorías,Tiempo,Frecuencia cardiaca media,Ritmo medio,Ascenso total
            Carrera,2026-07-11 06:30:54,"Metepec Carrera","8.68","630","01:06:47","124","7:42","230"
            Entrenamiento de fuerza,2026-07-12 19:00:00,"Fuerza","0.00","310","00:45:00","101","--","--"

            """
        let spanishBytes = Array(spanish.utf8)
        #expect(ImportDetection.detect(spanishBytes)?.description
            == "Read as a Garmin Connect Activities.csv (Spanish, Tipo de actividad column).")
        let spanishPlan = planImport(.garmin, "Activities.csv", spanishBytes)
        #expect(spanishPlan.diagnostics.sorted.map(\.description) == [])
        #expect(spanishPlan.file("content/workouts/2026/2026-07-11-0630-metepec-carrera.yaml")?.text == """
            date: 2026-07-11T06:30:54
            name: Metepec Carrera
            duration: 1h 6m 47s
            notes: "Elevation gain: 230 m. Average heart rate: 124 bpm."
            entries:
              - exercise: running
                sets:
                  - "8.68km in 1:06:47"

            """)
        #expect(spanishPlan.summary.activitiesWithoutSport == ["Entrenamiento de fuerza": 1])

        let italian = """
            Tipo di attività,Data,Preferita,Titolo,Distanza,Calorie,Tempo,FC Media,Ascesa totale,Tempo in movimento,Tempo trascorso
            Yoga,2026-03-01 07:00:00,false,"Mattina","0.00","120","00:30:00","95","--","00:29:00","00:30:00"

            """
        let italianPlan = planImport(.garmin, "Activities.csv", Array(italian.utf8))
        #expect(ImportDetection.detect(Array(italian.utf8))?.description
            == "Read as a Garmin Connect Activities.csv (Italian, Tipo di attività column).")
        #expect(italianPlan.diagnostics.sorted.map(\.description) == [])
        #expect(italianPlan.file("content/workouts/2026/2026-03-01-0700-mattina.yaml")?.text == """
            date: 2026-03-01T07:00
            name: Mattina
            duration: 30m
            notes: "Garmin activity: Yoga. Average heart rate: 95 bpm."

            """)

        let dutch = "Activiteittype,Datum,Favoriet,Titel,Afstand,Tijd\nYoga,2023-07-12 14:41:48,false,\"Avond\",\"0,00\",\"00:40:00\"\n"
        #expect(ImportDetection.detect(Array(dutch.utf8))?.description
            == "Read as a Garmin Connect Activities.csv (Dutch, Activiteittype column).")
        let dutchPlan = planImport(.garmin, "Activities.csv", Array(dutch.utf8))
        #expect(dutchPlan.diagnostics.sorted.map(\.description) == [])
        #expect(dutchPlan.summary.rowsImported == 1 && dutchPlan.summary.ignoredColumns == ["Favoriet"])
    }

    /// An English header with the decimal commas of a real export (`10,50` km, `00:03:42,5`, a
    /// swim's `1.500` m), and Garmin's lap and open-water swims in metres with thousands
    /// separators.
    @Test func readsGarminNumbersByTheirFormatNotTheHeadersLanguage() {
        let csv = """
            Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Total Ascent,Steps,Moving Time,Elapsed Time
            Treadmill Running,2026-04-26 09:27:13,false,"Tempo 40min 4:30","10,50","702","00:51:56","146","--","9.522","00:51:55","00:51:56"
            Lap Swimming,2026-08-05 07:15:00,false,"Morning Swim","1,500","480","00:35:12","135","--","--","00:34:10","00:38:00"
            Open Water Swimming,2026-07-20 16:30:00,false,"Lake Swim","1.800","580","00:42:15,5","140","--","--","00:41:00","00:44:00"

            """
        let plan = planImport(.garmin, "Activities.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.files.filter { $0.path.hasPrefix("content/workouts/") }.map { writtenEntries($0.text).flatMap(\.sets) }
            == [["10.5km in 51:55"], ["1800m in 41:00"], ["1500m in 34:10"]])

        #expect(GarminReader.number("1,500", whole: true)?.text == "1500")
        #expect(GarminReader.number("1.500", whole: true)?.text == "1500")
        #expect(GarminReader.number("21,130", whole: false)?.text == "21.13")
        #expect(GarminReader.number("12.5", whole: true)?.text == "12.5")
        #expect(GarminReader.number("1,034.56", whole: false)?.text == "1034.56")
        #expect(GarminReader.number("1.034,5", whole: false)?.text == "1034.5")
        #expect(GarminReader.number("1 034,5", whole: false)?.text == "1034.5")
        #expect(GarminReader.number("1,234,567", whole: true)?.text == "1234567")
        #expect(GarminReader.number("5,x", whole: false) == nil)
        #expect(GarminReader.number("1,23,456", whole: true) == nil)
        #expect(GarminReader.number("12,34.5", whole: false) == nil)
        #expect(GarminReader.number("-12", whole: true)?.text == "-12")
        #expect(GarminReader.clockSeconds("00:03:42,5") == 223)
        #expect(GarminReader.clockSeconds("00:03:42,") == 222)
        #expect(GarminReader.clockSeconds("00:03:42.e5") == nil)
    }

    // MARK: - Strava

    /// Strava in German: the 92-column layout's German names, day-first dates and a display
    /// distance with a decimal comma, types in German (`Lauf`) or English.
    @Test func readsAGermanStravaExport() {
        let values: [Int: String] = [0: "19404735112", 1: "\"21.07.2026, 15:09:27\"", 2: "Lauf am Nachmittag", 3: "Lauf",
                                     5: "1390", 6: "\"2,81\"", 15: "1390.0", 16: "1320.0", 17: "2810.300049", 20: "12.0",
                                     31: "148.0", 34: "299"]
        let row = (0..<92).map { values[$0] ?? "" }.joined(separator: ",")
        let csv = ExportGenerator.stravaGerman92Header + "\r\n" + row + "\r\n"
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strava activities.csv (Activity ID column, in German).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/strava-19404735112.yaml")?.text == """
            date: 2026-07-21T15:09:27Z
            name: Lauf am Nachmittag
            duration: 23m 10s
            notes: "Elevation gain: 12 m. Average heart rate: 148 bpm."
            entries:
              - exercise: running
                sets:
                  - "2810.3m in 22:00"

            """)
        #expect(plan.summary.rowsImported == 1)
    }

    /// Strava in French: the first 21 columns' names, as a real export's fixture has them.
    @Test func readsAFrenchStravaExport() {
        let csv = ExportGenerator.stravaFrench21Header + "\n"
            + "7,2025-03-09 08:00:00,Sortie longue,Course à pied,,3600,\"10,02\",,,false,,,activities/7.fit.gz,,,3600.0,3500.0,10020.0,,,45.5\n"
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strava activities.csv (Activity ID column, in French).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2025/strava-7.yaml").map { writtenEntries($0.text).flatMap(\.sets) }
            == ["10020m in 58:20"])
    }

    // MARK: - Weights at the precision the apps show

    /// Fitbod's pounds as kilograms (`61.23496995`), and a Strong weight with three decimals,
    /// are written to the hundredth of their unit, and the summary says how many once.
    @Test func weightsKeepTwoDecimalsAndTheSummarySaysHowMany() {
        let csv = """
            Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier
            2024-03-04 18:02:11 +0000,Barbell Bench Press, 5,61.23496995,0.0,0.0,0.0,0.0,false,,1.0
            2024-03-04 18:02:11 +0000,Barbell Bench Press, 5,61.2349699500001,0.0,0.0,0.0,0.0,false,,1.0
            2024-03-04 18:02:11 +0000,Dumbbell Row, 10,22.675,0.0,0.0,0.0,0.0,false,,2.0
            2024-03-04 18:02:11 +0000,Dumbbell Row, 10,22.5,0.0,0.0,0.0,0.0,false,,2.0

            """
        let plan = planImport(.fitbod, "WorkoutExport.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-03-04-1802.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["61.23kg x 5", "61.23kg x 5"], ["22.68kg x 10", "22.5kg x 10"]])
        #expect(plan.summary.roundedWeights == 3)
        #expect(plan.summary.description.contains(
            "\nPrecision: 3 weights with more than 2 decimals (a conversion's float such as 61.23497 kg) rounded to 2 in "
                + "their unit, 0.01 kg or 0.01 lb.\n"))

        #expect(ExportReading.roundedWeight(ExportNumber("45.359237")!)?.text == "45.36")
        #expect(ExportReading.roundedWeight(ExportNumber("-11.33980925")!)?.text == "-11.34")
        #expect(ExportReading.roundedWeight(ExportNumber("102.5")!) == nil)
        #expect(ExportReading.roundedWeight(ExportNumber("102.25")!) == nil)
    }
}
