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
}
