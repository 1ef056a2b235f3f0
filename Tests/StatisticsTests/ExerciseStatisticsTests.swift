import Testing
import TrainingModel
@testable import Statistics

struct ExerciseStatisticsTests {
    @Test func countsWorkingSetsVolumeAndBestsPerExercise() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [("bench-press", [
                Fixture.set(40, 10, kind: .warmup), Fixture.set(80, 5), Fixture.set(80, 5), Fixture.set(60, 8, kind: .drop),
            ])]),
            Fixture.workout("w2", "2024-01-18", [("bench-press", [Fixture.set(85, 3, rpe: 9), Fixture.set(0, 10)])]),
        ])
        let bench = Fixture.ana(library, asOf: "2024-01-31").exercise(id: "bench-press")
        // Working sets: w1 has 3 (the warm-up is not one), w2 has 2 → 5.
        #expect(bench?.workingSets == 5)
        // Reps of working sets: 5 + 5 + 8 + 3 + 10 = 31.
        #expect(bench?.reps == 31)
        // Volume: 80·5 + 80·5 + 60·8 + 85·3 = 400 + 400 + 480 + 255 = 1535 (the 0 kg set adds nothing).
        #expect(bench?.volume == 1535)
        #expect(bench?.bestWeight == 85)
        // e1RMs: 80 × 5 → 93.33; 60 × 8 → 76; 85 × 3 @9 → r' = 4 → 85 × (1 + 4/30) = 96.33.
        #expect(close(bench?.bestE1RM, 85 * (1 + 4.0 / 30)))
        #expect(bench?.first == Fixture.day("2024-01-15"))
        #expect(bench?.last == Fixture.day("2024-01-18"))
        #expect(bench?.workouts == 2)
        #expect(bench?.name == "Bench press")
    }

    @Test func assistedExercisesAddNoVolumeAndNoBests() {
        // bw−15 kg is recorded as −15 kg; even a positive number on an assisted exercise is help.
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [("assisted-pull-up", [Fixture.set(-15, 8), Fixture.set(20, 6)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-15")
        let pullUp = ana.exercise(id: "assisted-pull-up")
        #expect(pullUp?.workingSets == 2)
        #expect(pullUp?.reps == 14)
        #expect(pullUp?.volume == 0)
        #expect(pullUp?.bestWeight == nil)
        #expect(pullUp?.bestE1RM == nil)
        #expect(ana.totals.volume == 0)
    }

    @Test func allWarmUpsMakeAnExerciseWithNoWorkingSets() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [("squat", [Fixture.set(60, 5, kind: .warmup), Fixture.set(80, 3, kind: .warmup)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-15")
        let squat = ana.exercise(id: "squat")
        #expect(squat?.workouts == 1)
        #expect(squat?.workingSets == 0)
        #expect(squat?.volume == 0)
        #expect(squat?.bestWeight == nil)
        #expect(squat?.bestE1RM == nil)
        #expect(ana.totals.workouts == 1)
        #expect(ana.totals.workingSets == 0)
        #expect(ana.weeks.map(\.muscles) == [[]])
    }

    @Test func setsBeyondTwelveEffectiveRepsCountForVolumeButNotForE1RM() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [("squat", [Fixture.set(60, 15), Fixture.set(70, 10, rpe: 7)])]),
        ])
        let squat = Fixture.ana(library, asOf: "2024-01-15").exercise(id: "squat")
        // 60·15 + 70·10 = 900 + 700 = 1600; r' = 15 and 13 → no e1RM.
        #expect(squat?.volume == 1600)
        #expect(squat?.bestWeight == 70)
        #expect(squat?.bestE1RM == nil)
        #expect(squat?.e1rmSeries == [])
    }

    @Test func totalsAddUpWorkoutsSetsRepsVolumeMinutesAndLoad() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", minutes: 60, rpe: 7, [("squat", [Fixture.set(100, 5), Fixture.set(100, 5)])]),
            Fixture.workout("w2", "2024-01-17", minutes: 30, [("bench-press", [Fixture.set(50, 10)])]),
        ])
        let totals = Fixture.ana(library, asOf: "2024-01-20").totals
        #expect(totals.workouts == 2)
        #expect(totals.workingSets == 3)
        #expect(totals.reps == 20)
        // 100·5·2 + 50·10 = 1500.
        #expect(totals.volume == 1500)
        #expect(totals.durationMinutes == 90)
        // w1: 7 × 60 = 420; w2 has no RPE → 0.
        #expect(totals.load == 420)
        #expect(totals.first == Fixture.day("2024-01-15"))
        #expect(totals.last == Fixture.day("2024-01-17"))
    }

    @Test func e1rmSeriesKeepsTheBestOfEachDayAndCurrentE1RMUsesTwelveWeeks() {
        let library = Fixture.library(workouts: [
            // Old and heavy: 120 × 1 = 120 on 2023-06-01, outside the 84 days before 2024-01-31.
            Fixture.workout("w0", "2023-06-01", [("squat", [Fixture.set(120, 1)])]),
            // Two workouts the same day: 90 × 5 = 105 and 100 × 2 = 106.67 → the day's point is 106.67.
            Fixture.workout("w1", "2024-01-10", minute: 8 * 60, [("squat", [Fixture.set(90, 5)])]),
            Fixture.workout("w2", "2024-01-10", minute: 18 * 60, [("squat", [Fixture.set(100, 2)])]),
            Fixture.workout("w3", "2024-01-20", [("squat", [Fixture.set(90, 3)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        let series = ana.e1rmSeries(exercise: "squat")
        #expect(series.map(\.date) == [Fixture.day("2023-06-01"), Fixture.day("2024-01-10"), Fixture.day("2024-01-20")])
        #expect(series.map(\.e1rm).count == 3)
        #expect(series[0].e1rm == 120)
        #expect(close(series[1].e1rm, 100 * (1 + 2.0 / 30)))
        #expect(close(series[2].e1rm, 99))  // 90 × 1.1
        #expect(ana.exercise(id: "squat")?.bestE1RM == 120)
        // Window 2023-11-09…2024-01-31 holds 106.67 and 99 → 106.67.
        #expect(close(ana.currentE1RM(exercise: "squat"), 100 * (1 + 2.0 / 30)))
    }

    @Test func currentE1RMFallsBackToTheMostRecentDayWhenTheWindowIsEmpty() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w0", "2023-01-01", [("squat", [Fixture.set(120, 1)])]),
            Fixture.workout("w1", "2023-02-01", [("squat", [Fixture.set(100, 1)])]),
        ])
        // No e1RM within 84 days of 2024-01-31 → the last day's, 100 (not the best, 120).
        #expect(Fixture.ana(library, asOf: "2024-01-31").currentE1RM(exercise: "squat") == 100)
        #expect(Fixture.ana(library, asOf: "2024-01-31").currentE1RM(exercise: "bench-press") == nil)
    }

    @Test func repMaxesKeepTheHeaviestSetWithAtLeastThatManyRepsAndItsFirstWorkout() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [("squat", [
                Fixture.set(100, 5), Fixture.set(60, 14), Fixture.set(140, 1, kind: .warmup),
            ])]),
            // 110 × 2 beats 100 for 1–2 reps; 100 × 4 only ties 100 for 3–4 reps, which keep w1.
            Fixture.workout("w2", "2024-01-22", [("squat", [Fixture.set(110, 2), Fixture.set(100, 4)])]),
        ])
        let squat = Fixture.ana(library, asOf: "2024-01-31").exercise(id: "squat")
        let w1 = Fixture.day("2024-01-15"), w2 = Fixture.day("2024-01-22")
        // 1–2: 110 (w2); 3–5: 100 (w1); 6–12: 60 (the 14-rep set; 13 and 14 are beyond the table).
        #expect(squat?.repMaxes == [
            RepMax(reps: 1, weight: 110, date: w2, workout: "w2"), RepMax(reps: 2, weight: 110, date: w2, workout: "w2"),
            RepMax(reps: 3, weight: 100, date: w1, workout: "w1"), RepMax(reps: 4, weight: 100, date: w1, workout: "w1"),
            RepMax(reps: 5, weight: 100, date: w1, workout: "w1"),
        ] + (6...12).map { RepMax(reps: $0, weight: 60, date: w1, workout: "w1") })
        #expect(squat?.bests == ExerciseBests(mostReps: 14))
        // Per day: best set 100 then 110; volume 100·5 + 60·14 = 1340, then 110·2 + 100·4 = 620.
        #expect(squat?.days.map(\.bestWeight) == [100, 110])
        #expect(squat?.days.map(\.volume) == [1340, 620])
    }

    @Test func bodyweightAssistedTimedAndDistanceSetsHaveTheirOwnBests() {
        let bw = PerformedSet(load: .bodyweight, reps: 12)
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [
                ("assisted-pull-up", [Fixture.set(-25, 8), Fixture.set(-15, 5)]),
                ("push-up", [bw, PerformedSet(load: .bodyweight, reps: 15)]),
                ("plank", [PerformedSet(duration: 45), PerformedSet(duration: 60)]),
                ("run", [PerformedSet(duration: 1500, distance: 5000), PerformedSet(duration: 420, distance: 1000)]),
            ]),
            Fixture.workout("w2", "2024-01-22", [("assisted-pull-up", [Fixture.set(-10, 3)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        let pullUp = ana.exercise(id: "assisted-pull-up")
        #expect(pullUp?.bests == ExerciseBests(mostReps: 8, leastAssistance: 10))
        #expect(pullUp?.days.map(\.bests.leastAssistance) == [15, 10])
        #expect(pullUp?.days.map(\.volume) == [nil, nil])
        #expect(pullUp?.repMaxes == [])
        #expect(ana.exercise(id: "push-up")?.bests == ExerciseBests(mostReps: 15))
        #expect(ana.exercise(id: "plank")?.bests == ExerciseBests(longestSeconds: 60))
        // 1500 s over 5 km = 300 s/km; 420 s over 1 km = 420 s/km → 300.
        #expect(ana.exercise(id: "run")?.bests == ExerciseBests(longestSeconds: 1500, bestPace: 300))
    }

    @Test func unknownExerciseIsNamedByItsId() {
        let library = Fixture.library(workouts: [Fixture.workout("w1", "2024-01-15", [("sled-push", [Fixture.set(50, 1)])])])
        #expect(Fixture.ana(library, asOf: "2024-01-15").exercise(id: "sled-push")?.name == "sled-push")
    }
}
