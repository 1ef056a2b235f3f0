import Foundation
import Testing
import TrainingModel
@testable import Statistics

struct BodyAndTestTests {
    @Test func bodyweightSeriesPrefersMeasurementsAndAveragesTheLastSevenDays() {
        let library = Fixture.library(
            workouts: [
                Fixture.workout("w1", "2024-01-03", bodyweight: 75),  // a measurement the same day wins
                Fixture.workout("w2", "2024-01-10", bodyweight: 72),
            ],
            measurements: [
                BodyMeasurement(date: Fixture.day("2024-01-01"), athlete: "ana", values: [MeasurementValue(key: "bodyweight", value: 70)]),
                BodyMeasurement(date: Fixture.day("2024-01-03"), athlete: "ana", values: [
                    MeasurementValue(key: "bodyweight", value: 71), MeasurementValue(key: "height", value: 1.75),
                ]),
            ])
        let body = Fixture.ana(library, asOf: "2024-01-31").body
        // 01-01: 70 → mean 70. 01-03: 71 → (70 + 71)/2 = 70.5. 01-10: window 01-04…01-10 holds only 72.
        #expect(body.bodyweight == [
            BodyweightPoint(date: Fixture.day("2024-01-01"), bodyweight: 70, rollingMean: 70),
            BodyweightPoint(date: Fixture.day("2024-01-03"), bodyweight: 71, rollingMean: 70.5),
            BodyweightPoint(date: Fixture.day("2024-01-10"), bodyweight: 72, rollingMean: 72),
        ])
        #expect(body.latestBodyweight == 72)
        #expect(body.latestHeight == 1.75)
        // 72 / 1.75² = 72 / 3.0625 = 23.5102…
        #expect(close(body.bmi, 72 / 3.0625))
        #expect(body.latest.map(\.key) == ["bodyweight", "height"])
        #expect(body.latest.first?.value == 71)
    }

    @Test func profileStandsInForMissingBodyweightAndHeight() {
        let library = Fixture.library(athletes: [Athlete(id: "ana", name: "Ana", height: 1.6, bodyweight: 64)])
        let body = Fixture.ana(library, asOf: "2024-01-31").body
        #expect(body.bodyweight == [])
        // 64 / 1.6² = 64 / 2.56 = 25.
        #expect(close(body.bmi, 25))
    }

    @Test func measurementsAfterAsOfAreIgnored() {
        let library = Fixture.library(measurements: [
            BodyMeasurement(date: Fixture.day("2024-02-01"), athlete: "ana", values: [MeasurementValue(key: "bodyweight", value: 90)]),
        ])
        #expect(Fixture.ana(library, asOf: "2024-01-31").body == BodyStatistics())
    }

    @Test func testHistoriesKnowLatestAndBest() {
        let library = Fixture.library(tests: [
            TestResult(date: Fixture.day("2024-01-05"), athlete: "ana", test: "5k", result: .time(1500)),
            TestResult(date: Fixture.day("2024-02-05"), athlete: "ana", test: "5k", result: .time(1530)),
            TestResult(date: Fixture.day("2024-01-10"), athlete: "ana", test: "max-hang-20mm-7s", result: .load(Load(kilograms: 12, relativeToBodyweight: true))),
            TestResult(date: Fixture.day("2024-02-10"), athlete: "ana", test: "max-hang-20mm-7s", result: .load(Load(kilograms: 10, relativeToBodyweight: true))),
        ])
        let tests = Fixture.ana(library, asOf: "2024-03-01").tests
        #expect(tests.map(\.test) == ["5k", "max-hang-20mm-7s"])
        // A race: the lower time is best. A load: the higher.
        #expect(tests[0].best.magnitude == 1500)
        #expect(tests[0].latest.magnitude == 1530)
        #expect(tests[1].best.magnitude == 12)
        #expect(tests[1].latest.magnitude == 10)
    }

    /// A definition's `better` decides, whatever the kind: a plank hold written as a time is best
    /// at its longest, a reaction time as a number at its lowest (docs/statistics.md#tests-and-race-predictions).
    @Test func aDefinitionsBetterDecidesTheBest() {
        var library = Fixture.library(tests: [
            TestResult(date: Fixture.day("2024-01-05"), athlete: "ana", test: "5k", result: .time(1500)),
            TestResult(date: Fixture.day("2024-02-05"), athlete: "ana", test: "5k", result: .time(1530)),
            TestResult(date: Fixture.day("2024-01-06"), athlete: "ana", test: "reaction", result: .number(0.31)),
            TestResult(date: Fixture.day("2024-02-06"), athlete: "ana", test: "reaction", result: .number(0.27)),
            TestResult(date: Fixture.day("2024-01-07"), athlete: "ana", test: "walk-5k", result: .time(2700)),
            TestResult(date: Fixture.day("2024-02-07"), athlete: "ana", test: "walk-5k", result: .time(2600)),
        ])
        let before = Fixture.ana(library, asOf: "2024-03-01").tests
        // Undefined: the race the fastest, a number and an unknown time the highest.
        #expect(before.map(\.best.magnitude) == [1500, 0.31, 2700])
        #expect(before.map(\.lowerIsBetter) == [nil, nil, nil])
        library.testDefinitions = [
            TestDefinition(id: "5k", name: "5 km", unit: "min:s", better: .higher),
            TestDefinition(id: "reaction", name: "Reaction", unit: "s", better: .lower),
            TestDefinition(id: "walk-5k", name: "5 km walk", unit: "min:s", better: .lower),
        ]
        let after = Fixture.ana(library, asOf: "2024-03-01").tests
        #expect(after.map(\.best.magnitude) == [1530, 0.27, 2600])
        #expect(after.map(\.lowerIsBetter) == [false, true, true])
    }

    @Test func riegelPredictsFromTheLatestRace() {
        let library = Fixture.library(tests: [
            TestResult(date: Fixture.day("2023-10-01"), athlete: "ana", test: "10k", result: .time(2900)),
            TestResult(date: Fixture.day("2024-01-05"), athlete: "ana", test: "5k", result: .time(1500)),
            TestResult(date: Fixture.day("2024-01-06"), athlete: "ana", test: "vo2max", result: .number(48)),
        ])
        let predictions = Fixture.ana(library, asOf: "2024-03-01").predictions
        #expect(predictions?.sourceTest == "5k")
        #expect(predictions?.predictions.map(\.race) == ["5k", "10k", "half-marathon", "marathon"])
        let times = predictions?.predictions.map(\.time) ?? []
        // 1500 × (D/5000)^1.06: 5k 1500; 10k 1500 × 2^1.06 = 3127.40; half 6900.30; marathon 14386.65.
        #expect(times.count == 4)
        #expect(close(times.first, 1500))
        #expect(close(times.dropFirst().first, 3127.397_282_523_364, within: 1e-6))
        #expect(close(times.dropFirst(2).first, 6900.298_999_884_879, within: 1e-6))
        #expect(close(times.last, 14386.650_893_892_438, within: 1e-6))
    }

    @Test func noRaceNoPrediction() {
        let library = Fixture.library(tests: [TestResult(date: Fixture.day("2024-01-06"), athlete: "ana", test: "vo2max", result: .number(48))])
        #expect(Fixture.ana(library, asOf: "2024-03-01").predictions == nil)
    }
}
