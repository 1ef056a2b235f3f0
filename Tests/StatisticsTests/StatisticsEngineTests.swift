import Foundation
import Testing
import TrainingModel
@testable import Statistics

struct StatisticsEngineTests {
    @Test func emptyLibraryHasNoAthletes() {
        let stats = StatisticsEngine.compute(TrainingLibrary(), asOf: Fixture.day("2024-01-31"))
        #expect(stats == SiteStatistics(asOf: Fixture.day("2024-01-31"), generator: "Spotter 0.1.0", athletes: []))
    }

    @Test func athleteWithoutDataHasZeroTotalsAndEmptySeries() {
        let ana = Fixture.ana(Fixture.library(), asOf: "2024-01-31")
        #expect(ana == AthleteStatistics(id: "ana", name: "Ana"))
        #expect(ana.totals == TrainingTotals())
        #expect(ana.weeks == [])
        #expect(ana.daily == [])
        #expect(ana.streaks == Streaks(currentWeeks: 0, longestWeeks: 0))
    }

    @Test func oneWorkoutMakesOneWeekOneDayAndNoRecords() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-17", minutes: 50, rpe: 6, [("squat", [Fixture.set(100, 5)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-17")
        #expect(ana.weeks.map(\.week) == ["2024-W03"])
        #expect(ana.daily.count == 1)
        #expect(ana.daily.first?.load == 300)
        #expect(ana.records == [])
        #expect(ana.streaks == Streaks(currentWeeks: 1, longestWeeks: 1))
        #expect(ana.workouts == [WorkoutSummary(id: "w1", date: Fixture.day("2024-01-17"), session: nil, workingSets: 1,
                                                reps: 5, volume: 500, durationMinutes: 50, load: 300, records: 0,
                                                disciplines: [.lifting])])
    }

    /// A `grade:` adds climbing to what the entry's exercise trains (docs/statistics.md#disciplines):
    /// the squat's tonnage still counts for lifting, and the grade for climbing.
    @Test func aGradedEntryTrainsClimbingBesidesItsExercisesDiscipline() {
        var workout = Fixture.workout("w1", "2024-01-17", [("squat", [Fixture.set(100, 5)])])
        workout.entries[0].grade = ClimbingGrade("V3")
        let ana = Fixture.ana(Fixture.library(workouts: [workout]), asOf: "2024-01-17")
        #expect(ana.workouts.first?.disciplines == [.lifting, .climbing])
        #expect(ana.workouts.first?.climbing == ClimbingSummary(hardest: [ClimbingGrade("V3")!]))
        #expect(ana.workouts.first?.volume == 500)
    }

    @Test func onlyWorkoutsOnOrBeforeAsOfCount() {
        let library = Fixture.library(workouts: [
            Fixture.workout("past", "2024-01-17", [("squat", [Fixture.set(100, 5)])]),
            Fixture.workout("future", "2024-01-18", [("squat", [Fixture.set(200, 5)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-17")
        #expect(ana.totals.workouts == 1)
        #expect(ana.exercise(id: "squat")?.bestWeight == 100)
        #expect(ana.workout(id: "future") == nil)
    }

    @Test func athletesAreSeparatedAndSortedById() {
        let library = Fixture.library(
            athletes: [Athlete(id: "zoe", name: "Zoe"), Athlete(id: "ana", name: "Ana")],
            workouts: [
                Fixture.workout("a1", "2024-01-15", athlete: "ana", [("squat", [Fixture.set(100, 5)])]),
                Fixture.workout("z1", "2024-01-16", athlete: "zoe", [("squat", [Fixture.set(60, 5)])]),
                Fixture.workout("z2", "2024-01-17", athlete: "zoe", [("squat", [Fixture.set(70, 5)])]),
                // An athlete with no profile still gets statistics.
                Fixture.workout("x1", "2024-01-17", athlete: "guest", [("squat", [Fixture.set(40, 5)])]),
            ])
        let stats = StatisticsEngine.compute(library, asOf: Fixture.day("2024-01-31"))
        #expect(stats.athletes.map(\.id) == ["ana", "guest", "zoe"])
        #expect(stats.athlete(id: "guest")?.name == nil)
        #expect(stats.athlete(id: "ana")?.totals.volume == 500)
        #expect(stats.athlete(id: "zoe")?.totals.volume == 650)
        // Zoe's second workout beats her own first, not Ana's heavier one.
        #expect(stats.records(forWorkout: "z2", athlete: "zoe").map(\.kind) == [.weight, .e1rm, .volume])
        #expect(close(stats.currentE1RM(athlete: "zoe", exercise: "squat"), 70 * (1 + 5.0 / 30)))
        #expect(stats.currentE1RM(athlete: "nobody", exercise: "squat") == nil)
        // What the workout index shows: the volume and the records' count in one lookup.
        #expect(stats.volumeAndRecordCount(ofWorkout: "z2", athlete: "zoe") == (350, 3))
        #expect(stats.volumeAndRecordCount(ofWorkout: "a1", athlete: "ana") == (500, 0))  // A first workout sets none.
        #expect(stats.volumeAndRecordCount(ofWorkout: "a1", athlete: "zoe") == (0, 0))
        #expect(stats.volumeAndRecordCount(ofWorkout: "z2", athlete: "nobody") == (0, 0))
    }

    @Test func computingTwiceGivesTheSameBytes() throws {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", minutes: 60, rpe: 7, [("bench-press", [Fixture.set(80, 5)]), ("squat", [Fixture.set(100, 5)])]),
            Fixture.workout("w2", "2024-01-17", minutes: 60, rpe: 8, [("squat", [Fixture.set(105, 5)]), ("bench-press", [Fixture.set(82.5, 5)])]),
        ])
        let first = try StatisticsEngine.compute(library, asOf: Fixture.day("2024-01-31")).jsonData()
        let second = try StatisticsEngine.compute(library, asOf: Fixture.day("2024-01-31")).jsonData()
        #expect(first == second)
    }
}
