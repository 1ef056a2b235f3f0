import Testing
import TrainingModel
@testable import Statistics

struct RecordTests {
    @Test func firstWorkoutSetsNoRecordAndLaterOnesMustBeStrictlyBetter() {
        let library = Fixture.library(workouts: [
            // w1: best 100, e1RM 116.67, volume 500. First → no record.
            Fixture.workout("w1", "2024-01-01", [("bench-press", [Fixture.set(100, 5)])]),
            // w2: 105 × 3: weight 105 > 100 ✓; e1RM 105 × 1.1 = 115.5 < 116.67; volume 315 < 500.
            Fixture.workout("w2", "2024-01-03", [("bench-press", [Fixture.set(105, 3)])]),
            // w3: 100 × 5 × 2: weight 100 ✗; e1RM 116.67 equal ✗; volume 1000 > 500 ✓.
            Fixture.workout("w3", "2024-01-05", [("bench-press", [Fixture.set(100, 5), Fixture.set(100, 5)])]),
            // w4: 110 × 5: 110 > 105 ✓; e1RM 128.33 > 116.67 ✓; volume 550 < 1000 ✗.
            Fixture.workout("w4", "2024-01-08", [("bench-press", [Fixture.set(110, 5)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        #expect(ana.records.map { "\($0.workout) \($0.kind.rawValue)" } == ["w2 weight", "w3 volume", "w4 weight", "w4 e1rm"])
        #expect(ana.records(forWorkout: "w1") == [])
        #expect(ana.records(forWorkout: "w2") == [RecordEvent(workout: "w2", date: Fixture.day("2024-01-03"),
                                                               exercise: "bench-press", kind: .weight, value: 105,
                                                               previous: 100)])
        #expect(ana.records(forWorkout: "w3").first?.previous == 500)
        #expect(ana.exercise(id: "bench-press")?.records == RecordCounts(weight: 2, e1rm: 1, volume: 1))
        #expect(ana.workout(id: "w4")?.records == 2)
    }

    @Test func earlierWorkoutWithoutCountingSetsCountsAsZero() {
        let library = Fixture.library(workouts: [
            // Only warm-ups: the exercise was there, its bests are 0.
            Fixture.workout("w1", "2024-01-01", [("squat", [Fixture.set(60, 5, kind: .warmup)])]),
            // 80 × 5 beats 0 on all three.
            Fixture.workout("w2", "2024-01-02", [("squat", [Fixture.set(80, 5)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        #expect(ana.records.map(\.kind) == [.weight, .e1rm, .volume])
        #expect(ana.records.map(\.previous) == [0, 0, 0])
    }

    /// docs/statistics.md#volume: a set of 0 reps is a failed attempt; it is a working set and lifts nothing.
    @Test func aFailedAttemptOfZeroRepsSetsNoWeightE1RMOrVolumeRecord() {
        let pound = MassUnit.kilogramsPerPound
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-01", [("squat", [Fixture.set(500 * pound, 1)])]),
            // A missed 551 lb single (Strong's `F` set with 0 reps), then 505 lb × 1.
            Fixture.workout("w2", "2024-01-08", [("squat", [Fixture.set(551 * pound, 0, kind: .failure),
                                                            Fixture.set(505 * pound, 1)])]),
            // Only the missed attempt: the workout has the exercise and lifts nothing.
            Fixture.workout("w3", "2024-01-15", [("squat", [Fixture.set(600 * pound, 0, kind: .failure)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        let squat = ana.exercise(id: "squat")
        #expect(squat?.bestWeight == 505 * pound)
        #expect(squat?.bestE1RM == 505 * pound)
        #expect(squat?.volume == 1005 * pound)
        #expect(squat?.workingSets == 4)
        #expect(squat?.repMaxes.map(\.weight) == [505 * pound])
        #expect(ana.records.map { "\($0.workout) \($0.kind.rawValue)" } == ["w2 weight", "w2 e1rm", "w2 volume"])
        #expect(ana.records.first?.value == 505 * pound)
        #expect(ana.workout(id: "w3")?.volume == 0)
        #expect(ana.workout(id: "w3")?.workingSets == 1)
    }

    @Test func sameDayWorkoutsFollowStartTimeThenId() {
        let library = Fixture.library(workouts: [
            // 18:00 comes after 07:00 whatever the ids; without a time a workout counts as midnight.
            Fixture.workout("a-evening", "2024-01-01", minute: 18 * 60, [("squat", [Fixture.set(100, 1)])]),
            Fixture.workout("b-morning", "2024-01-01", minute: 7 * 60, [("squat", [Fixture.set(90, 1)])]),
            Fixture.workout("c-untimed", "2024-01-01", [("squat", [Fixture.set(80, 1)])]),
        ])
        // Order: c-untimed (80), b-morning (90 ✓), a-evening (100 ✓).
        let weights = Fixture.ana(library, asOf: "2024-01-01").records.filter { $0.kind == .weight }
        #expect(weights.map(\.workout) == ["b-morning", "a-evening"])
        #expect(weights.map(\.previous) == [80, 90])
    }

    @Test func recordsOfAWorkoutComeByExerciseIdThenKind() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-01", [("squat", [Fixture.set(100, 1)]), ("bench-press", [Fixture.set(60, 1)])]),
            Fixture.workout("w2", "2024-01-02", [("squat", [Fixture.set(110, 1)]), ("bench-press", [Fixture.set(65, 1)])]),
        ])
        let events = Fixture.ana(library, asOf: "2024-01-02").records(forWorkout: "w2")
        #expect(events.map { "\($0.exercise) \($0.kind.rawValue)" } == [
            "bench-press weight", "bench-press e1rm", "bench-press volume",
            "squat weight", "squat e1rm", "squat volume",
        ])
        let site = StatisticsEngine.compute(library, asOf: Fixture.day("2024-01-02"))
        #expect(site.records(forWorkout: "w2", athlete: "ana") == events)
    }
}

/// docs/statistics.md#records: records compare values rounded to 0.01 kg, so pounds converted and summed in a
/// different order never make a record of a tie.
struct RecordTieTests {
    static let pound = MassUnit.kilogramsPerPound

    /// `lb × reps`, stored in kilograms as the loader stores `225lb`.
    static func set(pounds: Double, _ reps: Int, rpe: RPE? = nil) -> PerformedSet {
        Fixture.set(pounds * pound, reps, rpe: rpe)
    }

    @Test func equalPoundVolumesSummedInADifferentOrderAreNoRecord() {
        let first = [Self.set(pounds: 200, 3), Self.set(pounds: 200, 3)]
        let second = [Self.set(pounds: 240, 5)]
        // The premise: 1,200 lb both times, yet the kilogram sums differ in the last bits.
        let firstVolume = first.reduce(0.0) { $0 + $1.weightKilograms * Double($1.reps ?? 0) }
        let secondVolume = second.reduce(0.0) { $0 + $1.weightKilograms * Double($1.reps ?? 0) }
        #expect(firstVolume != secondVolume)
        #expect(StatisticsRounding.round(firstVolume) == 544.31)
        #expect(StatisticsRounding.round(secondVolume) == 544.31)
        for (earlier, later) in [(first, second), (second, first)] {
            let library = Fixture.library(workouts: [
                Fixture.workout("w1", "2024-01-01", [("squat", earlier)]),
                Fixture.workout("w2", "2024-01-03", [("squat", later)]),
            ])
            let ana = Fixture.ana(library, asOf: "2024-01-31")
            #expect(ana.records.filter { $0.kind == .volume } == [])
        }
    }

    @Test func equalPoundWeightsAndE1RMsAreNoRecord() {
        // 225 lb × 5 twice: weight and e1RM tie; 135 lb × 10 then 150 lb × 6: Epley 180 lb and 180 lb.
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-01", [("squat", [Self.set(pounds: 225, 5)]),
                                                 ("bench-press", [Self.set(pounds: 135, 10)])]),
            Fixture.workout("w2", "2024-01-03", [("squat", [Self.set(pounds: 225, 5)]),
                                                 ("bench-press", [Self.set(pounds: 150, 6)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        // 150 lb is a heavier weight; its e1RM (81.65 kg) ties with the earlier one.
        #expect(ana.records.map { "\($0.workout) \($0.exercise) \($0.kind.rawValue)" } == ["w2 bench-press weight"])
    }

    @Test func aValueOneHundredthAboveIsARecord() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-01", [("squat", [Fixture.set(100, 1)])]),
            Fixture.workout("w2", "2024-01-02", [("squat", [Fixture.set(100.004, 1)])]),
            Fixture.workout("w3", "2024-01-03", [("squat", [Fixture.set(100.01, 1)])]),
        ])
        let weights = Fixture.ana(library, asOf: "2024-01-31").records.filter { $0.kind == .weight }
        // 100.004 shows as 100.00: a tie; 100.01 is above.
        #expect(weights.map(\.workout) == ["w3"])
        #expect(weights.map(\.previous) == [100.004])
    }
}

struct RecordKindTests {
    @Test func kindsSortWeightThenE1RMThenVolume() {
        #expect([RecordEvent.Kind.volume, .weight, .e1rm].sorted() == [.weight, .e1rm, .volume])
    }
}
