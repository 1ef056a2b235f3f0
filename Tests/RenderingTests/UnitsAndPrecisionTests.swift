import Testing
@testable import Rendering
import TrainingModel

/// Units and precision (issue 52): height with its unit, estimates as people say them, the
/// load explained as sRPE load, whose workouts a shared list shows, aligned set tables.
@Suite struct UnitsAndPrecisionTests {
    /// docs/sheets-and-plans.md#estimated-duration.
    @Test func estimatesAreRoundedAsPeopleSayThem() {
        let english = DisplayFormatter(strings: Strings.forLanguage(.en), units: .kg)
        #expect(english.estimate(seconds: 41 * 60 + 32) == "about 40 min")
        #expect(english.estimate(seconds: 42 * 60 + 30) == "about 45 min")
        #expect(english.estimate(seconds: 225) == "about 4 min")
        #expect(english.estimate(seconds: 68 * 60) == "about 1 h 15 min")
        #expect(english.estimate(seconds: 25) == "about 30 s")
        #expect(english.estimate(seconds: 3) == "about 10 s")
        #expect(DisplayFormatter(strings: Strings.forLanguage(.es), units: .kg).estimate(seconds: 41 * 60 + 32) == "unos 40 min")
    }

    @Test func aSessionPrintsItsEstimateRounded() async throws {
        let pages = try await renderSite(SampleLibrary.make())
        let session = try #require(pages["sessions/upper-a/index.html"])
        #expect(session.contains("<div><dt>Estimated duration</dt><dd>about "))
        #expect(!session.contains("<div><dt>Estimated duration</dt><dd>0 s"))
    }

    /// 50 min at RPE 7: 350, said to be sRPE load, linked to the dashboard's weekly load.
    @Test func aWorkoutsLoadIsExplainedAndLinked() async throws {
        let html = try #require(try await renderSite(SampleLibrary.make())["workouts/2026-02-26-lower/index.html"])
        #expect(html.contains("<div><dt>Load (sRPE)</dt><dd>350</dd></div>"))
        #expect(html.contains("<p class=\"detail-note\">Load is sRPE load (Foster): session RPE 7 × 50 min = 350. "
            + "<a href=\"../../index.html#weekly-load\">Weekly load</a></p>"))
        // Numbers right-aligned, a column each, so entries' tables line up.
        #expect(html.contains("<th scope=\"col\" class=\"num\">Weight</th>"))
        #expect(html.contains("<td class=\"num\">100 kg</td>"))
        let css = try #require(try await renderSite(SampleLibrary.make())["style.css"])
        #expect(css.contains(".sets-table { table-layout: fixed; }"))
        #expect(css.contains(".sets-table th.num, .sets-table td.num { text-align: right; }"))
    }

    /// On a site of several athletes, the shared lists name whose each workout is; an athlete's own do not.
    @Test func sharedListsOfSeveralAthletesNameWhoseWorkoutItIs() async throws {
        let pages = try await renderSite(SampleLibrary.twoAthletes())
        let home = try #require(pages["index.html"])
        #expect(home.contains("Ben Ortiz: Squat day</a>"))
        let index = try #require(pages["workouts/index.html"])
        #expect(index.contains("Ben Ortiz: Squat day</a>"))
        let own = try #require(pages["athletes/ben/workouts/index.html"])
        #expect(own.contains("Squat day</a>"))
        #expect(!own.contains("Ben Ortiz: Squat day"))
    }

    @Test func heightIsPrintedWithItsUnit() async throws {
        var library = SampleLibrary.twoAthletes()
        library.measurements.append(BodyMeasurement(date: SampleLibrary.date("2026-03-01"), athlete: "ben",
                                                    values: [MeasurementValue(key: "height", value: 1.8)]))
        let year = try #require(try await renderSite(library)["athletes/ben/years/2026/index.html"])
        #expect(year.contains("<th scope=\"row\">Height</th><td class=\"num\">180 cm "))
    }
}
