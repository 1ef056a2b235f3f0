import Statistics
import Testing
import TrainingModel

@Suite struct CardioStatisticsTests {
    static let easyRun = Exercise(id: "easy-run", name: "Easy run", type: .cardio, metric: .distanceTime, sport: "running")
    static let intervals = Exercise(id: "intervals", name: "Intervals", type: .cardio, metric: .distanceTime,
                                    sport: "running")
    static let rowing = Exercise(id: "row-erg", name: "Row erg", type: .cardio, metric: .distanceTime, sport: "rowing")
    /// No `sport:`: a cardio exercise is its own sport.
    static let bike = Exercise(id: "stationary-bike", name: "Bike", type: .cardio, metric: .time)

    static func effort(_ metres: Double, _ seconds: Double?, kind: SetKind = .working) -> PerformedSet {
        PerformedSet(kind: kind, duration: seconds, distance: metres)
    }

    static func library(_ workouts: [Workout]) -> TrainingLibrary {
        var library = Fixture.library(workouts: workouts)
        library.exercises += [easyRun, intervals, rowing, bike]
        return library
    }

    static let workouts = [
        // Running 6 km in 33:30 (335 s/km), the warm-up kilometre included; the 5 km effort is 330 s/km.
        Fixture.workout("w1", "2026-03-02", [
            ("easy-run", [effort(1000, 360, kind: .warmup), effort(5000, 1650)]),
            ("bench-press", [Fixture.set(60, 5)]),
        ]),
        // 4 × 1 km in 4:40: the best kilometre (280 s beats 330 s); the bike adds time only.
        Fixture.workout("w2", "2026-03-05", [
            ("intervals", Array(repeating: effort(1000, 280), count: 4)),
            ("stationary-bike", [PerformedSet(duration: 1800)]),
        ]),
        // 10 km in 52:00: longest effort, best mile, 5 km; the first 10 km sets no record.
        Fixture.workout("w3", "2026-03-10", [
            ("easy-run", [effort(10000, 3120)]),
            ("row-erg", [effort(2000, 480)]),
        ]),
    ]

    static func cardio(asOf: String = "2026-04-02") -> CardioStatistics {
        Fixture.ana(library(workouts), asOf: asOf).cardio
    }

    @Test func groupsSetsBySportWithTheExerciseAsItsOwnSportWithoutOne() {
        #expect(Self.cardio().sports.map(\.sport) == ["rowing", "running", "stationary-bike"])
    }

    @Test func sessionPaceIsTheWholeSessionsDistanceOverItsTime() throws {
        let running = try #require(Self.cardio().sport(id: "running"))
        #expect(running.sessions.map(\.workout) == ["w1", "w2", "w3"])
        #expect(running.sessions.map(\.totals.distance) == [6000, 4000, 10000])
        #expect(running.sessions.map(\.totals.time) == [2010, 1120, 3120])
        #expect(running.sessions.map(\.totals.pace) == [335, 280, 312])
        #expect(running.totals.sessions == 3)
        #expect(running.totals.distance == 20000)
        #expect(running.totals.time == 6250)
        #expect(running.totals.pace == 312.5)
    }

    @Test func timeWithoutDistanceHasNoPace() throws {
        let bike = try #require(Self.cardio().sport(id: "stationary-bike"))
        #expect(bike.totals == CardioTotals(sessions: 1, distance: 0, time: 1800))
        #expect(bike.totals.pace == nil)
        #expect(bike.bestEfforts.isEmpty)
        #expect(bike.longest == nil)
    }

    @Test func bestEffortsScaleTheFastestCoveringEffortsWholePace() throws {
        let running = try #require(Self.cardio().sport(id: "running"))
        #expect(running.bestEfforts.map(\.distance.id) == ["1k", "1mi", "5k", "10k"])
        #expect(running.bestEfforts.map(\.effort.workout) == ["w2", "w3", "w3", "w3"])
        #expect(running.bestEfforts[0].time == 280)
        #expect(close(running.bestEfforts[1].time, 3120 * 1609.344 / 10000))
        #expect(running.bestEfforts[2].time == 1560)
        #expect(running.bestEfforts[3].time == 3120)
        #expect(running.bestEfforts[2].pace == 312)
        #expect(running.longest == CardioEffort(workout: "w3", date: Fixture.day("2026-03-10"), distance: 10000, time: 3120))
        let rowing = try #require(Self.cardio().sport(id: "rowing"))
        #expect(rowing.bestEfforts.map(\.distance.id) == ["500m", "1k", "2k"])
        #expect(rowing.bestEfforts.map(\.time) == [120, 240, 480])
    }

    @Test func recordsBeatEveryEarlierWorkoutAndTheFirstSetsNone() throws {
        let running = try #require(Self.cardio().sport(id: "running"))
        let summary = running.records.map { "\($0.workout) \($0.kind.rawValue) \($0.distance?.id ?? "-") \($0.previous)" }
        #expect(summary == [
            "w2 best_effort 1k 330.0",
            "w3 distance - 5000.0",
            "w3 best_effort 1mi 531.08352",
            "w3 best_effort 5k 1650.0",
        ])
        #expect(running.records.map(\.value)[0...1] == [280, 10000])
        #expect(try #require(Self.cardio().sport(id: "rowing")).records.isEmpty)
    }

    @Test func weeksListThoseWithASessionAndMonthsRunToTheAsOfDate() throws {
        let running = try #require(Self.cardio().sport(id: "running"))
        #expect(running.weeks.map(\.period) == ["2026-W10", "2026-W11"])
        let filled = running.weeks(5, endingAt: Fixture.day("2026-04-02"), calendar: WeekCalendar(firstDay: .monday))
        #expect(filled.map(\.period) == ["2026-W10", "2026-W11", "2026-W12", "2026-W13", "2026-W14"])
        #expect(filled.map(\.totals.distance) == [10000, 10000, 0, 0, 0])
        #expect(filled.map(\.totals.time) == [3130, 3120, 0, 0, 0])
        #expect(filled.map(\.totals.sessions) == [2, 1, 0, 0, 0])
        #expect(running.months.map(\.period) == ["2026-03", "2026-04"])
        #expect(running.months.map(\.start) == [Fixture.day("2026-03-01"), Fixture.day("2026-04-01")])
        #expect(running.months.map(\.totals.distance) == [20000, 0])
        #expect(running.months.map(\.totals.time) == [6250, 0])
    }

    @Test func workoutsAfterTheAsOfDateDoNotCount() throws {
        let running = try #require(Self.cardio(asOf: "2026-03-06").sport(id: "running"))
        #expect(running.totals.distance == 10000)
        #expect(running.months.map(\.period) == ["2026-03"])
    }

    @Test func statsJSONWritesMetresSecondsAndPacePerKilometre() throws {
        let library = Self.library([
            Fixture.workout("r1", "2026-03-02", [("row-erg", [Self.effort(2000, 480)])]),
        ])
        let text = try StatisticsEngine.compute(library, asOf: Fixture.day("2026-03-02")).jsonText()
        let expected = """
                  "cardio": {
                    "sports": [
                      {
                        "sport": "rowing",
                        "totals": {
                          "sessions": 1,
                          "distance_m": 2000,
                          "time_s": 480,
                          "pace_s_per_km": 240
                        },
                        "longest": {
                          "workout": "r1",
                          "date": "2026-03-02",
                          "distance_m": 2000,
                          "time_s": 480,
                          "pace_s_per_km": 240
                        },
                        "best_efforts": [
                          {
                            "distance": "500m",
                            "distance_m": 500,
                            "time_s": 120,
                            "pace_s_per_km": 240,
                            "effort": {
                              "workout": "r1",
                              "date": "2026-03-02",
                              "distance_m": 2000,
                              "time_s": 480,
                              "pace_s_per_km": 240
                            }
                          },
            """
        #expect(text.contains(expected))
        #expect(text.contains("""
                        "weeks": [
                          {
                            "period": "2026-W10",
                            "start": "2026-03-02",
                            "sessions": 1,
                            "distance_m": 2000,
                            "time_s": 480
                          }
                        ],
                        "months": [
                          {
                            "period": "2026-03",
                            "start": "2026-03-01",
                            "sessions": 1,
                            "distance_m": 2000,
                            "time_s": 480
                          }
                        ],
                        "sessions": [
                          {
                            "workout": "r1",
                            "date": "2026-03-02",
                            "distance_m": 2000,
                            "time_s": 480,
                            "pace_s_per_km": 240
                          }
                        ],
                        "records": []
            """))
    }
}
