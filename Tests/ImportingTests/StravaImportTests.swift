@testable import Importing
import Testing
import TrainingModel

/// `spotter import strava`: activities.csv with repeated column names, HTML in a header cell,
/// cardio activities, weight training without sets, and the activity id that makes a second
/// import write nothing.
struct StravaImportTests {
    static let header = "Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,"
        + "Max Heart Rate,Relative Effort,Commute,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,"
        + "Moving Time,Distance,Max Speed,Average Speed,Elevation Gain,Elevation Loss,Average Heart Rate,Calories"
    static let rows = [
        #"12345678901,"Nov 21, 2024, 6:03:15 PM",Evening Run,Run,"Easy, legs ok",1900,"5,02",171,40,false,Shoes,activities/1.fit,70.0,,1900.0,1800.0,5020.3,4.1,2.79,42.0,40.0,148.3,400"#,
        #"12345678902,"Nov 22, 2024, 7:00:00 AM",Commute,Ride,,3700,20.5,150,30,true,Bike,activities/2.fit,70.0,9.5,3700.0,3600.0,20512.0,11.0,5.7,120.0,118.0,,700"#,
        #"12345678903,"Nov 23, 2024, 6:00:00 PM",Gym,Weight Training,Push day,3600,0,,,false,,,70.0,,3600.0,3600.0,0,,,0,0,,300"#,
    ]
    static var csv: String { ([header] + rows).joined(separator: "\n") + "\n" }

    /// A description's line breaks and spaces at either end are not part of the note (a CSV
    /// cell quoted across lines often ends in one), those inside it are.
    @Test func aDescriptionIsTrimmedOfLineBreaksAtEitherEnd() {
        let row = #"12345678904,"Nov 24, 2024, 6:00:00 PM",Gym,Weight Training,"\#n  Push day\#nfelt good \#n\#n",3600,0,,,false,,,70.0,,3600.0,3600.0,0,,,0,0,,300"#
        let plan = planImport(.strava, "activities.csv", Array((Self.header + "\n" + row + "\n").utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/strava-12345678904.yaml")?.text == """
            date: 2024-11-24T18:00Z
            name: Gym
            duration: 1h
            notes: |-
              Push day
              felt good

            """)
    }

    @Test func importsCardioActivitiesAndWeightTrainingByActivityID() {
        let plan = planImport(.strava, "activities.csv", Array(Self.csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.files.filter { $0.path.hasPrefix("content/workouts/") }.map(\.path) == [
            "content/workouts/2024/strava-12345678901.yaml",
            "content/workouts/2024/strava-12345678902.yaml",
            "content/workouts/2024/strava-12345678903.yaml",
        ])
        #expect(plan.file("content/workouts/2024/strava-12345678901.yaml")?.text == """
            date: 2024-11-21T18:03:15Z
            name: Evening Run
            duration: 31m 40s
            notes: |-
              Easy, legs ok

              Elevation gain: 42 m. Average heart rate: 148.3 bpm.
            entries:
              - exercise: running
                sets:
                  - "5020.3m in 30:00"

            """)
        #expect(plan.file("content/workouts/2024/strava-12345678902.yaml")?.text == """
            date: 2024-11-22T07:00Z
            name: Commute
            duration: 1h 1m 40s
            notes: "Elevation gain: 120 m."
            entries:
              - exercise: cycling
                sets:
                  - "20512m in 1:00:00"

            """)
        #expect(plan.file("content/workouts/2024/strava-12345678903.yaml")?.text == """
            date: 2024-11-23T18:00Z
            name: Gym
            duration: 1h
            notes: Push day

            """)
        #expect(plan.summary.rowsRead == 3)
        #expect(plan.summary.rowsImported == 3)
        #expect(plan.summary.workoutsWritten == 3)
        #expect(plan.summary.setsWritten == 2)
        #expect(plan.summary.ignoredColumns == [
            "Max Heart Rate", "Relative Effort", "Commute", "Activity Gear", "Filename", "Athlete Weight", "Bike Weight",
            "Elapsed Time (2)", "Max Speed", "Average Speed", "Elevation Loss", "Calories",
        ])

        let again = planImport(.strava, "activities.csv", Array(Self.csv.utf8), site: plan.applied())
        #expect(again.filesToCreate.isEmpty)
        #expect(again.summary.workoutsAlreadyImported == 3)
        #expect(again.summary.rowsImported == 3)
    }

    /// Without the metres column, the first Distance is read in the unit of --unit (km for kg),
    /// with its decimal comma; HTML in a header cell is read as its text.
    @Test func readsTheDisplayDistanceAndAHeaderCellWithHTML() {
        let csv = #"Activity ID,Activity Date,Activity Type,Elapsed Time,Moving Time,Distance,<span class="translation_missing" title="translation missing">Total Steps</span>"#
            + "\n" + #"42,"Nov 21, 2024, 6:03:15 PM",Run,1900,1800,"5,02",6000"# + "\n"
        let plan = planImport(.strava, "activities.csv", Array(csv.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2024/strava-42.yaml").map { writtenEntries($0.text).map(\.sets) } == [["5.02km in 30:00"]])
        #expect(plan.summary.ignoredColumns == ["Total Steps"])
    }

    /// An unknown column with a quantity stops the import; the column rule holds for Strava's
    /// layout with columns added or renamed (its repeated names are by design, so its columns
    /// are not shuffled or duplicated here).
    @Test func theColumnRuleHoldsForStrava() {
        for mutation in [ColumnAccountingTests.Mutation.unknownPlain, .unknownQuantity, .rename] {
            for seed in 0..<12 {
                ColumnAccountingTests.check(.strava, Self.csv, mutation: mutation, seed: seed)
            }
        }
    }

    /// Issue 50, item 4: the 103-column export (BOM, CRLF, newest first) with `Training Load`,
    /// weather, gear and `Total Reps` imports whole: every column it has is known and named as
    /// ignored, no word in a name stops it, and metres written as a float's noise are rounded to
    /// the millimetre and said once. A description across lines keeps its emoji.
    @Test func theFullLayoutImportsWithEveryColumnKnownAndFloatNoiseRounded() throws {
        let workouts = [
            ExportGenerator.WorkoutSpec(month: 3, day: 1, minute: 7 * 60, title: 0, note: 2, entries: [
                ExportGenerator.EntrySpec(exercise: 0, sets: [ExportGenerator.SetSpec(kind: 0, halves: 474, noise: 0, reps: 0,
                                                                                      rpe: -1, cardio: 0)],
                                          note: 0, superset: false),
            ]),
            ExportGenerator.WorkoutSpec(month: 3, day: 3, minute: 18 * 60, title: 1, note: 1, entries: [
                ExportGenerator.EntrySpec(exercise: 5, sets: [ExportGenerator.SetSpec(kind: 0, halves: 0, noise: 0, reps: 0,
                                                                                      rpe: -1, cardio: 0)],
                                          note: 0, superset: false),
            ]),
        ]
        let text = ExportGenerator.stravaCSV(.strava103, workouts)
        #expect(text.contains("\r\n9000000001,"))  // newest first
        #expect(text.contains(",4998.399902,"))
        #expect(ExportGenerator.noisyMetres(4995.9) == "4995.899902")
        let plan = planImport(.strava, "activities.csv", Array(text.utf8))
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(ImportDetection.detect(Array(text.utf8))?.description == "Read as a Strava activities.csv (Activity ID column).")
        #expect(plan.summary.rowsRead == 2 && plan.summary.rowsImported == 2 && plan.summary.rowsSkipped == 0)
        #expect(plan.summary.ignoredColumns == StravaReader.currentKnownColumns)
        #expect(plan.summary.roundedDistances == 1)
        #expect(plan.summary.ignoredColumns.contains("Training Load"))
        // 476 × 10.5 + 0.4 = 4998.4 m, written as 4998.399902.
        #expect(plan.file("content/workouts/2026/strava-9000000000.yaml")?.text == """
            date: 2026-03-01T07:00:05Z
            name: Upper A
            duration: 17m
            notes: |-
              Line one
              Line two

              Elevation gain: 1 m. Average heart rate: 140.5 bpm.
            entries:
              - exercise: running
                sets:
                  - "4998.4m in 16:30"

            """)
        #expect(plan.file("content/workouts/2026/strava-9000000001.yaml")?.text == """
            date: 2026-03-03T18:00:05Z
            name: "Push, Pull"
            duration: 28m
            notes: |-
              Felt strong, slept well.
              🏃‍♀️ 💨

              Elevation gain: 3 m.

            """)
    }

    /// Strava writes metres as a 32-bit float: 4995.9 m is `4995.899902`. It is read to the
    /// millimetre, and the summary says so once for all such distances.
    @Test func metresWithFloatNoiseAreRoundedToTheMillimetreAndSaidOnce() {
        let csv = "id,date,name,type,description,elapsed_time,distance,commute,gear,filename\r\n"
            + "1992478096,2018-11-29 10:02:58,Morning Run,Run,\"\",1449,4995.899902,true,1x1x8,activities/2.fit.gz\r\n"
            + "1988225457,2018-11-27 19:11:32,Evening Ride,Ride,\"\",1468,6075.0,true,1x1x8,activities/1.fit.gz\r\n"
            + "1988225400,2018-11-26 19:11:32,Swim,Swim,\"\",1468,1234.567871,false,,activities/0.fit.gz\r\n"
        let bytes = Array(csv.utf8)
        #expect(ImportDetection.detect(bytes)?.description
            == "Read as a Strava activities.csv (2018 layout, id and elapsed_time columns).")
        let plan = planImport(.strava, "activities.csv", bytes)
        #expect(plan.diagnostics.sorted.map(\.description) == [])
        #expect(plan.file("content/workouts/2018/strava-1992478096.yaml")?.text == """
            date: 2018-11-29T10:02:58Z
            name: Morning Run
            duration: 24m 9s
            entries:
              - exercise: running
                sets:
                  - "4995.9m in 24:09"

            """)
        #expect(plan.file("content/workouts/2018/strava-1988225400.yaml").map { writtenEntries($0.text).map(\.sets) }
            == [["1234.568m in 24:28"]])
        #expect(plan.summary.ignoredColumns == ["commute", "gear", "filename"])
        #expect(plan.summary.roundedDistances == 2)
        #expect(plan.summary.description.split(separator: "\n").filter { $0.hasPrefix("Precision:") } == [
            "Precision: 2 distances with more than 3 decimals (float noise such as 4995.899902 m) rounded to 3 in their unit, the millimetre in metres.",
        ])
    }

    /// The rule of issue 50: an unknown column stops a Strava import only when its name is a
    /// quantity the import reads from another column (a third `Distance`); `Training Load` or a
    /// new `Recovery Time` is named as ignored.
    @Test func anUnknownColumnStopsOnlyWhenItNamesAQuantityAlreadyRead() {
        let header = "Activity ID,Activity Date,Activity Type,Elapsed Time,Distance,Training Load,Recovery Time,Distance"
        let row = #"42,"Nov 21, 2024, 6:03:15 PM",Run,1900,5.0,87,3600,5000.0"#
        let kept = planImport(.strava, "activities.csv", Array((header + "\n" + row + "\n").utf8))
        #expect(kept.diagnostics.sorted.map(\.description) == [])
        #expect(kept.summary.ignoredColumns == ["Training Load", "Recovery Time"])
        let stopped = planImport(.strava, "activities.csv", Array((header + ",Distance\n" + row + ",5.1\n").utf8))
        let problems = stopped.diagnostics.sorted.map(\.description)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("activities.csv:1:9: error: Distance (3): expected a column a Strava export has (") == true)
        let ending = "found \"Distance (3)\", which names a distance, which this import reads from Distance; nothing was "
            + "imported so that no value is lost\n  hint: remove or rename one of the two; the import cannot tell which is meant"
        #expect(problems.first?.hasSuffix(ending) == true)
        #expect(stopped.files.isEmpty)
    }
}
