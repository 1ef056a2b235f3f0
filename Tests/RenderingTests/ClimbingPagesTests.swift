import Statistics
import Testing
@testable import Rendering
import TrainingModel

/// A climber's site (docs/statistics.md#grips, #grades, docs/report.md#climbing): grips
/// charted one line each, grade styles on the profile and the year, climbing in the year
/// and report.md instead of "Volume: 0 kg", and a pull-up in its own terms.
@Suite struct ClimbingPagesTests {
    static let asOf = SampleLibrary.date("2026-03-05")
    static let halfCrimp = Grip(name: "half crimp", edgeMillimetres: 20)
    static let openHand = Grip(name: "open hand", edgeMillimetres: 20)

    static func hang(_ added: Double, _ seconds: Double, _ grip: Grip, reps: Int? = nil) -> PerformedSet {
        PerformedSet(load: Load(kilograms: added, relativeToBodyweight: true), reps: reps, duration: seconds, grip: grip)
    }

    /// Fay climbs and hangs, and never lifts: two hangboard days, a bouldering day with a
    /// flash and a send, and a route day with an onsight and a redpoint.
    static func climber(pullUps: Bool = false) -> TrainingLibrary {
        var library = TrainingLibrary(
            config: SiteConfig(title: "Fay's climbing", author: "Fay Lindqvist"),
            athletes: [Athlete(id: "fay", name: "Fay Lindqvist", sourcePath: "athletes/fay.md")],
            exercises: [
                Exercise(id: "hangboard-hang", name: "Hangboard Hang", type: .climbing, metric: .hang,
                         sourcePath: "exercises/hangboard-hang.md"),
                Exercise(id: "bouldering", name: "Bouldering", type: .climbing, metric: .bodyweightReps,
                         sourcePath: "exercises/bouldering.md"),
                Exercise(id: "sport-climbing", name: "Sport climbing", type: .climbing, metric: .bodyweightReps,
                         sourcePath: "exercises/sport-climbing.md"),
            ],
            workouts: [
                Workout(id: "2026-03-02-hangs", date: SampleLibrary.date("2026-03-02"), athlete: "fay", name: "Hangs",
                        entries: [WorkoutEntry(exercise: "hangboard-hang", sets: [
                            hang(10, 7, halfCrimp), hang(10, 7, halfCrimp), hang(5, 10, openHand),
                        ])]),
                Workout(id: "2026-03-03-boulders", date: SampleLibrary.date("2026-03-03"), athlete: "fay", name: "Boulders",
                        entries: [
                            WorkoutEntry(exercise: "bouldering", sets: [PerformedSet(reps: 8)],
                                         grade: ClimbingGrade("6C"), style: .flash),
                            WorkoutEntry(exercise: "bouldering", sets: [PerformedSet(reps: 4)],
                                         grade: ClimbingGrade("7A"), style: .send),
                        ]),
                Workout(id: "2026-03-04-routes", date: SampleLibrary.date("2026-03-04"), athlete: "fay", name: "Routes",
                        entries: [
                            WorkoutEntry(exercise: "sport-climbing", sets: [PerformedSet(reps: 3)],
                                         grade: ClimbingGrade("6c"), style: .onsight),
                            WorkoutEntry(exercise: "sport-climbing", sets: [PerformedSet(reps: 2)],
                                         grade: ClimbingGrade("7a"), style: .redpoint),
                            WorkoutEntry(exercise: "hangboard-hang", sets: [hang(12.5, 7, halfCrimp)]),
                        ]),
            ])
        if pullUps {
            library.exercises.append(Exercise(id: "pull-up", name: "Pull-Up", type: .strength, metric: .bodyweightReps,
                                              sourcePath: "exercises/pull-up.md"))
            library.workouts.append(Workout(
                id: "2026-03-05-pull-ups", date: asOf, athlete: "fay", name: "Pull-ups",
                entries: [WorkoutEntry(exercise: "pull-up", sets: [
                    PerformedSet(load: Load(kilograms: 5, relativeToBodyweight: true), reps: 5),
                    PerformedSet(load: Load(kilograms: 0, relativeToBodyweight: true), reps: 9),
                ])]))
        }
        return library
    }

    @Test func theExercisePageChartsEachGripAndListsItsBestHang() async throws {
        let html = try #require(try await renderSite(Self.climber(), asOf: Self.asOf)["exercises/hangboard-hang/index.html"])
        #expect(html.contains("<div><dt>Best hang, Half crimp 20 mm</dt><dd>BW + 12.5 kg · 7 s</dd></div>"))
        #expect(html.contains("<div><dt>Best hang, Open hand 20 mm</dt><dd>BW + 5 kg · 10 s</dd></div>"))
        // One line a grip, with a legend naming each.
        let chart = try #require(html.range(of: "Hang load by grip · Hangboard Hang").map { String(html[$0.lowerBound...]) })
        #expect(chart.contains("class=\"legend\""))
        #expect(chart.contains(">Half crimp 20 mm<"))
        #expect(chart.contains(">Open hand 20 mm<"))
    }

    @Test func theWorkoutPageHasAGripColumnAndTheGradesStyle() async throws {
        let pages = try await renderSite(Self.climber(), asOf: Self.asOf)
        let hangs = try #require(pages["workouts/2026-03-02-hangs/index.html"])
        #expect(hangs.contains("<th scope=\"col\">Grip</th>"))
        #expect(hangs.contains("<td>Half crimp 20 mm</td>"))
        let routes = try #require(pages["workouts/2026-03-04-routes/index.html"])
        #expect(routes.contains("<p class=\"detail-note\">Hardest grade: 7a, redpoint</p>"))
    }

    @Test func theProfileShowsTheHardestGradeOfEachStyle() async throws {
        let html = try #require(try await renderSite(Self.climber(), asOf: Self.asOf)["athletes/fay/profile/index.html"])
        #expect(html.contains("<div><dt>Hardest flash, boulders</dt><dd>6C</dd></div>"))
        #expect(html.contains("<div><dt>Hardest send, boulders</dt><dd>7A</dd></div>"))
        #expect(html.contains("<div><dt>Hardest onsight, routes</dt><dd>6c</dd></div>"))
        #expect(html.contains("<div><dt>Hardest redpoint, routes</dt><dd>7a</dd></div>"))
    }

    /// Climbing, in its own figures; no Lifting with "Volume: 0 kg".
    @Test func aClimbersYearShowsClimbingAndNoLifting() async throws {
        let library = Self.climber()
        let statistics = StatisticsEngine.compute(library, asOf: Self.asOf)
        let markdown = try YearMarkdown.text(library: library, statistics: statistics, year: 2026, athlete: nil)
        #expect(!markdown.contains("Lifting"))
        // Under tension: 7 + 7 + 10 + 7 = 31 s.
        for line in [
            "| Climbing | Sessions | 3 |", "| Climbing | Hardest grade | 7A, 7a |",
            "| Climbing | Hardest flash, boulders | 6C |", "| Climbing | Hardest send, boulders | 7A |",
            "| Climbing | Hardest onsight, routes | 6c |", "| Climbing | Hardest redpoint, routes | 7a |",
            "| Climbing | Time under tension | 31 s |",
            "| Climbing | Best hang, Half crimp 20 mm | BW + 12.5 kg · 7 s |",
            "| Climbing | Best hang, Open hand 20 mm | BW + 5 kg · 10 s |",
        ] {
            #expect(markdown.contains(line), "\(line)")
        }
    }

    @Test func aClimbersReportShowsClimbingAndNoVolume() {
        let library = Self.climber()
        let report = MarkdownReport(library: library, statistics: StatisticsEngine.compute(library, asOf: Self.asOf)).text
        #expect(!report.contains("| Volume | 0 kg |"))
        #expect(report.contains("""
            ## Climbing

            | Statistic | Value |
            | --- | ---: |
            | Sessions | 3 |
            | Hardest grade | 7A, 7a |
            | Hardest flash, boulders | 6C |
            | Hardest send, boulders | 7A |
            | Hardest onsight, routes | 6c |
            | Hardest redpoint, routes | 7a |
            | Time under tension | 31 s |
            | Best hang, Half crimp 20 mm | BW + 12.5 kg · 7 s |
            | Best hang, Open hand 20 mm | BW + 5 kg · 10 s |
            """))
    }

    /// docs/statistics.md#bodyweight-weighted-and-assisted-work: a pull-up's added load and
    /// reps, not "best weight 5 kg, e1RM 6 kg"; a lift still has its e1RM.
    @Test func aPullUpInTopExercisesReadsInItsOwnTerms() {
        let library = Self.climber(pullUps: true)
        let report = MarkdownReport(library: library, statistics: StatisticsEngine.compute(library, asOf: Self.asOf)).text
        #expect(report.contains("| Exercise | Working sets | Volume (kg) | Best weight (kg) | Most reps | Best e1RM (kg) | Current e1RM (kg) | e1RM trend |"))
        #expect(report.contains("| Pull-Up | 2 | 25 | +5 | 9 | – | – | – |"))
        #expect(report.contains("| Volume | 25 kg |"))
    }
}
