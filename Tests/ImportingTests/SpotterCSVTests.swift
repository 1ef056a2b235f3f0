import Foundation
import Loading
import Testing
@testable import Importing
import TrainingModel

/// `spotter export csv` and `spotter import spotter-csv`: Spotter's flat CSV both ways.
@Suite struct SpotterCSVTests {
    static let day = CalendarDate(year: 2026, month: 3, day: 2)!
    /// The header of an export written before the `grip` column existed, which still imports.
    static let headerBeforeGrips = SpotterCSV.columns.filter { $0 != "grip" }.joined(separator: ",")

    static let library = TrainingLibrary(
        exercises: [
            Exercise(id: "bench-press", name: "Bench Press"),
            Exercise(id: "pull-up", name: "Pull-up", metric: .bodyweightReps),
            Exercise(id: "assisted-dip", name: "Dip, assisted", metric: .assisted),
            Exercise(id: "hang", name: "Hang", metric: .hang),
            Exercise(id: "run", name: "Run", type: .cardio, metric: .distanceTime),
        ],
        workouts: [
            Workout(id: "b", date: day, startMinute: 18 * 60 + 30, athlete: "ana", session: "upper", name: "Upper, \"A\"",
                    duration: 3900, rpe: 8, bodyweight: 61.4, notes: "Felt strong.\n\nNew gym.", entries: [
                        WorkoutEntry(exercise: "bench-press", sets: [
                            PerformedSet(kind: .warmup, load: Load(kilograms: 20), reps: 10),
                            PerformedSet(load: Load(kilograms: 62.5), reps: 5, rpe: 8.5),
                        ], notes: "Pause, then press"),
                        WorkoutEntry(exercise: "pull-up", sets: [
                            PerformedSet(load: Load(kilograms: 10, relativeToBodyweight: true), reps: 5),
                            PerformedSet(kind: .failure, load: .bodyweight, reps: 8),
                        ]),
                        WorkoutEntry(exercise: "assisted-dip", sets: [
                            PerformedSet(load: Load(kilograms: -15, relativeToBodyweight: true), reps: 8),
                        ]),
                    ]),
            Workout(id: "a", date: day, athlete: "ana", entries: [
                WorkoutEntry(exercise: "hang", sets: [PerformedSet(load: .bodyweight, reps: 6, duration: 7)],
                             grade: ClimbingGrade("6C")),
                WorkoutEntry(exercise: "run", sets: [PerformedSet(duration: 1660, distance: 5000)]),
            ]),
        ])

    @Test func exportWritesOneRowPerSetInStartOrder() throws {
        #expect(try SpotterCSV.export(Self.library) == #"""
            athlete,workout_id,date,workout,session,workout_duration_s,workout_rpe,bodyweight_kg,workout_notes,entry,exercise_id,exercise,metric,set_index,kind,weight_kg,reps,rpe,duration_s,distance_m,exercise_notes,grade,grip
            ana,a,2026-03-02,,,,,,,1,hang,Hang,hang,1,working,,6,,7,,,6C,
            ana,a,2026-03-02,,,,,,,2,run,Run,distance_time,1,working,,,,1660,5000,,,
            ana,b,2026-03-02T18:30,"Upper, ""A""",upper,3900,8,61.4,"Felt strong.

            New gym.",1,bench-press,Bench Press,weight_reps,1,warm-up,20,10,,,,"Pause, then press",,
            ana,b,2026-03-02T18:30,"Upper, ""A""",upper,3900,8,61.4,"Felt strong.

            New gym.",1,bench-press,Bench Press,weight_reps,2,working,62.5,5,8.5,,,"Pause, then press",,
            ana,b,2026-03-02T18:30,"Upper, ""A""",upper,3900,8,61.4,"Felt strong.

            New gym.",2,pull-up,Pull-up,bodyweight_reps,1,working,10,5,,,,,,
            ana,b,2026-03-02T18:30,"Upper, ""A""",upper,3900,8,61.4,"Felt strong.

            New gym.",2,pull-up,Pull-up,bodyweight_reps,2,failure,,8,,,,,,
            ana,b,2026-03-02T18:30,"Upper, ""A""",upper,3900,8,61.4,"Felt strong.

            New gym.",3,assisted-dip,"Dip, assisted",assisted,1,working,-15,8,,,,,,

            """#)
    }

    /// Ana's and Ben's workouts share the id `a` (ids are unique per athlete): a coach's
    /// export of both is imported one athlete at a time, never merged into one workout.
    static let twoAthletes: String = {
        var library = Self.library
        var ben = library.workouts[1]
        ben.athlete = "ben"
        ben.entries = [WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 90), reps: 3)])]
        library.workouts.append(ben)
        return (try? SpotterCSV.export(library)) ?? ""
    }()

    @Test func anExportOfSeveralAthletesIsImportedOneAthleteAtATime() throws {
        let refused = planImport(.spotterCSV, "coach.csv", Array(Self.twoAthletes.utf8), existing: Self.library.exercises)
        #expect(refused.diagnostics.sorted.map(\.description) == [
            "coach.csv:1:1: error: expected the workouts of one athlete, found those of ana, ben: import them one at a time with --athlete ID",
        ])
        #expect(refused.files.isEmpty)

        let ben = planImport(.spotterCSV, "coach.csv", Array(Self.twoAthletes.utf8),
                             options: ImportOptions(athlete: "ben"), existing: Self.library.exercises)
        #expect(ben.diagnostics.isEmpty)
        #expect(ben.files.map(\.path) == ["content/workouts/2026/a.yaml"])
        #expect(ben.file("content/workouts/2026/a.yaml")?.text == """
            date: 2026-03-02
            athlete: ben
            entries:
              - exercise: bench-press
                sets:
                  - 90kg x 3

            """)
        // Ana's seven rows are counted, not lost silently.
        #expect(ben.summary.skips.map(\.reason) == [.otherAthlete])
        #expect(ben.summary.rowsSkipped == 7)

        let nobody = planImport(.spotterCSV, "coach.csv", Array(Self.twoAthletes.utf8),
                                options: ImportOptions(athlete: "carla"), existing: Self.library.exercises)
        #expect(nobody.diagnostics.sorted.map(\.description) == [
            "coach.csv:1:1: error: expected rows of athlete carla (--athlete), found only those of ana, ben",
        ])
        #expect(nobody.files.isEmpty)
    }

    @Test func exportKeepsOnlyTheNamedAthlete() throws {
        #expect(try SpotterCSV.export(Self.library, athlete: "ben") == SpotterCSV.columns.joined(separator: ",") + "\n")
    }

    /// Into a site with the same exercises and sessions, the workout files say what the
    /// originals said: id, time, session, name, duration, RPE, bodyweight, notes and sets.
    @Test func importWritesTheWorkoutsBack() throws {
        let csv = try SpotterCSV.export(Self.library)
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8), options: ImportOptions(sessions: ["upper"]),
                              existing: Self.library.exercises)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.files.map(\.path) == ["content/workouts/2026/a.yaml", "content/workouts/2026/b.yaml"])
        #expect(plan.file("content/workouts/2026/b.yaml")?.text == """
            date: 2026-03-02T18:30
            session: upper
            name: "Upper, \\"A\\""
            duration: 1h 5m
            rpe: 8
            bodyweight: 61.4kg
            notes: |-
              Felt strong.

              New gym.
            entries:
              - exercise: bench-press
                sets:
                  - "w: 20kg x 10"
                  - 62.5kg x 5 @8.5
                notes: "Pause, then press"
              - exercise: pull-up
                sets:
                  - bw+10kg x 5
                  - "f: bw x 8"
              - exercise: assisted-dip
                sets:
                  - bw-15kg x 8

            """)
        #expect(plan.file("content/workouts/2026/a.yaml")?.text == """
            date: 2026-03-02
            entries:
              - exercise: hang
                sets:
                  - {weight: bw, reps: 6, time: 7s}
                grade: "6C"
              - exercise: run
                sets:
                  - "5000m in 27:40"

            """)
    }

    /// A grade that is none of the three scales stops its row at the `grade` column, as a
    /// content file's `grade:` stops the build.
    @Test func anUnreadableGradeIsRefusedAtItsRow() throws {
        let csv = try SpotterCSV.export(Self.library).replacingOccurrences(of: ",7,,,6C,\n", with: ",7,,,6d,\n")
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8), options: ImportOptions(sessions: ["upper"]),
                              existing: Self.library.exercises)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "all.csv:2:1: error: grade: expected a climbing grade: Font `6B+` (3 to 9A), French `7a` (4a to 9c) or V scale `V5` (VB to V17), found \"6d\"",
        ])
    }

    /// The export writes an entry's grade on every row of the entry: a later row naming another
    /// grade, or none, is refused at its row instead of one of them being dropped.
    @Test func aRowWhoseGradeDiffersFromItsEntrysIsRefusedAtItsRow() throws {
        let hang = "ana,a,2026-03-02,,,,,,,1,hang,Hang,hang,1,working,,6,,7,,,6C,\n"
        let export = try SpotterCSV.export(Self.library)
        #expect(export.contains(hang))
        let csv = export.replacingOccurrences(of: hang, with: hang
            + "ana,a,2026-03-02,,,,,,,1,hang,Hang,hang,2,working,,5,,7,,,7A,\n"
            + "ana,a,2026-03-02,,,,,,,1,hang,Hang,hang,3,working,,5,,7,,,,\n"
            + "ana,a,2026-03-02,,,,,,,1,hang,Hang,hang,4,working,,4,,7,,,6C,\n")
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8), options: ImportOptions(sessions: ["upper"]),
                              existing: Self.library.exercises)
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "all.csv:3:1: error: grade: expected \"6C\" as on entry 1's first row, found \"7A\"",
            "all.csv:4:1: error: grade: expected \"6C\" as on entry 1's first row, found no grade",
        ])
    }

    /// Into an empty site: each exercise is created with its own id, name and metric, and a
    /// session the site does not have is kept in the notes rather than failing `spotter check`.
    @Test func importIntoAnEmptySiteKeepsIdsAndTheSessionInNotes() throws {
        let csv = try SpotterCSV.export(Self.library)
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8))
        #expect(plan.file("content/exercises/assisted-dip.yaml")?.text == "name: \"Dip, assisted\"\nmetric: assisted\n")
        #expect(plan.file("content/exercises/run.yaml")?.text == "name: Run\ntype: cardio\nmetric: distance_time\n")
        #expect(plan.file("content/workouts/2026/b.yaml")?.text.contains("""
            notes: |-
              Felt strong.

              New gym.

              Session: upper.
            entries:
            """) == true)
        #expect(plan.summary.exercisesCreated == 5)
    }

    @Test func aBadRowIsRefusedWithItsLineAndColumn() throws {
        let csv = Self.headerBeforeGrips + "\n"
            + "ana,w,2026-03-02,,,,,,,1,bench-press,Bench Press,weight_reps,1,heavy,100,5,,,,,\n"
            + "ana,w,2026-03-02,,,,,,,1,bench-press,Bench Press,weight_reps,2,working,1OO,5,,,,,\n"
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "all.csv:2:1: error: kind: expected working, warm-up, drop or failure, found \"heavy\"",
            "all.csv:3:1: error: weight_kg: expected a number, found \"1OO\"",
        ])
    }

    @Test func aFileWithoutSpotterColumnsIsRefused() throws {
        let plan = planImport(.spotterCSV, "strong.csv", Array("Date,Exercise Name,Reps\n2026-03-02,Squat,5\n".utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [
            "strong.csv:1:1: error: expected a Spotter export with the columns workout_id, date, entry, exercise_id, exercise, kind, found a header without workout_id, date, entry, exercise_id, exercise, kind\n  hint: write one with spotter export csv",
        ])
        #expect(plan.files.isEmpty)
    }

    /// A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, tab or carriage return: such
    /// text is written after a `'`, numbers stay numbers, and the import reads the text back exactly.
    @Test func formulaTextIsNeutralisedAndReadBackExactly() throws {
        let name = #"=HYPERLINK("http://evil","x")"#
        let library = TrainingLibrary(
            exercises: [Exercise(id: "assisted-dip", name: "@Dip", metric: .assisted)],
            workouts: [Workout(id: "w", date: Self.day, athlete: "ana", name: name, notes: "'=already quoted", entries: [
                WorkoutEntry(exercise: "assisted-dip", sets: [
                    PerformedSet(load: Load(kilograms: -15, relativeToBodyweight: true), reps: 8),
                ], notes: "-2 holes\tthen +1"),
            ])])
        let csv = try SpotterCSV.export(library)
        #expect(csv.split(separator: "\n").last == #"""
            ana,w,2026-03-02,"'=HYPERLINK(""http://evil"",""x"")",,,,,''=already quoted,1,assisted-dip,'@Dip,assisted,1,working,-15,8,,,,'-2 holes	then +1,,
            """#)
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8), existing: library.exercises)
        #expect(plan.diagnostics.isEmpty)
        #expect(plan.file("content/workouts/2026/w.yaml")?.text == #"""
            date: 2026-03-02
            name: "=HYPERLINK(\"http://evil\",\"x\")"
            notes: "'=already quoted"
            entries:
              - exercise: assisted-dip
                sets:
                  - bw-15kg x 8
                notes: "-2 holes\tthen +1"

            """#)
    }

    @Test func aCellIsNeutralisedOnlyWhenASpreadsheetWouldRunIt() {
        for text in ["=1+1", "+1", "-x", "@SUM(A1)", "\tx", "\rx", "'=x", "''+x", "'Tis", "plain", "", "'", "a=b"] {
            #expect(SpotterCSV.text(ofCell: SpotterCSV.cell(text: text)) == text)
        }
        #expect(["=1+1", "+1", "-x", "@SUM(A1)", "\tx", "\rx", "'=x", "'Tis", "a=b"].map(SpotterCSV.cell(text:))
            == ["'=1+1", "'+1", "'-x", "'@SUM(A1)", "'\tx", "'\rx", "''=x", "'Tis", "a=b"])
    }

    /// A 185 lb bench press and a 3.1 mi run: the CSV holds kilograms and metres without float
    /// noise, the import writes them back in pounds and miles as entered (on main the run was
    /// refused as "4988.9664m in 28:00" and the bench written as 83.91458845000001kg), and
    /// export → import → export gives the same bytes, for every set kind and cardio, with the
    /// weights exported in kg and in lb (`--unit`).
    /// A set's grip and a grade's style (docs/imports.md#spotters-own-csv-spotter-export-csv-and-spotter-import-spotter-csv):
    /// exported in their columns, imported into notation and set maps that read back the same sets.
    @Test func gripsAndGradeStylesSurviveTheRoundTrip() async throws {
        let halfCrimp = Grip(name: "half crimp", edgeMillimetres: 20)
        let library = TrainingLibrary(
            exercises: [
                Exercise(id: "hang", name: "Hang", metric: .hang),
                Exercise(id: "sport-climbing", name: "Sport climbing", type: .climbing, metric: .bodyweightReps),
            ],
            workouts: [Workout(id: "w", date: Self.day, athlete: "ana", entries: [
                WorkoutEntry(exercise: "hang", sets: [
                    PerformedSet(kind: .warmup, duration: 7, grip: halfCrimp),
                    PerformedSet(load: Load(kilograms: 5, relativeToBodyweight: true), duration: 7, grip: halfCrimp),
                    PerformedSet(load: .bodyweight, reps: 6, duration: 7, grip: Grip(name: "open hand", edgeMillimetres: 20)),
                    PerformedSet(load: Load(kilograms: -10, relativeToBodyweight: true), duration: 7, grip: Grip(name: "sloper")),
                ]),
                WorkoutEntry(exercise: "sport-climbing", sets: [PerformedSet(load: .bodyweight, reps: 3)], grade: ClimbingGrade("7a"),
                             style: .onsight),
            ])])
        let csv = try SpotterCSV.export(library)
        let rows = csv.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).suffix(2).joined(separator: ",") }
        #expect(rows == ["grade,grip", ",half crimp 20mm", ",half crimp 20mm", ",open hand 20mm", ",sloper", "7a onsight,"])
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8), existing: library.exercises)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        let text = try #require(plan.file("content/workouts/2026/w.yaml")?.text)
        #expect(text.contains("""
              - exercise: hang
                sets:
                  - "w: half crimp 20mm: 7s"
                  - "half crimp 20mm: bw+5kg 7s"
                  - {weight: bw, reps: 6, time: 7s, grip: open hand 20mm}
                  - "sloper: bw-10kg 7s"
              - exercise: sport-climbing
                sets:
                  - bw x 3
                grade: 7a onsight
            """))
        var site = plan.applied(to: ["site.yaml": "title: T\nunits: kg\ntimezone: UTC\n", "content/athletes/ana.yaml": "name: Ana\n"])
        site["content/exercises/hang.yaml"] = "name: Hang\nmetric: hang\n"
        site["content/exercises/sport-climbing.yaml"] = "name: Sport climbing\ntype: climbing\n"
        let loaded = await SiteLoader(fileSystem: .inMemory(site)).load(siteDirectory: ".")
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        #expect(loaded.library.workouts.first?.entries.map(\.sets) == library.workouts[0].entries.map(\.sets))
        #expect(loaded.library.workouts.first?.entries.last?.style == .onsight)
        // A grip with a load, or a style that does not fit its grade, is refused at its row.
        let bad = csv.replacingOccurrences(of: ",sloper\n", with: ",sloper +5kg\n")
            .replacingOccurrences(of: ",7a onsight,\n", with: ",7a send,\n")
        #expect(planImport(.spotterCSV, "all.csv", Array(bad.utf8), existing: library.exercises).diagnostics.sorted.map(\.description) == [
            "all.csv:5:1: error: grip: expected a grip without a load (e.g. half crimp 20mm), found \"sloper +5kg\"",
            "all.csv:6:1: error: grade: expected a route's style: onsight, flash or redpoint after 7a, found \"7a send\"",
        ])
    }

    @Test(arguments: [MassUnit.kg, .lb]) func poundsAndMilesSurviveTheRoundTrip(unit: MassUnit) async throws {
        let library = TrainingLibrary(
            exercises: [
                Exercise(id: "bench-press", name: "Bench Press"),
                Exercise(id: "pull-up", name: "Pull-up", metric: .bodyweightReps),
                Exercise(id: "run", name: "Run", type: .cardio, metric: .distanceTime),
            ],
            workouts: [Workout(id: "w", date: Self.day, athlete: "ana", bodyweight: 61.4, entries: [
                WorkoutEntry(exercise: "bench-press", sets: [
                    PerformedSet(kind: .warmup, load: Load(kilograms: MassUnit.lb.toKilograms(135)), reps: 10),
                    PerformedSet(load: Load(kilograms: MassUnit.lb.toKilograms(185)), reps: 5, rpe: 8),
                    PerformedSet(kind: .drop, load: Load(kilograms: MassUnit.lb.toKilograms(102.5)), reps: 8),
                    PerformedSet(kind: .failure, load: Load(kilograms: 62.5), reps: 3),
                ]),
                WorkoutEntry(exercise: "pull-up", sets: [
                    PerformedSet(load: Load(kilograms: MassUnit.lb.toKilograms(25), relativeToBodyweight: true), reps: 5),
                ]),
                WorkoutEntry(exercise: "run", sets: [
                    PerformedSet(duration: 1680, distance: 3.1 * 1609.344),
                    PerformedSet(duration: 1500, distance: 5000),
                ]),
            ])])
        let csv = try SpotterCSV.export(library, unit: unit)
        let lines = csv.split(separator: "\n")
        #expect(lines.first?.contains(unit == .kg ? ",bodyweight_kg,workout_notes," : ",bodyweight_lb,workout_notes,") == true)
        #expect(lines.first?.contains(unit == .kg ? ",kind,weight_kg,reps," : ",kind,weight_lb,reps,") == true)
        let cells = lines.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(Set(cells.map { String($0[7]) }) == [unit == .kg ? "61.4" : "135.363828982"])
        #expect(cells.map { $0[15...19].joined(separator: ",") } == (unit == .kg ? [
            "61.23496995,10,,,", "83.91458845,5,8,,", "46.493217925,8,,,", "62.5,3,,,", "11.33980925,5,,,",
            ",,,1680,4988.9664", ",,,1500,5000",
        ] : [
            "135,10,,,", "185,5,8,,", "102.5,8,,,", "137.788913866,3,,,", "25,5,,,", ",,,1680,4988.9664", ",,,1500,5000",
        ]))
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8), existing: library.exercises)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/w.yaml")?.text.contains("\nbodyweight: 61.4kg\n") == true)
        #expect(plan.file("content/workouts/2026/w.yaml").map { writtenEntries($0.text).map(\.sets) } == [
            ["w: 135lb x 10", "185lb x 5 @8", "d: 102.5lb x 8", "f: 62.5kg x 3"],
            ["bw+25lb x 5"],
            ["3.1mi in 28:00", "5000m in 25:00"],
        ])

        var site = plan.applied(to: ["site.yaml": "title: T\nunits: kg\ntimezone: UTC\n", "content/athletes/ana.yaml": "name: Ana\n"])
        for exercise in library.exercises {
            site["content/exercises/\(exercise.id).yaml"] = "name: \(exercise.name)\nmetric: \(exercise.metric.rawValue)\n"
                + (exercise.type == .cardio ? "type: cardio\n" : "")
        }
        let loaded = await SiteLoader(fileSystem: .inMemory(site)).load(siteDirectory: ".")
        #expect(loaded.diagnostics.sorted.map(\.description) == [])
        var again = loaded.library
        again.workouts = again.workouts.map { var workout = $0; workout.athlete = "ana"; return workout }
        #expect(try SpotterCSV.export(again, unit: unit) == csv)
    }

    /// A distance with more decimals than set notation holds is rounded to three in its unit
    /// (docs/imports.md#numbers-as-the-athlete-entered-them), and the summary says so once.
    @Test func aDistanceWithTooManyDecimalsIsRoundedToTheMillimetre() {
        let csv = Self.headerBeforeGrips + "\n"
            + "ana,w,2026-03-02,,,,,,,1,run,Run,distance_time,1,working,,,,600,1234.5678,,\n"
            + "ana,w,2026-03-02,,,,,,,1,run,Run,distance_time,2,working,,,,600,1234.567,,\n"
        let plan = planImport(.spotterCSV, "all.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2026/w.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["1234.568m in 10:00", "1234.567m in 10:00"]])
        #expect(plan.summary.roundedDistances == 1)
        #expect(plan.summary.description.contains(
            "Precision: 1 distance with more than 3 decimals (float noise such as 4995.899902 m) rounded to 3 in its unit, the millimetre in metres."))
    }
}
