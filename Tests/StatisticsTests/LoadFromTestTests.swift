import Testing
import TrainingModel
@testable import Statistics

/// docs/statistics.md#loads-from-tests: a percentage of a test's latest result, with bodyweight.
struct LoadFromTestTests {
    static func test(_ date: String, _ name: String, _ result: TestResult.Value) -> TestResult {
        TestResult(date: Fixture.day(date), athlete: "ana", test: name, result: result)
    }

    static func weighIn(_ date: String, _ kilograms: Double) -> BodyMeasurement {
        BodyMeasurement(date: Fixture.day(date), athlete: "ana", values: [MeasurementValue(key: "bodyweight", value: kilograms)])
    }

    static let library = Fixture.library(
        measurements: [weighIn("2026-11-02", 62), weighIn("2026-11-16", 61.2), weighIn("2026-12-01", 70)],
        tests: [
            test("2026-09-25", "max-hang-20mm-7s", .load(Load(kilograms: 12, relativeToBodyweight: true))),
            test("2026-11-19", "max-hang-20mm-7s", .load(Load(kilograms: 14, relativeToBodyweight: true))),
            // After the as-of date: not the latest.
            test("2026-11-30", "max-hang-20mm-7s", .load(Load(kilograms: 20, relativeToBodyweight: true))),
            test("2026-11-18", "1rm-back-squat", .load(Load(kilograms: 92.5))),
            test("2026-11-17", "5k", .time(1358)),
            test("2026-11-10", "assisted-hang", .load(Load(kilograms: -10, relativeToBodyweight: true))),
        ])

    @Test func theDocsWorkedExample() {
        // (61.2 + 14) × 90 % − 61.2 = 67.68 − 61.2 = 6.48 kg added; × 70 %: 52.64 − 61.2 = −8.56 kg (a pulley).
        let ana = Fixture.ana(Self.library, asOf: "2026-11-24")
        guard case .resolved(let heavy) = ana.load(percent: 90, ofTest: "max-hang-20mm-7s"),
              case .resolved(let light) = ana.load(percent: 70, ofTest: "MAX-HANG-20mm-7s") else {
            Issue.record("the max-hang test did not resolve")
            return
        }
        #expect(heavy.test == "max-hang-20mm-7s")
        #expect(heavy.resultDate == Fixture.day("2026-11-19"))
        #expect(heavy.result == Load(kilograms: 14, relativeToBodyweight: true))
        #expect(heavy.bodyweight == 61.2)
        #expect(close(heavy.load, 6.48))
        #expect(close(light.load, -8.56))
    }

    @Test func aBarLoadIsAShareOfItselfAndBodyweightIsNotAsked() {
        let ana = Fixture.ana(Self.library, asOf: "2026-11-24")
        guard case .resolved(let squat) = ana.load(percent: 80, ofTest: "1rm-back-squat") else {
            Issue.record("the squat test did not resolve")
            return
        }
        #expect(squat.bodyweight == nil)
        #expect(squat.load == 74)  // 92.5 × 0.8
        // An assisted test: (61.2 − 10) × 50 % − 61.2 = 25.6 − 61.2 = −35.6 kg.
        guard case .resolved(let assisted) = ana.load(percent: 50, ofTest: "assisted-hang") else {
            Issue.record("the assisted test did not resolve")
            return
        }
        #expect(close(assisted.load, -35.6))
    }

    @Test func whatCannotBeWorkedOutSaysWhy() {
        let ana = Fixture.ana(Self.library, asOf: "2026-11-24")
        #expect(ana.load(percent: 80, ofTest: "repeaters") == .noResult)
        #expect(ana.load(percent: 80, ofTest: "5k") == .notALoad(kind: "time"))
        // Before the first test, nothing; with no bodyweight at all, a relative result cannot be used.
        #expect(Fixture.ana(Self.library, asOf: "2026-09-01").load(percent: 80, ofTest: "max-hang-20mm-7s") == .noResult)
        let noWeighIns = Fixture.library(tests: Self.library.tests)
        #expect(Fixture.ana(noWeighIns, asOf: "2026-11-24").load(percent: 80, ofTest: "max-hang-20mm-7s") == .noBodyweight)
        #expect(StatisticsEngine.compute(Self.library, asOf: Fixture.day("2026-11-24"))
            .load(percent: 80, ofTest: "max-hang-20mm-7s", athlete: "ben") == .noResult)
    }

    @Test func theFormulaReducesToThePercentageOfTheWholeLoad() {
        #expect(close(LoadFromTest.load(percent: 100, of: Load(kilograms: 14, relativeToBodyweight: true), bodyweight: 61.2), 14))
        #expect(LoadFromTest.load(percent: 80, of: Load(kilograms: 20, relativeToBodyweight: true), bodyweight: 80) == 0)
        #expect(LoadFromTest.load(percent: 80, of: Load(kilograms: 20, relativeToBodyweight: true), bodyweight: nil) == nil)
        #expect(LoadFromTest.load(percent: 50, of: Load(kilograms: 100), bodyweight: nil) == 50)
    }
}
