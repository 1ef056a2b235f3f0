import Testing
import TrainingModel
@testable import Statistics

/// A year in review on a small log: 2024 (two squat days and a run) and 2025 (squat, bench
/// and two runs, body measurements and tests), as of 5 March 2026, so 2025 is over.
struct YearInReviewTests {
    static let run = Exercise(id: "run", name: "Run", type: .cardio, metric: .distanceTime, sport: "running")
    static let boulder = Exercise(id: "bouldering", name: "Bouldering", type: .climbing, metric: .time)

    static func running(_ metres: Double, _ seconds: Double) -> PerformedSet {
        PerformedSet(duration: seconds, distance: metres)
    }

    static func library() -> TrainingLibrary {
        var library = Fixture.library(
            workouts: [
                Fixture.workout("w0", "2024-06-03", minutes: 60, [("squat", [Fixture.set(100, 5)])]),
                Fixture.workout("w00", "2024-06-10", [("squat", [Fixture.set(100, 5), Fixture.set(100, 5)])]),
                Fixture.workout("r0", "2024-09-01", [("run", [running(5000, 1600)])]),
                Fixture.workout("w1", "2025-01-06", minutes: 60, bodyweight: 80,
                                [("squat", [Fixture.set(100, 5), Fixture.set(100, 5)])]),
                Fixture.workout("w2", "2025-01-13", minutes: 45, [("squat", [Fixture.set(110, 5)])]),
                Fixture.workout("w3", "2025-01-15", bodyweight: 81,
                                [("bench-press", [Fixture.set(40, 10, kind: .warmup), Fixture.set(80, 8)])]),
                Fixture.workout("w4", "2025-03-03", minutes: 30, [("squat", [Fixture.set(120, 3)])]),
                Fixture.workout("r1", "2025-04-05", [("run", [running(5000, 1500)])]),
                Fixture.workout("r2", "2025-05-10", [("run", [running(10000, 3000)]), ("bouldering", [PerformedSet(duration: 1800)])]),
                Fixture.workout("w5", "2025-12-29", [("bench-press", [Fixture.set(85, 5)])]),
            ],
            measurements: [
                BodyMeasurement(date: Fixture.day("2025-02-01"), athlete: "ana",
                                values: [MeasurementValue(key: "bodyweight", value: 79.5), MeasurementValue(key: "waist", value: 0.82)]),
                BodyMeasurement(date: Fixture.day("2025-11-01"), athlete: "ana", values: [MeasurementValue(key: "waist", value: 0.80)]),
                BodyMeasurement(date: Fixture.day("2026-01-10"), athlete: "ana", values: [MeasurementValue(key: "waist", value: 0.79)]),
            ],
            tests: [
                TestResult(date: Fixture.day("2024-05-01"), athlete: "ana", test: "5k", result: .time(1500)),
                TestResult(date: Fixture.day("2025-04-01"), athlete: "ana", test: "5k", result: .time(1440)),
                TestResult(date: Fixture.day("2025-10-01"), athlete: "ana", test: "5k", result: .time(1410)),
                TestResult(date: Fixture.day("2025-06-01"), athlete: "ana", test: "max-hang", result: .number(30)),
            ])
        library.exercises += [run, boulder]
        return library
    }

    static func review(_ year: Int, asOf: String = "2026-03-05") -> YearInReview {
        let library = library()
        return YearInReview(athlete: Fixture.ana(library, asOf: asOf), year: year, asOf: Fixture.day(asOf),
                            measurements: library.measurements)
    }

    /// The hardest `grade:` of the year, per scale; none when no entry of the year names one.
    @Test func theHardestGradeOfTheYearIsReadFromTheEntries() throws {
        var library = Self.library()
        func climb(_ id: String, _ date: String, _ grade: String) throws -> Workout {
            var workout = Fixture.workout(id, date)
            let parsed = try #require(ClimbingGrade(grade))
            workout.entries = [WorkoutEntry(exercise: "bouldering", sets: [PerformedSet(duration: 600)], grade: parsed)]
            return workout
        }
        library.workouts += [try climb("c1", "2025-02-01", "6B+"), try climb("c2", "2025-02-08", "6A"),
                             try climb("c3", "2025-03-01", "V4"), try climb("c4", "2024-03-01", "7A")]
        let athlete = Fixture.ana(library, asOf: "2026-03-05")
        let review = YearInReview(athlete: athlete, year: 2025, asOf: Fixture.day("2026-03-05"),
                                  measurements: library.measurements)
        #expect(review.hardestGrades.map(\.text) == ["6B+", "V4"])
        #expect(review.climbingSessions == 4)
        #expect(Self.review(2025).hardestGrades.isEmpty)
    }

    @Test func theYearsAreThoseWithAWorkout() {
        #expect(YearInReview.years(of: Fixture.ana(Self.library(), asOf: "2026-03-05")) == [2024, 2025])
    }

    @Test func totalsOfTheYearAndTheYearBefore() throws {
        let year = Self.review(2025)
        #expect(year.through == Fixture.day("2025-12-31"))
        #expect(!year.isUnderWay)
        let totals = year.totals
        #expect(totals.workouts == 7)
        #expect(totals.activeDays == 7)
        // Squat 2 + 1 + 1, bench 1 (the warm-up does not count) + 1, runs 1 + 1, bouldering 1.
        #expect(totals.workingSets == 9)
        #expect(totals.reps == 10 + 5 + 8 + 3 + 5)
        #expect(close(totals.volume, 1000 + 550 + 640 + 360 + 425))
        // Three workouts have a duration: 60 + 45 + 30 minutes; the others are unknown.
        #expect(totals.minutes == 135)
        #expect(totals.timedWorkouts == 3)
        #expect(totals.distance == 15000)
        // Weeks of 6 and 13 January run two weeks; March, April, May and December stand alone.
        #expect(totals.longestStreak == WeekRun(first: Fixture.day("2025-01-06"), last: Fixture.day("2025-01-13"), weeks: 2))

        let before = try #require(year.previous)
        #expect(before == YearTotals(workouts: 3, activeDays: 3, workingSets: 4, reps: 15, volume: 1500, minutes: 60,
                                     timedWorkouts: 1, distance: 5000,
                                     longestStreak: WeekRun(first: Fixture.day("2024-06-03"), last: Fixture.day("2024-06-10"), weeks: 2)))
        #expect(Self.review(2024).previous == nil)
    }

    @Test func recordsOfTheYearWithTheirDates() {
        let records = Self.review(2025).records
        #expect(records.map { "\($0.date.iso) \($0.exercise) \($0.kind.rawValue)" } == [
            "2025-01-13 squat weight", "2025-01-13 squat e1rm",
            "2025-03-03 squat weight", "2025-03-03 squat e1rm",
            "2025-12-29 bench-press weight",
        ])
        #expect(records.map(\.value).map { ($0 * 100).rounded() / 100 } == [110, 128.33, 120, 132, 85])
        #expect(records.map(\.previous).map { ($0 * 100).rounded() / 100 } == [100, 116.67, 110, 128.33, 80])
        // The 10 km of 10 May is the longest run yet (5 km before).
        let cardio = Self.review(2025).cardioRecords.filter { $0.record.kind == .distance }
        #expect(cardio.map { "\($0.sport) \($0.record.date.iso) \($0.record.value) \($0.record.previous)" }
                == ["running 2025-05-10 10000.0 5000.0"])
    }

    @Test func disciplinesTopExercisesAndMonths() throws {
        let year = Self.review(2025)
        let running = try #require(year.sports.first)
        #expect(year.sports.count == 1)
        #expect(running.sport == "running" && running.sessions == 2 && running.distance == 15000)
        #expect(running.time == 4500 && running.pace == 300)
        #expect(year.climbingSessions == 1)
        #expect(Self.review(2024).climbingSessions == nil)

        #expect(year.topExercises.map(\.id) == ["squat", "bench-press", "run", "bouldering"])
        let squat = year.topExercises[0], bench = year.topExercises[1]
        #expect(squat.days == 3 && close(squat.volume, 1910) && squat.bestWeight == 120 && close(squat.bestE1RM, 132))
        #expect(bench.days == 2 && close(bench.volume, 1065) && bench.bestWeight == 85 && close(bench.bestE1RM, 80 * (1 + 8.0 / 30)))

        #expect(year.months.count == 12)
        #expect(year.months.map(\.workouts) == [3, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1])
        #expect(year.months.map { $0.volume.rounded() } == [2190, 0, 360, 0, 0, 0, 0, 0, 0, 0, 0, 425])
        #expect(year.months.map(\.distance) == [0, 0, 0, 5000, 10000, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func bodyAndTestsFromTheFirstToTheLastOfTheYear() throws {
        let year = Self.review(2025)
        // Bodyweight from workouts (80, 81) and the February measurement (79.5); waist in metres.
        #expect(year.measures.map(\.key) == ["bodyweight", "waist"])
        let bodyweight = year.measures[0], waist = year.measures[1]
        #expect(bodyweight.first == DatedValue(date: Fixture.day("2025-01-06"), value: 80))
        #expect(bodyweight.last == DatedValue(date: Fixture.day("2025-02-01"), value: 79.5))
        #expect(bodyweight.change == -0.5)
        #expect(waist.first.value == 0.82 && waist.last.value == 0.80 && waist.last.date == Fixture.day("2025-11-01"))
        #expect(close(waist.change, -0.02))

        #expect(year.tests.map(\.test) == ["5k", "max-hang"])
        let race = year.tests[0]
        #expect(race.first.date == Fixture.day("2025-04-01") && race.first.magnitude == 1440)
        #expect(race.last.magnitude == 1410 && race.best.magnitude == 1410)
        #expect(year.tests[1].first.magnitude == 30 && year.tests[1].best.magnitude == 30)
    }

    @Test func aYearUnderWayComparesWithTheSameDaysOfTheYearBefore() throws {
        // As of 10 May 2025: January to May, against January to 10 May 2024 (nothing then but a test).
        let year = Self.review(2025, asOf: "2025-05-10")
        #expect(year.isUnderWay)
        #expect(year.through == Fixture.day("2025-05-10"))
        #expect(year.months.count == 5)
        #expect(year.previous == nil)
        // As of 1 September 2025 the year before counts to 1 September 2024: its run is in.
        let later = Self.review(2025, asOf: "2025-09-01")
        #expect(later.previous?.workouts == 3)
        #expect(YearInReview.sameDays(Fixture.day("2024-01-01")...Fixture.day("2024-02-29"), yearsBefore: 1)
                == Fixture.day("2023-01-01")...Fixture.day("2023-02-28"))
    }

    @Test func longestRunIsTheEarliestOfEquallyLongOnes() {
        let weeks = ["2025-01-06", "2025-01-13", "2025-02-03", "2025-02-10", "2025-03-03"].map(Fixture.day)
        #expect(WeekRun.longest(weeks) == WeekRun(first: Fixture.day("2025-01-06"), last: Fixture.day("2025-01-13"), weeks: 2))
        #expect(WeekRun.longest([]) == nil)
    }
}
