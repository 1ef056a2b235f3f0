import Testing
@testable import Rendering
import TrainingModel

/// Tests and body measures are named, not shown by id, and times read as times
/// (docs/statistics.md#test-names).
@Suite struct TestNamesTests {
    @Test func testsAndMeasuresAreNamedInEnglishAndSpanish() {
        let names = MeasureNames(language: .en, exerciseNames: ["back-squat": "Back Squat"])
        #expect(["max-hang-20mm-7s", "1rm-back-squat", "1rm-front-squat", "vo2max", "5k", "10k", "half-marathon",
                 "repeaters-7-3", "core-hold-60s"].map(names.test) == [
            "Max hang 20 mm, 7 s", "1RM Back Squat", "1RM front squat", "VO₂max", "5 km", "10 km", "Half marathon",
            "Repeaters 7 3", "Core hold, 60 s",
        ])
        #expect(["bodyfat", "resting_hr", "muscle_mass", "waist", "left_arm"].map(names.measure) == [
            "Body fat", "Resting heart rate", "Muscle mass", "Waist", "Left arm",
        ])
        let spanish = MeasureNames(language: .es, exerciseNames: [:])
        #expect(["vo2max", "half-marathon", "bodyfat", "resting_hr"].map { [spanish.test($0), spanish.measure($0)] } == [
            ["VO₂máx", "Vo2max"], ["Media maratón", "Half marathon"], ["Bodyfat", "Grasa corporal"],
            ["Resting hr", "Frecuencia cardiaca en reposo"],
        ])
    }

    /// The sample's own tests: the profile names each and charts the 5 km as clock times
    /// (24:12 is 24.2 minutes, which the chart printed as "24.20").
    @Test func theProfileNamesEachTestAndChartsTimesAsTimes() async throws {
        var library = ProfileTests.library()
        func day(_ text: String) -> CalendarDate { SampleLibrary.date(text) }
        library.tests = [
            TestResult(date: day("2026-03-01"), athlete: "ana", test: "max-hang-20mm-7s",
                       result: .load(Load(kilograms: 9, relativeToBodyweight: true))),
            TestResult(date: day("2026-03-02"), athlete: "ana", test: "1rm-back-squat", result: .load(Load(kilograms: 85))),
            TestResult(date: day("2026-03-03"), athlete: "ana", test: "5k", result: .time(1452)),
            TestResult(date: day("2026-03-04"), athlete: "ana", test: "vo2max", result: .number(46)),
        ]
        library.measurements = [BodyMeasurement(date: day("2026-03-01"), athlete: "ana", values: [
            MeasurementValue(key: "bodyfat", value: 21.5), MeasurementValue(key: "resting_hr", value: 52),
        ])]
        let page = try #require(try await renderSite(library)["athletes/ana/profile/index.html"])
        for name in ["Max hang 20 mm, 7 s", "1RM Back Squat", "5 km", "VO₂max"] {
            #expect(page.contains("<div><dt>\(name)</dt>"), "\(name)")
        }
        for id in ["max-hang-20mm-7s", "1rm-back-squat", "vo2max"] {
            #expect(!page.contains(">\(id)<"), "\(id)")
        }
        #expect(page.contains(">Body fat<"))
        #expect(page.contains(">Resting heart rate<"))
        #expect(!page.contains("Bodyfat"))
        #expect(!page.contains("Resting hr"))
        #expect(page.contains("<td>24:12</td>"))
        #expect(!page.contains("24.20"))
    }
}
