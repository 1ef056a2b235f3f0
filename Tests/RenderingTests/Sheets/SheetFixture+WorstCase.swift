import TrainingModel

/// The heaviest session sheet the one-page promise covers (docs/sheets-and-plans.md): 8
/// items, one of every shape — four lifts, a superset whose members do two sets a round, a
/// circuit of three members over four rounds, a two-grip protocol and four cardio blocks —
/// with long names, a tempo, a note on every item, a percentage target from an e1RM, and a
/// "last time" line of more than six kinds of set for every exercise. Its exercises are its
/// own, so the other sheets' goldens do not change with it.
extension SheetFixture {
    static let worstCaseExercises: [Exercise] = [
        exercise("wc-squat", "Low-Bar Back Squat With a Two-Second Pause"),
        exercise("wc-bench", "Close-Grip Bench Press (Competition Pause)"),
        exercise("wc-deadlift", "Sumo Deadlift From a Five-Centimetre Deficit"),
        exercise("wc-press", "Seated Behind-the-Neck Overhead Press"),
        exercise("wc-pull-up", "Weighted Neutral-Grip Pull-up", .strength, .bodyweightReps),
        exercise("wc-dip", "Ring Dip With Turned-Out Rings", .strength, .bodyweightReps),
        exercise("wc-swing", "Double Kettlebell Swing to Eye Level"),
        exercise("wc-plank", "Long-Lever RKC Plank on the Forearms", .mobility, .time),
        exercise("wc-row", "Rowing Erg Sprint at Damper Five", .cardio, .distanceTime),
        exercise("wc-hang", "Hangboard Repeaters on the Tension Block", .climbing, .hang),
        exercise("wc-run", "Progressive Threshold Run on the Track", .cardio, .distanceTime),
    ]

    static let worstCaseNote = "Keep the bar path over mid-foot; film the last set from the side and compare it with last week's."

    static let worstCase = SessionTemplate(
        id: "worst-case", name: "Worst Case: Eight Items of Every Shape With Long Names", type: .strength, items: [
            item("wc-squat", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(80), rpe: 8, rest: 180,
                                          tempo: Tempo(phases: [3, 2, 1, 0])), notes: worstCaseNote),
            item("wc-bench", Prescription(sets: 5, reps: .exactly(5), load: .percentOfE1RM(75), rpe: 8, rest: 180,
                                          tempo: Tempo(phases: [2, 1, 1, 0])), notes: worstCaseNote),
            item("wc-deadlift", Prescription(sets: 5, reps: .exactly(3), load: .percentOfE1RM(80), rpe: 8, rest: 240,
                                             tempo: Tempo(phases: [3, 1, 1, 0])), notes: worstCaseNote),
            item("wc-press", Prescription(sets: 5, reps: .range(6, 8), load: .percentOfE1RM(70), rpe: 8, rest: 150),
                 notes: worstCaseNote),
            .group(ItemGroup(kind: .superset, rounds: 3, rest: 120, items: [
                ExerciseItem(exercise: "wc-pull-up", prescription: Prescription(
                    sets: 2, reps: .range(5, 8), load: .absolute(Load(kilograms: 10, relativeToBodyweight: true)), rpe: 8),
                    notes: "Chin over the bar, full hang at the bottom."),
                ExerciseItem(exercise: "wc-dip", prescription: Prescription(sets: 2, reps: .range(8, 12), rpe: 8),
                             notes: "Rings turned out at the top of every rep."),
            ])),
            .group(ItemGroup(kind: .circuit, rounds: 4, rest: 90, items: [
                ExerciseItem(exercise: "wc-swing", prescription: Prescription(
                    reps: .exactly(15), load: .absolute(Load(kilograms: 24))), notes: "Hips snap, arms only guide."),
                ExerciseItem(exercise: "wc-plank", prescription: Prescription(duration: 45), notes: "Elbows under the eyes."),
                ExerciseItem(exercise: "wc-row", prescription: Prescription(distance: 250), notes: "Under 50 s each."),
            ])),
            .single(ExerciseItem(exercise: "wc-hang", intervalProtocol: IntervalProtocol(
                repsPerSet: 6, work: 7, restBetweenReps: 3, sets: 3, restBetweenSets: 180,
                grips: [Grip(name: "half crimp", edgeMillimetres: 20, addedLoad: Load(kilograms: 5)),
                        Grip(name: "three-finger drag", edgeMillimetres: 15)],
                restBetweenGrips: 60), notes: worstCaseNote)),
            item("wc-run", Prescription(blocks: [
                CardioBlock(duration: 600, intensity: "easy"),
                CardioBlock(duration: 1200, distance: 5000, intensity: "threshold"),
                CardioBlock(duration: 300, intensity: "float"),
                CardioBlock(duration: 600, intensity: "cool-down"),
            ]), notes: worstCaseNote),
        ])

    /// Seven different sets of every worst-case exercise, so every "last time" line is as
    /// long as it gets (six runs, then "…").
    static let worstCaseHistory = Workout(
        id: "2026-02-25-worst-case-history", date: date("2026-02-25"), athlete: "ana", duration: 5400, rpe: 8,
        entries: worstCaseExercises.map { exercise in
            WorkoutEntry(exercise: exercise.id, sets: (1...7).map { step in
                let n = Double(step)
                switch exercise.metric {
                case .bodyweightReps: return PerformedSet(load: Load(kilograms: 2.5 * n, relativeToBodyweight: true),
                                                          reps: 13 - step, rpe: 7 + 0.5 * Double(step % 3))
                case .time: return PerformedSet(duration: 30 + 5 * n)
                case .hang: return PerformedSet(load: Load(kilograms: 2.5 * n, relativeToBodyweight: true), duration: 7)
                case .distanceTime: return PerformedSet(duration: 47 + n, distance: 250 + 50 * n)
                default: return PerformedSet(load: Load(kilograms: 57.5 + 7.5 * n), reps: 9 - step,
                                             rpe: 7 + 0.5 * Double(step % 3))
                }
            })
        })
}
