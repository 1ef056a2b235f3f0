import Testing
@testable import Rendering
import TrainingModel

/// What a sheet holds beyond the golden files: protocol timelines, boxes per set, groups by round.
@Suite struct SheetContentTests {
    func page(_ path: String, _ library: TrainingLibrary = SheetFixture.make()) async throws -> String {
        try #require(try await renderSite(library, asOf: SheetFixture.asOf)[path])
    }

    @Test func protocolIsShownGripByGripWithItsClockTuTAndDuration() async throws {
        let sheet = try await page(SitePaths.sheet("hangboard-day"))
        #expect(sheet.contains("<li><span class=\"clock\">0:00</span> Half crimp 20 mm: 3 sets × (6 × 7 s on / 3 s off), "
            + "3 min between sets</li>"))
        // Each grip takes 3·6·7 + 3·5·3 + 2·180 = 531 s.
        #expect(sheet.contains("<li class=\"timeline-rest\"><span class=\"clock\">8:51</span> 1 min, change grip</li>"))
        #expect(sheet.contains("<li><span class=\"clock\">9:51</span> Open hand 20 mm + 5 kg: 3 sets × (6 × 7 s on / 3 s off), "
            + "3 min between sets</li>"))
        // TUT = 2·3·6·7 = 252 s; T = 252 + 2·3·5·3 + 2·2·180 + 60 = 1122 s.
        #expect(sheet.contains("<p class=\"details\">Time under tension 4 min 12 s · Total 18 min 42 s</p>"))
        // A single unnamed grip, one rep a set.
        #expect(sheet.contains("<li><span class=\"clock\">0:00</span> 5 sets × 10 s on, 2 min between sets</li>"))
    }

    @Test func eachExerciseShowsTheAthletesLastSetsWithTheirDay() async throws {
        var library = SheetFixture.make()
        // A later bench day after the as-of date is not "last time"; a warm-up is left out
        // and three identical sets are counted once.
        library.workouts.append(Workout(id: "2026-03-04-bench", date: SheetFixture.date("2026-03-04"), athlete: "ana",
                                        entries: [WorkoutEntry(exercise: "bench-press", sets: [
                                            PerformedSet(kind: .warmup, load: Load(kilograms: 40), reps: 8),
                                            PerformedSet(load: Load(kilograms: 62.5), reps: 5),
                                            PerformedSet(load: Load(kilograms: 62.5), reps: 5),
                                            PerformedSet(load: Load(kilograms: 62.5), reps: 5),
                                            PerformedSet(load: Load(kilograms: 55), reps: 8, rpe: 8),
                                        ])]))
        library.workouts.append(Workout(id: "2026-03-09-bench", date: SheetFixture.date("2026-03-09"), athlete: "ana",
                                        entries: [WorkoutEntry(exercise: "bench-press", sets: [
                                            PerformedSet(load: Load(kilograms: 70), reps: 5),
                                        ])]))
        let sheet = try await page(SitePaths.sheet("strength-day"), library)
        #expect(sheet.contains("<p class=\"last-time\">Last time, Wed 4 Mar 2026: 62.5 kg × 5 (×3), 55 kg × 8 @8</p>"))
        #expect(sheet.contains("<p class=\"last-time\">Last time, Fri 20 Feb 2026: 100 kg × 5 @8</p>"))
        // No history, no line: the overhead press was never done.
        let press = try #require(sheet.components(separatedBy: "<li class=\"sheet-item").first { $0.contains("Overhead Press") })
        #expect(!press.contains("last-time"))
    }

    /// On a pound site a run's last time is in miles, as on the cardio page and in report.md:
    /// 4,990 m is 3.1 mi (4990 / 1609.344 = 3.10), not "4.99 km".
    @Test func aRunsLastTimeIsInTheSitesUnits() async throws {
        var library = SheetFixture.make(units: .lb)
        library.workouts.append(Workout(id: "2026-03-04-run", date: SheetFixture.date("2026-03-04"), athlete: "ana",
                                        entries: [WorkoutEntry(exercise: "easy-run", sets: [
                                            PerformedSet(duration: 1680, distance: 4990),
                                        ])]))
        let sheet = try await page(SitePaths.sheet("cardio-day"), library)
        #expect(sheet.contains("<p class=\"last-time\">Last time, Wed 4 Mar 2026: 3.1 mi in 28:00</p>"))
    }

    @Test func protocolStepsFollowTheTimeline() {
        let p = IntervalProtocol(repsPerSet: 2, work: 30, restBetweenReps: 5, sets: 2, restBetweenSets: 15,
                                 grips: [Grip(name: "a"), Grip(name: "b")], restBetweenGrips: 60)
        let grip = { (index: Int, start: Double) in
            ProtocolStep.grip(.init(gripIndex: index, start: start, duration: 145, sets: 2, repsPerSet: 2, work: 30,
                                    restBetweenReps: 5, restBetweenSets: 15))
        }
        // docs/notation.md#interval-protocols's example: T = 350 s.
        #expect(ProtocolStep.steps(of: p) == [grip(0, 0), .changeGrip(start: 145, duration: 60), grip(1, 205)])
    }

    @Test func eachSetHasBoxesForWhatTheExerciseRecords() async throws {
        let sheet = try await page(SitePaths.sheet("strength-day"))
        let items = sheet.components(separatedBy: "<li class=\"sheet-item").dropFirst()
        #expect(items.count == 8)
        let squat = try #require(items.first)
        #expect(squat.contains("<th scope=\"col\">5</th></tr>"))
        #expect(squat.occurrences(of: "<td></td>") == 15)
        #expect(squat.contains("<th scope=\"row\">Load</th>"))
        #expect(squat.contains("<th scope=\"row\">Reps</th>"))
        #expect(squat.contains("<th scope=\"row\">RPE</th>"))
        // The plank is timed: time and RPE.
        let plank = try #require(items.last)
        #expect(plank.contains("<th scope=\"row\">Time</th>"))
        #expect(!plank.contains("<th scope=\"row\">Reps</th>"))
        #expect(plank.occurrences(of: "<td></td>") == 6)
        // Rest and tempo are their own line.
        #expect(sheet.contains("<p class=\"details\">Rest 3 min · Tempo 3-1-1-0</p>"))
    }

    @Test func groupsShowTheirRoundsWithARowGroupPerMember() async throws {
        let sheet = try await page(SitePaths.sheet("superset-day"))
        #expect(sheet.contains("<p class=\"group-label\"><span class=\"marker\">2</span> Superset · 3 rounds · rest 2 min</p>"))
        // Dips are two sets a round, so each round has two columns and pull-ups leave one blank.
        #expect(sheet.contains("<th scope=\"colgroup\" colspan=\"2\">Round 1</th>"))
        #expect(sheet.contains("<th scope=\"rowgroup\" rowspan=\"2\" class=\"grid-lead\">2a Pull-up</th>"))
        #expect(sheet.occurrences(of: "<td class=\"unused\"></td>") == 6)
        // A circuit of one set a round: a column per round.
        #expect(sheet.contains("<p class=\"group-label\"><span class=\"marker\">3</span> Circuit · 4 rounds · rest 90 s</p>"))
        #expect(sheet.contains("<th scope=\"col\">Round</th><th scope=\"col\">1</th><th scope=\"col\">2</th>"
            + "<th scope=\"col\">3</th><th scope=\"col\">4</th></tr>"))
    }

    @Test func cardioBlocksGetARowEach() async throws {
        let sheet = try await page(SitePaths.sheet("cardio-day"))
        #expect(sheet.contains("<p class=\"prescription\">10 min easy + 20 min threshold + 10 min cool-down</p>"))
        #expect(sheet.contains("<tr><th scope=\"row\">20 min threshold</th><td></td><td></td><td></td></tr>"))
        #expect(sheet.contains("<th scope=\"col\">Time</th><th scope=\"col\">Distance</th><th scope=\"col\">RPE</th>"))
    }

    @Test func sheetFollowsThePaperSize() async throws {
        let letter = try await page(SitePaths.sheet("strength-day"), SheetFixture.make(paper: .letter))
        #expect(letter.contains("<style>@page { size: letter; margin: 10mm 12mm; }</style>"))
        let a4 = try await page(SitePaths.planWeek("spring-block", week: 2))
        #expect(a4.contains("<style>@page { size: A4; margin: 10mm 12mm; }</style>"))
    }

    @Test func planPageShowsComplianceAndTheCalendar() async throws {
        let plan = try await page(SitePaths.plan("spring-block"))
        // As of Thursday 5 March: Monday done, both Wednesday sessions missed.
        #expect(plan.contains("<div><dt>Compliance</dt><dd>1 of 3 done (33%)</dd></div>"))
        #expect(plan.contains("<span class=\"week-compliance\">1 of 3 done (33%)</span>"))
        #expect(plan.contains("<li class=\"slot slot-done\"><a href=\"../../sessions/strength-day/index.html\">Strength Day</a> "
            + "<span class=\"slot-status\"><a href=\"../../workouts/2026-03-02-strength/index.html\">done</a></span></li>"))
        #expect(plan.occurrences(of: "slot-missed") == 2)
        #expect(plan.occurrences(of: "slot-planned") == 5)
        #expect(plan.contains("<a class=\"week-sheet-link\" href=\"../../plans/spring-block/week-2/index.html\">Week sheet</a>"))
        let index = try await page(SitePaths.planIndex)
        #expect(index.contains("<p class=\"detail-line\">Compliance: 1 of 3 done (33%)</p>"))
        #expect(index.contains("<a href=\"../plans/index.html\" aria-current=\"page\">Plans</a>"))
    }

    @Test func weekSheetListsEveryDayWithItsSessionsAndLoads() async throws {
        let sheet = try await page(SitePaths.planWeek("spring-block", week: 2))
        #expect(sheet.contains("<h1>Spring block · Week 2 of 2</h1>"))
        #expect(sheet.contains("<strong>Deload week</strong>"))
        #expect(sheet.occurrences(of: "<li class=\"week-day") == 7)
        #expect(sheet.occurrences(of: "<p class=\"rest-day\">Rest day</p>") == 4)
        #expect(sheet.contains("<strong>Back Squat</strong> 5 × 5 @ 80% of e1RM, rest 3 min "
            + "<span class=\"target target-resolved\">→ 97.5 kg</span>"))
        #expect(sheet.contains("<strong>Overhead Press</strong> 4 × 6 @ 70% of e1RM, rest 2 min "
            + "<span class=\"target\">→ no history: by feel</span>"))
    }

    @Test func spanishSitesGetSpanishSheetsAndPlans() async throws {
        var library = SheetFixture.make()
        library.config.language = .es
        let site = try await renderSite(library, asOf: SheetFixture.asOf)
        let sheet = try #require(site[SitePaths.sheet("strength-day")])
        #expect(sheet.contains("Objetivo 97,5 kg · 80% del e1RM 123,3 kg"))
        #expect(sheet.contains("<p class=\"details\">Descanso 3 min · Tempo 3-1-1-0</p>"))
        let hangboard = try #require(site[SitePaths.sheet("hangboard-day")])
        #expect(hangboard.contains("1 min, cambio de agarre"))
        let week = try #require(site[SitePaths.planWeek("spring-block", week: 1)])
        #expect(week.contains("<h1>Spring block · Semana 1 de 2</h1>"))
        #expect(week.contains("<time datetime=\"2026-03-03\">martes 3 mar</time>"))
        #expect(week.contains("<p class=\"rest-day\">Descanso</p>"))
        let plan = try #require(site[SitePaths.plan("spring-block")])
        #expect(plan.contains("<div><dt>Cumplimiento</dt><dd>1 de 3 hechas (33%)</dd></div>"))
        #expect(plan.contains("aria-current=\"page\">Planes</a>"))
    }
}
