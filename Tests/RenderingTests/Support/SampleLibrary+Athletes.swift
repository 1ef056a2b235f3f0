import TrainingModel

/// The sample site coached for two athletes, with a `base_url`: Ana as in
/// `SampleLibrary`, and Ben with two squat workouts a week apart (the second sets
/// weight, e1RM and volume records), a plan, bodyweight measurements and a 5k test.
extension SampleLibrary {
    static func twoAthletes() -> TrainingLibrary {
        var library = make(config: SiteConfig(title: "Coach log", author: "Coach",
                                              baseURL: "https://example.org/coach"))
        library.athletes.append(Athlete(id: "ben", name: "Ben Ortiz", height: 1.8, bodyweight: 80))
        library.workouts += benWorkouts
        library.workouts.sort(by: Workout.startOrder)
        library.plans = [
            Plan(id: "ben-base", name: "Ben base", athlete: "ben", start: date("2026-02-16"), weeks: 4,
                 schedule: [WeekSchedule(days: [.monday: ["upper-a"], .thursday: ["upper-a"]])]),
        ]
        library.measurements = [
            BodyMeasurement(date: date("2026-02-20"), athlete: "ben", values: [MeasurementValue(key: "bodyweight", value: 80.4)]),
            BodyMeasurement(date: date("2026-02-27"), athlete: "ben", values: [
                MeasurementValue(key: "bodyweight", value: 79.8), MeasurementValue(key: "waist", value: 0.84),
            ]),
        ]
        library.tests = [
            TestResult(date: date("2026-02-22"), athlete: "ben", test: "5k", result: .time(1500)),
        ]
        return library
    }

    static let benWorkouts: [Workout] = [
        Workout(id: "2026-02-23-ben-squat", date: date("2026-02-23"), athlete: "ben", name: "Squat day",
                duration: 3600, rpe: 7, entries: [
                    WorkoutEntry(exercise: "back-squat", sets: [
                        PerformedSet(load: Load(kilograms: 120), reps: 5),
                        PerformedSet(load: Load(kilograms: 120), reps: 5),
                    ]),
                ]),
        Workout(id: "2026-03-02-ben-squat", date: date("2026-03-02"), athlete: "ben", name: "Squat day",
                duration: 3600, rpe: 8, entries: [
                    WorkoutEntry(exercise: "back-squat", sets: [
                        PerformedSet(load: Load(kilograms: 125), reps: 5),
                        PerformedSet(load: Load(kilograms: 125), reps: 5),
                        PerformedSet(load: Load(kilograms: 125), reps: 4),
                    ]),
                ]),
    ]
}
