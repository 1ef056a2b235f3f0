import Testing
import TrainingModel
@testable import Statistics

struct PlanComplianceTests {
    /// Two weeks from Monday 2024-01-01: Monday upper, Wednesday lower, Friday upper.
    let plan = Plan(id: "block", name: "Block", athlete: "ana", start: Fixture.day("2024-01-01"), weeks: 2,
                    schedule: [WeekSchedule(days: [.monday: ["upper"], .wednesday: ["lower"], .friday: ["upper"]])],
                    deloadWeeks: [2])

    @Test func slotsUpToAsOfAreFilledAtMostOncePerWorkoutInTheSameWeek() {
        let library = Fixture.library(workouts: [
            Fixture.workout("u1", "2024-01-01", session: "upper"),  // fills Mon 01-01
            Fixture.workout("u2", "2024-01-03", session: "upper"),  // fills Fri 01-05 (same week, same session)
            Fixture.workout("u3", "2024-01-05", session: "upper"),  // no upper slot left that week
            Fixture.workout("free", "2024-01-03"),  // no session: fills nothing
            Fixture.workout("l1", "2024-01-08", session: "lower"),  // fills Wed 01-10 of week 2
        ], plans: [plan])
        // As of Wednesday 2024-01-10: week 1 has 3 slots, week 2 has Mon 01-08 and Wed 01-10 (Fri 01-12 is later).
        let compliance = Fixture.ana(library, asOf: "2024-01-10").compliance
        #expect(compliance.count == 1)
        let block = compliance[0]
        // Week 1: 2 of 3 (lower unfilled); week 2: 1 of 2 (upper unfilled). Total 3 / 5 = 0.6.
        #expect(block.planned == 5)
        #expect(block.filled == 3)
        #expect(block.ratio == 0.6)
        #expect(block.weeks == [
            PlanWeekCompliance(number: 1, start: Fixture.day("2024-01-01"), deload: false, planned: 3, filled: 2, ratio: 2.0 / 3),
            PlanWeekCompliance(number: 2, start: Fixture.day("2024-01-08"), deload: true, planned: 2, filled: 1, ratio: 0.5),
        ])
        #expect(block.slots.map { "\($0.date) \($0.session) \($0.filledBy ?? "-")" } == [
            "2024-01-01 upper u1", "2024-01-03 lower -", "2024-01-05 upper u2", "2024-01-08 upper -", "2024-01-10 lower l1",
        ])
        #expect(block.end == Fixture.day("2024-01-14"))
    }

    @Test func aPlanNotStartedYetHasNothingPlanned() {
        let library = Fixture.library(plans: [plan])
        let block = Fixture.ana(library, asOf: "2023-12-31").compliance[0]
        #expect(block.planned == 0)
        #expect(block.ratio == nil)
        #expect(block.weeks == [])
    }

    @Test func varyingWeeksUseTheirOwnPatternAndAMidweekStart() {
        // Starts on a Wednesday; week 1 pattern A (Wed, Mon), week 2 pattern B (Thu).
        let plan = Plan(id: "p", name: "P", athlete: "ana", start: Fixture.day("2024-01-03"), weeks: 2, schedule: [
            WeekSchedule(days: [.wednesday: ["a"], .monday: ["a"]]), WeekSchedule(days: [.thursday: ["b"]]),
        ])
        let library = Fixture.library(workouts: [Fixture.workout("w", "2024-01-08", session: "a")], plans: [plan])
        let block = Fixture.ana(library, asOf: "2024-01-31").compliance[0]
        // Plan week 1 is 01-03…01-09: Wed 01-03 and Mon 01-08; week 2 is 01-10…01-16: Thu 01-11.
        #expect(block.slots.map { "\($0.date) \($0.session) \($0.week) \($0.filledBy ?? "-")" } == [
            "2024-01-03 a 1 -", "2024-01-08 a 1 w", "2024-01-11 b 2 -",
        ])
        #expect(close(block.ratio, 1.0 / 3))
    }
}
