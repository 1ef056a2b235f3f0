import Foundation
import Loading
import Testing
import TextAndDates
import TrainingModel
@testable import Statistics

/// The build cache's binary form of an athlete's statistics: read back, it is the value
/// written, every Double bit for bit; bytes cut short or of another format are refused.
struct AthleteStatisticsBinaryTests {
    static let run = Exercise(id: "run", name: "Run", type: .cardio, metric: .distanceTime, sport: "running")
    static let row = Exercise(id: "row-erg", name: "Row erg", type: .cardio, metric: .distanceTime, sport: "rowing")
    static let boulder = Exercise(id: "bouldering", name: "Bouldering", type: .climbing, metric: .time)
    static let plank = Exercise(id: "plank", name: "Plank", primaryMuscles: ["abs"], metric: .time)
    static let deadlift = Exercise(id: "deadlift", name: "Deadlift", aliases: ["Deadlift (Barbell)"],
                                   primaryMuscles: ["hamstrings"], secondaryMuscles: ["glutes", "lower back"])

    static func effort(_ metres: Double, _ seconds: Double?, kind: SetKind = .working) -> PerformedSet {
        PerformedSet(kind: kind, duration: seconds, distance: metres)
    }

    /// Ana's log from January to March 2024: lifting with RPEs, warm-ups, assisted and timed
    /// sets, runs and rows with records, bouldering with grades, a plan, body measurements,
    /// tests of every kind and a race to predict from. Ben logs a couple of sessions; Cleo has
    /// no profile and only measurements and a test.
    static func library(weekStarts: Weekday) -> TrainingLibrary {
        var climb = Fixture.workout("c1", "2024-02-10", minutes: 90, rpe: 7)
        climb.entries = [
            WorkoutEntry(exercise: "bouldering", sets: [PerformedSet(reps: 4, duration: 40), PerformedSet(duration: 600)],
                         grade: ClimbingGrade("6B+")),
            WorkoutEntry(exercise: "squat", sets: [Fixture.set(80, 5)], grade: ClimbingGrade("V4")),
        ]
        var library = Fixture.library(
            weekStarts: weekStarts,
            athletes: [Athlete(id: "ana", name: "Ana", height: 1.68, bodyweight: 63), Athlete(id: "ben", name: "Ben")],
            workouts: [
                Fixture.workout("w1", "2024-01-02", minute: 420, session: "upper", minutes: 55, rpe: 7, bodyweight: 62.4, [
                    ("bench-press", [Fixture.set(40, 10, kind: .warmup), Fixture.set(60, 8, rpe: 7.5),
                                     Fixture.set(62.5, 6, rpe: 8)]),
                    ("assisted-pull-up", [PerformedSet(load: Load(kilograms: -20, relativeToBodyweight: true), reps: 6),
                                          PerformedSet(load: Load(kilograms: -15, relativeToBodyweight: true), reps: 5)]),
                    ("plank", [PerformedSet(duration: 45), PerformedSet(duration: 60)]),
                ]),
                Fixture.workout("w2", "2024-01-04", session: "lower", minutes: 62.5, rpe: 8.5, [
                    ("squat", [Fixture.set(70, 5), Fixture.set(80, 5, kind: .failure), Fixture.set(60, 10, kind: .drop)]),
                    ("deadlift", [Fixture.set(100, 3, rpe: 9)]),
                    ("farmer-carry", [PerformedSet(load: Load(kilograms: 24), duration: 40, distance: 30)]),
                ]),
                Fixture.workout("r1", "2024-01-06", minutes: 33.5, rpe: 6, [("run", [effort(1000, 360, kind: .warmup),
                                                                                    effort(5000, 1650)])]),
                Fixture.workout("w3", "2024-01-09", minute: 1080, session: "upper", minutes: 50, [
                    ("bench-press", [Fixture.set(65, 5), Fixture.set(65, 4)]),
                    ("assisted-pull-up", [PerformedSet(load: .bodyweight, reps: 3)]),
                ]),
                Fixture.workout("r2", "2024-01-13", [("run", Array(repeating: effort(1000, 281.3), count: 4)),
                                                     ("row-erg", [effort(2000, 466.7)])]),
                Fixture.workout("w4", "2024-01-16", session: "lower", minutes: 58, rpe: 8, bodyweight: 63.1, [
                    ("squat", [Fixture.set(85, 5), Fixture.set(85, 5)]),
                    ("deadlift", [Fixture.set(110, 3)]),
                ]),
                Fixture.workout("r3", "2024-01-27", minutes: 52, rpe: 5, [("run", [effort(10000, 3120)])]),
                Fixture.workout("w5", "2024-02-06", session: "upper", minutes: 47, rpe: 9, [
                    ("bench-press", [Fixture.set(70, 3, rpe: 9.5), Fixture.set(67.5, 5)]),
                ]),
                climb,
                Fixture.workout("r4", "2024-02-24", [("run", [effort(21097.5, 7020)]), ("row-erg", [effort(5000, 1230)])]),
                Fixture.workout("w6", "2024-03-19", minute: 600, session: "lower", minutes: 70, rpe: 7, [
                    ("squat", [Fixture.set(90, 3), Fixture.set(90, 3)]),
                    ("plank", [PerformedSet(duration: 75)]),
                ]),
                Fixture.workout("b1", "2024-01-03", athlete: "ben", minutes: 40, rpe: 6, [("squat", [Fixture.set(100, 5)])]),
                Fixture.workout("b2", "2024-01-24", athlete: "ben", [("run", [effort(3000, 900)])]),
                Fixture.workout("b3", "2024-01-31", athlete: "ben", [("run", [effort(4000, nil)])]),
            ],
            plans: [
                Plan(id: "block", name: "Winter block", athlete: "ana", start: Fixture.day("2024-01-01"), weeks: 4,
                     schedule: [WeekSchedule(days: [.tuesday: ["upper"], .thursday: ["lower"]]),
                                WeekSchedule(days: [.tuesday: ["lower", "upper"]])],
                     deloadWeeks: [4]),
            ],
            measurements: [
                BodyMeasurement(date: Fixture.day("2024-01-01"), athlete: "ana", values: [
                    MeasurementValue(key: "bodyweight", value: 62.8), MeasurementValue(key: "height", value: 1.685),
                    MeasurementValue(key: "waist", value: 0.71),
                ]),
                BodyMeasurement(date: Fixture.day("2024-02-01"), athlete: "ana", values: [
                    MeasurementValue(key: "bodyweight", value: 63.3), MeasurementValue(key: "bodyfat", value: 21.4),
                ]),
                BodyMeasurement(date: Fixture.day("2024-02-03"), athlete: "cleo", values: [
                    MeasurementValue(key: "bodyweight", value: 71),
                ]),
            ],
            tests: [
                TestResult(date: Fixture.day("2024-01-20"), athlete: "ana", test: "5k", result: .time(1561)),
                TestResult(date: Fixture.day("2024-03-02"), athlete: "ana", test: "5k", result: .time(1534.6)),
                TestResult(date: Fixture.day("2024-01-21"), athlete: "ana", test: "max-hang-20mm-7s",
                           result: .load(Load(kilograms: 8.5, relativeToBodyweight: true))),
                TestResult(date: Fixture.day("2024-02-21"), athlete: "ana", test: "vo2max", result: .number(47.3)),
                TestResult(date: Fixture.day("2024-02-22"), athlete: "cleo", test: "1k", result: .time(250)),
            ])
        library.exercises += [run, row, boulder, plank, deadlift]
        return library
    }

    /// Every athlete's statistics as of the end of March 2024.
    static func athletes(weekStarts: Weekday = .monday) -> [AthleteStatistics] {
        StatisticsEngine.compute(library(weekStarts: weekStarts), asOf: Fixture.day("2024-03-31")).athletes
    }

    static func encoded(_ statistics: AthleteStatistics) -> [UInt8] {
        var writer = ByteWriter()
        statistics.encode(into: &writer)
        return writer.bytes
    }

    static func decoded(_ bytes: ArraySlice<UInt8>) -> AthleteStatistics? {
        var reader = ByteReader(bytes)
        return AthleteStatistics(decoding: &reader)
    }

    /// An athlete's statistics, through the codec and back.
    static func roundTrip(_ statistics: AthleteStatistics) -> AthleteStatistics? {
        decoded(encoded(statistics)[...])
    }

    // MARK: - Round trip

    @Test(arguments: [Weekday.monday, .sunday])
    func everyAthletesStatisticsReadBackEqual(weekStarts: Weekday) throws {
        let athletes = Self.athletes(weekStarts: weekStarts)
        #expect(athletes.map(\.id) == ["ana", "ben", "cleo"])
        for original in athletes {
            let bytes = Self.encoded(original)
            var reader = ByteReader(bytes[...])
            let decoded = AthleteStatistics(decoding: &reader)
            #expect(decoded == original, "\(original.id)")
            #expect(reader.isAtEnd, "\(original.id)")
            // The lookups are made again from the arrays.
            for exercise in original.exercises { #expect(decoded?.exercise(id: exercise.id) == exercise) }
            for workout in original.workouts {
                #expect(decoded?.workout(id: workout.id) == workout)
                #expect(decoded?.records(forWorkout: workout.id) == original.records(forWorkout: workout.id))
            }
        }

        // The sample holds what each part of the encoding is for, so the round trip above covers it.
        let ana = try #require(athletes.first)
        #expect(ana.weekCalendar == WeekCalendar(firstDay: weekStarts))
        #expect(ana.exercise(id: "deadlift")?.aliases == ["Deadlift (Barbell)"])
        #expect(ana.exercise(id: "assisted-pull-up")?.bests.leastAssistance == 0)
        #expect(ana.exercise(id: "plank")?.bests.longestSeconds == 75)
        #expect(ana.exercise(id: "bench-press")?.repMaxes.isEmpty == false)
        #expect(ana.weeks.count == 7)
        #expect(ana.weeks.contains { $0.monotony != nil && $0.strain != nil && !$0.muscles.isEmpty })
        #expect(Set(ana.records.map(\.kind)) == [.weight, .e1rm, .volume, .assistance])
        #expect(ana.workouts.contains { $0.climbing?.hardest.map(\.text) == ["6B+", "V4"] })
        #expect(ana.workouts.contains { $0.disciplines == [.lifting, .climbing] })
        #expect(ana.workouts.contains { $0.disciplines == [.cardio(sport: "rowing"), .cardio(sport: "running")] })
        #expect(ana.workouts.contains { !$0.isTimed } && ana.workouts.contains { $0.isTimed && !$0.isRated })
        #expect(ana.daily.contains { $0.acwr != nil })
        #expect(ana.compliance.first?.weeks.map(\.deload) == [false, false, false, true])
        #expect(ana.compliance.first?.slots.contains { $0.filledBy != nil } == true)
        #expect(ana.body.latest.map(\.key) == ["bodyfat", "bodyweight", "height", "waist"])
        #expect(ana.body.bmi != nil)
        #expect(ana.tests.map(\.best.kind) == ["time", "load", "number"])
        #expect(ana.predictions?.sourceTest == "5k")
        #expect(ana.cardio.sports.map(\.sport) == ["rowing", "running"])
        let running = try #require(ana.cardio.sport(id: "running"))
        #expect(running.longest?.time != nil)
        #expect(Set(running.records.map(\.kind)) == [.distance, .bestEffort])
        #expect(!running.bestEfforts.isEmpty && !running.months.isEmpty && !running.weeks.isEmpty)
        // Ben's longest run has no time: an effort's absent time is read back too.
        #expect(athletes[1].cardio.sport(id: "running")?.longest.map { [$0.distance] + [$0.time].compactMap { $0 } } == [4000])
        #expect(athletes.map(\.name) == ["Ana", "Ben", nil])
    }

    /// Every athlete of the sample site (the repository's `content/`, private one included),
    /// as of a day of its last month and a day of the year before, when fewer had data.
    @Test func theSampleSitesAthletesReadBackEqual() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let result = await SiteLoader().load(siteDirectory: root)
        #expect(result.diagnostics.sorted.map(\.description) == [])
        for asOf in [try #require(CalendarDate(year: 2026, month: 11, day: 20)),
                     try #require(CalendarDate(year: 2025, month: 6, day: 1))] {
            let athletes = StatisticsEngine.compute(result.library, asOf: asOf).athletes
            #expect(athletes.map(\.id) == ["ana", "ben", "carla", "dana", "eli", "fay"])
            for original in athletes {
                var writer = ByteWriter()
                original.encode(into: &writer)
                var reader = ByteReader(writer.bytes[...])
                let decoded = AthleteStatistics(decoding: &reader)
                #expect(decoded == original, "\(original.id) as of \(asOf.iso)")
                #expect(reader.isAtEnd)
            }
        }
    }

    // MARK: - Refused bytes

    @Test func everyPrefixShorterThanTheWholeIsRefused() throws {
        let ana = try #require(Self.athletes().first)
        let bytes = Self.encoded(ana)
        #expect(bytes.count > 500)
        #expect(Self.decoded(bytes[...]) == ana)
        let refused = (0..<bytes.count).filter { Self.decoded(bytes[..<$0]) == nil }
        #expect(refused == Array(0..<bytes.count))
    }

    @Test func damagedTagsAndFlagsAreRefused() throws {
        // A statistics value that ends in its week calendar's first day: 0 (Monday) … 6 (Sunday).
        let bytes = Self.encoded(AthleteStatistics(id: "ana", weekCalendar: WeekCalendar(firstDay: .sunday)))
        #expect(bytes.last == 12)
        #expect(Self.decoded(bytes[...]) == AthleteStatistics(id: "ana", weekCalendar: WeekCalendar(firstDay: .sunday)))
        #expect(Self.decoded((bytes.dropLast() + [14])[...]) == nil)
        // The name's presence byte follows the id (a length and three bytes).
        #expect(bytes[4] == 0)
        var damaged = bytes
        damaged[4] = 2
        #expect(Self.decoded(damaged[...]) == nil)
        // A day that does not exist, or a year no file can write (it would overflow the
        // calendar's arithmetic later), is refused; 29 February of a leap year is read.
        func date(_ year: Int, _ month: Int, _ day: Int) -> CalendarDate? {
            var writer = ByteWriter()
            for number in [year, month, day] { writer.integer(number) }
            var reader = ByteReader(writer.bytes[...])
            return reader.read()
        }
        #expect(date(2024, 2, 29) == Fixture.day("2024-02-29"))
        #expect([date(2024, 2, 30), date(10_000, 1, 1), date(-1, 1, 1), date(Int.max, 1, 1)] == [nil, nil, nil, nil])
    }

    // MARK: - Doubles

    @Test func doublesReadBackBitForBit() throws {
        var ana = try #require(Self.athletes().first)
        let nan = Double(nan: 0x1234, signaling: false)
        let values: [Double] = [0.1 + 0.2, -0.0, .infinity, -.infinity, 82.5, 1e300, .leastNonzeroMagnitude,
                                -1234.567, nan]
        // Each value in a field of its own kind: plain, optional, nested deep in the cardio.
        ana.totals.volume = values[0]
        ana.body.latestHeight = values[1]
        ana.exercises[0].bestE1RM = values[2]
        ana.daily[0].tsb = values[3]
        ana.weeks[0].muscles[0].sets = values[4]
        ana.cardio.sports[0].totals.pacedTime = values[5]
        ana.tests[0].results[0].result = .time(values[6])
        // Not in `records`: the lookup of records by workout holds copies, which a change after
        // the init leaves as they were, while reading back makes them from the changed records.
        ana.predictions?.predictions[1].time = values[7]
        ana.workouts[0].climbing = ClimbingSummary(timeUnderTension: values[8])
        func fields(_ statistics: AthleteStatistics) -> [Double?] {
            let result: Double? = if case .time(let seconds) = statistics.tests[0].results[0].result { seconds } else { nil }
            return [statistics.totals.volume, statistics.body.latestHeight, statistics.exercises[0].bestE1RM,
                    statistics.daily[0].tsb, statistics.weeks[0].muscles[0].sets,
                    statistics.cardio.sports[0].totals.pacedTime, result, statistics.predictions?.predictions[1].time,
                    statistics.workouts[0].climbing?.timeUnderTension]
        }
        #expect(fields(ana).map { $0?.bitPattern } == values.map(\.bitPattern))

        let decoded = try #require(Self.roundTrip(ana))
        #expect(fields(decoded).map { $0?.bitPattern } == values.map(\.bitPattern))
        // Without the NaN (never equal to itself) the whole value reads back equal too.
        ana.workouts[0].climbing = nil
        #expect(Self.roundTrip(ana) == ana)
    }

    // MARK: - Every stored property

    /// A value of every type the statistics store holds, each stored property set apart from
    /// its default, read back through the derived form (`@ByteCoded`): every property, as
    /// `Mirror` lists it, reads back as written.
    @Test func everyStoredPropertyOfEveryStoredTypeReadsBack() throws {
        let day = Fixture.day("2024-01-01"), later = Fixture.day("2024-02-29")
        let effort = CardioEffort(workout: "w", date: day, distance: 1000, time: 300)
        let point = TestPoint(date: day, result: .load(Load(kilograms: -15, relativeToBodyweight: true)))
        let totals = CardioTotals(sessions: 2, distance: 5000, time: 1500, pacedDistance: 4000, pacedTime: 1200)
        let distance = StandardDistance(id: "1k", metres: 1000)
        let values: [any ByteCodable] = [
            TrainingTotals(workouts: 1, workingSets: 2, reps: 3, volume: 4.5, durationMinutes: 6, load: 7,
                           timedWorkouts: 8, ratedWorkouts: 9, first: day, last: later),
            ExerciseStatistics(id: "e", name: "E", aliases: ["a"], workouts: 1, workingSets: 2, reps: 3, volume: 4,
                               bestWeight: 5, bestE1RM: 6, currentE1RM: 7, first: day, last: later,
                               records: RecordCounts(weight: 1, e1rm: 2, volume: 3),
                               e1rmSeries: [E1RMPoint(date: day, e1rm: 1)],
                               repMaxes: [RepMax(reps: 1, weight: 1, date: day, workout: "w")],
                               bests: ExerciseBests(mostReps: 1, longestSeconds: 2, leastAssistance: 3, bestPace: 4),
                               days: [ExerciseDay(date: day, e1rm: 1, bestWeight: 2, volume: 3)]),
            WeekStatistics(week: "2024-W01", start: day, workouts: 1, workingSets: 2, reps: 3, volume: 4,
                           durationMinutes: 5, load: 6, monotony: 7, strain: 8,
                           muscles: [MuscleSets(muscle: "abs", sets: 1.5)], timedWorkouts: 9, ratedWorkouts: 10),
            Streaks(currentWeeks: 1, longestWeeks: 2),
            RecordEvent(workout: "w", date: day, exercise: "e", kind: .volume, value: 1, previous: 0.5),
            WorkoutSummary(id: "w", date: day, session: "s", workingSets: 1, reps: 2, volume: 3, durationMinutes: 4,
                           load: 5, records: 6, isTimed: true, isRated: true,
                           disciplines: [.lifting, .cardio(sport: "running"), .climbing],
                           climbing: ClimbingSummary(timeUnderTension: 30, hardest: [try #require(ClimbingGrade("7a+"))])),
            DailyLoad(date: day, load: 1, acute: 2, chronic: 3, acwr: 4, ctl: 5, atl: 6, tsb: 7),
            PlanCompliance(plan: "p", name: "P", start: day, end: later, planned: 2, filled: 1, ratio: 0.5,
                           weeks: [PlanWeekCompliance(number: 1, start: day, deload: true, planned: 2, filled: 1, ratio: 0.5)],
                           slots: [PlanSlot(date: day, session: "s", week: 1, filledBy: "w")]),
            BodyStatistics(bodyweight: [BodyweightPoint(date: day, bodyweight: 70, rollingMean: 71)],
                           latestBodyweight: 70, latestHeight: 180, bmi: 21.6,
                           latest: [LatestMeasurement(key: "waist", date: day, value: 80)]),
            TestHistory(test: "t", results: [point, TestPoint(date: later, result: .time(12))], latest: point, best: point),
            TestPoint(date: day, result: .number(3)),
            RacePredictions(sourceTest: "5k", sourceDate: day, sourceDistance: 5000, sourceTime: 1500,
                            predictions: [RacePrediction(race: "10k", distance: 10000, time: 3100)]),
            CardioStatistics(sports: [SportStatistics(sport: "running", totals: totals, longest: effort,
                                                      bestEfforts: [BestEffort(distance: distance, time: 300, effort: effort)],
                                                      weeks: [CardioPeriod(period: "2024-W01", start: day, totals: totals)],
                                                      months: [CardioPeriod(period: "2024-01", start: day, totals: totals)],
                                                      sessions: [CardioSession(workout: "w", date: day, totals: totals)],
                                                      records: [CardioRecord(workout: "w", date: day, kind: .bestEffort,
                                                                             distance: distance, value: 300, previous: 310)])]),
            WeekCalendar(firstDay: .sunday), later,
        ]
        for value in values {
            #expect(Self.roundTrip(value).map { String(reflecting: $0) } == String(reflecting: value))
        }
        // The lookups' dictionaries print in no set order; `==` compares them (above).
    }

    static func roundTrip<Value: ByteCodable>(_ value: Value) -> Value? {
        var writer = ByteWriter()
        value.encode(into: &writer)
        var reader = ByteReader(writer.bytes[...])
        guard let read = Value(decoding: &reader), reader.isAtEnd else { return nil }
        return read
    }
}
