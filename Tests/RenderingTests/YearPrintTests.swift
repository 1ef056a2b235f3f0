import Foundation
import TestSupport
import Testing
@testable import Rendering
import TrainingModel

/// The year in review prints on at most two pages of the site's paper, light and dark, for
/// a full year: every section as long as it gets (10 record rows and more, 5 top exercises,
/// lifting, three sports and climbing, 8 measures and 8 tests with more beyond, three month
/// charts), a long name, and a year before to compare with. Runs, is skipped or is required
/// exactly as `OnePagePrintTests` (same browser, switches and PDF checks).
@Suite struct YearPrintTests {
    static let asOf = CalendarDate(year: 2026, month: 1, day: 10)!

    /// Two years (2024, 2025) of three lifting days a week with loads rising weekly (a record
    /// nearly every workout), a run, a ride or a row on Saturdays, bouldering on Sundays, a
    /// measurement of ten keys and ten tests every month.
    static func fullYears(paper: SiteConfig.Paper, language: SiteConfig.Language = .en) -> TrainingLibrary {
        let lifts = ["back-squat", "bench-press", "deadlift", "overhead-press", "barbell-row", "front-squat",
                     "incline-bench", "romanian-deadlift", "pull-up-weighted", "dip-weighted", "hip-thrust", "lunge"]
        var exercises = lifts.map { Exercise(id: $0, name: $0.split(separator: "-").map { $0.capitalized }.joined(separator: " ")) }
        exercises += [
            Exercise(id: "run", name: "Run", type: .cardio, metric: .distanceTime, sport: "running"),
            Exercise(id: "ride", name: "Ride", type: .cardio, metric: .distanceTime, sport: "cycling"),
            Exercise(id: "row", name: "Row", type: .cardio, metric: .distanceTime, sport: "rowing"),
            Exercise(id: "bouldering", name: "Bouldering", type: .climbing, metric: .time),
        ]
        var workouts: [Workout] = []
        var measurements: [BodyMeasurement] = []
        var tests: [TestResult] = []
        var day = CalendarDate(year: 2024, month: 1, day: 1)!
        var week = 0
        while day <= asOf {
            let weekday = day.weekday.mondayIndex
            let id = day.iso
            if weekday == 0 { week += 1 }
            if [0, 2, 4].contains(weekday) {
                let chosen = (0..<3).map { lifts[(weekday + $0 * 4 + week) % lifts.count] }
                workouts.append(Workout(id: id, date: day, athlete: "ana", duration: 3600, rpe: 7, entries: chosen.map { lift in
                    WorkoutEntry(exercise: lift, sets: (0..<4).map { _ in
                        PerformedSet(load: Load(kilograms: 40 + Double(week) * 0.5), reps: 5)
                    })
                }))
            } else if weekday == 5 {
                let sport = ["run", "ride", "row"][week % 3]
                workouts.append(Workout(id: id, date: day, athlete: "ana", duration: 3000, entries: [
                    WorkoutEntry(exercise: sport, sets: [PerformedSet(duration: 1800 - Double(week), distance: 5000 + Double(week) * 50)]),
                ]))
            } else if weekday == 6 {
                workouts.append(Workout(id: id, date: day, athlete: "ana", entries: [
                    WorkoutEntry(exercise: "bouldering", sets: [PerformedSet(duration: 3600)]),
                ]))
            }
            if day.day == 1 {
                measurements.append(BodyMeasurement(date: day, athlete: "ana", values: [
                    "bodyweight", "bodyfat", "waist", "hips", "chest", "arm", "thigh", "resting_hr", "neck", "calf",
                ].enumerated().map { MeasurementValue(key: $0.element, value: 50 + Double($0.offset) + Double(day.month) / 10) }))
                for (offset, name) in ["5k", "10k", "1k", "max-hang", "vo2max", "plank", "cmj", "grip", "sit-reach", "ftp"].enumerated() {
                    tests.append(TestResult(date: day, athlete: "ana", test: name, result: .time(1500 - Double(day.month + offset))))
                }
            }
            day = day.adding(days: 1)
        }
        return TrainingLibrary(
            config: SiteConfig(title: "Training log of the Fernández-Villaverde family", language: language, paper: paper),
            athletes: [Athlete(id: "ana", name: "Alexandra Montserrat Fernández-Villaverde")],
            exercises: exercises, workouts: workouts, measurements: measurements, tests: tests)
    }

    static let path = SitePaths.year(2025, athlete: nil)

    @Test func theFullYearFillsEverySection() async throws {
        let pages = try await renderSite(Self.fullYears(paper: .a4), asOf: Self.asOf)
        let html = try #require(pages[Self.path])
        #expect(html.occurrences(of: "<tr><td><a href=") == PageBuilder.yearRecordRows)
        #expect(html.contains("<p class=\"detail-note\">and 2 more</p>"))
        #expect(html.occurrences(of: "<h3>") == 5)
        #expect(html.contains("<style>@page { size: A4; margin: 10mm 12mm; }</style>"))
        let letter = try await renderSite(Self.fullYears(paper: .letter), asOf: Self.asOf)
        #expect(try #require(letter[Self.path]).contains("<style>@page { size: letter; margin: 10mm 12mm; }</style>"))
    }

    @Test(.enabled(if: OnePagePrintTests.chromium != nil, "headless Chromium is not installed, or SPOTTER_SKIP_PRINT=1"),
          arguments: [SiteConfig.Paper.a4, .letter])
    func aFullYearPrintsOnAtMostTwoPages(paper: SiteConfig.Paper) async throws {
        let browser = try #require(OnePagePrintTests.chromium)
        let folder = TemporaryFolder("spotter-year-print")
        for language in [SiteConfig.Language.en, .es] {
            let files = try await SiteRenderer(library: Self.fullYears(paper: paper, language: language), theme: .builtIn(),
                                               asOf: Self.asOf).render()
            for file in files { try folder.write("\(language)/" + file.path, file.bytes) }
            for dark in [false, true] {
                let pdf = folder("\(language)-\(dark).pdf")
                try Chromium.printToPDF(browser: browser, page: folder("\(language)/" + Self.path), output: pdf,
                                        profile: folder("profile"), darkMode: dark)
                let bytes = try Data(contentsOf: pdf)
                let pages = PDFFacts.pageCount(bytes)
                #expect((1...2).contains(pages), "\(language) \(dark ? "dark" : "light") on \(paper.rawValue): \(pages) pages")
                let size = try #require(PDFFacts.firstMediaBox(bytes))
                let expected = paper == .a4 ? (595.0, 842.0) : (612.0, 792.0)
                #expect(abs(size.width - expected.0) < 1.5 && abs(size.height - expected.1) < 1.5,
                        "page is \(size.width) × \(size.height) pt, expected \(paper.rawValue)")
            }
        }
    }
}
