@testable import Importing
import Testing
import TrainingModel

/// Garmin Connect's Activities.csv in the languages whose names and activity types were learned
/// from real exports in public repositories (docs/import-layouts.md, "Garmin Connect"): the
/// headers below take the columns Spotter reads, and a few it ignores, from those exports; the
/// rows are made up. On main, Swedish, Polish, Hungarian, Finnish and Portuguese were not
/// recognised (or, Portuguese, read by place only at 25 columns), and the Dutch and Danish types
/// were workouts without a set.
struct GarminLanguagesTests {
    static func plan(_ lines: [String]) -> ImportPlan {
        planImport(.garmin, "Activities.csv", Array((lines.joined(separator: "\r\n") + "\r\n").utf8))
    }

    static func sets(_ plan: ImportPlan) -> [[String]] {
        plan.files.filter { $0.path.hasPrefix("content/workouts/") }.map { writtenEntries($0.text).flatMap(\.sets) }
    }

    static func detected(_ lines: [String]) -> String? {
        ImportDetection.detect(Array((lines.joined(separator: "\n") + "\n").utf8))?.description
    }

    /// Dutch: the names of a public loader of Dutch exports (`Gem. HS`, `Totale stijging`, `Tijd
    /// bewogen`, `Verstreken tijd`), and the types Garmin names a Dutch account's activities with
    /// by default (`Zaltbommel Hardlopen`, `Baanzwemmen`), which is the type column's word in every
    /// language where both are seen.
    @Test func readsDutchTypesAndTimes() {
        let lines = [
            "Activiteittype,Datum,Favoriet,Titel,Afstand,Calorieën,Tijd,Gem. HS,Totale stijging,Tijd bewogen,Verstreken tijd",
            #"Hardlopen,2026-05-10 08:00:00,false,"Zaltbommel Hardlopen","12.21","760","00:55:53","148","15","00:55:10","00:55:53""#,
            #"Fietsen,2026-05-11 17:19:23,false,"Woon-werk","16.72","556","00:38:00","121","2","00:37:01","00:38:00""#,
            #"Baanzwemmen,2026-05-12 08:11:52,false,"Baanzwemmen","1,020","193","00:33:04","--","--","00:30:00","00:33:04""#,
            #"Zwemmen in open water,2026-05-13 20:06:36,false,"Maas","1,276","227","00:32:11","--","--","--","00:32:11""#,
        ]
        #expect(Self.detected(lines) == "Read as a Garmin Connect Activities.csv (Dutch, Activiteittype column).")
        let plan = Self.plan(lines)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(plan) == [["12.21km in 55:10"], ["16.72km in 37:01"], ["1020m in 30:00"], ["1276m in 32:11"]])
        #expect(plan.file("content/workouts/2026/2026-05-10-0800-zaltbommel-hardlopen.yaml")?.text == """
            date: 2026-05-10T08:00
            name: Zaltbommel Hardlopen
            duration: 55m 53s
            notes: "Elevation gain: 15 m. Average heart rate: 148 bpm."
            entries:
              - exercise: running
                sets:
                  - "12.21km in 55:10"

            """)
        #expect(plan.summary.ignoredColumns == ["Favoriet", "Calorieën"])
        #expect(plan.summary.activitiesWithoutSport == [:])
    }

    /// Exports of about 2018 write Garmin's type key whatever the language (a Dutch and a Danish
    /// export in public repositories: `running`, `cycling`, `road_biking`, `virtual_ride`,
    /// `lap_swimming`, `open_water_swimming`, `hiking`), a time under an hour as `32:11`, and the
    /// Dutch ascent as `Stijging`. On main `road_biking`, `virtual_ride` and the swims' keys were
    /// types without a sport.
    @Test func readsThe2018TypeKeys() {
        let lines = [
            "Activiteittype,Datum,Favoriet,Titel,Afstand,Calorieën,Tijd,Gem. HS,Max. HS,Stijging",
            #"open_water_swimming,2018-08-21 20:06:36,false,"Zwemmen in open water","1,276","227","32:11","--","--","--""#,
            #"lap_swimming,2018-07-23 08:11:52,false,"Baanzwemmen","1,020","193","33:04","--","--","--""#,
            #"road_biking,2018-04-29 10:46:53,false,"Bakkeløbet","53.66","3,112","2:30:27","--","--","427""#,
            #"virtual_ride,2018-04-27 09:14:49,false,"Zwift","14.12","216","29:55","--","--","66""#,
            #"street_running,2017-06-24 08:00:47,false,"5k","3.11","327","21:05","--","--","36""#,
            #"other,2018-08-22 18:00:00,false,"Kano","0.00","100","45:00","--","--","--""#,
        ]
        let plan = Self.plan(lines)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(plan) == [["3.11km in 21:05"], ["14.12km in 29:55"], ["53.66km in 2:30:27"], ["1020m in 33:04"],
                                    ["1276m in 32:11"], []])
        #expect(plan.file("content/workouts/2018/2018-04-29-1046-bakkelobet.yaml")?.text.contains(
            "notes: \"Elevation gain: 427 m.\"\n") == true)
        #expect(plan.summary.activitiesWithoutSport == ["other": 1])
        for (key, sport) in [("running", "Running"), ("trail_running", "Running"), ("treadmill_running", "Running"),
                             ("indoor_cycling", "Cycling"), ("mountain_biking", "Cycling"), ("gravel_cycling", "Cycling"),
                             ("swimming", "Swimming"), ("walking", "Walking"), ("hiking", "Hiking")] {
            #expect(GarminReader.exercise(ofType: key)?.name == sport)
        }
        #expect(GarminReader.exercise(ofType: "strength_training") == nil)
    }

    /// Danish (three real exports, of 2020 and 2025): `Titel`, `Gennemsnitlig puls`,
    /// `Højdeforøgelse` or `Samlet stigning`, `Tid i bevægelse`, `Tidsforbrug`, and its types.
    @Test func readsDanish() {
        let lines = [
            "Aktivitetstype,Dato,Favorit,Titel,Distance,Kalorier,Tid,Gennemsnitlig puls,Samlet stigning,Skridt,"
                + "Tid i bevægelse,Tidsforbrug",
            #"Løb,2026-07-01 17:27:35,false,"København Løb","13.91","1,177","01:17:48","161","64","11,930","01:17:43","01:17:48""#,
            #"Løb terræn,2026-07-02 10:59:35,false,"Mols Bjerge","3.58","699","00:47:00","169","223","4,224","00:33:53","00:46:27""#,
            #"Cykling på grusveje,2026-07-03 05:58:57,false,"Grus","23.04","841","01:07:00","148","130","--","00:59:37","01:06:12""#,
            #"Svøm i pool,2026-07-04 12:19:11,false,"Svøm i pool","1,500","457","00:45:00","131","--","--","00:39:58","00:45:17""#,
            #"Svømning i åbent vand,2026-07-05 09:00:00,false,"Bugten","1,850","500","00:52:00","140","--","--","00:50:00","00:52:00""#,
            #"Gang,2026-07-06 13:03:09,false,"Gåtur","1.94","161","00:38:00","92","28","2,674","00:28:07","00:38:09""#,
            #"Cykling,2026-07-07 15:30:07,false,"Aarhus Cykling","23.57","758","01:06:00","143","174","--","01:01:46","01:05:08""#,
        ]
        #expect(Self.detected(lines) == "Read as a Garmin Connect Activities.csv (Danish, Aktivitetstype column).")
        let plan = Self.plan(lines)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(plan) == [["13.91km in 1:17:43"], ["3.58km in 33:53"], ["23.04km in 59:37"], ["1500m in 39:58"],
                                    ["1850m in 50:00"], ["1.94km in 28:07"], ["23.57km in 1:01:46"]])
        #expect(plan.file("content/workouts/2026/2026-07-01-1727-kobenhavn-lob.yaml")?.text.contains(
            "duration: 1h 17m 48s\nnotes: \"Elevation gain: 64 m. Average heart rate: 161 bpm.\"\n") == true)
        #expect(plan.summary.ignoredColumns == ["Favorit", "Kalorier", "Skridt"])
    }

    /// Swedish (a real 2024 export of 35 columns): its own type column, `Aktivitetstyp`, and
    /// `Namn`, `Distans`, `Medelpuls`, `Total stigning`, `Färdtid`, `Total tid`.
    @Test func readsSwedish() {
        let lines = [
            "Aktivitetstyp,Datum,Favorit,Namn,Distans,Kalorier,Tid,Medelpuls,Maxpuls,Total stigning,Totalt nedför,Färdtid,Total tid",
            #"Löpning,2024-12-27 09:18:49,false,"Lund Löpning","10.05","649","00:48:39","148","169","61","61","00:48:32","00:48:39""#,
            #"Löpband,2024-12-28 09:00:00,false,"Löpband","5.00","300","00:26:11","138","150","--","--","00:26:11","00:27:21""#,
            #"Inomhuscykling,2024-12-05 18:02:23,false,"Spinning","30.10","596","01:02:19","129","176","--","--","00:00:00","01:02:19""#,
            #"Simbassäng,2024-12-06 07:00:00,false,"Simbassäng","1,200","300","00:40:00","--","--","--","--","00:35:00","00:40:00""#,
            #"Gång,2024-11-02 10:32:01,false,"Lund Gång","5.24","308","01:03:53","87","105","19","20","01:02:30","01:03:53""#,
            #"Vandring,2024-11-03 10:00:00,false,"Söderåsen","12.00","900","03:00:00","100","130","300","290","02:40:00","03:00:00""#,
            #"Styrketräning,2024-12-26 16:32:34,false,"Gym","0.00","463","01:14:37","111","140","--","--","00:00:00","01:15:21""#,
        ]
        #expect(Self.detected(lines) == "Read as a Garmin Connect Activities.csv (Swedish, Aktivitetstyp column).")
        let plan = Self.plan(lines)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        // An indoor ride whose moving time is `00:00:00`, as Garmin writes it without a speed,
        // keeps the time it was recorded with.
        #expect(Self.sets(plan) == [["5.24km in 1:02:30"], ["12km in 2:40:00"], ["30.1km in 1:02:19"], ["1200m in 35:00"],
                                    [], ["10.05km in 48:32"], ["5km in 26:11"]])
        #expect(plan.summary.activitiesWithoutSport == ["Styrketräning": 1])
        #expect(plan.summary.ignoredColumns == ["Favorit", "Kalorier", "Maxpuls", "Totalt nedför"])
    }

    /// Polish (a real 2021 export) and Hungarian (a real 2024 export), each with its names and
    /// types; Finnish, whose names come from a 2019 export re-saved by a spreadsheet (its dates
    /// no longer Garmin's) that kept Garmin's type keys.
    @Test func readsPolishHungarianAndFinnish() {
        let polish = [
            "Typ aktywności,Data,Ulubiony,Tytuł,Dystans,Kalorie,Czas,Średnie tętno,Całkowity wznios,Czas ruchu,Upłynęło czasu",
            #"Bieganie,2021-10-29 17:04:38,false,"Myślenice Bieganie","6.08","455","00:31:26","--","102","00:31:24","00:32:30""#,
        ]
        #expect(Self.detected(polish) == "Read as a Garmin Connect Activities.csv (Polish, Typ aktywności column).")
        let polishPlan = Self.plan(polish)
        #expect(polishPlan.diagnostics.sorted.map(\.description) == [])
        #expect(polishPlan.file("content/workouts/2021/2021-10-29-1704-myslenice-bieganie.yaml")?.text == """
            date: 2021-10-29T17:04:38
            name: Myślenice Bieganie
            duration: 32m 30s
            notes: "Elevation gain: 102 m."
            entries:
              - exercise: running
                sets:
                  - "6.08km in 31:24"

            """)

        let hungarian = [
            "Tevékenység típusa,Dátum,Kedvenc,Cím,Távolság,Kalóriaszám,Idő,Átlagos pulzusszám,Teljes emelkedés,Menetidő,Eltelt idő",
            #"Futás,2024-08-09 18:31:09,false,"Bp Futás","3.40","368","01:01:34","123","18","00:24:57","01:01:34""#,
            #"Beltéri futás,2024-01-10 19:55:21,false,"Beltéri futás","0.84","300","00:45:15","164","--","00:09:10","00:45:15""#,
            #"Kerékpározás,2024-05-01 10:00:00,false,"Szeged Kerékpározás","25.00","600","01:00:00","130","40","00:55:00","01:00:00""#,
            #"Szobakerékpározás,2024-05-02 18:00:00,false,"Szobakerékpározás","15.00","300","00:30:00","120","--","00:30:00","00:30:00""#,
            #"Nyíltvízi úszás,2024-07-01 09:00:00,false,"Sándorfalva úszás","1,100","350","00:35:00","--","--","00:33:00","00:35:00""#,
            #"Gyaloglás,2024-07-02 12:00:00,false,"Szeged Gyaloglás","4.00","200","00:50:00","90","10","00:45:00","00:50:00""#,
            #"Erősítő edzés,2024-07-03 17:00:00,false,"Súlyzózás","0.00","250","00:40:00","100","--","00:00:00","00:40:00""#,
        ]
        #expect(Self.detected(hungarian) == "Read as a Garmin Connect Activities.csv (Hungarian, Tevékenység típusa column).")
        let hungarianPlan = Self.plan(hungarian)
        #expect(hungarianPlan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(hungarianPlan) == [["0.84km in 9:10"], ["25km in 55:00"], ["15km in 30:00"], ["1100m in 33:00"],
                                             ["4km in 45:00"], [], ["3.4km in 24:57"]])
        #expect(hungarianPlan.summary.activitiesWithoutSport == ["Erősítő edzés": 1])

        let finnish = [
            "Suorituksen tyyppi,Päiväys,Suosikki,Otsikko,Matka,Kalorit,Aika,Keskisyke,Maksimisyke",
            #"walking,2019-07-23 13:22:10,false,"Kävely","0.87","71","00:14:13","105","128""#,
            #"road_biking,2019-07-23 11:16:00,false,"Pyöräily","85.00","2,505","08:21:00","--","--""#,
        ]
        #expect(Self.detected(finnish) == "Read as a Garmin Connect Activities.csv (Finnish, Suorituksen tyyppi column).")
        let finnishPlan = Self.plan(finnish)
        #expect(finnishPlan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(finnishPlan) == [["85km in 8:21:00"], ["0.87km in 14:13"]])
    }

    /// Portuguese, read by its names (on main, by place only, and only at 25 columns): a
    /// Brazilian export of 50 columns names the time `Tempo` and the elapsed time `Duração`, the
    /// 25-column one `Tempo total` and `Tempo transcorrido`; the first each header has is read.
    @Test func readsPortugueseInBothHeadersSeen() {
        let brazilian = [
            "Tipo de atividade,Data,Favorito,Título,Distância,Calorias,Tempo,FC Média,FC máxima,Subida total,"
                + "Tempo em movimento,Duração,Ritmo médio",
            #"Ciclismo em local fechado,2021-01-06 10:45:42,false,"Ciclismo em local fechado","28.8","700","02:00:10","120","150","--","01:17:48","02:00:25","--""#,
            #"Natação em piscina,2021-01-07 07:00:00,false,"Natação","2,000","500","00:50:00","--","--","--","00:45:00","00:50:00","--""#,
            #"Natação em alto mar,2021-01-08 07:00:00,false,"Mar","1,500","400","00:35:00","--","--","--","00:34:00","00:35:00","--""#,
            #"Ciclismo em estradas,2021-01-09 07:00:00,false,"Estrada","60.0","1,500","02:10:00","140","170","800","02:00:00","02:10:00","--""#,
            #"Ciclismo na montanha,2021-01-10 07:00:00,false,"Trilha","30.0","900","01:40:00","145","175","700","01:30:00","01:40:00","--""#,
            #"Ciclismo virtual,2021-01-11 07:00:00,false,"Zwift","25.0","500","00:50:00","140","165","200","00:50:00","00:50:00","--""#,
            #"Corrida em trilhas,2021-01-12 07:00:00,false,"Serra","12.0","900","01:30:00","150","180","600","01:25:00","01:30:00","--""#,
        ]
        #expect(Self.detected(brazilian) == "Read as a Garmin Connect Activities.csv (Portuguese, Tipo de atividade column).")
        let plan = Self.plan(brazilian)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(plan) == [["28.8km in 1:17:48"], ["2000m in 45:00"], ["1500m in 34:00"], ["60km in 2:00:00"],
                                    ["30km in 1:30:00"], ["25km in 50:00"], ["12km in 1:25:00"]])
        #expect(plan.file("content/workouts/2021/2021-01-06-1045-ciclismo-em-local-fechado.yaml")?.text.contains(
            "duration: 2h 25s\n") == true)
        #expect(plan.summary.ignoredColumns == ["Favorito", "Calorias", "FC máxima", "Ritmo médio"])

        let european = [
            "Tipo de atividade,Data,Favorito,Título,Distância,Calorias,Tempo total,FC Média,Subida total,Tempo em movimento,"
                + "Tempo transcorrido",
            #"Corrida,2026-05-03 07:12:40,false,"Ibirapuera Corrida","8.03","561","00:47:21","148","41","00:46:50","00:49:05""#,
        ]
        let europeanPlan = Self.plan(european)
        #expect(europeanPlan.diagnostics.sorted.map(\.description) == [])
        #expect(europeanPlan.file("content/workouts/2026/2026-05-03-0712-ibirapuera-corrida.yaml")?.text == """
            date: 2026-05-03T07:12:40
            name: Ibirapuera Corrida
            duration: 49m 5s
            notes: "Elevation gain: 41 m. Average heart rate: 148 bpm."
            entries:
              - exercise: running
                sets:
                  - "8.03km in 46:50"

            """)
    }

    /// Norwegian's distance as `Avstand` (a real 2022 export; another has `Distanse`), and its
    /// `Sykling` and `Terrengløp`.
    @Test func readsNorwegiansAvstandAndItsRidesAndTrailRuns() {
        let lines = [
            "Aktivitetstype,Dato,Favoritt,Tittel,Avstand,Kalorier,Tid,Gjennomsnittlig puls,Total stigning,Tid i bevegelse,Medgått tid",
            #"Sykling,2022-08-21 10:00:00,false,"Oslo Sykling","31.40","800","01:20:00","140","300","01:15:00","01:20:00""#,
            #"Terrengløp,2022-08-22 18:00:00,false,"Oslo Terrengløp","9.10","700","01:05:00","155","420","01:02:00","01:05:00""#,
        ]
        #expect(Self.detected(lines) == "Read as a Garmin Connect Activities.csv (Norwegian, Aktivitetstype column).")
        let plan = Self.plan(lines)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(plan) == [["31.4km in 1:15:00"], ["9.1km in 1:02:00"]])
        #expect(plan.summary.ignoredColumns == ["Favoritt", "Kalorier"])
    }

    /// A multisport activity's moving time as a real English export writes it, `--:--:--`: an
    /// empty cell, so the set's time is the time. On main the row was refused as a malformed time.
    @Test func aMultisportRowsDashedTimeIsEmpty() {
        let lines = [
            "Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Best Lap Time,Moving Time,Elapsed Time",
            #"Multisport,2026-07-25 11:16:18,false,"Duathlon","19.36","808","01:34:04","--","--:--:--","--:--:--","01:34:37""#,
            #"Running,2026-07-26 15:03:05,false,"Run","5.04","491","00:28:47","174","00:00:21.2","--:--:--","00:28:47""#,
        ]
        let plan = Self.plan(lines)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(Self.sets(plan) == [[], ["5.04km in 28:47"]])
        #expect(plan.summary.activitiesWithoutSport == ["Multisport": 1])
        #expect(GarminReader.isEmptyCell("--:--:--") && GarminReader.isEmptyCell("--") && !GarminReader.isEmptyCell("00:00:00"))
    }
}
