import Statistics
import Testing
@testable import Rendering
import TrainingModel

/// The cardio page and report.md's Cardio section: paces, best efforts, records, weekly
/// and monthly totals, in km or miles.
@Suite struct CardioPageTests {
    static let page = "athletes/ana/cardio/index.html"

    /// The sample library (whose easy run has no `sport:`, so it is a sport of its own) with
    /// two tempo runs: 10 km in 52:00 (5:12 /km), then 5 km in 24:00 (4:48 /km).
    static func library(units: MassUnit = .kg) -> TrainingLibrary {
        var library = SampleLibrary.make(config: SiteConfig(title: "Ana's training", author: "Ana Ruiz", units: units))
        library.exercises.append(Exercise(id: "tempo-run", name: "Tempo Run", type: .cardio, metric: .distanceTime,
                                          sport: "running", sourcePath: "exercises/tempo-run.md"))
        library.workouts += [
            Workout(id: "2026-02-23-tempo", date: SampleLibrary.date("2026-02-23"), athlete: "ana", name: "Long tempo",
                    entries: [WorkoutEntry(exercise: "tempo-run", sets: [PerformedSet(duration: 3120, distance: 10000)])]),
            Workout(id: "2026-03-03-tempo", date: SampleLibrary.date("2026-03-03"), athlete: "ana", name: "5k tempo",
                    entries: [WorkoutEntry(exercise: "tempo-run", sets: [
                        PerformedSet(kind: .warmup, duration: 360, distance: 1000),
                        PerformedSet(duration: 1440, distance: 5000),
                    ])]),
        ]
        library.workouts.sort(by: Workout.startOrder)
        return library
    }

    @Test func pageShowsTotalsBestEffortsRecordsAndSessionPacesInKilometres() async throws {
        let html = try #require(try await renderSite(Self.library())[Self.page])
        #expect(html.contains("<p class=\"lead\">Distances in km, paces in min/km."))
        // Running leads (2 sessions), then the easy run (1).
        let running = try #require(html.range(of: "<h2 id=\"sport-running-heading\">Running</h2>"))
        let easyRun = try #require(html.range(of: "<h2 id=\"sport-easy-run-heading\">Easy Run</h2>"))
        #expect(running.lowerBound < easyRun.lowerBound)
        // 16 km in 1:22:00 with the warm-up; the pace is over every set with both.
        #expect(html.contains("<div><dt>Distance</dt><dd>16 km</dd></div>"))
        #expect(html.contains("<div><dt>Time</dt><dd>1 h 22 min</dd></div>"))
        #expect(html.contains("<div><dt>Average pace</dt><dd>5:08 /km</dd></div>"))
        #expect(html.contains("<div><dt>Longest</dt><dd>10 km in 52:00</dd></div>"))
        #expect(html.contains("<tr><th scope=\"row\">5 km</th><td class=\"num\">24:00</td><td class=\"num\">4:48 /km</td><td>5 km in 24:00</td>"))
        #expect(html.contains("<tr><th scope=\"row\">1 mile</th><td class=\"num\">7:43</td><td class=\"num\">4:48 /km</td>"))
        #expect(html.contains("<tr><th scope=\"row\">10 km</th><td class=\"num\">52:00</td><td class=\"num\">5:12 /km</td>"))
        #expect(html.contains("<th scope=\"row\">Best 5 km</th><td class=\"num\">24:00</td><td class=\"num\">26:00</td>"))
        #expect(html.contains("<th scope=\"row\">Best 1 mile</th><td class=\"num\">7:43</td><td class=\"num\">8:22</td>"))
        // The session's pace counts the warm-up kilometre: 6 km in 30:00.
        #expect(html.contains("<a href=\"../../../workouts/2026-03-03-tempo/index.html\">5k tempo</a></th>"
            + "<td class=\"num\">6 km</td><td class=\"num\">30:00</td><td class=\"num\">5:00 /km</td>"))
    }

    @Test func weeklyAndMonthlyChartsCarryTheTotalsInTheirDataTables() async throws {
        let html = try #require(try await renderSite(Self.library())[Self.page])
        // Weeks of 23 Feb and 2 Mar: 10 km and 6 km; 52 and 30 minutes.
        #expect(html.contains("<caption>Running · Weekly distance</caption>"))
        #expect(html.contains("<tr><th scope=\"row\">23 Feb</th><td>10.0</td></tr>\n<tr><th scope=\"row\">2 Mar</th><td>6.0</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">23 Feb</th><td>0.9</td></tr>\n<tr><th scope=\"row\">2 Mar</th><td>0.5</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">Feb 2026</th><td>10.0</td></tr>\n<tr><th scope=\"row\">Mar</th><td>6.0</td></tr>"))
    }

    @Test func poundSitesShowMilesAndPacesPerMile() async throws {
        let html = try #require(try await renderSite(Self.library(units: .lb))[Self.page])
        #expect(html.contains("Distances in mi, paces in min/mi."))
        #expect(html.contains("<div><dt>Distance</dt><dd>9.94 mi</dd></div>"))
        #expect(html.contains("<tr><th scope=\"row\">5 km</th><td class=\"num\">24:00</td><td class=\"num\">7:43 /mi</td><td>3.11 mi in 24:00</td>"))
        #expect(html.contains("<td class=\"num\">6.21 mi</td><td class=\"num\">52:00</td><td class=\"num\">8:22 /mi</td>"))
        #expect(html.contains("<caption>Running · Weekly distance</caption>"))
        #expect(html.contains("<th scope=\"col\">Distance (mi)</th>"))
    }

    @Test func theNavigationLinksThePageOnlyWhenTheAthleteHasCardio() async throws {
        let site = try await renderSite(Self.library())
        #expect(try #require(site["index.html"]).contains("<a href=\"athletes/ana/cardio/index.html\">Cardio</a>"))
        var strength = Self.library()
        strength.workouts = strength.workouts.map { workout in
            var copy = workout
            copy.entries = workout.entries.filter { !["easy-run", "tempo-run"].contains($0.exercise) }
            return copy
        }
        let without = try await renderSite(strength)
        #expect(without[Self.page] == nil)
        #expect(try #require(without["index.html"]).contains("cardio/index.html") == false)
    }

    @Test func aSportNameIsEscapedAndItsAnchorIsASlug() async throws {
        var library = Self.library()
        library.exercises[library.exercises.count - 1].sport = "<b>trail</b> | run"
        let site = try await renderSite(library)
        let html = try #require(site[Self.page])
        #expect(html.contains("<h2 id=\"sport-b-trail-b-run-heading\">&lt;b&gt;trail&lt;/b&gt; | run</h2>"))
        #expect(!html.contains("<b>trail"))
        let statistics = StatisticsEngine.compute(library, asOf: SampleLibrary.asOf)
        #expect(MarkdownReport(library: library, statistics: statistics).text.contains("| \\<b\\>trail\\</b\\> \\| run | 2 |"))
    }

    @Test func reportHasACardioSectionScopedBySince() throws {
        let library = Self.library()
        let statistics = StatisticsEngine.compute(library, asOf: SampleLibrary.asOf)
        let whole = MarkdownReport(library: library, statistics: statistics).text
        // The sparkline is of the weeks that are over: 2 – 8 Mar is not, and is named under the table.
        #expect(whole.contains("| Running | 2 | 16 km | 1 h 22 min | 5:08 /km | 10 km in 52:00 | ▄ |\n"))
        #expect(whole.contains("| Easy Run | 1 | 5 km | 27 min 40 s | 5:32 /km | 5 km in 27:40 | |\n\n2026-W10 is not over yet and is left out of the trend.\n"))
        #expect(whole.contains("| Running | 5 km | 24:00 | 4:48 /km | 5 km in 24:00 | Tue 3 Mar 2026 | 5k tempo |\n"))
        #expect(whole.contains("| Tue 3 Mar 2026 | Running | Best 5 km | 24:00 | 26:00 |\n"))
        let since = MarkdownReport(library: library, statistics: statistics, since: SampleLibrary.date("2026-03-01")).text
        // Only the 5 km session and its own best efforts; the weeks over with a day on or
        // after the date (23 Feb – 1 Mar has one); the records dated since.
        #expect(since.contains("| Running | 1 | 6 km | 30 min | 5:00 /km | 5 km in 24:00 | ▄ |\n"))
        #expect(!since.contains("10 km in 52:00"))
        #expect(since.contains("| Tue 3 Mar 2026 | Running | Best 1 mile | 7:43 | 8:22 |\n"))
        let pounds = Self.library(units: .lb)
        let miles = MarkdownReport(library: pounds, statistics: StatisticsEngine.compute(pounds, asOf: SampleLibrary.asOf)).text
        #expect(miles.contains("| Running | 2 | 9.94 mi | 1 h 22 min | 8:15 /mi | 6.21 mi in 52:00 | ▄ |\n"))
    }

    /// The as-of week and month are drawn hollow, with the note saying so, until their last
    /// day, as on the dashboard: Thursday 5 March, Sunday 8 March (the week is over),
    /// Tuesday 31 March (the month is). Two sports, four charts each.
    @Test func theCurrentWeekAndMonthAreHollowUntilTheirLastDay() async throws {
        func page(_ day: String) async throws -> String {
            try #require(try await renderSite(Self.library(), asOf: SampleLibrary.date(day))[Self.page])
        }
        func count(_ text: String, in page: String) -> Int { page.components(separatedBy: text).count - 1 }
        let week = "This week is not over yet: its bar is drawn hollow."
        let month = "This month is not over yet: its bar is drawn hollow."
        let thursday = try await page("2026-03-05")
        #expect(count("class=\"bar partial\"", in: thursday) == 8)
        #expect(thursday.contains(week) && thursday.contains(month))
        let sunday = try await page("2026-03-08")
        #expect(count("class=\"bar partial\"", in: sunday) == 4)
        #expect(!sunday.contains(week) && sunday.contains(month))
        let monthEnd = try await page("2026-03-31")
        #expect(count("class=\"bar partial\"", in: monthEnd) == 4)
        #expect(monthEnd.contains(week) && !monthEnd.contains(month))
    }

    /// A third tempo run, 5 km in 23:59.6: faster by 0.4 s, but 24:00 as the page and the
    /// report print it, so no record "24:00 over 24:00" on either.
    @Test func aRecordThatReadsTheSameAsThePreviousIsNotShown() async throws {
        var library = Self.library()
        library.workouts.append(Workout(
            id: "2026-03-05-tempo", date: SampleLibrary.date("2026-03-05"), athlete: "ana", name: "Another 5k",
            entries: [WorkoutEntry(exercise: "tempo-run", sets: [PerformedSet(duration: 1439.6, distance: 5000)])]))
        let statistics = StatisticsEngine.compute(library, asOf: SampleLibrary.asOf)
        let running = try #require(statistics.athlete(id: "ana")?.cardio.sports.first { $0.sport == "running" })
        // Statistics decide at 0.01 s: best 1 km, mile and 5 km there (and in stats.json),
        // each within a second of the previous: 4:47.92, 7:43.36 and 23:59.6.
        #expect(running.records.filter { $0.workout == "2026-03-05-tempo" }.map { $0.distance?.metres }
            == [1000, 1609.344, 5000])
        let html = try #require(try await renderSite(library)[Self.page])
        #expect(html.contains("<th scope=\"row\">Best 5 km</th><td class=\"num\">24:00</td><td class=\"num\">26:00</td>"))
        #expect(html.contains(#/<td class="num">([0-9:]+)</td><td class="num">\1</td>/#) == false)
        #expect(!html.contains("2026-03-05-tempo/index.html\">Another 5k</a></td></tr>"))
        let report = MarkdownReport(library: library, statistics: statistics).text
        #expect(report.contains("| Tue 3 Mar 2026 | Running | Best 5 km | 24:00 | 26:00 |\n"))
        #expect(!report.contains("| 24:00 | 24:00 |"))
    }

    /// 25 tempo runs, 1 – 25 Jan 2026, and nothing else, `paginate: 10`: the page lists the
    /// newest 20 (25 – 6 Jan); the other 5 are a link to the workout index's page 3, which
    /// begins with the newest of them (5 Jan, the 21st newest workout).
    static func runs(language: SiteConfig.Language = .en) -> TrainingLibrary {
        var library = Self.library()
        library.config = SiteConfig(title: "Runs", language: language, paginate: 10)
        library.workouts = (1...25).map { day in
            Workout(id: "run-\(day)", date: SampleLibrary.date("2026-01-01").adding(days: day - 1), athlete: "ana",
                    entries: [WorkoutEntry(exercise: "tempo-run", sets: [PerformedSet(duration: 1500, distance: 5000)])])
        }
        return library
    }

    @Test func theSessionListShowsTheNewestTwentyAndLinksTheRestInTheWorkoutIndex() async throws {
        let site = try await renderSite(Self.runs())
        let html = try #require(site[Self.page])
        let rows = html.split(separator: "\n").filter { $0.contains("<th scope=\"row\"><a href=\"../../../workouts/run-") }
        #expect(rows.count == 20)
        #expect(rows.first?.contains("run-25/index.html") == true)
        #expect(rows.last?.contains("run-6/index.html") == true)
        #expect(!html.contains("workouts/run-5/index.html"))
        #expect(html.contains("</table>\n</div>\n<p class=\"more\"><a href=\"../../../workouts/index-3.html#month-2026-01\">"
            + "5 earlier sessions</a></p>\n</section>"))
        let third = try #require(site["workouts/index-3.html"])
        #expect(third.contains("<section id=\"month-2026-01\" class=\"month\">"))
        #expect(third.contains("<li><a href=\"../workouts/run-5/index.html\"><time datetime=\"2026-01-05\">"))
        #expect(site["workouts/index-4.html"] == nil)

        let spanish = try #require(try await renderSite(Self.runs(language: .es))[Self.page])
        #expect(spanish.contains("<p class=\"more\"><a href=\"../../../workouts/index-3.html#month-2026-01\">"
            + "5 sesiones anteriores</a></p>"))
        // Twenty sessions or fewer: no link.
        let few = try #require(try await renderSite(Self.library())[Self.page])
        #expect(!few.contains("<p class=\"more\">"))
    }

    @Test func withSeveralAthletesTheEarlierSessionsLinkTheAthletesOwnWorkoutIndex() async throws {
        var library = Self.runs()
        library.athletes.append(Athlete(id: "ben", name: "Ben"))
        library.workouts.append(Workout(id: "ben-run", date: SampleLibrary.date("2026-01-30"), athlete: "ben",
                                        entries: [WorkoutEntry(exercise: "tempo-run", sets: [PerformedSet(distance: 3000)])]))
        let site = try await renderSite(library)
        let html = try #require(site[Self.page])
        #expect(html.contains("<p class=\"more\"><a href=\"../../../athletes/ana/workouts/index-3.html#month-2026-01\">5 earlier sessions</a></p>"))
        #expect(try #require(site["athletes/ana/workouts/index-3.html"]).contains("run-5/index.html\"><time datetime=\"2026-01-05\">"))
    }
}
