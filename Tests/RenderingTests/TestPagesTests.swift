import Testing
@testable import Rendering
import TextAndDates
import TrainingModel

/// The test battery (docs/content-format.md#tests, docs/statistics.md#test-pages): a page per
/// defined test with its protocol, each athlete's best (the definition's `better` decides) and
/// their results over time; a tests index; results named by the definition's name everywhere.
@Suite struct TestPagesTests {
    static let asOf = CalendarDate(year: 2026, month: 3, day: 1)!

    static func date(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    static let library = TrainingLibrary(
        config: SiteConfig(title: "Battery"),
        athletes: [Athlete(id: "ana", name: "Ana Ruiz"), Athlete(id: "ben", name: "Ben Ortiz")],
        tests: [
            TestResult(date: date("2026-02-01"), athlete: "ana", test: "5k", result: .time(1452)),
            TestResult(date: date("2026-02-20"), athlete: "ana", test: "5k", result: .time(1420)),
            TestResult(date: date("2026-02-22"), athlete: "ben", test: "5k", result: .time(1500)),
            TestResult(date: date("2026-02-01"), athlete: "ana", test: "reaction", result: .number(0.31)),
            TestResult(date: date("2026-02-15"), athlete: "ana", test: "reaction", result: .number(0.27)),
            TestResult(date: date("2026-02-01"), athlete: "ana", test: "max-hang", result: .load(Load(kilograms: 9, relativeToBodyweight: true))),
            TestResult(date: date("2026-02-20"), athlete: "ana", test: "max-hang", result: .load(Load(kilograms: 12, relativeToBodyweight: true))),
            TestResult(date: date("2026-02-20"), athlete: "ana", test: "vo2max", result: .number(46)),
        ],
        testDefinitions: [
            TestDefinition(id: "5k", name: "5 km time trial", testProtocol: "Run **5 km** flat out.", unit: "min:s", better: .lower),
            TestDefinition(id: "max-hang", name: "Max hang", unit: "kg added", better: .higher),
            TestDefinition(id: "reaction", name: "Reaction time", unit: "s", better: .lower),
        ])
}

extension TestPagesTests {
    @Test func theIndexListsEveryDefinedTestWithItsUnitDirectionAndCount() async throws {
        let pages = try await renderSite(Self.library, asOf: Self.asOf)
        let index = try #require(pages[SitePaths.testIndex])
        #expect(index.contains("<h1>Tests</h1>\n<ul class=\"link-list\">\n"
            + "<li><a href=\"../tests/5k/index.html\">5 km time trial</a> <span class=\"detail\">min:s · lower is better · 3 results</span></li>\n"
            + "<li><a href=\"../tests/max-hang/index.html\">Max hang</a> <span class=\"detail\">kg added · higher is better · 2 results</span></li>\n"
            + "<li><a href=\"../tests/reaction/index.html\">Reaction time</a> <span class=\"detail\">s · lower is better · 2 results</span></li>\n</ul>"))
        #expect(index.contains("<li><a href=\"../tests/index.html\" aria-current=\"page\">Tests</a></li>"))
        // An undefined test gets no page.
        #expect(pages["tests/vo2max/index.html"] == nil)
    }

    @Test func aTestPageShowsItsProtocolAndEachAthletesBestByItsDirection() async throws {
        let pages = try await renderSite(Self.library, asOf: Self.asOf)
        let page = try #require(pages[SitePaths.test("5k")])
        let head: String = "<h1>5 km time trial</h1>\n<dl class=\"facts\">\n<div><dt>Unit</dt><dd>min:s</dd></div>\n"
            + "<div><dt>Better</dt><dd>lower is better</dd></div>\n</dl>\n"
            + "<section class=\"test-protocol\" aria-labelledby=\"protocol-heading\">\n<h2 id=\"protocol-heading\">Protocol</h2>\n"
            + "<p>Run <strong>5 km</strong> flat out.</p>\n</section>\n"
        #expect(page.contains(head))
        // Times as clocks, the fastest each athlete ran.
        let bests: String = "<tr><th scope=\"row\">Ana Ruiz</th><td class=\"num\">23:40</td><td>Fri 20 Feb 2026</td><td class=\"num\">2 results</td></tr>\n"
            + "<tr><th scope=\"row\">Ben Ortiz</th><td class=\"num\">25:00</td><td>Sun 22 Feb 2026</td><td class=\"num\">1 result</td></tr>\n"
        #expect(page.contains(bests))
        #expect(page.contains("<title>Ben Ortiz, Sun 22 Feb 2026: 25:00</title>"))
        // `better: lower` on numbers: the lowest, where an undefined test would take the highest.
        let reaction = try #require(pages[SitePaths.test("reaction")])
        #expect(reaction.contains("<tr><th scope=\"row\">Ana Ruiz</th><td class=\"num\">0.27</td><td>Sun 15 Feb 2026</td>"))
        #expect(reaction.contains("<tr><th scope=\"row\">Sun 1 Feb 2026</th><td>0.31</td></tr>"))
    }

    @Test func theProfileNamesResultsByTheDefinitionsName() async throws {
        let pages = try await renderSite(Self.library, asOf: Self.asOf)
        let profile = try #require(pages[SitePaths.profile("ana")])
        #expect(profile.contains("<dl class=\"facts\">\n<div><dt>5 km time trial</dt><dd>23:40</dd></div>\n"
            + "<div><dt>Max hang</dt><dd>BW + 12 kg</dd></div>\n<div><dt>Reaction time</dt><dd>0.27</dd></div>\n"
            + "<div><dt>VO₂max</dt><dd>46</dd></div>\n</dl>"))
        #expect(profile.contains("<h2>5 km time trial</h2>\n<p class=\"card-lead\">Best 23:40 · Fri 20 Feb 2026</p>"))
    }

    @Test func aSiteWithoutDefinitionsHasNoTestPages() async throws {
        var library = Self.library
        library.testDefinitions = []
        let pages = try await renderSite(library, asOf: Self.asOf)
        #expect(pages.keys.filter { $0.hasPrefix("tests/") }.sorted() == [])
        #expect(try #require(pages[SitePaths.profile("ana")]).contains("<div><dt>5 km</dt><dd>23:40</dd></div>"))
    }
}
