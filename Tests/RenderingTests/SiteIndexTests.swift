import Foundation
import Testing
import TextAndDates
@testable import Rendering
import TestSupport
import TrainingModel

/// Facet pages, `search-index.json` and `sitemap.xml`.
@Suite struct SiteIndexTests {
    static func exercise(_ id: String, muscles: [String]) -> Exercise {
        Exercise(id: id, name: id, primaryMuscles: muscles, sourcePath: "exercises/\(id).md")
    }

    static func facets(_ exercises: [Exercise]) -> ExerciseFacets {
        ExerciseFacets(exercises: exercises, strings: .english, order: ExerciseIndexOrder(exercises),
                       names: .builtIn)
    }

    @Test func facetValuesDifferingOnlyInCaseAndSpacesAreOne() {
        let facets = Self.facets([
            Self.exercise("a", muscles: ["Lower back"]), Self.exercise("b", muscles: ["lower  back"]),
        ])
        let muscles = facets.groups.first { $0.kind == .muscle }?.values ?? []
        #expect(muscles.map(\.slug) == ["lower-back"])
        #expect(muscles.map(\.label) == ["Lower back"])
        #expect(muscles.map(\.positions) == [[0, 1]])
    }

    /// Accents and plurals do not count either (`NameKey`): `Bíceps`, `biceps` and `Biceps`
    /// are one page, named by the spelling most exercises use, a tie going to the smallest
    /// spelling; the others are "also written". Before the rule they were `biceps` and `biceps-2`.
    @Test func facetValuesDifferingInAccentsOrNumberAreOnePageNamedByTheCommonestSpelling() {
        let facets = Self.facets([
            Self.exercise("a", muscles: ["Bíceps"]), Self.exercise("b", muscles: ["biceps"]),
            Self.exercise("c", muscles: ["biceps", "Glute"]), Self.exercise("d", muscles: ["Glutes", "Bicep"]),
        ])
        let muscles = facets.groups.first { $0.kind == .muscle }?.values ?? []
        #expect(muscles.map(\.slug) == ["biceps", "glute"])
        #expect(muscles.map(\.label) == ["biceps", "Glute"])
        #expect(muscles.map(\.alsoWritten) == [["Bicep", "Bíceps"], ["Glutes"]])
        #expect(muscles.map(\.positions) == [[0, 1, 2, 3], [2, 3]])
    }

    /// A site's groups of spellings (`content/names.yaml`) are one value too: with
    /// `[core, abdominals]` (which joins the built-in `abdominals`/`abs`), the three are one
    /// page named by the commonest spelling; without it, three.
    @Test func facetValuesOfOneGroupOfTheSitesAreOnePage() {
        let exercises = [
            Self.exercise("a", muscles: ["core"]), Self.exercise("b", muscles: ["Core", "abs"]),
            Self.exercise("c", muscles: ["abdominals"]),
        ]
        let facets = ExerciseFacets(exercises: exercises, strings: .english, order: ExerciseIndexOrder(exercises),
                                    names: NameKey.builtIn.adding([["core", "abdominals"]]))
        let muscles = facets.groups.first { $0.kind == .muscle }?.values ?? []
        #expect(muscles.map(\.label) == ["Core"])
        #expect(muscles.map(\.alsoWritten) == [["abdominals", "core"]])  // `abs` is b's second spelling of the value
        #expect(muscles.map(\.positions) == [[0, 1, 2]])
        #expect((Self.facets(exercises).groups.first { $0.kind == .muscle }?.values ?? []).map(\.label) == ["abdominals", "Core"])
    }

    /// The equipment a session needs and "no equipment" follow the same rule: with
    /// `[db, dumbbell]` a session's `DB` is the `dumbbell` value, and with `[bodyweight, calisthenics]`
    /// `calisthenics` is no piece.
    @Test func equipmentValuesFollowTheSitesRule() {
        let exercises = [Exercise(id: "a", name: "A", equipment: ["dumbbells", "calisthenics"], sourcePath: "exercises/a.md")]
        let facets = ExerciseFacets(exercises: exercises, strings: .english, order: ExerciseIndexOrder(exercises),
                                    names: NameKey.builtIn.adding([["db", "dumbbell"], ["bodyweight", "calisthenics"]]))
        #expect(facets.equipment(of: ["DB", "calisthenics"]).map(\.label) == ["dumbbells"])
        #expect(Self.facets(exercises).equipment(of: ["DB", "calisthenics"]).map(\.label) == ["calisthenics"])
    }

    /// A value's exercises in index order (type, then name), not the library's.
    @Test func facetValuesListTheirExercisesInIndexOrder() {
        let exercises = [Exercise(id: "z", name: "Zercher", primaryMuscles: ["quads"], sourcePath: "exercises/z.md"),
                         Exercise(id: "a", name: "Air squat", primaryMuscles: ["quads"], sourcePath: "exercises/a.md")]
        let facets = Self.facets(exercises)
        #expect(facets.groups.first { $0.kind == .muscle }?.values.map(\.positions) == [[1, 0]])
    }

    /// Punctuation does not count (`lower back` and `lower-back` are one value); values the
    /// rule keeps apart but `Slug.make` makes one (`Ωbar` and `bar`, `日本` and `中国`) get
    /// `-2`, in key order.
    @Test func differentFacetValuesWithOneSlugGetDistinctPages() {
        let facets = Self.facets([
            Self.exercise("a", muscles: ["lower back"]), Self.exercise("b", muscles: ["lower-back"]),
            Self.exercise("c", muscles: ["日本"]), Self.exercise("d", muscles: ["中国"]),
            Self.exercise("e", muscles: ["bar", "Ωbar"]),
        ])
        let muscles = facets.groups.first { $0.kind == .muscle }?.values ?? []
        #expect(muscles.map(\.label) == ["bar", "lower back", "Ωbar", "中国", "日本"])
        #expect(muscles.map(\.slug) == ["bar", "lower-back", "bar-2", "value", "value-2"])
    }

    @Test func facetPageListsItsExercisesAndMarksItselfCurrent() async throws {
        let site = try await renderSite(SampleLibrary.make())
        let page = try #require(site["exercises/muscle/glutes/index.html"])
        #expect(page.contains("<h1>Muscles: glutes</h1>"))
        #expect(page.contains("<p class=\"lead\">1 exercise · <a href=\"../../../exercises/index.html\">All exercises</a></p>"))
        #expect(page.contains("<a class=\"card-title\" href=\"../../../exercises/back-squat/index.html\">Back Squat</a>"))
        #expect(!page.contains("Bench Press</a>\n"))
        #expect(page.contains("<li><a href=\"../../../exercises/muscle/glutes/index.html\" aria-current=\"page\">glutes</a> <span class=\"count\">1</span></li>"))
        #expect(site["exercises/type/strength/index.html"]?.contains("<h1>Type: Strength</h1>") == true)
        let index = try #require(site["exercises/index.html"])
        #expect(index.contains("<li><a href=\"../exercises/muscle/glutes/index.html\">glutes</a> <span class=\"count\">1</span></li>"))
        #expect(index.contains("<form class=\"search\" role=\"search\" hidden data-index=\"../search-index.js\" data-root=\"../\" data-kinds=\"exercise\">"))
    }

    @Test func searchScriptHoldsTheSameEntriesAsTheJSON() async throws {
        let site = try await renderSite(SampleLibrary.make())
        let json = try #require(site["search-index.json"])
        let script = try #require(site["search-index.js"])
        #expect(script == "window.spotterSearchIndex = " + json.dropLast() + ";\n")
    }

    @Test func searchIndexListsEveryEntitySortedByURL() async throws {
        let json = try #require(try await renderSite(SampleLibrary.make())["search-index.json"])
        let data = try #require(json.data(using: .utf8))
        let objects = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        // Text fields as text; an exercise's `equipment` (its facet slugs) as a list.
        let entries = objects.map { $0.compactMapValues { $0 as? String } }
        // 6 exercises, 3 sessions, 2 workouts, 2 pages.
        #expect(entries.count == 13)
        let urls: [String] = entries.map { $0["url"] ?? "" }
        #expect(urls == urls.sorted())
        let squat: [String: String] = [
            "kind": "exercise", "title": "Back Squat", "url": "exercises/back-squat/index.html",
            "text": "Strength · legs · Squat · Barbell Squat · barbell · rack · quadriceps · glutes · hamstrings · lower back · intermediate",
        ]
        #expect(entries.first == squat)
        #expect(objects.first?["equipment"] as? [String] == ["barbell", "rack"])
        // Six exercises and three sessions: a session's equipment is its exercises'.
        #expect(objects.filter { $0["equipment"] != nil }.count == 9)
        let workout = entries.first { $0["url"] == "workouts/2026-03-02-upper-a/index.html" }
        #expect(workout?["title"] == "Upper A · Mon 2 Mar 2026")
    }

    @Test func searchTextDropsMarkdownPunctuation() {
        #expect(SearchIndex.shorten("**Bold**  `code`\n# Heading") == "Bold code Heading")
    }

    @Test func searchTextIsCutAtTheLimitWithoutATrailingSpace() {
        // Text below U+0300 takes the scalar path, other text the character path: both cut alike.
        let ascii = String(repeating: "a", count: 158) + " bcd"
        #expect(SearchIndex.shorten(ascii) == String(repeating: "a", count: 158) + "…")
        let accented = String(repeating: "é", count: 158) + " bcd"
        #expect(SearchIndex.shorten(accented) == String(repeating: "é", count: 158) + "…")
        #expect(SearchIndex.shorten("  a \r\n\t b*_[c]  ") == "a bc")
        #expect(SearchIndex.shorten(" é \r\n\t b*_[c]  ") == "é bc")
        #expect(SearchIndex.shorten("a\u{00A0}b · c\u{2003}d\u{3000}e") == "a b · c d e")
        // Text the scalar path takes gives what the character path gives.
        let samples = [
            "**Bold**  `code`\n# Heading", "Strength · legs · Squat", " x\r\ny ", "", "a\u{00A0}b\u{0085}c",
            String(repeating: "ab ", count: 80), String(repeating: "é ", count: 100), String(repeating: "ñ", count: 170),
        ]
        for sample in samples {
            #expect(SearchIndex.shortenByScalars(sample) == SearchIndex.shortenByCharacters(sample))
        }
        // Text read no further than the limit gives what the character path gives, text past
        // the limit that the scalar path would not take included.
        let longSamples = [
            "**Bold**  `code`\n# Heading", " x\r\ny ", "", String(repeating: "ab ", count: 80),
            String(repeating: "a", count: 159) + " b", String(repeating: "a", count: 160), String(repeating: "a ", count: 80) + "b",
            String(repeating: "a", count: 158) + "  *b", String(repeating: "ab ", count: 60) + "é\u{301}",
            String(repeating: "é", count: 159) + " ñb", String(repeating: "a", count: 161) + "\u{2003}",
        ]
        for sample in longSamples {
            #expect(SearchIndex.shortenByScalars(sample) == SearchIndex.shortenByCharacters(sample), "\(sample.debugDescription)")
        }
        #expect(SearchIndex.shortenByScalars("a \u{301}b") == nil)
        #expect(SearchIndex.shortenByScalars("a\u{2003}b") == nil)
    }

    @Test func whiteSpaceBelowU0300IsUnicodesWhiteSpace() {
        for value in UInt32(0)..<0x300 {
            let scalar = Unicode.Scalar(value)!
            #expect(SearchIndex.isWhitespaceBelowU0300(value) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }

    @Test func sitemapListsDirectoryURLsUnderTheBaseURL() {
        let xml = Sitemap.xml(baseURL: "https://example.org/a&b", pages: [
            .init(path: "workouts/index.html", lastModified: CalendarDate(year: 2026, month: 3, day: 4)),
            .init(path: "index.html"), .init(path: "exercises/back-squat/index.html"), .init(path: "style.css"),
            .init(path: "404.html"),
        ])
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
              <url><loc>https://example.org/a&amp;b/</loc></url>
              <url><loc>https://example.org/a&amp;b/exercises/back-squat/</loc></url>
              <url><loc>https://example.org/a&amp;b/workouts/</loc><lastmod>2026-03-04</lastmod></url>
            </urlset>

            """)
    }

    /// `lastmod` is the newest content day a page shows, never the clock or a file time.
    @Test func sitemapDatesPagesByTheirContent() async throws {
        let sitemap = try #require(try await renderSite(SampleLibrary.twoAthletes())["sitemap.xml"])
        let lines = sitemap.split(separator: "\n").map(String.init)
        #expect(lines.contains("  <url><loc>https://example.org/coach/</loc><lastmod>2026-03-02</lastmod></url>"))
        #expect(lines.contains(
            "  <url><loc>https://example.org/coach/athletes/ben/workouts/2026-02-23-ben-squat/</loc><lastmod>2026-02-23</lastmod></url>"))
        #expect(lines.contains(
            "  <url><loc>https://example.org/coach/exercises/plank/</loc><lastmod>2026-02-26</lastmod></url>"))
        #expect(lines.contains("  <url><loc>https://example.org/coach/sessions/</loc></url>"))
        #expect(!sitemap.contains("404"))
    }

    /// The newest days read from each athlete's workouts, newest first, are those a look at
    /// every workout, measurement and test finds: random libraries of three athletes, with
    /// days after the as-of day, days shared, and athletes with nothing before it.
    @Test func newestDaysAreEveryDatedThingsNewestOnOrBeforeTheAsOfDay() throws {
        var random = SeededRandom(seed: 28)
        let asOf = try #require(CalendarDate(year: 2026, month: 3, day: 1))
        let athletes = ["ana", "ben", "cleo"]
        for _ in 0..<200 {
            func day() -> CalendarDate { asOf.adding(days: Int.random(in: -30...10, using: &random)) }
            func athlete() -> String { athletes.randomElement(using: &random)! }
            var library = TrainingLibrary(config: SiteConfig(title: "t"))
            library.workouts = (0..<Int.random(in: 0...12, using: &random)).map {
                Workout(id: "w\($0)", date: day(), startMinute: Int.random(in: 0...2, using: &random) * 60, athlete: athlete())
            }.sorted(by: Workout.startOrder)
            library.measurements = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                BodyMeasurement(date: day(), athlete: athlete(), values: [])
            }
            library.tests = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                TestResult(date: day(), athlete: athlete(), test: "hang", result: .time(10))
            }
            let newest = NewestDays(library, workoutsByAthlete: LibraryIndex(library).workoutsByAthlete, asOf: asOf)
            let workoutDays = library.workouts.map(\.date).filter { $0 <= asOf }
            let dated = library.workouts.map { ($0.date, $0.athlete) } + library.measurements.map { ($0.date, $0.athlete) }
                + library.tests.map { ($0.date, $0.athlete) }
            #expect(newest.workout == workoutDays.max())
            #expect(newest.anything == dated.map(\.0).filter { $0 <= asOf }.max())
            for athlete in athletes {
                #expect(newest.byAthlete[athlete] == dated.filter { $0.1 == athlete && $0.0 <= asOf }.map(\.0).max())
            }
        }
    }

    @Test func noSitemapWithoutAnHTTPBaseURL() async throws {
        #expect(Sitemap.xml(baseURL: nil, pages: [.init(path: "index.html")]) == nil)
        #expect(Sitemap.xml(baseURL: "  ", pages: [.init(path: "index.html")]) == nil)
        #expect(Sitemap.xml(baseURL: "ftp://example.org/", pages: [.init(path: "index.html")]) == nil)
        #expect(try await renderSite(SampleLibrary.make())["sitemap.xml"] == nil)
        #expect(try await renderSite(SampleLibrary.twoAthletes())["sitemap.xml"]?
            .contains("<url><loc>https://example.org/coach/athletes/ben/</loc><lastmod>2026-03-02</lastmod></url>") == true)
    }
}
