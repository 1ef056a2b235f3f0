@testable import Importing
import Statistics
import Testing
import TrainingModel

struct StrongImportTests {
    /// Issue 50, item 1: Strong writes the header, the rest timer's label and the duration in the
    /// phone's language: French, with the names seen in real exports (the other columns here are
    /// in English, as their French names have not been seen), a typographic apostrophe included.
    @Test func readsAFrenchHeaderRestTimerAndDuration() {
        let csv = """
            Date,Nom de l’entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Notes,RPE
            2025-12-30 20:57:41,Entraînement du soir,1h 2min,Développé couché (Barre),1,62.5,8,,,8
            2025-12-30 20:57:41,Entraînement du soir,1h 2min,Développé couché (Barre),Minuteur de repos,,,,,
            2025-12-30 20:57:41,Entraînement du soir,1h 2min,Développé couché (Barre),2,65.0,6.0,,,

            """
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strong export (comma layout, in French).")
        let plan = planImport(.strong, "strong.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2025/2025-12-30-2057-entrainement-du-soir.yaml")?.text == """
            date: 2025-12-30T20:57:41
            name: Entraînement du soir
            duration: 1h 2m
            entries:
              - exercise: developpe-couche-barre
                sets:
                  - 62.5kg x 8 @8
                  - 65kg x 6

            """)
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 1)])
    }

    /// Simplified Chinese, every column by its name as a real export's header has them (`日期`,
    /// `锻炼名称`, `时长`, `运动名称`, `设置顺序`, `重量`, `次`, `距离`, `秒`, `备注`, `锻炼备注`), its
    /// durations (`1小时13分钟`, `45分钟`, `2小时`), and a rest-timer label that has not been seen,
    /// told from the rows: the one set order that is not a number, a set's kind or a note, on rows
    /// without a set. On main its header lacked Date, Workout Name and Set Order by name.
    @Test func readsSimplifiedChineseByItsNamesAndDurations() {
        #expect(StrongReader.parseDuration("1小时13分钟") == 4380)
        #expect(StrongReader.parseDuration("45分钟") == 2700)
        #expect(StrongReader.parseDuration("2小时") == 7200)
        let header = "日期,锻炼名称,时长,运动名称,设置顺序,重量,次,距离,秒,备注,锻炼备注,RPE"
        let rows = [
            #"2025-01-02 07:00:00,"晨练",1小时13分钟,"深蹲",1,100,5,0,0,"慢","周四","#,
            #"2025-01-02 07:00:00,"晨练",1小时13分钟,"深蹲",休息,,,,90,,,"#,
            #"2025-01-02 07:00:00,"晨练",1小时13分钟,"深蹲",2,102.5,3,0,0,,,8"#,
            #"2025-01-04 18:10:00,"跑",2小时,"Running",1,0,0,12.5,3600,,,"#,
        ]
        let bytes = Array(([header] + rows).joined(separator: "\n").utf8 + [10])
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strong export (comma layout, in Simplified Chinese).")
        let plan = planImport(.strong, "strong.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2025/2025-01-02-0700.yaml")?.text == """
            date: 2025-01-02T07:00
            name: 晨练
            duration: 1h 13m
            notes: 周四
            entries:
              - exercise: "aa308bd5"
                sets:
                  - 100kg x 5
                  - 102.5kg x 3 @8
                notes: 慢

            """)
        #expect(plan.files.first { $0.path.hasPrefix("content/workouts/2025/2025-01-04-1810") }.map { writtenEntries($0.text).map(\.sets) }
            == [["12.5km in 1:00:00"]])
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 1)])
        #expect(plan.summary.ignoredColumns == [])
        // Two such labels, or one on a row with a set, are not told apart from a set: refused at their lines.
        let twoLabels = rows + [#"2025-01-02 07:00:00,"晨练",1小时13分钟,"深蹲",暂停,,,,60,,,"#]
        let refused = planImport(.strong, "strong.csv", Array(([header] + twoLabels).joined(separator: "\n").utf8 + [10]))
        #expect(refused.diagnostics.sorted.map(\.description) == [
            "strong.csv:3:1: error: Set Order: expected a set number, W, D, F or Rest Timer, found \"休息\"",
            "strong.csv:6:1: error: Set Order: expected a set number, W, D, F or Rest Timer, found \"暂停\"",
        ])
    }

    /// Issue 50, item 2: Strong 6's layout, every field quoted, with semicolons and a decimal
    /// comma or with commas, `Workout #`, `Duration (sec)`, the unit in the column's name
    /// (`Weight (kg)`, `Weight (lbs)`, `Distance (meters)`), `Note` rows and `Rest Timer` rows.
    static let newestHeader = #""Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes""#

    @Test func readsTheNewestLayoutWithSemicolonsDecimalCommasAndNoteRows() {
        let csv = "\u{FEFF}" + [
            Self.newestHeader,
            #""1";"2024-09-30 08:02:36";"Back";"1864";"Lat Pulldown (Cable)";"Note";"";"";"";"";"";"slow; light";"""#,
            #""1";"2024-09-30 08:02:36";"Back";"1864";"Lat Pulldown (Cable)";"W";"20";"12";"";"";"";"";"""#,
            #""1";"2024-09-30 08:02:36";"Back";"1864";"Lat Pulldown (Cable)";"1";"45,359237";"12";"8,5";"";"";"";"""#,
            #""1";"2024-09-30 08:02:36";"Back";"1864";"Rest Timer";"Rest Timer";"";"";"";"";"90";"";"""#,
            #""1";"2024-09-30 08:02:36";"Back";"1864";"Running (Treadmill)";"1";"";"";"";"5200,5";"1800";"";"""#,
        ].joined(separator: "\r\n") + "\r\n"
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description == "Read as a Strong export (newest layout, Weight (kg) column).")
        let plan = planImport(.strong, "strong.csv", bytes, options: ImportOptions(unit: .lb))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-09-30-0802-back.yaml")?.text == """
            date: 2024-09-30T08:02:36
            name: Back
            duration: 31m 4s
            entries:
              - exercise: lat-pulldown
                sets:
                  - "w: 20kg x 12"
                  - 45.36kg x 12 @8.5
                notes: slow; light
              - exercise: treadmill-running
                sets:
                  - "5200.5m in 30:00"

            """)
        #expect(plan.summary.weightUnits == ["kg (the export's Weight (kg) column)"])
        #expect(plan.summary.ignoredColumns == ["Workout #"])
        #expect(plan.summary.rowsRead == 5 && plan.summary.rowsImported == 4)
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 1)])
    }

    @Test func readsTheNewestLayoutWithCommasAndPounds() {
        let csv = [
            #""Workout #","Date","Workout Name","Duration (sec)","Exercise Name","Set Order","Weight (lbs)","Reps","RPE","Distance (meters)","Seconds","Notes","Workout Notes""#,
            #""2","2024-07-05 07:30:00","Legs, heavy","3600.0","Squat (Barbell)","1","225.0","5","","0","0","","Good""#,
            #""2","2024-07-05 07:30:00","Legs, heavy","3600.0","Squat (Barbell)","F","315.0","0","","0","0","","Good""#,
        ].joined(separator: "\n") + "\n"
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-07-05-0730-legs-heavy.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["225lb x 5", "f: 315lb x 0"]])
        #expect(plan.file("content/workouts/2024/2024-07-05-0730-legs-heavy.yaml")?.text.contains("duration: 1h\n") == true)
        #expect(plan.summary.weightUnits == ["lb (the export's Weight (lbs) column)"])
    }

    /// Issue 50, item 6: Strong writes `234h 29m` for a workout never finished. Such a workout
    /// keeps no duration (its training time and load are unknown, not 234 hours), with one
    /// warning that names the file and each workout; the sets are imported.
    @Test func aWorkoutLeftOpenKeepsNoDurationWithOneWarning() async throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-03-01 09:00:00,Push,234h 29m,Bench Press (Barbell),1,100,5,0,0,,,
            2024-03-03 09:00:00,Push,1h 2m,Bench Press (Barbell),1,100,5,0,0,,,
            2024-03-05 09:00:00,Push,48h 22m,Bench Press (Barbell),1,100,5,0,0,,,

            """
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:2:1: warning: expected a workout of at most 12 hours, found 2 workouts longer (234h 29m at line 2, "
                + "48h 22m at line 4), as an app records a workout left open; they are imported without a duration, "
                + "so their training time and load are unknown",
        ])
        #expect(plan.summary.setsWritten == 3)
        #expect(plan.file("content/workouts/2024/2024-03-01-0900-push.yaml")?.text.contains("duration") == false)
        let (library, problems) = await ImportedSite.load(plan, into: ["site.yaml": "title: T\nunits: kg\ndefault_rpe: 7\n"])
        #expect(problems == [])
        let stats = try #require(ImportedSite.statistics(library, asOf: "2024-03-31"))
        #expect(stats.totals.durationMinutes == 62)
        #expect(stats.totals.timedWorkouts == 1)
        #expect(stats.totals.load == 7 * 62)
    }

    /// Issue 50, item 7: units mixed inside one export are read row by row: Strong's semicolon
    /// layout with some exercises in kg and others in lbs, and the summary names both.
    @Test func unitsMixedInOneExportAreReadRowByRow() {
        let csv = """
            Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration
            2024-03-01 09:00:00;Mixed;Bench Press (Barbell);1;100;kg;5;;;;;;;1h
            2024-03-01 09:00:00;Mixed;Curl (Dumbbell);1;25;lbs;10;;;;;;;1h
            2024-03-01 09:00:00;Mixed;Running;1;;;;;3,5;mi;1800;;;1h

            """
        let plan = planImport(.strong, "strong.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/2024-03-01-0900-mixed.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["100kg x 5"], ["25lb x 10"], ["3.5mi in 30:00"]])
        #expect(plan.summary.weightUnits == ["kg (the export's Weight Unit column)", "lb (the export's Weight Unit column)"])
    }

    @Test func importsTheCommaLayoutWithBOMCRLFQuotedMultilineNotesAndRestTimers() throws {
        let plan = try planFixture(.strong, "strong-comma.csv")
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.files.map(\.path) == [
            "content/exercises/assisted-pull-up.yaml",
            "content/exercises/barbell-zercher-squat.yaml",
            "content/exercises/bench-press.yaml",
            "content/exercises/plank.yaml",
            "content/exercises/pull-up.yaml",
            "content/exercises/running.yaml",
            "content/workouts/2026/2026-03-02-1830-upper-a.yaml",
            "content/workouts/2026/2026-03-04-0705-morning-run.yaml",
        ])
        #expect(plan.files.allSatisfy { $0.action == .create })
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-upper-a.yaml")?.text == """
            date: 2026-03-02T18:30
            name: Upper A
            duration: 1h 2m
            notes: |-
              Felt strong, slept well.
              Second line.
            entries:
              - exercise: bench-press
                sets:
                  - "w: 60kg x 10"
                  - 100kg x 5 @8
                  - 102.5kg x 5 @9
                  - "d: 80kg x 8"
                notes: "Pause on the chest, 1s"
              - exercise: pull-up
                sets:
                  - bw x 8
                  - "f: bw+10kg x 5"
              - exercise: assisted-pull-up
                sets:
                  - bw-15kg x 8
              - exercise: barbell-zercher-squat
                sets:
                  - 140kg x 3

            """)
        #expect(plan.file("content/workouts/2026/2026-03-04-0705-morning-run.yaml")?.text == """
            date: 2026-03-04T07:05
            name: Morning Run
            duration: 56m
            entries:
              - exercise: running
                sets:
                  - "5km in 25:30"
              - exercise: plank
                sets:
                  - 60s

            """)
    }

    @Test func createsVocabularyExercisesAndStubsKeepingTheOriginalNameAsAlias() throws {
        let plan = try planFixture(.strong, "strong-comma.csv")
        #expect(plan.file("content/exercises/bench-press.yaml")?.text == """
            name: Bench Press
            aliases:
              - Bench Press (Barbell)
            equipment:
              - barbell
              - bench
            muscles:
              primary:
                - chest
              secondary:
                - shoulders
                - triceps
            metric: weight_reps

            """)
        #expect(plan.file("content/exercises/barbell-zercher-squat.yaml")?.text == """
            name: Barbell Zercher Squat
            aliases:
              - Zercher Squat (Barbell)
            equipment:
              - barbell
            metric: weight_reps

            """)
        #expect(plan.file("content/exercises/assisted-pull-up.yaml")?.text == """
            name: Assisted Pull-up
            aliases:
              - Pull Up (Assisted)
            equipment:
              - machine
            muscles:
              primary:
                - lats
              secondary:
                - biceps
                - middle back
            metric: assisted

            """)
        #expect(plan.file("content/exercises/running.yaml")?.text == """
            name: Running
            aliases:
              - Running
            type: cardio
            muscles:
              primary:
                - quadriceps
              secondary:
                - hamstrings
                - calves
                - glutes
            metric: distance_time

            """)
    }

    @Test func summaryCountsRowsWorkoutsSetsExercisesAndSkips() throws {
        let plan = try planFixture(.strong, "strong-comma.csv")
        #expect(plan.summary.rowsRead == 12)
        #expect(plan.summary.rowsImported == 10)
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 2)])
        #expect(plan.summary.description == """
            Strong strong-comma.csv: 12 rows read, 10 imported, 2 skipped.
            Workouts: 2 written (10 sets), 0 already imported (0 sets).
            Exercises: 0 matched, 6 created, 0 already imported.
            Weights in kg (site.yaml's units; the export does not say its unit: pass --unit lb if the app wrote pounds).
            Load: 2 workouts written without a session RPE, so without training load; add rpe: to a workout, or default_rpe: to site.yaml for all without one (docs/content-format.md).
            Skipped:
              2 rows: rest-timer row
            """)
    }

    @Test func importsTheSemicolonLayoutWithWeightUnitsDecimalCommasAndWorkoutDuration() throws {
        let plan = try planFixture(.strong, "strong-semicolon.csv")
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-03-05-1700-lower-a.yaml")?.text == """
            date: 2026-03-05T17:00
            name: Lower A
            duration: 1h 5m
            entries:
              - exercise: back-squat
                sets:
                  - "w: 135lb x 5"
                  - 225lb x 5 @8.5
                  - 227.5lb x 5
              - exercise: deadlift
                sets:
                  - 315lb x 3
                notes: Hook grip; no straps
              - exercise: rowing
                sets:
                  - "2000m in 8:00"

            """)
        #expect(plan.file("content/exercises/back-squat.yaml")?.text == """
            name: Back Squat
            aliases:
              - Squat (Barbell)
            equipment:
              - barbell
              - rack
            muscles:
              primary:
                - quadriceps
              secondary:
                - glutes
                - hamstrings
                - lower back
            metric: weight_reps

            """)
        #expect(plan.summary.rowsRead == 6)
        #expect(plan.summary.skips == [ImportSkip(reason: .restTimer, rows: 1)])
    }

    @Test func weightsWithoutAUnitColumnTakeTheUnitOption() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Legs,45m,Deadlift (Barbell),1,315.0,5.0,0,0,,,
            2026-03-02 18:30:00,Legs,45m,Running,1,0,0,3.1,1500,,,

            """
        let plan = planImport(.strong, "lb.csv", Array(csv.utf8), options: ImportOptions(unit: .lb, athlete: "ana"))
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-legs.yaml")?.text == """
            date: 2026-03-02T18:30
            athlete: ana
            name: Legs
            duration: 45m
            entries:
              - exercise: deadlift
                sets:
                  - 315lb x 5
              - exercise: running
                sets:
                  - "3.1mi in 25:00"

            """)
    }

    @Test func aPoundExportWithFloatNoiseIsWrittenAsEntered() throws {
        // As Strong writes pounds it stores in kilograms: 75 lb and 185 lb come out with noise.
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),W,74.99999999999999,11.0,0,0,,,
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),1,185.00000000000003,5.0,0,0,,,8.000000000000002
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),2,22.68,5.0,0,0,,,
            2026-03-02 18:30:00,Push,50m,Running,1,0,0,3.1000000000000005,1500.0000000000002,,,

            """
        let plan = planImport(.strong, "lb.csv", Array(csv.utf8), options: ImportOptions(unit: .lb, unitOrigin: .site))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-push.yaml")?.text == """
            date: 2026-03-02T18:30
            name: Push
            duration: 50m
            entries:
              - exercise: bench-press
                sets:
                  - "w: 75lb x 11"
                  - 185lb x 5 @8
                  - 22.68lb x 5
              - exercise: running
                sets:
                  - "3.1mi in 25:00"

            """)
        #expect(plan.summary.weightUnits == ["lb (site.yaml's units; the export does not say its unit: pass --unit kg if the app wrote kilograms)"])
    }

    @Test func aFileAnEarlierSpotterWroteWithFloatNoiseIsRecognised() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),W,74.99999999999999,11.0,0,0,,,
            2026-03-02 18:30:00,Push,50m,Bench Press (Barbell),1,185.00000000000003,5.0,0,0,,,
            2026-03-09 18:30:00,Push,50m,Bench Press (Barbell),1,185.0,5.0,0,0,,,

            """
        // What Spotter wrote before numbers were normalised (refused by check), and a hand edit.
        let site = [
            "content/workouts/2026/2026-03-02-1830-push.yaml": """
                date: 2026-03-02T18:30
                name: Push
                duration: 50m
                entries:
                  - exercise: bench-press
                    sets:
                      - "w: 74.99999999999999lb x 11"
                      - 185.00000000000003lb x 5

                """,
            "content/workouts/2026/2026-03-09-1830-push.yaml": "date: 2026-03-09T18:30\nentries: []\n",
        ]
        let plan = planImport(.strong, "lb.csv", Array(csv.utf8), options: ImportOptions(unit: .lb), site: site)
        #expect(plan.summary.skips == [
            ImportSkip(reason: .writtenWithFloatNoise, rows: 2, path: "content/workouts/2026/2026-03-02-1830-push.yaml"),
            ImportSkip(reason: .existsWithDifferentContent, rows: 1, path: "content/workouts/2026/2026-03-09-1830-push.yaml"),
        ])
    }

    @Test func theExportsOwnUnitWinsOverTheOption() throws {
        let plan = try planFixture(.strong, "strong-semicolon.csv", options: ImportOptions(unit: .kg, unitOrigin: .option))
        #expect(plan.file("content/workouts/2026/2026-03-05-1700-lower-a.yaml")?.text.contains("225lb x 5 @8.5") == true)
        #expect(plan.summary.weightUnits == ["lb (the export's Weight Unit column)"])
        #expect(plan.summary.description.contains("\nWeights in lb (the export's Weight Unit column).") == true)
    }

    @Test func aSetTheNotationCannotHoldIsRefusedNotWritten() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Push,99999999h,Bench Press (Barbell),1,20000,5,0,0,,,
            2026-03-02 18:30:00,Push,99999999h,Bench Press (Barbell),2,100,5,0,0,,,
            2026-03-02 18:30:00,Push,99999999h,Bench Press (Barbell),3,100,20000,0,0,,,

            """
        let plan = planImport(.strong, "big.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "big.csv:2:1: error: expected a weight of at most 10000 kg, found 20000 kg; the row is refused",
            "big.csv:2:1: warning: expected a workout of at most 12 hours, found 1 workout longer (99999999h at line 2), "
                + "as an app records a workout left open; it is imported without a duration, so its training time and load are unknown",
            "big.csv:4:1: error: expected at most 10000 reps on one set, found 20000; the row is refused",
        ])
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-push.yaml")?.text.contains("      - 100kg x 5\n") == true)
        #expect(plan.summary.skips == [ImportSkip(reason: .implausibleValue, rows: 2)])
        #expect(plan.summary.rowsImported == 1)
    }

    /// 877,777 reps on one set is a typo seen in a real export: each implausible value is refused at
    /// its line with the limit named and counted in the summary; the other rows are imported.
    @Test func implausibleValuesAreRefusedAtTheirLineWithTheLimitNamed() throws {
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2026-03-02 18:30:00,Push,1h,Bench Press (Barbell),1,100,877777,,,,,
            2026-03-02 18:30:00,Push,1h,Bench Press (Barbell),2,100,5,,,,,11
            2026-03-02 18:30:00,Push,1h,Bench Press (Barbell),3,100,5,,,,,8
            2026-03-02 18:30:00,Push,1h,Running,1,,,12000,,,,
            2026-03-02 18:30:00,Push,1h,Running,2,,,5,2000000,,,
            2026-03-02 18:30:00,Push,1h,Running,3,,,5,1500,,,

            """
        let plan = planImport(.strong, "typo.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "typo.csv:2:1: error: expected at most 10000 reps on one set, found 877777; the row is refused",
            "typo.csv:3:1: error: expected an RPE of at most 10, found 11; the row is refused",
            "typo.csv:5:1: error: expected a distance of at most 10000 km, found 12000 km; the row is refused",
            "typo.csv:6:1: error: expected a set time of at most 1000000 seconds, found 2000000; the row is refused",
        ])
        #expect(plan.file("content/workouts/2026/2026-03-02-1830-push.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["100kg x 5 @8"], ["5km in 25:00"]])
        #expect(plan.summary.skips == [ImportSkip(reason: .implausibleValue, rows: 4)])
        #expect(plan.summary.description.contains("  4 rows: a value over its limit (see the diagnostics)"))
        #expect(plan.summary.rowsImported == 2)
    }

    @Test func reportsMalformedRowsAtTheirExportLineEvenAfterMultilineNotes() throws {
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\r\n"
            + "2026-03-02 18:30:00,A,1h,Squat (Barbell),1,100,5,0,0,\"one\r\ntwo\r\nthree\",,\r\n"
            + "2026-03-02 18:30:00,A,1h,Squat (Barbell),X,100,5,0,0,,,\r\n"
            + "2026-03-02 18:30:00,A,1h,Squat (Barbell),2,8O,5,0,0,,,\r\n"
            + "yesterday,A,1h,Squat (Barbell),3,100,5,0,0,,,\r\n"
            + "2026-03-02 18:30:00,A,1h,Squat (Barbell),4,100,5\r\n"
        let plan = planImport(.strong, "export.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "export.csv:5:1: error: Set Order: expected a set number, W, D, F or Rest Timer, found \"X\"",
            "export.csv:6:1: error: Weight: expected a number, found \"8O\"",
            "export.csv:7:1: error: Date: expected a date and time such as 2026-03-02 18:30:00, found \"yesterday\"",
            "export.csv:8:1: error: expected 12 fields as in the header, found 7",
        ])
        #expect(plan.summary.rowsRead == 5)
        #expect(plan.summary.rowsImported == 1)
        #expect(plan.summary.skips == [ImportSkip(reason: .malformedRow, rows: 4)])
        #expect(plan.summary.rowsRead == plan.summary.rowsImported + plan.summary.rowsSkipped)
    }

    @Test func refusesAnExportWithoutStrongColumns() {
        let plan = planImport(.strong, "other.csv", Array("a,b\n1,2\n".utf8))
        #expect(plan.diagnostics.sorted.map(\.headline) == [
            "other.csv:1:1: error: expected a Strong export with the columns Date, Workout Name, Exercise Name, Set Order, "
                + "found a header without Date, Workout Name, Exercise Name, Set Order",
        ])
        #expect(plan.files.isEmpty)
        #expect(plan.summary.skips == [ImportSkip(reason: .malformedRow, rows: 1)])
    }

    /// Strong's oldest layout names the unit in the column (`kg`, `km`, or `lbs`, `mi`) and
    /// numbers sets from 0; the column's unit wins over `--unit`. On main every weight was lost.
    @Test func readsTheOldestLayoutWithTheUnitInTheColumnName() {
        let kilograms = """
            Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes
            2016-05-02 18:30:00,Legs,Squat (Barbell),0,70,5,,,
            2016-05-02 18:30:00,Legs,Squat (Barbell),1,72.5,5,,,Deep
            2016-05-02 18:30:00,Legs,Running,0,,,5,1530,

            """
        let plan = planImport(.strong, "old.csv", Array(kilograms.utf8), options: ImportOptions(unit: .lb, unitOrigin: .option))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2016/2016-05-02-1830-legs.yaml")?.text == """
            date: 2016-05-02T18:30
            name: Legs
            entries:
              - exercise: back-squat
                sets:
                  - 70kg x 5
                  - 72.5kg x 5
                notes: Deep
              - exercise: running
                sets:
                  - "5km in 25:30"

            """)
        #expect(plan.summary.weightUnits == ["kg (the export's kg column)"])
        #expect(plan.summary.ignoredColumns == [])

        let pounds = """
            Date;Workout Name;Exercise Name;Set Order;lbs;Reps;mi;Seconds;Notes
            2016-05-02 18:30:00;Legs;Squat (Barbell);0;155,5;5;;;
            2016-05-02 18:30:00;Legs;Running;0;;;3,1;1680;

            """
        let lb = planImport(.strong, "old.csv", Array(pounds.utf8))
        #expect(lb.diagnostics.sorted.map(\.description) == [])
        #expect(lb.file("content/workouts/2016/2016-05-02-1830-legs.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["155.5lb x 5"], ["3.1mi in 28:00"]])
    }

    /// Both a `kg` and a `lbs` column: the second is a weight no one reads, so nothing is imported.
    @Test func theOldestLayoutWithTwoWeightColumnsStops() {
        let csv = "Date,Workout Name,Exercise Name,Set Order,kg,lbs,Reps\n2016-05-02 18:30:00,Legs,Squat,0,70,154,5\n"
        let plan = planImport(.strong, "old.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map { "\($0.location.line):\($0.location.column) \($0.keyPath)" } == ["1:6 lbs"])
        #expect(plan.files.isEmpty)
    }

    @Test func workoutDurationsInEveryFormStrongWrites() {
        var lines = ["Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"]
        for (day, duration) in ["38min", "1h 2m", "45m", "1:02:03", "3720"].enumerated() {
            lines.append("2026-03-0\(day + 1) 18:30:00,Upper,\(duration),Bench Press (Barbell),1,100,5,,,,,")
        }
        let plan = planImport(.strong, "strong.csv", Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.files.filter { $0.path.hasPrefix("content/workouts/") }.map {
            $0.text.split(separator: "\n").first { $0.hasPrefix("duration: ") } ?? ""
        } == ["duration: 38m", "duration: 1h 2m", "duration: 45m", "duration: 1h 2m 3s", "duration: 1h 2m"])
    }
}
