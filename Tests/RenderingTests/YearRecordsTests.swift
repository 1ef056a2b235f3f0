import Testing
@testable import Rendering
import Statistics
import TrainingModel

/// The year in review on a log that starts mid-year (docs/statistics.md#year-in-review):
/// nothing is "before the year", and the headline count of records is the rows listed.
@Suite struct YearRecordsTests {
    /// Back squats from August 2026 only, heavier each week: 60, 65, 70, 72.5 kg × 5.
    static func library() -> TrainingLibrary {
        var library = SampleLibrary.make()
        library.workouts = [("2026-08-03", 60.0), ("2026-08-10", 65), ("2026-08-17", 70), ("2026-08-24", 72.5)].map { day, kg in
            Workout(id: day, date: SampleLibrary.date(day), athlete: "ana",
                    entries: [WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: kg), reps: 5)])])
        }
        library.measurements = []
        library.tests = []
        return library
    }

    @Test func aLogStartingMidYearHasNothingBeforeTheYearAndCountsTheRowsItLists() async throws {
        let files = try await renderSite(Self.library(), asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("The first year of the log: nothing to compare with."))
        // Three weeks raised each kind of record (9 record events); one row per exercise and
        // kind, so 3 records, and no previous best from inside the year (60 kg, 3 August).
        #expect(page.contains("<p class=\"year-sentence\">Ana Ruiz in 2026: 4 workouts, 1,338 kg lifted, 3 records and a "
            + "longest streak of 4 weeks.</p>"))
        #expect(page.contains("<div class=\"headline\"><dt>Records</dt><dd><span class=\"headline-value\">3</span></dd></div>"))
        #expect(page.contains("<td>weight PR</td><td class=\"num\">72.5 kg</td><td class=\"num\">–</td></tr>"))
        #expect(page.contains("<td>e1RM PR</td><td class=\"num\">84.6 kg</td><td class=\"num\">–</td></tr>"))
        #expect(page.contains("<td>volume PR</td><td class=\"num\">363 kg</td><td class=\"num\">–</td></tr>"))
        #expect(!page.contains("60 kg"))
        #expect(!page.contains("more records"))
    }

    /// With a squat in December 2025 (50 kg × 5), the year's first record's previous best
    /// is from before the year, and is shown.
    @Test func aBestFromBeforeTheYearIsShown() async throws {
        var library = Self.library()
        library.workouts.insert(Workout(id: "2025-12-01", date: SampleLibrary.date("2025-12-01"), athlete: "ana", entries: [
            WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: 50), reps: 5)]),
        ]), at: 0)
        let files = try await renderSite(library, asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("<td>weight PR</td><td class=\"num\">72.5 kg</td><td class=\"num\">50 kg</td></tr>"))
    }
}

/// A record that reads like the best before it is not listed, and not counted: a best 5 km
/// of 23:59.6 after 24:00 is a record in stats.json (statistics decide at 0.01 s) and reads
/// "24:00 over 24:00" at the whole second the page prints.
@Suite struct YearRecordCountTests {
    @Test func theHeadlineCountsTheRowsTheTableLists() async throws {
        var library = SampleLibrary.make()
        library.exercises = library.exercises.map { exercise in
            var exercise = exercise
            if exercise.id == "easy-run" { exercise.sport = "running" }
            return exercise
        }
        library.workouts = [("2026-08-10", 1439.6), ("2026-08-03", 1440)].map { day, seconds in
            Workout(id: day, date: SampleLibrary.date(day), athlete: "ana",
                    entries: [WorkoutEntry(exercise: "easy-run", sets: [PerformedSet(duration: seconds, distance: 5000)])])
        }
        library.measurements = []
        library.tests = []
        let files = try await renderSite(library, asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("<p>No records this year.</p>"))
        #expect(page.contains("<div class=\"headline\"><dt>Records</dt><dd><span class=\"headline-value\">0</span></dd></div>"))
        #expect(page.contains("<p class=\"year-sentence\">Ana Ruiz in 2026: 2 workouts, 10 km running and a longest streak of 2 weeks.</p>"))
    }
}

/// The year's top exercises in their own terms (docs/statistics.md#bodyweight-weighted-and-assisted-work):
/// a lift by its best weight and e1RM; a pull-up by its added load (5 kg × 5 is its 25 kg of
/// volume) and most reps; an assisted dip by its least assistance and most reps; neither with an e1RM.
@Suite struct YearTopExercisesTests {
    @Test func bodyweightAndAssistedWorkShowTheirOwnMeasuresAndNoE1RM() async throws {
        var library = SampleLibrary.make()
        library.exercises.append(Exercise(id: "assisted-dip", name: "Assisted Dip", type: .strength, metric: .assisted,
                                          sourcePath: "exercises/assisted-dip.md"))
        library.workouts = [
            Workout(id: "2026-08-03", date: SampleLibrary.date("2026-08-03"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "back-squat", sets: [PerformedSet(load: Load(kilograms: 60), reps: 5)]),
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: .bodyweight, reps: 8)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -20, relativeToBodyweight: true), reps: 6)]),
            ]),
            Workout(id: "2026-08-10", date: SampleLibrary.date("2026-08-10"), athlete: "ana", entries: [
                WorkoutEntry(exercise: "pull-up", sets: [PerformedSet(load: Load(kilograms: 5, relativeToBodyweight: true), reps: 5)]),
                WorkoutEntry(exercise: "assisted-dip", sets: [PerformedSet(load: Load(kilograms: -15, relativeToBodyweight: true), reps: 8)]),
            ]),
        ]
        library.measurements = []
        library.tests = []
        let files = try await renderSite(library, asOf: SampleLibrary.date("2026-11-30"))
        let page = try #require(files["years/2026/index.html"])
        #expect(page.contains("<th scope=\"col\" class=\"num\">Best weight</th><th scope=\"col\" class=\"num\">Most reps</th>"
            + "<th scope=\"col\" class=\"num\">Best e1RM</th></tr>"))
        #expect(page.contains(">Back Squat</a></th><td class=\"num\">1</td><td class=\"num\">300 kg</td><td class=\"num\">60 kg</td>"
            + "<td class=\"num\">–</td><td class=\"num\">70 kg</td></tr>"))
        #expect(page.contains(">Pull-up</a></th><td class=\"num\">2</td><td class=\"num\">25 kg</td><td class=\"num\">+5 kg</td>"
            + "<td class=\"num\">8</td><td class=\"num\">–</td></tr>"))
        #expect(page.contains(">Assisted Dip</a></th><td class=\"num\">2</td><td class=\"num\">–</td><td class=\"num\">−15 kg</td>"
            + "<td class=\"num\">8</td><td class=\"num\">–</td></tr>"))
    }
}

/// The records of bodyweight, assisted and hang work in their own terms wherever records are
/// listed (docs/statistics.md#records): the year page and its Markdown, report.md, the feed,
/// the dashboard and the exercise page; and the year's headline count is the rows it lists.
@Suite struct OwnMeasureRecordListsTests {
    /// Mondays from 3 August 2026: pull-ups at bodyweight × 8, then +5 kg × 5, then +7.5 kg × 3
    /// and 10 at bodyweight; assisted dips with 20 then 15 kg of help; hangs of +5 kg for 7 s,
    /// then 10 s, then repeaters at +8 kg (6 × 7 s).
    static func library() -> TrainingLibrary {
        var library = SampleLibrary.make()
        library.exercises.append(Exercise(id: "assisted-dip", name: "Assisted Dip", type: .strength, metric: .assisted,
                                          sourcePath: "exercises/assisted-dip.md"))
        func added(_ kilograms: Double, _ reps: Int? = nil, seconds: Double? = nil) -> PerformedSet {
            PerformedSet(load: Load(kilograms: kilograms, relativeToBodyweight: true), reps: reps, duration: seconds)
        }
        let days: [(String, [WorkoutEntry])] = [
            ("2026-08-03", [WorkoutEntry(exercise: "pull-up", sets: [added(0, 8)]),
                            WorkoutEntry(exercise: "assisted-dip", sets: [added(-20, 6)]),
                            WorkoutEntry(exercise: "hangboard-hang", sets: [added(5, seconds: 7)])]),
            ("2026-08-10", [WorkoutEntry(exercise: "pull-up", sets: [added(5, 5)]),
                            WorkoutEntry(exercise: "assisted-dip", sets: [added(-15, 6)]),
                            WorkoutEntry(exercise: "hangboard-hang", sets: [added(5, seconds: 10)])]),
            ("2026-08-17", [WorkoutEntry(exercise: "pull-up", sets: [added(7.5, 3), added(0, 10)]),
                            WorkoutEntry(exercise: "hangboard-hang", sets: [added(8, 6, seconds: 7)])]),
        ]
        library.workouts = days.reversed().map { day, entries in
            Workout(id: day, date: SampleLibrary.date(day), athlete: "ana", entries: entries)
        }
        library.measurements = []
        library.tests = []
        return library
    }

    static let asOf = SampleLibrary.date("2026-11-30")

    @Test func theYearListsThemInTheirOwnTermsAndCountsItsRows() async throws {
        let files = try await renderSite(Self.library(), asOf: Self.asOf)
        let page = try #require(files["years/2026/index.html"])
        // Each row of the records table as its cells' text.
        let rows = page.split(separator: "\n").filter { $0.hasPrefix("<tr><td><a href=\"../../workouts/") }.map { line in
            line.replacingOccurrences(of: "</t[dh]>", with: "|", options: .regularExpression)
                .replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        }
        // One row per exercise and kind, newest first (the 17th's in the order each was first
        // set): no weight, e1RM or volume record of these.
        #expect(rows == [
            "Mon 17 Aug 2026|Pull-up|added load PR|+7.5 kg|–|",
            "Mon 17 Aug 2026|Hangboard Hang|added load PR|+8 kg|–|",
            "Mon 17 Aug 2026|Pull-up|reps PR|10|–|",
            "Mon 10 Aug 2026|Assisted Dip|assistance PR|−15 kg|–|",
            "Mon 10 Aug 2026|Hangboard Hang|hold PR|10 s|–|",
        ])
        #expect(!page.contains("e1RM PR") && !page.contains("volume PR") && !page.contains("weight PR"))
        #expect(page.contains("<div class=\"headline\"><dt>Records</dt><dd><span class=\"headline-value\">5</span></dd></div>"))
        #expect(page.contains(", 5 records and a longest streak of 3 weeks.</p>"))
        #expect(!page.contains("more records"))
    }


    @Test func theYearMarkdownReportFeedDashboardAndExercisePagesListThemTheSame() async throws {
        let library = Self.library()
        let statistics = StatisticsEngine.compute(library, asOf: Self.asOf)
        let year = try YearMarkdown.text(library: library, statistics: statistics, year: 2026, athlete: nil)
        let yearRows = [
            "| Mon 17 Aug 2026 | Pull-up | added load PR | +7.5 kg | – |",
            "| Mon 17 Aug 2026 | Hangboard Hang | added load PR | +8 kg | – |",
            "| Mon 17 Aug 2026 | Pull-up | reps PR | 10 | – |",
            "| Mon 10 Aug 2026 | Assisted Dip | assistance PR | −15 kg | – |",
            "| Mon 10 Aug 2026 | Hangboard Hang | hold PR | 10 s | – |",
        ]
        #expect(year.contains(yearRows.joined(separator: "\n") + "\n"))
        #expect(year.contains("| Records | 5 |"))

        let report = MarkdownReport(library: library, statistics: statistics).text
        let reportRows = [
            "| Mon 17 Aug 2026 | Hangboard Hang | Added load | +8 kg | +5 kg |",
            "| Mon 17 Aug 2026 | Pull-up | Added load | +7.5 kg | +5 kg |",
            "| Mon 17 Aug 2026 | Pull-up | Reps | 10 | 8 |",
            "| Mon 10 Aug 2026 | Assisted Dip | Assistance | −15 kg | −20 kg |",
            "| Mon 10 Aug 2026 | Hangboard Hang | Hold | 10 s | 7 s |",
            "| Mon 10 Aug 2026 | Pull-up | Added load | +5 kg | – |",
        ]
        #expect(report.contains(reportRows.joined(separator: "\n") + "\n"))
        #expect(!report.contains("| e1RM |") && !report.contains("| Volume | 25 kg"))

        let files = try await renderSite(library, asOf: Self.asOf)
        let feed = try #require(files["feed.xml"])
        #expect(feed.contains("&lt;li&gt;Pull-up: added load PR +7.5 kg&lt;/li&gt;&lt;li&gt;Pull-up: reps PR 10&lt;/li&gt;"))
        #expect(feed.contains("&lt;li&gt;Hangboard Hang: added load PR +8 kg&lt;/li&gt;"))
        #expect(!feed.contains("e1RM PR") && !feed.contains("volume PR"))
        let dashboard = try #require(files["index.html"])
        #expect(dashboard.contains("<span class=\"badge record-added-load\" title=\"previous best +5 kg\">added load PR <strong>+7.5 kg</strong></span> "
            + "<span class=\"badge record-reps\" title=\"previous best 8\">reps PR <strong>10</strong></span>"))
        let pullUp = try #require(files["exercises/pull-up/index.html"])
        #expect(pullUp.contains("<td><span class=\"badge record-reps\">reps PR</span></td><td>10</td><td>8</td></tr>"))
        #expect(pullUp.contains("<td><span class=\"badge record-added-load\">added load PR</span></td><td>+7.5 kg</td><td>+5 kg</td></tr>"))
        #expect(!pullUp.contains("record-e1rm") && !pullUp.contains("record-volume"))
        let hang = try #require(files["exercises/hangboard-hang/index.html"])
        #expect(hang.contains("<td><span class=\"badge record-hold\">hold PR</span></td><td>10 s</td><td>7 s</td></tr>"))
        let badge = BadgeSet(library: library, statistics: statistics).lastRecord(try #require(statistics.athlete(id: "ana")))
        #expect(badge.message == "Hangboard Hang · +8 kg · 17 Aug 2026")
    }
}
