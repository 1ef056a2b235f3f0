import Statistics
import Rendering
import TrainingModel

/// The rendering tests' sample library with what only the report shows: a third
/// workout that sets records, a plan, body measurements and test results.
enum ReportFixture {
    static let asOf = SampleLibrary.asOf

    static func make(config: SiteConfig = SiteConfig(title: "Ana's training", author: "Ana Ruiz")) -> TrainingLibrary {
        var library = SampleLibrary.make(config: config)
        library.athletes = [Athlete(id: "ana", name: "Ana Ruiz", height: 1.68, bodyweight: 61.5)]
        library.workouts.append(Workout(
            id: "2026-03-04-squat", date: SampleLibrary.date("2026-03-04"), athlete: "ana", name: "Squat day",
            duration: 2700, rpe: 8, entries: [
                WorkoutEntry(exercise: "back-squat", sets: [
                    PerformedSet(load: Load(kilograms: 105), reps: 3),
                    PerformedSet(load: Load(kilograms: 105), reps: 3),
                ]),
            ]))
        library.plans = [Plan(
            id: "spring", name: "Spring block", athlete: "ana", start: SampleLibrary.date("2026-02-23"), weeks: 4,
            schedule: [WeekSchedule(days: [.monday: ["upper-a"], .thursday: ["run-threshold"]])])]
        library.measurements = [
            BodyMeasurement(date: SampleLibrary.date("2026-02-27"), athlete: "ana",
                            values: [MeasurementValue(key: "bodyweight", value: 61.8)]),
            BodyMeasurement(date: SampleLibrary.date("2026-03-03"), athlete: "ana",
                            values: [MeasurementValue(key: "bodyweight", value: 61.2)]),
        ]
        library.tests = [
            TestResult(date: SampleLibrary.date("2026-03-01"), athlete: "ana", test: "5k", result: .time(1500)),
            TestResult(date: SampleLibrary.date("2026-03-02"), athlete: "ana", test: "max-hang-20mm-7s",
                       result: .load(Load(kilograms: 12, relativeToBodyweight: true))),
        ]
        return library
    }

    static func report(_ library: TrainingLibrary = make(), since: CalendarDate? = nil) -> String {
        let statistics = StatisticsEngine.compute(library, asOf: asOf)
        return MarkdownReport(library: library, statistics: statistics, since: since).text
    }
}
