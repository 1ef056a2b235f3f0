import Testing
import TrainingModel
@testable import Statistics

struct WeekStatisticsTests {
    @Test func weeksListTheWeeksWithAWorkoutAndFillTheGapsToTheAsOfWeekOnRequest() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-16", minutes: 45, rpe: 6, [("squat", [Fixture.set(100, 5), Fixture.set(100, 5)])]),
            Fixture.workout("w2", "2024-01-18", minutes: 30, rpe: 8, [("bench-press", [Fixture.set(60, 8)])]),
            Fixture.workout("w3", "2024-02-01", minutes: 90, [("squat", [Fixture.set(50, 3, kind: .warmup)])]),
        ])
        let ana = Fixture.ana(library, asOf: "2024-02-07")
        #expect(ana.weeks.map(\.week) == ["2024-W03", "2024-W05"])
        let weeks = ana.weeks(from: Fixture.day("2024-01-01"), through: Fixture.day("2024-02-07"))
        #expect(weeks == ana.weeks(10, endingAt: Fixture.day("2024-02-07")))
        #expect(weeks.map(\.week) == ["2024-W03", "2024-W04", "2024-W05", "2024-W06"])
        #expect(weeks.map(\.start) == ["2024-01-15", "2024-01-22", "2024-01-29", "2024-02-05"].map(Fixture.day))
        #expect(weeks.map(\.workouts) == [2, 0, 1, 0])
        #expect(weeks.map(\.workingSets) == [3, 0, 0, 0])
        #expect(weeks.map(\.reps) == [18, 0, 0, 0])
        // 100·5·2 + 60·8 = 1000 + 480 = 1480.
        #expect(weeks.map(\.volume) == [1480, 0, 0, 0])
        #expect(weeks.map(\.durationMinutes) == [75, 0, 90, 0])
        // 6 × 45 + 8 × 30 = 270 + 240 = 510; w3 has no RPE → 0.
        #expect(weeks.map(\.load) == [510, 0, 0, 0])
    }

    @Test func sundayWeeksStartOnSunday() {
        let library = Fixture.library(weekStarts: .sunday, workouts: [
            // Saturday 2024-01-13 and Sunday 2024-01-14 fall in different Sunday weeks.
            Fixture.workout("w1", "2024-01-13", [("squat", [Fixture.set(100, 5)])]),
            Fixture.workout("w2", "2024-01-14", [("squat", [Fixture.set(100, 5)])]),
        ])
        let weeks = Fixture.ana(library, asOf: "2024-01-15").weeks
        #expect(weeks.map(\.week) == ["2024-01-07", "2024-01-14"])
        #expect(weeks.map(\.workouts) == [1, 1])
        // With Monday weeks both are in 2024-W02.
        let mondayWeeks = Fixture.ana(Fixture.library(workouts: library.workouts), asOf: "2024-01-14").weeks
        #expect(mondayWeeks.map(\.week) == ["2024-W02"])
        #expect(mondayWeeks.map(\.workouts) == [2])
    }

    @Test func musclesCountOnePerPrimaryAndHalfPerSecondary() {
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", [
                // Bench: primary chest, secondary triceps and front delts; 3 working sets (the warm-up does not count).
                ("bench-press", [Fixture.set(40, 10, kind: .warmup), Fixture.set(80, 5), Fixture.set(80, 5), Fixture.set(80, 5)]),
                // Squat: primary quadriceps and glutes; 2 sets.
                ("squat", [Fixture.set(100, 5), Fixture.set(100, 5)]),
                // Farmer carry lists no muscles: counts nowhere.
                ("farmer-carry", [Fixture.set(40, 1)]),
            ]),
        ])
        let muscles = Fixture.ana(library, asOf: "2024-01-15").weeks.first?.muscles ?? []
        // chest 3 × 1 = 3; front delts and triceps 3 × 0.5 = 1.5; glutes and quadriceps 2 × 1 = 2.
        #expect(muscles == [
            MuscleSets(muscle: "chest", sets: 3), MuscleSets(muscle: "front delts", sets: 1.5),
            MuscleSets(muscle: "glutes", sets: 2), MuscleSets(muscle: "quadriceps", sets: 2),
            MuscleSets(muscle: "triceps", sets: 1.5),
        ])
    }

    @Test func aMuscleBothPrimaryAndSecondaryCountsAsPrimaryOnce() {
        let row = Exercise(id: "row", name: "Row", primaryMuscles: ["Lats", "upper  back"], secondaryMuscles: ["lats", "Biceps"])
        var library = Fixture.library(workouts: [Fixture.workout("w1", "2024-01-15", [("row", [Fixture.set(60, 8), Fixture.set(60, 8)])])])
        library.exercises.append(row)
        let muscles = Fixture.ana(library, asOf: "2024-01-15").weeks.first?.muscles ?? []
        // 2 sets: lats 2 (not 3), upper back 2, biceps 1.
        #expect(muscles == [MuscleSets(muscle: "biceps", sets: 1), MuscleSets(muscle: "lats", sets: 2),
                            MuscleSets(muscle: "upper back", sets: 2)])
    }

    @Test func monotonyIsMeanOverPopulationDeviation() {
        // Loads 100, 0, 100, 0, 100, 0, 0: mean 300/7; deviations 400/7 (three days) and −300/7 (four);
        // variance (3·160000 + 4·90000) / 49 / 7 = 840000/343; monotony (300/7) / √(840000/343) = √(3/4).
        let monotony = WeekStatistics.monotony(dailyLoads: [100, 0, 100, 0, 100, 0, 0])
        #expect(close(monotony, 0.75.squareRoot()))
    }

    @Test func monotonyIsUndefinedWhenEveryDayHasTheSameLoad() {
        #expect(WeekStatistics.monotony(dailyLoads: [0, 0, 0, 0, 0, 0, 0]) == nil)
        #expect(WeekStatistics.monotony(dailyLoads: [50, 50, 50, 50, 50, 50, 50]) == nil)
        // 0.1 seven times leaves a rounding residue in the mean; it still counts as SD 0.
        #expect(WeekStatistics.monotony(dailyLoads: Array(repeating: 0.1, count: 7)) == nil)
    }

    @Test func weeksCarryMonotonyAndStrainAndNoneForAZeroLoadWeek() {
        let library = Fixture.library(workouts: [
            // Monday, Wednesday, Friday of 2024-W03, each RPE 5 × 20 min = 100.
            Fixture.workout("w1", "2024-01-15", minutes: 20, rpe: 5),
            Fixture.workout("w2", "2024-01-17", minutes: 20, rpe: 5),
            Fixture.workout("w3", "2024-01-19", minutes: 20, rpe: 5),
        ])
        let weeks = Fixture.ana(library, asOf: "2024-01-24").weeks(2, endingAt: Fixture.day("2024-01-24"))
        #expect(weeks.map(\.load) == [300, 0])
        // Monotony √(3/4) as above; strain = 300 × √(3/4) = 259.81.
        #expect(close(weeks[0].monotony, 0.75.squareRoot()))
        #expect(close(weeks[0].strain, 300 * 0.75.squareRoot()))
        // 2024-W04 has no load at all: SD 0 → undefined.
        #expect(weeks[1].monotony == nil)
        #expect(weeks[1].strain == nil)
    }
}

struct SundayWeekJSONTests {
    @Test func sundayWeeksAreWrittenWithTheirStartDate() throws {
        let library = Fixture.library(weekStarts: .sunday, workouts: [Fixture.workout("w1", "2024-01-10")])
        let stats = StatisticsEngine.compute(library, asOf: Fixture.day("2024-01-10"))
        let week = try OrderedJSONEncoder().encodeText(stats.athletes.first?.weeks.first)
        // Wednesday 2024-01-10 is in the Sunday week of 2024-01-07; one workout, no load, so monotony is null.
        #expect(week == """
        {
          "week": "2024-01-07",
          "start": "2024-01-07",
          "workouts": 1,
          "working_sets": 0,
          "reps": 0,
          "volume_kg": 0,
          "duration_min": 0,
          "load": 0,
          "monotony": null,
          "strain": null,
          "muscles": []
        }

        """)
        #expect(stats.weekStarts == .sunday)
    }
}
