import Foundation
import Testing
import TrainingModel
@testable import Statistics

struct StatsJSONTests {
    /// Two bench workouts of Ana in 2024-W03.
    static func library() -> TrainingLibrary {
        Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", minutes: 60, rpe: 7, [("bench-press", [Fixture.set(40, 10, kind: .warmup), Fixture.set(100, 5)])]),
            Fixture.workout("w2", "2024-01-17", minutes: 30, rpe: 8, bodyweight: 70.25, [("bench-press", [Fixture.set(105, 3)])]),
        ])
    }

    // The numbers, by hand:
    // loads: w1 7 × 60 = 420, w2 8 × 30 = 240 → 660. Volume 100·5 + 105·3 = 500 + 315 = 815.
    // e1RM: 100 × (1 + 5/30) = 116.67; 105 × (1 + 3/30) = 115.5. 105 > 100 → one weight record.
    // Week loads 420, 0, 240, 0, 0, 0, 0: mean 94.29, population SD 156.65 → monotony 0.60; strain 660 × 0.6019 = 397.25.
    // Day 01-17: acute 660/7 = 94.29, chronic 660/28 = 23.57, ratio 4;
    //   CTL 9.7619 + (240 − 9.7619)/42 = 15.24; ATL 51.4286 + (240 − 51.4286)/7 = 78.37; TSB 9.7619 − 51.4286 = −41.67.
    // Rep maxes: 105 × 3 (w2) is the best for 1–3 reps, 100 × 5 (w1) for 4–5; most reps 5.
    // Days (the exercise page's charts): 15th best set 100, volume 500, 5 reps; 17th 105, 315, 3 reps.
    // Muscles: 2 bench sets → chest 2, front delts 1, triceps 1.
    @Test func encodesStatsJSONExactly() throws {
        let stats = StatisticsEngine.compute(Self.library(), asOf: Fixture.day("2024-01-17"))
        let expected = """
        {
          "as_of": "2024-01-17",
          "generator": "Spotter 0.1.0",
          "week_starts": "monday",
          "e1rm_formula": "epley",
          "athletes": [
            {
              "id": "ana",
              "name": "Ana",
              "totals": {
                "workouts": 2,
                "working_sets": 2,
                "reps": 8,
                "volume_kg": 815,
                "duration_min": 90,
                "load": 660,
                "timed_workouts": 2,
                "rated_workouts": 2,
                "first": "2024-01-15",
                "last": "2024-01-17"
              },
              "exercises": [
                {
                  "id": "bench-press",
                  "name": "Bench press",
                  "aliases": [],
                  "workouts": 2,
                  "working_sets": 2,
                  "reps": 8,
                  "volume_kg": 815,
                  "best_weight_kg": 105,
                  "best_e1rm_kg": 116.67,
                  "current_e1rm_kg": 116.67,
                  "first": "2024-01-15",
                  "last": "2024-01-17",
                  "records": {
                    "weight": 1,
                    "e1rm": 0,
                    "volume": 0,
                    "added_load": 0,
                    "assistance": 0,
                    "reps": 0,
                    "hold": 0
                  },
                  "e1rm_series": [
                    {
                      "date": "2024-01-15",
                      "e1rm_kg": 116.67
                    },
                    {
                      "date": "2024-01-17",
                      "e1rm_kg": 115.5
                    }
                  ],
                  "rep_maxes": [
                    {
                      "reps": 1,
                      "weight_kg": 105,
                      "date": "2024-01-17",
                      "workout": "w2"
                    },
                    {
                      "reps": 2,
                      "weight_kg": 105,
                      "date": "2024-01-17",
                      "workout": "w2"
                    },
                    {
                      "reps": 3,
                      "weight_kg": 105,
                      "date": "2024-01-17",
                      "workout": "w2"
                    },
                    {
                      "reps": 4,
                      "weight_kg": 100,
                      "date": "2024-01-15",
                      "workout": "w1"
                    },
                    {
                      "reps": 5,
                      "weight_kg": 100,
                      "date": "2024-01-15",
                      "workout": "w1"
                    }
                  ],
                  "bests": {
                    "most_reps": 5,
                    "longest_s": null,
                    "least_assistance_kg": null,
                    "best_pace_s_per_km": null
                  },
                  "days": [
                    {
                      "date": "2024-01-15",
                      "e1rm_kg": 116.67,
                      "best_weight_kg": 100,
                      "volume_kg": 500,
                      "most_reps": 5,
                      "longest_s": null,
                      "least_assistance_kg": null,
                      "best_pace_s_per_km": null
                    },
                    {
                      "date": "2024-01-17",
                      "e1rm_kg": 115.5,
                      "best_weight_kg": 105,
                      "volume_kg": 315,
                      "most_reps": 3,
                      "longest_s": null,
                      "least_assistance_kg": null,
                      "best_pace_s_per_km": null
                    }
                  ],
                  "grips": []
                }
              ],
              "weeks": [
                {
                  "week": "2024-W03",
                  "start": "2024-01-15",
                  "workouts": 2,
                  "working_sets": 2,
                  "reps": 8,
                  "volume_kg": 815,
                  "duration_min": 90,
                  "load": 660,
                  "monotony": 0.6,
                  "strain": 397.25,
                  "muscles": [
                    {
                      "muscle": "chest",
                      "sets": 2
                    },
                    {
                      "muscle": "front delts",
                      "sets": 1
                    },
                    {
                      "muscle": "triceps",
                      "sets": 1
                    }
                  ]
                }
              ],
              "streaks": {
                "current_weeks": 1,
                "longest_weeks": 1
              },
              "records": [
                {
                  "workout": "w2",
                  "date": "2024-01-17",
                  "exercise": "bench-press",
                  "kind": "weight",
                  "value_kg": 105,
                  "previous_kg": 100
                }
              ],
              "workouts": [
                {
                  "id": "w1",
                  "date": "2024-01-15",
                  "session": null,
                  "working_sets": 1,
                  "reps": 5,
                  "volume_kg": 500,
                  "duration_min": 60,
                  "load": 420,
                  "records": 0
                },
                {
                  "id": "w2",
                  "date": "2024-01-17",
                  "session": null,
                  "working_sets": 1,
                  "reps": 3,
                  "volume_kg": 315,
                  "duration_min": 30,
                  "load": 240,
                  "records": 1
                }
              ],
              "daily": [
                {
                  "date": "2024-01-15",
                  "load": 420,
                  "acute": 60,
                  "chronic": 15,
                  "acwr": 4,
                  "ctl": 10,
                  "atl": 60,
                  "tsb": 0
                },
                {
                  "date": "2024-01-17",
                  "load": 240,
                  "acute": 94.29,
                  "chronic": 23.57,
                  "acwr": 4,
                  "ctl": 15.24,
                  "atl": 78.37,
                  "tsb": -41.67
                }
              ],
              "compliance": [],
              "body": {
                "bodyweight": [
                  {
                    "date": "2024-01-17",
                    "kg": 70.25,
                    "mean_7d_kg": 70.25
                  }
                ],
                "latest_bodyweight_kg": 70.25,
                "latest_height_m": null,
                "bmi": null,
                "latest": []
              },
              "tests": [],
              "predictions": null,
              "cardio": {
                "sports": []
              }
            }
          ]
        }

        """
        #expect(try stats.jsonText() == expected)
        #expect(try stats.jsonData() == Data(expected.utf8))
    }

    @Test func anAssistedExercisesDaysCarryItsRepsAndHelpAndNullForLoad() throws {
        // Two workouts on one day make one point: most reps 8, least help 15 kg; help is not
        // load, so no e1RM, best set or volume.
        let library = Fixture.library(workouts: [
            Fixture.workout("w1", "2024-01-15", minute: 480, [("assisted-pull-up", [Fixture.set(-25, 8), Fixture.set(-20, 6)])]),
            Fixture.workout("w2", "2024-01-15", minute: 1080, [("assisted-pull-up", [Fixture.set(-15, 5)])]),
        ])
        let exercise = try #require(Fixture.ana(library, asOf: "2024-01-31").exercise(id: "assisted-pull-up"))
        #expect(try OrderedJSONEncoder().encodeText(exercise.days) == """
        [
          {
            "date": "2024-01-15",
            "e1rm_kg": null,
            "best_weight_kg": null,
            "volume_kg": null,
            "most_reps": 8,
            "longest_s": null,
            "least_assistance_kg": 15,
            "best_pace_s_per_km": null
          }
        ]

        """)
    }

    @Test func encodesTestsAndPredictionsWithUnits() throws {
        let library = Fixture.library(tests: [
            TestResult(date: Fixture.day("2024-01-05"), athlete: "ana", test: "10k", result: .time(3000)),
            TestResult(date: Fixture.day("2024-01-06"), athlete: "ana", test: "max-hang", result: .load(Load(kilograms: 12.5, relativeToBodyweight: true))),
        ])
        let ana = Fixture.ana(library, asOf: "2024-01-31")
        // 10k in 3000 s: 5k 3000 × 0.5^1.06 = 1438.896…; half 3000 × 2.10975^1.06 = 6619.209…; marathon 3000 × 4.2195^1.06 = 13800.598…
        let json = try OrderedJSONEncoder().encodeText(ana.predictions)
        #expect(json == """
        {
          "source_test": "10k",
          "source_date": "2024-01-05",
          "source_distance_m": 10000,
          "source_time_s": 3000,
          "predictions": [
            {
              "race": "5k",
              "distance_m": 5000,
              "time_s": 1438.9
            },
            {
              "race": "10k",
              "distance_m": 10000,
              "time_s": 3000
            },
            {
              "race": "half-marathon",
              "distance_m": 21097.5,
              "time_s": 6619.21
            },
            {
              "race": "marathon",
              "distance_m": 42195,
              "time_s": 13800.6
            }
          ]
        }

        """)
        let hang = try OrderedJSONEncoder().encodeText(ana.tests.last?.latest)
        #expect(hang == """
        {
          "date": "2024-01-06",
          "kind": "load",
          "value": 12.5
        }

        """)
    }

    @Test func escapesStringsAndSpellsNumbersShortest() throws {
        let strings = ["a \"quote\" \\ tab\t line\n bell\u{7} café/é", ""]
        #expect(try OrderedJSONEncoder().encodeText(strings) == """
        [
          "a \\"quote\\" \\\\ tab\\t line\\n bell\\u0007 café/é",
          ""
        ]

        """)
        let numbers: [Double] = [0.6, 116.67, 105, -41.67, 1_000_000, 0]
        #expect(try OrderedJSONEncoder().encodeText(numbers) == "[\n  0.6,\n  116.67,\n  105,\n  -41.67,\n  1000000,\n  0\n]\n")
        #expect(try OrderedJSONEncoder().encodeText([[Int]]()) == "[]\n")
        #expect(try OrderedJSONEncoder().encodeText(RecordCounts()) == "{\n  \"weight\": 0,\n  \"e1rm\": 0,\n  \"volume\": 0,\n"
            + "  \"added_load\": 0,\n  \"assistance\": 0,\n  \"reps\": 0,\n  \"hold\": 0\n}\n")
    }

    @Test func roundsToHundredthsAndNeverWritesNegativeZero() {
        // 1/3 → 0.33; 116.666… → 116.67; 2.675 × 100 is exactly 267.5 in doubles → 2.68 (half away from zero); −0.001 → 0, not −0.
        #expect(StatisticsRounding.round(1.0 / 3) == 0.33)
        #expect(StatisticsRounding.round(116.666_666_666_666_67) == 116.67)
        #expect(StatisticsRounding.round(2.675) == 2.68)
        #expect(StatisticsRounding.round(-0.001).sign == .plus)
        #expect(StatisticsRounding.round(-41.666_666) == -41.67)
    }
}
