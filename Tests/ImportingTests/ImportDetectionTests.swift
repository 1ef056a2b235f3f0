@testable import Importing
import PropertyBased
import Testing
import TrainingModel

/// `spotter import FILE`: the format is recognised from the header or shape, and said.
struct ImportDetectionTests {
    @Test func recognisesEveryFormatAndSaysWhatItFound() throws {
        let cases: [(bytes: [UInt8], expected: ImportDetection)] = [
            (try Fixture.bytes("strong-comma.csv"), ImportDetection(source: .strong, description: "Read as a Strong export (comma layout).")),
            (try Fixture.bytes("strong-semicolon.csv"), ImportDetection(source: .strong, description: "Read as a Strong export (semicolon layout).")),
            (Array("Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes\n".utf8),
             ImportDetection(source: .strong, description: "Read as a Strong export (oldest layout, kg column).")),
            (try Fixture.bytes("hevy-lb.csv"), ImportDetection(source: .hevy, description: "Read as a Hevy export (weight_lbs column).")),
            (Array(FitNotesImportTests.kilograms.utf8),
             ImportDetection(source: .fitnotes, description: "Read as a FitNotes export (Weight (kgs) header).")),
            (Array("Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time\n".utf8),
             ImportDetection(source: .fitnotes, description: "Read as a FitNotes export (Weight (lbs) header).")),
            (Array(StravaImportTests.csv.utf8),
             ImportDetection(source: .strava, description: "Read as a Strava activities.csv (Activity ID column).")),
            (Array(try SpotterCSV.export(SpotterCSVTests.library).utf8),
             ImportDetection(source: .spotterCSV, description: "Read as a Spotter CSV export (workout_id and exercise_id columns).")),
            (try Fixture.bytes("free-exercise-db.json"),
             ImportDetection(source: .freeExerciseDB, description: "Read as a free-exercise-db JSON file (records with primaryMuscles).")),
        ]
        for (bytes, expected) in cases {
            #expect(ImportDetection.detect(bytes) == expected)
        }
    }

    @Test func anUnknownFileIsNotGuessed() {
        for text in ["", "name,reps\nSquat,5\n", "{\"workouts\": []}", "just some text\n", "Date;Exercise Name\n"] {
            #expect(ImportDetection.detect(Array(text.utf8)) == nil, "\(text)")
        }
    }

    /// Every generated export, in every layout, is recognised as the format it was written in.
    @Test func everyGeneratedExportIsRecognised() async {
        await propertyCheck(count: 60, input: ExportGenerator.export) { export in
            #expect(ImportDetection.detect(Array(export.text.utf8))?.source == export.layout.source, "\(export)")
        }
    }
}
