import Testing
import TrainingModel
@testable import Statistics

struct LoadTests {
    @Test func sessionLoadIsRpeTimesMinutesAndUnknownWhenEitherIsMissing() {
        #expect(AthleteStatisticsBuilder.sessionLoad(Fixture.workout("a", "2024-01-01", minutes: 65, rpe: 8)) == 520)
        #expect(AthleteStatisticsBuilder.sessionLoad(Fixture.workout("b", "2024-01-01", minutes: 65)) == nil)
        #expect(AthleteStatisticsBuilder.sessionLoad(Fixture.workout("c", "2024-01-01", rpe: 8)) == nil)
        // A default RPE stands in for a missing one only; it never invents a duration.
        #expect(AthleteStatisticsBuilder.sessionLoad(Fixture.workout("b", "2024-01-01", minutes: 65), defaultRPE: 5) == 325)
        #expect(AthleteStatisticsBuilder.sessionLoad(Fixture.workout("a", "2024-01-01", minutes: 65, rpe: 8), defaultRPE: 5) == 520)
        #expect(AthleteStatisticsBuilder.sessionLoad(Fixture.workout("c", "2024-01-01", rpe: 8), defaultRPE: 5) == nil)
    }

    @Test func totalsCountTimedAndRatedWorkoutsSoUnknownIsNotZero() {
        var library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-01", minutes: 60, rpe: 7),
            Fixture.workout("w2", "2024-01-03", minutes: 30),
            Fixture.workout("w3", "2024-01-05"),
        ])
        let plain = Fixture.ana(library, asOf: "2024-01-07")
        #expect(plain.totals.timedWorkouts == 2)
        #expect(plain.totals.ratedWorkouts == 1)
        #expect(plain.totals.load == 420)
        #expect(plain.workouts.map(\.isRated) == [true, false, false])
        #expect(plain.workouts.map(\.isTimed) == [true, true, false])
        #expect(plain.weeks.map(\.ratedWorkouts) == [1])
        // default_rpe 6: w2 counts 6 × 30 = 180; w3 still has no duration.
        library.config.defaultRPE = 6
        let assumed = Fixture.ana(library, asOf: "2024-01-07")
        #expect(assumed.totals.ratedWorkouts == 2)
        #expect(assumed.totals.load == 600)
        #expect(assumed.weeks.map(\.timedWorkouts) == [2])
    }

    @Test func dailyLoadSumsTheDaysWorkouts() {
        let library = Fixture.library(workouts: [
            Fixture.workout("am", "2024-01-01", minute: 420, minutes: 30, rpe: 4),  // 120
            Fixture.workout("pm", "2024-01-01", minute: 1080, minutes: 60, rpe: 7),  // 420
        ])
        let daily = Fixture.ana(library, asOf: "2024-01-02").daily
        #expect(daily.map(\.date) == [Fixture.day("2024-01-01"), Fixture.day("2024-01-02")])
        #expect(daily.map(\.load) == [540, 0])
    }

    @Test func acuteChronicFitnessFatigueAndFormFollowTheirDefinitions() {
        // One session of RPE 7 × 60 min = 420 on 2024-01-01, then nothing until 2024-01-31.
        let library = Fixture.library(workouts: [Fixture.workout("w1", "2024-01-01", minutes: 60, rpe: 7)])
        let listed = Fixture.ana(library, asOf: "2024-01-31").daily
        // stats.json lists the day with a workout and the as-of day; every day between follows from them.
        #expect(listed.map(\.date) == [Fixture.day("2024-01-01"), Fixture.day("2024-01-31")])
        let daily = DailyLoad.series(loads: listed.map { ($0.date, $0.load) },
                                     reported: (0..<31).map { Fixture.day("2024-01-01").adding(days: $0) })
        #expect(daily.count == 31)
        #expect(daily.last == listed.last)
        // Day 0: acute 420/7 = 60; chronic 420/28 = 15; ratio 4.
        // CTL = 0 + (420 − 0)/42 = 10; ATL = 420/7 = 60; TSB = CTL₋₁ − ATL₋₁ = 0.
        #expect(daily[0].acute == 60)
        #expect(daily[0].chronic == 15)
        #expect(daily[0].acwr == 4)
        #expect(daily[0].ctl == 10)
        #expect(daily[0].atl == 60)
        #expect(daily[0].tsb == 0)
        // Day 1: windows still hold day 0; CTL = 10 − 10/42 = 9.7619; ATL = 60 − 60/7 = 51.4286; TSB = 10 − 60 = −50.
        #expect(daily[1].acwr == 4)
        #expect(close(daily[1].ctl, 10 - 10.0 / 42))
        #expect(close(daily[1].atl, 60 - 60.0 / 7))
        #expect(daily[1].tsb == -50)
        // Day 7 (01-08): the acute window 01-02…01-08 is empty → 0; chronic still 15 → ratio 0.
        #expect(daily[7].acute == 0)
        #expect(daily[7].acwr == 0)
        // Day 27 (01-28) is the last whose chronic window reaches 01-01.
        #expect(daily[27].chronic == 15)
        // Day 28 (01-29): chronic window 01-02…01-29 is empty → the ratio is undefined.
        #expect(daily[28].chronic == 0)
        #expect(daily[28].acwr == nil)
        // CTL decays by 41/42 a day: CTL on day 30 = 10 × (41/42)^30.
        #expect(close(daily[30].ctl, 10 * pow41over42(30)))
    }

    @Test func seriesStartsAtTheFirstWorkoutEvenWithoutLoad() {
        // The first workout has no RPE: the series starts there with zeros.
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-01", minutes: 60),
            Fixture.workout("w2", "2024-01-02", minutes: 10, rpe: 6),  // 60
        ])
        let daily = Fixture.ana(library, asOf: "2024-01-02").daily
        #expect(daily.map(\.load) == [0, 60])
        #expect(daily[0].acwr == nil)
        // Day 1: CTL = 60/42; TSB = 0 − 0.
        #expect(close(daily[1].ctl, 60.0 / 42))
        #expect(daily[1].tsb == 0)
    }

    private func pow41over42(_ n: Int) -> Double {
        (0..<n).reduce(1.0) { value, _ in value * 41 / 42 }
    }
}
