import Testing
import TrainingModel
@testable import Statistics

struct StreakTests {
    @Test func currentStreakMayEndLastWeekWhileThisWeekIsEmpty() {
        // Weeks: ✓ ✓ ✗ ✓ ✓ ✓ ✗(this week) → longest 3, current 3 (ending last week).
        #expect(streaks([true, true, false, true, true, true, false]) == Streaks(currentWeeks: 3, longestWeeks: 3))
        // This week has one: current counts it.
        #expect(streaks([true, true, true, false, true, true]) == Streaks(currentWeeks: 2, longestWeeks: 3))
        // Two empty weeks end it.
        #expect(streaks([true, true, false, false]) == Streaks(currentWeeks: 0, longestWeeks: 2))
        #expect(streaks([]) == Streaks(currentWeeks: 0, longestWeeks: 0))
    }

    @Test func weeksFarApartAreOneStepEach() {
        // Two active weeks 36 years apart, the second last week: runs of 1, current 1.
        let weeks = [Fixture.day("1990-03-05"), Fixture.day("2026-03-02")]
        #expect(Streaks(activeWeeks: weeks, asOfWeek: Fixture.day("2026-03-09")) == Streaks(currentWeeks: 1, longestWeeks: 1))
        #expect(Streaks(activeWeeks: weeks, asOfWeek: Fixture.day("2026-03-16")) == Streaks(currentWeeks: 0, longestWeeks: 1))
    }

    /// `pattern[i]` tells whether week i (Monday weeks from 2024-01-01) had a workout; the last is the as-of week.
    private func streaks(_ pattern: [Bool]) -> Streaks {
        let start = Fixture.day("2024-01-01")
        return Streaks(activeWeeks: pattern.indices.filter { pattern[$0] }.map { start.adding(days: 7 * $0) },
                       asOfWeek: start.adding(days: 7 * max(0, pattern.count - 1)))
    }

    @Test func streaksComeFromTheAthletesWeeks() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-02"),  // W01
            Fixture.workout("w2", "2024-01-09"),  // W02
            Fixture.workout("w3", "2024-01-23"),  // W04
            Fixture.workout("w4", "2024-01-30"),  // W05
        ])
        // As of Wednesday 2024-02-07 (W06, empty): current 2 (W04, W05), longest 2.
        #expect(Fixture.ana(library, asOf: "2024-02-07").streaks == Streaks(currentWeeks: 2, longestWeeks: 2))
        // As of 2024-02-14 (W07): W06 and W07 empty → 0.
        #expect(Fixture.ana(library, asOf: "2024-02-14").streaks == Streaks(currentWeeks: 0, longestWeeks: 2))
    }
}
