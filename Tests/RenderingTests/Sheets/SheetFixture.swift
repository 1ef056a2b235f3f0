import TrainingModel

/// A site built in code for sheet tests: one athlete with a little history (squat,
/// bench and deadlift, none for the overhead press), a session of each shape (plain with
/// 8 items, supersets and a circuit, cardio blocks, hangboard protocols), the worst case of
/// the one-page promise (`SheetFixture+WorstCase.swift`) and a two-week plan.
enum SheetFixture {
    static let asOf = CalendarDate(year: 2026, month: 3, day: 5)!

    static func date(_ iso: String) -> CalendarDate {
        guard let date = CalendarDate(iso: iso) else { preconditionFailure("bad fixture date \(iso)") }
        return date
    }

    /// The session ids, one per shape; each has a golden sheet.
    static let shapes = ["strength-day", "superset-day", "cardio-day", "hangboard-day"]

    static func make(paper: SiteConfig.Paper = .a4, units: MassUnit = .kg, plateStep: Double? = nil) -> TrainingLibrary {
        TrainingLibrary(
            config: SiteConfig(title: "Sheet fixture", author: "Ana Ruiz", units: units,
                               baseURL: "https://ana.example/training/", paper: paper, plateStep: plateStep),
            athletes: [Athlete(id: "ana", name: "Ana Ruiz", bodyweight: 61.5)],
            exercises: exercises + worstCaseExercises, sessions: sessions + [worstCase],
            workouts: [worstCaseHistory] + workouts, plans: plans)
    }

    static func exercise(_ id: String, _ name: String, _ type: ExerciseType = .strength,
                         _ metric: ExerciseMetric = .weightReps) -> Exercise {
        Exercise(id: id, name: name, type: type, metric: metric, sourcePath: "content/exercises/\(id).md")
    }

    static let exercises: [Exercise] = [
        exercise("back-squat", "Back Squat"),
        exercise("barbell-row", "Barbell Row"),
        exercise("bench-press", "Bench Press"),
        exercise("deadlift", "Deadlift"),
        exercise("dip", "Dip", .strength, .bodyweightReps),
        exercise("easy-run", "Easy Run", .cardio, .distanceTime),
        exercise("face-pull", "Face Pull"),
        exercise("hangboard-hang", "Hangboard Hang", .climbing, .hang),
        exercise("kettlebell-swing", "Kettlebell Swing"),
        exercise("overhead-press", "Overhead Press"),
        exercise("plank", "Plank", .mobility, .time),
        exercise("pull-up", "Pull-up", .strength, .bodyweightReps),
        exercise("romanian-deadlift", "Romanian Deadlift"),
        exercise("running-intervals", "Running Intervals", .cardio, .distanceTime),
    ]

    static func item(_ exercise: String, _ prescription: Prescription? = nil, notes: String? = nil) -> SessionItem {
        .single(ExerciseItem(exercise: exercise, prescription: prescription, notes: notes))
    }

    static let sessions: [SessionTemplate] = [
        SessionTemplate(id: "cardio-day", name: "Cardio Day", type: .cardio, items: [
            item("easy-run", Prescription(blocks: [
                CardioBlock(duration: 600, intensity: "easy"),
                CardioBlock(duration: 1200, intensity: "threshold"),
                CardioBlock(duration: 600, intensity: "cool-down"),
            ])),
            item("running-intervals", Prescription(sets: 6, rest: 120, distance: 800),
                 notes: "At 5k pace, 3:40–3:50 per repeat."),
        ]),
        SessionTemplate(id: "hangboard-day", name: "Hangboard Day", type: .climbing, items: [
            .single(ExerciseItem(exercise: "hangboard-hang", intervalProtocol: IntervalProtocol(
                repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                grips: [Grip(name: "half crimp", edgeMillimetres: 20),
                        Grip(name: "open hand", edgeMillimetres: 20, addedLoad: Load(kilograms: 5))],
                restBetweenGrips: 60))),
            .single(ExerciseItem(exercise: "hangboard-hang", intervalProtocol: IntervalProtocol(
                repsPerSet: 1, work: 10, restBetweenReps: 0, sets: 5, restBetweenSets: 120),
                notes: "Max hangs on the 20 mm edge.")),
            item("pull-up", Prescription(sets: 3, reps: .exactly(5), load: .absolute(Load(kilograms: 10, relativeToBodyweight: true)), rest: 180)),
        ]),
        // The heaviest sheet the promise covers: 8 items of every shape at once.
        SessionTemplate(id: "mixed-day", name: "Mixed Day With Eight Items", type: .strength, items: [
            item("back-squat", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(80), rest: 180)),
            item("bench-press", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(75), rpe: 8, rest: 180)),
            item("deadlift", Prescription(sets: 5, reps: .exactly(3), load: .percentOfE1RM(80), rest: 180,
                                          tempo: Tempo(phases: [3, 1, 1, 0])),
                 notes: "Slow lowering, one-second pause just off the floor, reset every rep."),
            item("overhead-press", Prescription(sets: 4, reps: .exactly(6), load: .percentOfE1RM(75), rest: 120)),
            .group(ItemGroup(kind: .superset, rounds: 3, rest: 120, items: [
                ExerciseItem(exercise: "pull-up", prescription: Prescription(sets: 3, reps: .amrap,
                                                                            load: .absolute(.bodyweight))),
                ExerciseItem(exercise: "dip", prescription: Prescription(sets: 3, reps: .range(8, 12), rpe: 8)),
            ])),
            item("barbell-row", Prescription(sets: 4, reps: .range(8, 12), load: .absolute(Load(kilograms: 42.5)), rpe: 8,
                                             rest: 90, tempo: Tempo(phases: [2, 1, 1, 0])),
                 notes: "Torso at about 45°, bar to the lower ribs."),
            .single(ExerciseItem(exercise: "hangboard-hang", intervalProtocol: IntervalProtocol(
                repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                grips: [Grip(name: "half crimp", edgeMillimetres: 20), Grip(name: "open hand", edgeMillimetres: 20)],
                restBetweenGrips: 60))),
            item("easy-run", Prescription(blocks: [
                CardioBlock(duration: 300, intensity: "easy"),
                CardioBlock(duration: 1800, intensity: "threshold"),
                CardioBlock(duration: 300, intensity: "cool-down"),
            ])),
        ]),
        SessionTemplate(id: "strength-day", name: "Strength Day", type: .strength, items: [
            item("back-squat", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(80), rest: 180)),
            item("bench-press", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(75), rpe: 8, rest: 180)),
            item("deadlift", Prescription(sets: 3, reps: .exactly(3), load: .percentOfE1RM(85), rest: 180,
                                          tempo: Tempo(phases: [3, 1, 1, 0]))),
            item("overhead-press", Prescription(sets: 4, reps: .exactly(6), load: .percentOfE1RM(70), rest: 120)),
            item("barbell-row", Prescription(sets: 4, reps: .range(8, 12), load: .absolute(Load(kilograms: 40)), rpe: 8,
                                             rest: 90, tempo: Tempo(phases: [2, 1, 1, 0])),
                 notes: "Torso at about 45°, bar to the lower ribs."),
            item("romanian-deadlift", Prescription(sets: 3, reps: .exactly(10), rpe: 7, rest: 120)),
            item("face-pull", Prescription(sets: 3, reps: .exactly(15), load: .absolute(Load(kilograms: 15)), rest: 60)),
            item("plank", Prescription(sets: 3, rest: 60, duration: 45)),
        ]),
        SessionTemplate(id: "superset-day", name: "Superset Day", type: .strength, items: [
            item("bench-press", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(80), rest: 180)),
            .group(ItemGroup(kind: .superset, rounds: 3, rest: 120, items: [
                ExerciseItem(exercise: "pull-up", prescription: Prescription(sets: 1, reps: .amrap,
                                                                            load: .absolute(.bodyweight))),
                ExerciseItem(exercise: "dip", prescription: Prescription(sets: 2, reps: .range(8, 12), rpe: 8)),
            ])),
            .group(ItemGroup(kind: .circuit, rounds: 4, rest: 90, items: [
                ExerciseItem(exercise: "kettlebell-swing", prescription: Prescription(
                    reps: .exactly(15), load: .absolute(Load(kilograms: 16)))),
                ExerciseItem(exercise: "plank", prescription: Prescription(duration: 30)),
                ExerciseItem(exercise: "running-intervals", prescription: Prescription(distance: 200)),
            ])),
        ]),
    ]

    static let workouts: [Workout] = [
        Workout(id: "2026-02-20-lower", date: date("2026-02-20"), athlete: "ana", duration: 3600, rpe: 8, entries: [
            // e1RM (Epley, RPE 8 adds 2 reps): 100 × (1 + 7/30) = 123.33 kg.
            WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: 100), reps: 5, rpe: 8)]),
            // 120 × (1 + 3/30) = 132 kg.
            WorkoutEntry(exercise: "deadlift", sets: [PerformedSet(load: Load(kilograms: 120), reps: 3)]),
        ]),
        Workout(id: "2026-03-02-strength", date: date("2026-03-02"), athlete: "ana", session: "strength-day",
                duration: 4200, rpe: 8, entries: [
            // 60 × (1 + 5/30) = 70 kg.
            WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 60), reps: 5)]),
        ]),
    ]

    static let plans: [Plan] = [
        Plan(id: "spring-block", name: "Spring block", athlete: "ana", start: date("2026-03-02"), weeks: 2,
             schedule: [WeekSchedule(days: [
                .monday: ["strength-day"],
                .wednesday: ["superset-day", "hangboard-day"],
                .saturday: ["cardio-day"],
             ])],
             deloadWeeks: [2], notes: "Two weeks; the second is a **deload**."),
    ]
}
