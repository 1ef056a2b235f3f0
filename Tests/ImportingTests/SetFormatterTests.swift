@testable import Importing
import Testing
import TrainingModel

struct SetFormatterTests {
    private func set(_ kind: SetKind = .working, weight: String? = nil, unit: MassUnit = .kg, reps: Int? = nil,
                     rpe: String? = nil, seconds: String? = nil, distance: String? = nil,
                     distanceUnit: DistanceUnit = .km) -> ImportedSet {
        ImportedSet(line: 2, kind: kind, weight: weight.flatMap { ExportNumber($0) }, weightUnit: unit, reps: reps,
                    rpe: rpe.flatMap { ExportNumber($0) }, seconds: seconds.flatMap { ExportNumber($0) },
                    distance: distance.flatMap { ExportNumber($0) }, distanceUnit: distanceUnit)
    }

    private func notation(_ set: ImportedSet, _ metric: ExerciseMetric = .weightReps) -> String {
        SetFormatter.format(set, metric: metric).notation
    }

    @Test func writesWeightRepsAndRPEWithTheUnitAndNoTrailingZeros() {
        #expect(notation(set(weight: "100.0", reps: 5, rpe: "8.0")) == "100kg x 5 @8")
        #expect(notation(set(weight: "102.50", reps: 5)) == "102.5kg x 5")
        #expect(notation(set(weight: "225", unit: .lb, reps: 5)) == "225lb x 5")
        #expect(notation(set(weight: "80", reps: 8, rpe: "8.5")) == "80kg x 8 @8.5")
    }

    @Test func writesKindPrefixes() {
        #expect(notation(set(.warmup, weight: "60", reps: 10)) == "w: 60kg x 10")
        #expect(notation(set(.drop, weight: "40", reps: 12)) == "d: 40kg x 12")
        #expect(notation(set(.failure, weight: "100", reps: 4)) == "f: 100kg x 4")
    }

    @Test func writesBodyweightAndAssistedLoadsRelativeToBodyweight() {
        #expect(notation(set(weight: "0", reps: 12), .bodyweightReps) == "bw x 12")
        #expect(notation(set(reps: 12), .bodyweightReps) == "bw x 12")
        #expect(notation(set(weight: "10", reps: 5), .bodyweightReps) == "bw+10kg x 5")
        #expect(notation(set(weight: "15", reps: 8), .assisted) == "bw-15kg x 8")
        #expect(notation(set(weight: "-15", reps: 8), .bodyweightReps) == "bw-15kg x 8")
        #expect(notation(set(reps: 8), .assisted) == "bw x 8")
        #expect(notation(set(weight: "25", unit: .lb, reps: 5), .bodyweightReps) == "bw+25lb x 5")
    }

    @Test func writesRepsOnlyWhenAWeightedExerciseHasNoWeight() {
        #expect(notation(set(weight: "0", reps: 15)) == "x 15")
        #expect(notation(set()) == "x 0")
        #expect(notation(set(weight: "20", reps: 0)) == "20kg x 0")
    }

    @Test func writesTimedSets() {
        #expect(notation(set(seconds: "60"), .time) == "60s")
        #expect(notation(set(weight: "0", reps: 0, seconds: "45.0"), .time) == "45s")
        #expect(notation(set(weight: "10", seconds: "7"), .hang) == "bw+10kg 7s")
        #expect(notation(set(weight: "20", seconds: "60"), .weightReps) == "20kg 60s")
        #expect(notation(set(seconds: "1530"), .time) == "25:30")
        #expect(notation(set(seconds: "3930"), .time) == "1:05:30")
    }

    @Test func writesDistancesWithTheirTime() {
        #expect(notation(set(seconds: "1530", distance: "5.0"), .distanceTime) == "5km in 25:30")
        #expect(notation(set(seconds: "480", distance: "2000", distanceUnit: .m), .distanceTime) == "2000m in 8:00")
        #expect(notation(set(seconds: "45", distance: "400", distanceUnit: .m), .distanceTime) == "400m in 0:45")
        #expect(notation(set(distance: "3.1", distanceUnit: .mi), .distanceTime) == "3.1mi")
    }

    @Test func keepsNumbersTheNotationCannotHoldAsExtras() {
        let output = SetFormatter.format(set(weight: "40", reps: 10, rpe: "7.3", seconds: "45", distance: "50",
                                             distanceUnit: .m), metric: .weightReps)
        #expect(output.notation == "40kg x 10")
        #expect(output.extras == ["50m", "45s", "RPE 7.3"])
    }

    @Test func everyWrittenSetReadsBackToTheExportedNumbers() {
        let cases: [(ImportedSet, ExerciseMetric, PerformedSet)] = [
            (set(weight: "102.5", reps: 5, rpe: "8"), .weightReps,
             PerformedSet(load: Load(kilograms: 102.5), reps: 5, rpe: 8)),
            (set(.warmup, weight: "225", unit: .lb, reps: 5), .weightReps,
             PerformedSet(kind: .warmup, load: Load(kilograms: 225 * MassUnit.kilogramsPerPound), reps: 5)),
            (set(weight: "15", reps: 8), .assisted,
             PerformedSet(load: Load(kilograms: -15, relativeToBodyweight: true), reps: 8)),
            (set(seconds: "1530", distance: "5"), .distanceTime, PerformedSet(duration: 1530, distance: 5000)),
        ]
        for (input, metric, expected) in cases {
            #expect(NotationReader.parse(notation(input, metric)) == expected)
        }
    }
}
