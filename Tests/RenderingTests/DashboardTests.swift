import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// The dashboard and the other statistics pages show the numbers docs/statistics.md defines,
/// worked out by hand for the sample fixtures.
@Suite struct DashboardTests {
    /// The value of the headline labelled `label` on a page.
    static func headline(_ label: String, in html: String) -> String? {
        let marker = "<div class=\"headline\"><dt>\(label)</dt><dd><span class=\"headline-value\">"
        guard let start = html.range(of: marker) else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.range(of: "</span>") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    @Test func singleAthleteHomeIsTheDashboardWithHandCountedHeadlines() async throws {
        let home = try #require(try await renderSite(SampleLibrary.make())["index.html"])
        // Two workouts; volume: squat 2 × 100 × 5 + drop 80 × 8 = 1,640, bench 2 × 60 × 5 = 600,
        // pull-up +10 kg × 5 = 50 (the bodyweight-only sets add nothing): 2,290 kg.
        #expect(Self.headline("Workouts", in: home) == "2")
        #expect(Self.headline("Volume", in: home) == "2,290 kg")
        // 50 min + 65 min.
        #expect(Self.headline("Training time", in: home) == "1 h 55 min")
        // Weeks of 23 Feb and 2 Mar, as of Thu 5 Mar.
        #expect(Self.headline("Current streak", in: home) == "2 weeks")
        #expect(Self.headline("Longest streak", in: home) == "2 weeks")
        #expect(!home.contains("<dl class=\"counts\">"))
        #expect(home.contains("<h2>Weekly volume</h2>\n<p class=\"card-lead\">This week: 650 kg</p>"))
        #expect(home.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"training-calendar\""))
    }

    @Test func headlinesWithoutDurationsOrRPEAreADashWithTheirReasonNotZero() async throws {
        var library = SampleLibrary.make()
        for index in library.workouts.indices {
            library.workouts[index].duration = nil
            library.workouts[index].rpe = nil
        }
        let home = try #require(try await renderSite(library)["index.html"])
        let time = "<div class=\"headline\"><dt>Training time</dt><dd><span class=\"headline-value\" title=\"No workout has a duration.\">–</span><span class=\"visually-hidden\"> (No workout has a duration.)</span></dd></div>"
        #expect(home.contains(time))
        for label in ["Acute : chronic today", "Form", "Fitness"] {
            #expect(home.contains("<div class=\"headline\"><dt>\(label)</dt><dd><span class=\"headline-value\" title=\"Load needs a duration and a session RPE (or default_rpe in site.yaml); no workout has both.\">–</span>"))
        }
        #expect(!home.contains("id=\"weekly-load\""))
        #expect(!home.contains("id=\"fitness-fatigue-form\""))
        // With default_rpe the load is back: the headlines show numbers again.
        library.config.defaultRPE = 6
        var timed = library
        for index in timed.workouts.indices { timed.workouts[index].duration = 3600 }
        let assumed = try #require(try await renderSite(timed)["index.html"])
        #expect(Self.headline("Training time", in: assumed) == "2 h")
        #expect(assumed.contains("id=\"fitness-fatigue-form\""))
        #expect(!assumed.contains("title=\"Load needs"))
    }

    @Test func theUnfinishedWeekIsDrawnAsPartialNotAsADrop() async throws {
        // As of Thursday 5 March the week of 2 March is not over.
        let home = try #require(try await renderSite(SampleLibrary.make())["index.html"])
        #expect(home.occurrences(of: "<rect class=\"bar partial\"") == 2)  // weekly volume and weekly load
        #expect(home.contains("Volume lifted per week over the last 12 weeks. This week is not over yet: its bar is drawn hollow."))
        // The three weekly sparklines end in a dashed segment to a hollow dot.
        #expect(home.occurrences(of: "<path class=\"partial\"") == 3)
        #expect(home.occurrences(of: "<circle class=\"partial\"") == 3)
    }

    @Test func anArchivedLogOpensOnItsLastActiveYearWithLinksToEveryYearWithTraining() async throws {
        var library = SampleLibrary.make()
        library.workouts = ["2023-05-10", "2024-03-04", "2024-06-12"].map { day in
            Workout(id: "w-\(day)", date: SampleLibrary.date(day), athlete: "ana", duration: 3600,
                    rpe: 8, entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 60), reps: 5)]),
            ])
        }
        // As of 5 March 2026 the last workout is 21 months old.
        let home = try #require(try await renderSite(library)["index.html"])
        #expect(home.contains("<h2>Training calendar · 2024</h2>\n<p class=\"card-lead\">No training in the last 8 weeks"))
        #expect(home.contains("id=\"training-calendar-2024\""))
        #expect(home.contains("<li><a href=\"#calendar-year-2023\">2023</a></li>"))
        #expect(home.contains("<section class=\"calendar-year\" id=\"calendar-year-2023\">\n<h3>2023</h3>"))
        #expect(!home.contains("href=\"#calendar-year-2024\""))
        // The last active year has its whole-year weekly charts too (4 March and 12 June, 300 kg
        // and load 480 each): the week of 10 June in the 12-week load chart and in the year's.
        #expect(home.contains("<title id=\"weekly-volume-2024-title\">Weekly volume · 2024</title>"))
        #expect(home.contains("<title id=\"weekly-load-2024-title\">Weekly load · 2024</title>"))
        #expect(home.occurrences(of: "<tr><th scope=\"row\">10 Jun</th><td>480</td></tr>") == 2)
        #expect(home.occurrences(of: "<tr><th scope=\"row\">4 Mar</th><td>480</td></tr>") == 1)
        // Each earlier year has its weekly volume too: 2023's one workout of 300 kg.
        #expect(home.contains("<title id=\"weekly-volume-2023-title\">Weekly volume · 2023</title>"))
        #expect(home.contains("<tr><th scope=\"row\">8 May</th><td>300</td></tr>"))
        // And its weekly load, as the dashboard has for the latest weeks: RPE 8 × 60 min.
        #expect(home.contains("<title id=\"weekly-load-2023-title\">Weekly load · 2023</title>"))
        #expect(home.contains("<tr><th scope=\"row\">8 May</th><td>480</td></tr>"))
        // The weekly charts end at the last week with training, not at today's empty weeks.
        #expect(home.contains("<h2>Weekly volume</h2>\n<p class=\"card-lead\">Last week with training: 300 kg</p>"))
        #expect(!home.contains("bar partial"))
    }

    @Test func aRecentLogKeepsTheLastYearAndLinksTheEarlierOnes() async throws {
        var library = SampleLibrary.make()
        library.workouts.append(Workout(id: "old", date: SampleLibrary.date("2025-02-03"), athlete: "ana", entries: [
            WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 50), reps: 5)]),
        ]))
        library.workouts.sort(by: Workout.startOrder)
        let home = try #require(try await renderSite(library)["index.html"])
        #expect(home.contains("<h2>Training calendar</h2>\n<nav class=\"year-links\" aria-label=\"Years\"><ul>\n<li><a href=\"#calendar-year-2025\">2025</a></li>\n</ul></nav>"))
        #expect(home.contains("id=\"training-calendar\""))
        // 2025's workout has no duration: its volume is charted, its unknown load is not.
        #expect(home.contains("id=\"weekly-volume-2025\""))
        #expect(!home.contains("id=\"weekly-load-2025\""))
    }

    @Test func dashboardChartsCarryTitlesDescriptionsAndDataTables() async throws {
        let home = try #require(try await renderSite(SampleLibrary.make())["index.html"])
        for id in ["weekly-volume", "weekly-load", "training-calendar", "acute-chronic", "fitness-fatigue-form"] {
            #expect(home.contains("id=\"\(id)\""), "no chart \(id)")
            #expect(home.contains("<title id=\"\(id)-title\">"), "chart \(id) has no title")
            #expect(home.contains("<desc id=\"\(id)-desc\">"), "chart \(id) has no description")
        }
        #expect(home.occurrences(of: "<details class=\"chart-data\"><summary>Show data</summary>")
            == home.occurrences(of: "<figure class=\"chart-figure\">"))
        // Main lifts by volume: squat (1,640 kg), then bench (600 kg); pull-ups have no e1RM series of note.
        let squat = try #require(home.range(of: "<h2>Back Squat</h2>"))
        let bench = try #require(home.range(of: "<h2>Bench Press</h2>"))
        #expect(squat.lowerBound < bench.lowerBound)
    }

    /// Isolation work comes after every compound lift, whatever its volume.
    @Test func mainLiftsPutCompoundLiftsBeforeIsolationWork() async throws {
        var library = SampleLibrary.make()
        let squatIndex = try #require(library.exercises.firstIndex { $0.id == "back-squat" })
        library.exercises[squatIndex].mechanic = .isolation
        let home = try #require(try await renderSite(library)["index.html"])
        let squat = try #require(home.range(of: "<h2>Back Squat</h2>"))
        let bench = try #require(home.range(of: "<h2>Bench Press</h2>"))
        #expect(bench.lowerBound < squat.lowerBound)
    }

    /// The lift trained on most days over the last 12 weeks leads, whatever its volume;
    /// `dashboard.lifts` in site.yaml overrides the choice.
    @Test func mainLiftsAreTheMostFrequentOverTwelveWeeksUnlessSiteYAMLNamesThem() async throws {
        var library = SampleLibrary.make()
        // Two more light bench days (1 and 3 March) put bench on 3 days against squat's 1.
        for (id, day) in [("b1", "2026-03-01"), ("b2", "2026-03-03")] {
            library.workouts.append(Workout(id: id, date: SampleLibrary.date(day), athlete: "ana", entries: [
                WorkoutEntry(exercise: "bench-press", sets: [PerformedSet(load: Load(kilograms: 40), reps: 5)]),
            ]))
        }
        library.workouts.sort(by: Workout.startOrder)
        let home = try #require(try await renderSite(library)["index.html"])
        let squat = try #require(home.range(of: "<h2>Back Squat</h2>"))
        let bench = try #require(home.range(of: "<h2>Bench Press</h2>"))
        #expect(bench.lowerBound < squat.lowerBound)

        library.config.dashboardLifts = [SiteConfig.WrittenName("back-squat")]
        let chosen = try #require(try await renderSite(library)["index.html"])
        #expect(chosen.contains("id=\"e1rm-back-squat\""))
        #expect(!chosen.contains("id=\"e1rm-bench-press\""))
    }

    @Test func severalAthletesGetAPageEachAndTheHomePageListsThem() async throws {
        let site = try await renderSite(SampleLibrary.twoAthletes())
        let home = try #require(site["index.html"])
        #expect(home.contains("<a class=\"card-title\" href=\"athletes/ana/index.html\">Ana Ruiz</a>"))
        #expect(home.contains("<a class=\"card-title\" href=\"athletes/ben/index.html\">Ben Ortiz</a>"))
        #expect(Self.headline("Workouts", in: home) == nil)
        let ben = try #require(site["athletes/ben/index.html"])
        #expect(ben.contains("<h1>Ben Ortiz</h1>"))
        // 120 × 5 × 2 + 125 × (5 + 5 + 4).
        #expect(Self.headline("Volume", in: ben) == "2,950 kg")
        #expect(Self.headline("Workouts", in: ben) == "2")
        #expect(ben.contains("<a class=\"compliance-name\" href=\"../../athletes/ben/plans/ben-base/index.html\">Ben base</a> <span class=\"compliance-figures\">0 of 6 · <strong>0%</strong></span>"))
        #expect(ben.contains("<div><dt>BMI</dt><dd>24.6</dd></div>"))
        #expect(ben.contains("<div><dt>Waist</dt><dd>84 cm</dd></div>"))
        #expect(ben.contains("<div><dt>10k</dt><dd>52:07</dd></div>"))
        let ana = try #require(site["athletes/ana/index.html"])
        #expect(Self.headline("Volume", in: ana) == "2,290 kg")
    }

    @Test func workoutPageShowsRecordBadgesVolumeAndLoad() async throws {
        let page = try #require(try await renderSite(SampleLibrary.twoAthletes())["athletes/ben/workouts/2026-03-02-ben-squat/index.html"])
        #expect(page.contains("<span class=\"badge record-weight\" title=\"previous best 120 kg\">weight PR <strong>125 kg</strong></span>"))
        // Epley: 125 × (1 + 5/30) = 145.8 over 120 × (1 + 5/30) = 140.
        #expect(page.contains("<span class=\"badge record-e1rm\" title=\"previous best 140 kg\">e1RM PR <strong>145.8 kg</strong></span>"))
        #expect(page.contains("<span class=\"badge record-volume\" title=\"previous best 1,200 kg\">volume PR <strong>1,750 kg</strong></span>"))
        #expect(page.contains("<div><dt>Volume</dt><dd>1,750 kg</dd></div>"))
        // Session RPE 8 × 60 min.
        #expect(page.contains("<div><dt>Load (sRPE)</dt><dd>480</dd></div>"))
        let first = try #require(try await renderSite(SampleLibrary.twoAthletes())["athletes/ben/workouts/2026-02-23-ben-squat/index.html"])
        #expect(!first.contains("class=\"badge"))
    }

    @Test func workoutIndexHasMonthTotalsNewestFirst() async throws {
        let index = try #require(try await renderSite(SampleLibrary.twoAthletes())["workouts/index.html"])
        let march = try #require(index.range(of: "<h2>March 2026</h2>\n<p class=\"month-totals\">2 workouts · 2,400 kg · 2 h 5 min</p>"))
        let february = try #require(index.range(of: "<h2>February 2026</h2>\n<p class=\"month-totals\">2 workouts · 2,840 kg · 1 h 50 min</p>"))
        #expect(march.lowerBound < february.lowerBound)
        // Ben's second squat day set weight, e1RM and volume records.
        #expect(index.contains("<span class=\"detail\">1 h · 3 sets · RPE 8</span> <span class=\"badge record-count\">3 PRs</span></li>"))
        #expect(index.occurrences(of: "record-count") == 1)
    }

    @Test func exercisePageShowsHistoryChartAndRecordTable() async throws {
        // With several athletes, each one's history is a page of their own (docs/site-pages.md) …
        let site = try await renderSite(SampleLibrary.twoAthletes())
        let page = try #require(site["athletes/ben/exercises/back-squat/index.html"])
        #expect(page.contains("<h2>Your history · Ben Ortiz</h2>"))
        #expect(page.contains("<div><dt>Best weight</dt><dd>125 kg</dd></div>"))
        #expect(page.contains("<div><dt>Total volume</dt><dd>2,950 kg</dd></div>"))
        #expect(page.contains("id=\"e1rm-ben\""))
        #expect(page.contains("<td><span class=\"badge record-volume\">volume PR</span></td><td>1,750 kg</td><td>1,200 kg</td>"))
        #expect(!page.contains("Ana Ruiz</h2>"))
        // … and the shared page links to each instead of holding their records.
        let shared = try #require(site["exercises/back-squat/index.html"])
        #expect(shared.contains("<li><a href=\"../../athletes/ben/exercises/back-squat/index.html\">Ben Ortiz</a> <span class=\"detail\">2 workouts</span></li>"))
        #expect(!shared.contains("exercise-stats"))
    }

    @Test func spanishDashboardUsesTheCatalogueAndDecimalComma() async throws {
        var library = SampleLibrary.twoAthletes()
        library.config.language = .es
        let ben = try #require(try await renderSite(library)["athletes/ben/index.html"])
        #expect(Self.headline("Volumen", in: ben) == "2.950 kg")
        #expect(ben.contains("<div><dt>IMC</dt><dd>24,6</dd></div>"))
        #expect(ben.contains("<summary>Ver los datos</summary>"))
        #expect(!ben.contains("Show data"))
    }

    /// The progress line's count is the HTML pages the renderer writes: a site with calendar
    /// feeds (`calendar.ics`, one of Ben's and the site's) counts them out, as a build counts
    /// only the `.html` files it is told of.
    @Test func thePageCountIsTheHTMLPagesRendered() async throws {
        let library = SampleLibrary.twoAthletes()
        let renderer = SiteRenderer(library: library, theme: try Theme.builtIn(), asOf: SampleLibrary.asOf)
        var html = 0, feeds = 0
        renderer.forEachPage { path, _ in
            if path.hasSuffix(".html") { html += 1 } else if path.hasSuffix(".ics") { feeds += 1 }
        }
        #expect(feeds == 2)
        #expect(renderer.pageCount == html)
        let site = try await renderSite(library)
        #expect(renderer.pageCount == site.keys.filter { $0.hasSuffix(".html") }.count)
    }

    /// The compliance card links each plan to its page and, while it runs, to the sheet of
    /// the week holding the as-of date (Ben base starts Mon 16 Feb 2026; 5 Mar is in week 3),
    /// and the athlete's calendar feed.
    @Test func planComplianceLinksThePlanItsWeekSheetAndTheCalendarFeed() async throws {
        let site = try await renderSite(SampleLibrary.twoAthletes())
        let ben = try #require(site["athletes/ben/index.html"])
        #expect(ben.contains("<a class=\"compliance-name\" href=\"../../athletes/ben/plans/ben-base/index.html\">Ben base</a>"))
        #expect(ben.contains("<span class=\"meter\" aria-hidden=\"true\"><span style=\"width: 0%\"></span></span>\n"
            + "<a class=\"week-sheet-link\" href=\"../../athletes/ben/plans/ben-base/week-3/index.html\">Week 3 sheet</a></li>"))
        #expect(ben.contains("<p class=\"more\"><a href=\"../../athletes/ben/calendar.ics\">Calendar feed (.ics)</a></p>"))
        #expect(site["athletes/ben/plans/ben-base/week-3/index.html"] != nil)
        #expect(site["athletes/ben/calendar.ics"] != nil)
        // Ana has no plan: no feed.
        let ana = try #require(site["athletes/ana/index.html"])
        #expect(!ana.contains(".ics"))
        #expect(ana.contains("<p class=\"empty\">No plans yet.</p>"))
    }

    /// One athlete, in Spanish: the dashboard is the home page, the feed the site's; a plan
    /// not started yet links week 1, one that is over no sheet; names are escaped.
    @Test func planLinksOnAOneAthleteSiteInSpanishAreEscaped() async throws {
        var library = SampleLibrary.make(config: SiteConfig(title: "Ana", language: .es))
        let schedule = [WeekSchedule(days: [.monday: ["upper-a"]])]
        library.plans = [
            Plan(id: "next", name: "Fuerza <b>& más</b>", athlete: "ana", start: SampleLibrary.date("2026-03-09"),
                 weeks: 2, schedule: schedule),
            Plan(id: "done", name: "Base", athlete: "ana", start: SampleLibrary.date("2026-01-05"), weeks: 2,
                 schedule: schedule),
        ]
        let site = try await renderSite(library)
        let home = try #require(site["index.html"])
        #expect(home.contains("<a class=\"compliance-name\" href=\"plans/next/index.html\">Fuerza &lt;b&gt;&amp; más&lt;/b&gt;</a>"))
        #expect(home.contains("<a class=\"week-sheet-link\" href=\"plans/next/week-1/index.html\">Hoja de la semana 1</a></li>"))
        #expect(home.contains("<a class=\"compliance-name\" href=\"plans/done/index.html\">Base</a>"))
        #expect(!home.contains("plans/done/week-"))
        #expect(home.contains("<p class=\"more\"><a href=\"calendar.ics\">Calendario (.ics)</a></p>"))
        #expect(!home.contains("<b>& más"))
        #expect(site["plans/next/week-1/index.html"] != nil)
    }
}
