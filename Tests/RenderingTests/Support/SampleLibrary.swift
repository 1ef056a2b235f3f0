import TrainingModel

/// A small but complete site built in code (no loader is needed): one athlete,
/// exercises of every metric, sessions with a superset, a protocol and cardio
/// blocks, workouts with warm-ups, and two free pages.
enum SampleLibrary {
    static let asOf = CalendarDate(year: 2026, month: 3, day: 5)!

    static func date(_ iso: String) -> CalendarDate {
        guard let date = CalendarDate(iso: iso) else { preconditionFailure("bad fixture date \(iso)") }
        return date
    }

    static func make(config: SiteConfig = SiteConfig(title: "Ana's training", author: "Ana Ruiz")) -> TrainingLibrary {
        TrainingLibrary(
            config: config,
            athletes: [Athlete(id: "ana", name: "Ana Ruiz", bodyweight: 61.5)],
            exercises: exercises,
            sessions: sessions,
            workouts: workouts,
            pages: [
                Page(id: "about", title: "About", order: 1,
                     markdown: "I train for strength, running and climbing.\n\n- Coach: *none*\n- Since 2019"),
                Page(id: "faq", title: "FAQ", order: 2, markdown: "## Why?\n\nBecause it is fun."),
            ])
    }

    static let exercises: [Exercise] = [
        Exercise(
            id: "back-squat", name: "Back Squat", aliases: ["Squat", "Barbell Squat"], type: .strength,
            subtype: "legs", mechanic: .compound, level: "intermediate", equipment: ["barbell", "rack"],
            primaryMuscles: ["quadriceps", "glutes"], secondaryMuscles: ["hamstrings", "lower back"], force: .push,
            metric: .weightReps, images: ["squat-bottom.jpg"], video: "https://www.youtube.com/watch?v=abc&t=10",
            description: ExerciseDescription(
                intro: "The king of leg exercises.",
                sections: [
                    DescriptionSection(kind: .whatItIs, title: "What it is",
                                       markdown: "A squat with the bar on the upper back."),
                    DescriptionSection(kind: .steps, title: "Steps",
                                       markdown: "1. Unrack the bar.\n2. Sit down and back.\n3. Stand up.",
                                       items: ["Unrack the bar.", "Sit down and back.", "Stand up."]),
                    DescriptionSection(kind: .cues, title: "Cues", markdown: "- Brace\n- Knees out",
                                       items: ["Brace", "Knees out"]),
                    DescriptionSection(kind: .free, title: "Grip width",
                                       markdown: "Hands just outside the shoulders, **thumbs around** the bar."),
                ]),
            sourcePath: "exercises/back-squat.md"),
        Exercise(id: "bench-press", name: "Bench Press", type: .strength, subtype: "chest", mechanic: .compound,
                 equipment: ["barbell", "bench"], primaryMuscles: ["chest"], secondaryMuscles: ["triceps"],
                 force: .push, sourcePath: "exercises/bench-press.yaml"),
        Exercise(id: "pull-up", name: "Pull-up", type: .strength, subtype: "back", equipment: ["bar"],
                 primaryMuscles: ["lats"], force: .pull, metric: .bodyweightReps, sourcePath: "exercises/pull-up.md"),
        Exercise(id: "hangboard-hang", name: "Hangboard Hang", type: .climbing, equipment: ["hangboard"],
                 primaryMuscles: ["forearms"], force: .static, metric: .hang,
                 sourcePath: "exercises/hangboard-hang.md"),
        Exercise(id: "easy-run", name: "Easy Run", type: .cardio, subtype: "liss", metric: .distanceTime,
                 sourcePath: "exercises/easy-run.md"),
        Exercise(id: "plank", name: "Plank", type: .mobility, subtype: "core", metric: .time,
                 sourcePath: "exercises/plank.md"),
    ]

    static let sessions: [SessionTemplate] = [
        SessionTemplate(
            id: "hangboard-repeaters", name: "Hangboard repeaters", description: "Finger strength.",
            type: .climbing,
            items: [
                .single(ExerciseItem(exercise: "hangboard-hang", intervalProtocol: IntervalProtocol(
                    repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                    grips: [Grip(name: "half crimp", edgeMillimetres: 20),
                            Grip(name: "open hand", edgeMillimetres: 20, addedLoad: Load(kilograms: 5))],
                    restBetweenGrips: 60))),
            ]),
        SessionTemplate(
            id: "run-threshold", name: "Threshold run", type: .cardio,
            items: [
                .single(ExerciseItem(exercise: "easy-run", prescription: Prescription(blocks: [
                    CardioBlock(duration: 300, intensity: "easy"),
                    CardioBlock(duration: 1800, intensity: "threshold"),
                    CardioBlock(duration: 300, intensity: "cool-down"),
                ]))),
            ]),
        SessionTemplate(
            id: "upper-a", name: "Upper A", description: "Heavy bench, then a **pull-up** superset.",
            type: .strength,
            items: [
                .single(ExerciseItem(exercise: "bench-press", prescription: Prescription(
                    sets: 5, reps: .exactly(5), load: .percentOfE1RM(80), rest: 180))),
                .single(ExerciseItem(exercise: "back-squat", prescription: Prescription(
                    sets: 3, reps: .range(8, 12), load: .absolute(Load(kilograms: 60)), rpe: 8, rest: 90,
                    tempo: Tempo(phases: [3, 1, nil, 0])), notes: "Pause at the bottom.")),
                .group(ItemGroup(kind: .superset, rounds: 3, rest: 120, items: [
                    ExerciseItem(exercise: "pull-up", prescription: Prescription(
                        sets: 1, reps: .amrap, load: .absolute(.bodyweight))),
                    ExerciseItem(exercise: "plank", prescription: Prescription(sets: 1, duration: 45)),
                ])),
            ]),
    ]

    static let workouts: [Workout] = [
        Workout(
            id: "2026-02-26-lower", date: date("2026-02-26"), athlete: "ana", name: "Lower", duration: 3000,
            rpe: 7, entries: [
                WorkoutEntry(exercise: "back-squat", sets: [
                    PerformedSet(kind: .warmup, load: Load(kilograms: 20), reps: 10),
                    PerformedSet(load: Load(kilograms: 100), reps: 5, rpe: 8),
                    PerformedSet(load: Load(kilograms: 100), reps: 5, rpe: 8.5),
                    PerformedSet(kind: .drop, load: Load(kilograms: 80), reps: 8),
                ]),
                WorkoutEntry(exercise: "plank", sets: [PerformedSet(duration: 60), PerformedSet(duration: 45.5)]),
            ]),
        Workout(
            id: "2026-03-02-upper-a", date: date("2026-03-02"), startMinute: 18 * 60 + 30, athlete: "ana",
            session: "upper-a", duration: 3900, rpe: 8, bodyweight: 61.4,
            notes: "Felt **strong**.\n\nNew gym.",
            entries: [
                WorkoutEntry(exercise: "bench-press", sets: [
                    PerformedSet(kind: .warmup, load: Load(kilograms: 20), reps: 10),
                    PerformedSet(load: Load(kilograms: 60), reps: 5),
                    PerformedSet(load: Load(kilograms: 60), reps: 5),
                ]),
                WorkoutEntry(exercise: "pull-up", sets: [
                    PerformedSet(load: Load(kilograms: 10, relativeToBodyweight: true), reps: 5, rpe: 8),
                    PerformedSet(load: .bodyweight, reps: 8),
                    PerformedSet(kind: .failure, reps: 6),
                ], notes: "Last set to failure."),
                WorkoutEntry(exercise: "hangboard-hang", sets: [
                    PerformedSet(load: Load(kilograms: 10, relativeToBodyweight: true), duration: 7),
                ]),
                WorkoutEntry(exercise: "easy-run", sets: [PerformedSet(duration: 1660, distance: 5000)]),
            ]),
    ]
}
