import Statistics
import Testing
@testable import Rendering
import TrainingModel

@Suite struct MarkdownReportTests {
    /// The whole report of `ReportFixture`, checked by hand: back squat volume
    /// 100×5 + 100×5 + 80×8 + 105×3×2 = 2270 kg, its e1RM 100·(1 + 7/30) from `100 x 5 @8`,
    /// the plan's four slots up to Thursday 5 March with only Monday's Upper A done, and
    /// 10k = 1500 s · 2^1.06 = 52:07. Week 10 runs to Sunday 8 March: the trend leaves it out.
    /// Masses of records, e1RMs and bodyweight with one decimal at most, fitness, fatigue
    /// and form whole (form signed), as the HTML pages print them.
    static let golden = """
    # Ana's training

    Ana Ruiz · Data as of Thu 5 Mar 2026

    ## Summary

    | Statistic | Value |
    | --- | ---: |
    | Workouts | 3 |
    | Working sets | 14 |
    | Volume | 2,920 kg |
    | Training time | 2 h 40 min |
    | Current streak | 2 weeks |
    | Longest streak | 2 weeks |
    | Acute : chronic load | 2.86 |
    | Fitness (CTL) | 27 |
    | Fatigue (ATL) | 108 |
    | Form (TSB) | −98 |

    ## Weekly training

    | Week | Workouts | Sets | Volume (kg) | Minutes | Load |
    | --- | ---: | ---: | ---: | ---: | ---: |
    | 2026-W09 | 1 | 5 | 1,640 | 50 | 350 |
    | 2026-W10 | 2 | 9 | 1,280 | 110 | 880 |
    | Trend | | | ▄ | | ▄ |

    2026-W10 is not over yet and is left out of the trend.

    ## Climbing

    | Statistic | Value |
    | --- | ---: |
    | Sessions | 1 |
    | Hardest grade | – |
    | Time under tension | 7 s |

    ## Top exercises

    | Exercise | Working sets | Volume (kg) | Best weight (kg) | Most reps | Best e1RM (kg) | Current e1RM (kg) | e1RM trend |
    | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
    | Back Squat | 5 | 2,270 | 105 | – | 123.3 | 123.3 | █▁ |
    | Bench Press | 2 | 600 | 60 | – | 70 | 70 | ▄ |
    | Pull-up | 3 | 50 | +10 | 8 | – | – | – |
    | Plank | 2 | 0 | – | – | – | – | – |
    | Easy Run | 1 | 0 | – | – | – | – | – |
    | Hangboard Hang | 1 | 0 | +10 | – | – | – | – |

    ## Recent records

    | Date | Exercise | Record | Value | Previous |
    | --- | --- | --- | ---: | ---: |
    | Wed 4 Mar 2026 | Back Squat | Weight | 105 kg | 100 kg |

    ## Recent workouts

    | Date | Workout | Sets | Volume (kg) | Minutes | Load | Records |
    | --- | --- | ---: | ---: | ---: | ---: | ---: |
    | Wed 4 Mar 2026 | Squat day | 2 | 630 | 45 | 360 | 1 |
    | Mon 2 Mar 2026 | Upper A | 7 | 650 | 65 | 520 | 0 |
    | Thu 26 Feb 2026 | Lower | 5 | 1,640 | 50 | 350 | 0 |

    ## Cardio

    Distances in km, paces in min/km.

    | Sport | Sessions | Distance | Time | Average pace | Longest | Weekly distance |
    | --- | ---: | ---: | ---: | ---: | --- | --- |
    | Easy Run | 1 | 5 km | 27 min 40 s | 5:32 /km | 5 km in 27:40 | |

    2026-W10 is not over yet and is left out of the trend.

    ### Best efforts

    | Sport | Distance | Time | Pace | From | Date | Workout |
    | --- | --- | ---: | ---: | --- | --- | --- |
    | Easy Run | 1 km | 5:32 | 5:32 /km | 5 km in 27:40 | Mon 2 Mar 2026 | Upper A |
    | Easy Run | 5 km | 27:40 | 5:32 /km | 5 km in 27:40 | Mon 2 Mar 2026 | Upper A |

    ## Plan compliance

    | Plan | Period | Done | Planned | Compliance |
    | --- | --- | ---: | ---: | ---: |
    | Spring block | Mon 23 Feb 2026 – Sun 22 Mar 2026 | 1 | 4 | 25% |

    ## Body

    | Statistic | Value |
    | --- | ---: |
    | Bodyweight | 61.2 kg (Tue 3 Mar 2026) |
    | 7-day mean | 61.5 kg |
    | Height | 1.68 m |
    | BMI | 21.7 |
    | Bodyweight trend | █▃▁ |

    ## Tests

    | Test | Latest | Date | Best |
    | --- | ---: | --- | ---: |
    | 5 km | 25:00 | Sun 1 Mar 2026 | 25:00 |
    | Max hang 20 mm, 7 s | BW + 12 kg | Mon 2 Mar 2026 | BW + 12 kg |

    ## Race predictions

    Riegel's formula from 5 km (25:00) on Sun 1 Mar 2026.

    | Race | Predicted time |
    | --- | ---: |
    | 5 km | 25:00 |
    | 10 km | 52:07 |
    | Half marathon | 1:55:00 |
    | Marathon | 3:59:47 |

    """

    @Test func reportOfTheFixtureIsExactlyTheGoldenText() {
        let report = ReportFixture.report()
        #expect(report == Self.golden)
        if report != Self.golden {
            let expected = Self.golden.split(separator: "\n", omittingEmptySubsequences: false)
            let actual = report.split(separator: "\n", omittingEmptySubsequences: false)
            if let line = (0..<min(expected.count, actual.count)).first(where: { expected[$0] != actual[$0] }) {
                Issue.record("line \(line + 1): expected \(expected[line].debugDescription), found \(actual[line].debugDescription)")
            }
        }
    }

    @Test func sameInputGivesTheSameBytes() {
        #expect(ReportFixture.report() == ReportFixture.report())
    }

    // MARK: - --since

    @Test func sinceScopesEverySectionToWhatIsDatedOnOrAfterTheDate() {
        let report = ReportFixture.report(since: SampleLibrary.date("2026-03-03"))
        #expect(report.contains("Ana Ruiz · Data as of Thu 5 Mar 2026 · Since Tue 3 Mar 2026\n"))
        // The summary counts only Wednesday's squat day (105 × 3 × 2 = 630 kg, 45 min); the
        // load figures are the as-of day's, with the workouts before the 3rd as warm-up,
        // and a note says so.
        #expect(report.contains("""
            | Workouts | 1 |
            | Working sets | 2 |
            | Volume | 630 kg |
            | Training time | 45 min |
            | Current streak | 1 week |
            | Longest streak | 1 week |
            | Acute : chronic load | 2.86 |
            | Fitness (CTL) | 27 |
            | Fatigue (ATL) | 108 |
            | Form (TSB) | −98 |

            Acute : chronic load, Fitness (CTL), Fatigue (ATL), Form (TSB): as of Thu 5 Mar 2026, with the workouts before Tue 3 Mar 2026 as warm-up.

            ## Weekly training
            """))
        // Week 10 (2–8 March) has a day on or after the 3rd; week 9 does not. It is not
        // over, so there is no trend of the weeks that are.
        #expect(report.contains("""
            | 2026-W10 | 2 | 9 | 1,280 | 110 | 880 |

            2026-W10 is not over yet and is left out of the trend.

            """))
        #expect(!report.contains("2026-W09"))
        // Exercises over the window only: e1RM 105 × (1 + 3/30) = 115.5.
        #expect(report.contains("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n| Back Squat | 2 | 630 | 105 | – | 115.5 | 115.5 | ▄ |\n\n"))
        #expect(report.contains("| Wed 4 Mar 2026 | Squat day | 2 | 630 | 45 | 360 | 1 |\n\n"))
        #expect(!report.contains("| Mon 2 Mar 2026 | Upper A |"))
        // A record counts against the whole history: 105 beat the 100 of February.
        #expect(report.contains("| Wed 4 Mar 2026 | Back Squat | Weight | 105 kg | 100 kg |\n"))
        // Plan week 2 (from 2 March) only: its two slots up to the 5th, Monday's done.
        #expect(report.contains("| Spring block | Mon 2 Mar 2026 – Sun 22 Mar 2026 | 1 | 2 | 50% |\n"))
        // Body from the weigh-in of the 3rd alone; the tests of 1 and 2 March are before the window.
        #expect(report.contains("| Bodyweight | 61.2 kg (Tue 3 Mar 2026) |\n| 7-day mean | 61.2 kg |\n"))
        #expect(!report.contains("## Tests"))
        #expect(!report.contains("## Race predictions"))
    }

    @Test func sinceAfterEverythingSaysSoInsteadOfEmptyTables() {
        let report = ReportFixture.report(since: SampleLibrary.date("2026-03-05"))
        #expect(report.contains("## Recent records\n\nNothing on or after this date.\n\n## Recent workouts\n\nNothing on or after this date.\n"))
        // The as-of week still has days on or after the 5th.
        #expect(report.contains("| 2026-W10 |"))
    }

    @Test func sinceAfterTheAsOfDateShowsNoLoadFiguresOfADayOutsideTheWindow() {
        let report = ReportFixture.report(since: SampleLibrary.date("2026-03-06"))
        #expect(report.contains("""
            | Workouts | 0 |
            | Working sets | 0 |
            | Volume | 0 kg |
            | Training time | 0 s |
            | Current streak | 0 weeks |
            | Longest streak | 0 weeks |
            | Acute : chronic load | – |
            | Fitness (CTL) | – |
            | Fatigue (ATL) | – |
            | Form (TSB) | – |

            ## Weekly training
            """))
    }

    @Test func aLogThatStoppedShowsItsLastWeeksOfTrainingNotEmptyOnes() {
        let library = ReportFixture.make()
        let later = SampleLibrary.date("2026-06-01")
        let report = MarkdownReport(library: library, statistics: StatisticsEngine.compute(library, asOf: later)).text
        #expect(report.contains("""
            | --- | ---: | ---: | ---: | ---: | ---: |
            | 2026-W09 | 1 | 5 | 1,640 | 50 | 350 |
            | 2026-W10 | 2 | 9 | 1,280 | 110 | 880 |
            | Trend | | | █▁ | | ▁█ |

            """))
        #expect(!report.contains("2026-W22"))
    }

    // MARK: - Unknown is not zero

    @Test func workoutsWithoutDurationOrRPEShowADashWithTheReasonNotZero() {
        var library = ReportFixture.make()
        for index in library.workouts.indices {
            library.workouts[index].duration = nil
            library.workouts[index].rpe = nil
        }
        let report = ReportFixture.report(library)
        #expect(report.contains("""
            | Training time | – |
            | Current streak | 2 weeks |
            | Longest streak | 2 weeks |
            | Acute : chronic load | – |
            | Fitness (CTL) | – |
            | Fatigue (ATL) | – |
            | Form (TSB) | – |

            – Training time: No workout has a duration.

            – Acute : chronic load, Fitness (CTL), Fatigue (ATL), Form (TSB): Load needs a duration and a session RPE (or default\\_rpe in site.yaml); no workout has both.

            """))
        #expect(report.contains("| 2026-W09 | 1 | 5 | 1,640 | – | – |\n"))
        // No week has a known load: its trend is "–", not a row of blanks.
        #expect(report.contains("| Trend | | | ▄ | | – |\n"))
        #expect(report.contains("| Wed 4 Mar 2026 | Squat day | 2 | 630 | – | – | 1 |\n"))
    }

    /// A run 5 km in 25:00 after the sample's 27:40 sets two best efforts (1 km and 5 km,
    /// not the longest: 5 km is not longer): the Records column counts them as it counts a
    /// squat's weight record.
    @Test func recentWorkoutsCountCardioRecords() {
        var library = ReportFixture.make()
        library.workouts.append(Workout(
            id: "2026-03-03-tempo", date: SampleLibrary.date("2026-03-03"), athlete: "ana", name: "Tempo",
            duration: 1500, entries: [WorkoutEntry(exercise: "easy-run", sets: [PerformedSet(duration: 1500, distance: 5000)])]))
        let report = ReportFixture.report(library)
        #expect(report.contains("| Tue 3 Mar 2026 | Tempo | 1 | 0 | 25 | – | 2 |\n"))
        #expect(report.contains("| Wed 4 Mar 2026 | Squat day | 2 | 630 | 45 | 360 | 1 |\n"))
    }

    /// Runs only: the weeks' volume is 0 and its trend sits at the bottom, `▁▁`, not at
    /// the middle level `▄▄` that reads as steady lifting.
    @Test func anAllZeroTrendIsDrawnAtTheBottom() {
        var library = ReportFixture.make()
        library.workouts = [("2026-02-18", 1660.0), ("2026-02-25", 1600.0)].map { day, seconds in
            Workout(id: day + "-run", date: SampleLibrary.date(day), athlete: "ana", name: "Run", duration: seconds, rpe: 5,
                    entries: [WorkoutEntry(exercise: "easy-run", sets: [PerformedSet(duration: seconds, distance: 5000)])])
        }
        let report = ReportFixture.report(library)
        #expect(report.contains("| Trend | | | ▁▁ | | █▁ |\n"))
    }

    // MARK: - Escaping, units, languages, athletes

    @Test func namesWithMarkdownSpecialsCannotBreakATable() {
        var library = ReportFixture.make()
        library.workouts[0].name = "Legs | *heavy* <b>day</b>\nsecond line"
        library.plans[0].name = "Spring_block [v2]"
        let report = ReportFixture.report(library)
        #expect(report.contains(
            "| Thu 26 Feb 2026 | Legs \\| \\*heavy\\* \\<b\\>day\\</b\\> second line | 5 | 1,640 | 50 | 350 | 0 |\n"))
        #expect(report.contains("| Spring\\_block \\[v2\\] | Mon 23 Feb 2026"))
    }

    @Test func escapingKeepsTextOnOneLineAndBackslashesEverySpecial() {
        #expect(MarkdownText.escape("a|b") == "a\\|b")
        #expect(MarkdownText.escape("C:\\path") == "C:\\\\path")
        #expect(MarkdownText.escape("one\n\ntwo\tthree") == "one two three")
        #expect(MarkdownText.escape("$5 & `x` ~y~ #1 ![i]") == "\\$5 \\& \\`x\\` \\~y\\~ \\#1 \\!\\[i\\]")
        #expect(MarkdownText.escape("Pull-up 1.5") == "Pull-up 1.5")
    }

    @Test func poundSitesPrintEveryLoadInPounds() {
        let report = ReportFixture.report(ReportFixture.make(config: SiteConfig(title: "T", units: .lb)))
        #expect(!report.contains("kg"))
        #expect(report.contains("| Volume | 6,437 lb |\n"))  // 2920 / 0.45359237 = 6437.5…, whole pounds
        #expect(report.contains("| Back Squat | 5 | 5,004 | 231.5 | – | 271.9 | 271.9 | █▁ |\n"))
        #expect(report.contains("| Wed 4 Mar 2026 | Back Squat | Weight | 231.5 lb | 220.5 lb |\n"))
        #expect(report.contains("| Bodyweight | 134.9 lb (Tue 3 Mar 2026) |\n"))
        #expect(report.contains("| Max hang 20 mm, 7 s | BW + 26.46 lb |"))
    }

    @Test func spanishReportUsesSpanishWordsDatesAndDecimalCommas() {
        let report = ReportFixture.report(ReportFixture.make(config: SiteConfig(title: "T", language: .es)))
        #expect(report.contains("Ana Ruiz · Datos a fecha de jue 5 mar 2026\n"))
        #expect(report.contains("## Resumen\n\n| Indicador | Valor |\n| --- | ---: |\n| Entrenamientos | 3 |\n| Series efectivas | 14 |\n| Volumen | 2.920 kg |\n"))
        #expect(report.contains("| Racha actual | 2 semanas |\n"))
        #expect(report.contains("| Carga aguda : crónica | 2,86 |\n"))
        #expect(report.contains("| Semana | Entrenamientos | Series | Volumen (kg) | Minutos | Carga |\n"))
        #expect(report.contains("| Tendencia | | | ▄ | | ▄ |\n\n2026-W10 aún no ha terminado y queda fuera de la tendencia.\n"))
        #expect(report.contains("| mié 4 mar 2026 | Back Squat | Peso | 105 kg | 100 kg |\n"))
        #expect(report.contains("| Spring block | lun 23 feb 2026 – dom 22 mar 2026 | 1 | 4 | 25% |\n"))
        #expect(report.contains("| Media maratón | 1:55:00 |\n"))
        #expect(report.contains("| Max hang 20 mm, 7 s | PC + 12 kg | lun 2 mar 2026 | PC + 12 kg |\n"))
    }

    /// Cleo has no workouts: flagged as such, not as having stopped. Thu 5 Mar is in
    /// 2026-W10, not over: its column reads "so far", beside last week's (W09), the
    /// sparklines end with W09 (Ben has none) and a line says so.
    @Test func severalAthletesGetOneSectionEach() {
        var library = ReportFixture.make()
        library.athletes.append(Athlete(id: "ben", name: "Ben Ortiz"))
        library.athletes.append(Athlete(id: "cleo", name: "Cleo Vidal"))
        library.workouts.append(Workout(
            id: "2026-03-03-ben", date: SampleLibrary.date("2026-03-03"), athlete: "ben", name: "Ben's bench",
            duration: 1800, rpe: 6, entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 80), reps: 5)]),
            ]))
        let report = ReportFixture.report(library)
        // The coach's overview first (athletes/index.html's rows), then a section per athlete.
        #expect(report.hasPrefix("""
            # Ana's training

            Data as of Thu 5 Mar 2026

            ## Athletes

            | Athlete | Last workout | Discipline | This week so far | Last week | 4-week average | 12 weeks | Session load (week / last week / 4-week average) | Plan compliance | Flags |
            | --- | --- | --- | ---: | ---: | ---: | --- | ---: | ---: | --- |
            | Ana Ruiz | Wed 4 Mar 2026 | Lifting; Easy Run; Climbing | 1,280 kg; 5 km, 27:40; 1 session, 7 s under tension | 1,640 kg; 0 km, 0:00; 0 sessions | 410 kg; 0 km, 0:00; 0 sessions | ▄; ▁; ▁ | 880 / 350 / 88 | 1/4 (25%) | Acute : chronic above 1.5, New record this week |
            | Ben Ortiz | Tue 3 Mar 2026 | Lifting | 400 kg | 0 kg | 0 kg | | 180 / 0 / 0 | – | Acute : chronic above 1.5 |
            | Cleo Vidal | – | – | – | – | – | – | 0 / 0 / 0 | – | No workouts logged |

            2026-W10 is not over yet and is left out of the 12 weeks.

            ## Ana Ruiz

            ### Summary

            """))
        #expect(report.contains("\n## Ben Ortiz\n\n### Summary\n\n| Statistic | Value |\n| --- | ---: |\n| Workouts | 1 |\n"))
        #expect(report.contains("| Tue 3 Mar 2026 | Ben's bench | 1 | 400 | 30 | 180 | 0 |\n"))
    }

    @Test func athleteWithoutWorkoutsGetsTheSummaryAndAnEmptyState() {
        let library = TrainingLibrary(athletes: [Athlete(id: "new", name: "New Athlete")])
        let report = MarkdownReport(library: library, statistics: StatisticsEngine.compute(library, asOf: ReportFixture.asOf)).text
        #expect(report.contains("| Workouts | 0 |\n"))
        #expect(report.hasSuffix("| Form (TSB) | – |\n\nNo workouts yet.\n"))
    }

    @Test func tableCellsAreEscapedAndMissingCellsPrintEmpty() {
        var table = MarkdownTable([.text("A|B"), .number("N")])
        table.append(["x"])
        table.append(["", "2"])
        #expect(table.markdown == "| A\\|B | N |\n| --- | ---: |\n| x | |\n| | 2 |\n")
    }
}
