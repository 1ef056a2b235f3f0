import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct MeasurementLoadingTests {
    @Test func convertsBodyValuesToInternalUnits() async {
        let files = SiteFiles.minimal.site("units: lb\n").content("measurements/body.yaml", """
            entries:
              - {date: 2026-03-01, bodyweight: 135, bodyfat: 21.5%, waist: 70, height: 1.68m, resting_hr: 52}
              - {date: 2026-02-01, bodyweight: 62kg, muscle_mass: 28.5kg, neck_girth: 31cm}
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let path = "content/measurements/body.yaml"
        #expect(library.measurements == [
            BodyMeasurement(date: CalendarDate(year: 2026, month: 2, day: 1)!, athlete: "ana", values: [
                MeasurementValue(key: "bodyweight", value: 62), MeasurementValue(key: "muscle_mass", value: 28.5),
                MeasurementValue(key: "neck_girth", value: 0.31),
            ], sourcePath: path),
            BodyMeasurement(date: CalendarDate(year: 2026, month: 3, day: 1)!, athlete: "ana", values: [
                MeasurementValue(key: "bodyweight", value: 135 * MassUnit.kilogramsPerPound),
                MeasurementValue(key: "bodyfat", value: 21.5), MeasurementValue(key: "waist", value: 0.7),
                MeasurementValue(key: "height", value: 1.68), MeasurementValue(key: "resting_hr", value: 52),
            ], sourcePath: path),
        ])
    }

    @Test func readsTestResultsAsTimeLoadOrNumber() async {
        let files = SiteFiles.minimal.content("measurements/tests.yaml", """
            athlete: ana
            entries:
              - {date: 2026-03-07, test: 5k, result: "23:40"}
              - {date: 2026-03-08, test: half-marathon, result: 1h 45m 10s, notes: Windy.}
              - {date: 2026-03-10, test: max-hang-20mm-7s, result: bw+12kg}
              - {date: 2026-03-12, test: vo2max, result: 48}
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let expected: [TestResult.Value] = [
            .time(1420), .time(6310), .load(Load(kilograms: 12, relativeToBodyweight: true)), .number(48),
        ]
        #expect(library.tests.map(\.result) == expected)
        #expect(library.tests.map(\.notes) == [nil, "Windy.", nil, nil])
        #expect(library.tests.map(\.athlete) == ["ana", "ana", "ana", "ana"])
    }

    @Test func reportsAResultThatIsNotATimeLoadOrNumber() async {
        let files = SiteFiles.minimal.content("measurements/t.yaml", "entries:\n  - {date: 2026-03-07, test: 5k, result: fast}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/measurements/t.yaml:2:42: error: entries[0].result: expected a time, a load or a number, found \"fast\"",
        ])
    }

    @Test func reportsAMissingAthleteOncePerFile() async {
        let files = SiteFiles.minimal.content("athletes/ben.yaml", "name: Ben\n").content("measurements/body.yaml", """
            entries:
              - {date: 2026-03-01, bodyweight: 60}
              - {date: 2026-03-02, bodyweight: 61}
              - {date: 2026-03-03, athlete: ben, bodyweight: 80}
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [
            "content/measurements/body.yaml:1:1: error: missing `athlete`: the site has several athletes (`ana` and `ben`)\n"
                + "  hint: add `athlete: ana` or another athlete's id",
        ])
        #expect(library.measurements.map(\.athlete) == ["ben"])
    }
}
