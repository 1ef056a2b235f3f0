import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// `paginate` on the exercise index and its facet pages (docs/content-format.md#siteyaml): five exercises, two a page.
@Suite struct ExerciseIndexPaginationTests {
    static func library() -> TrainingLibrary {
        func exercise(_ id: String, _ name: String, _ type: ExerciseType) -> Exercise {
            Exercise(id: id, name: name, type: type, primaryMuscles: ["legs"], sourcePath: "exercises/\(id).md")
        }
        var library = TrainingLibrary(exercises: [
            exercise("echo", "Echo", .cardio), exercise("alpha", "Alpha", .strength),
            exercise("delta", "Delta", .cardio), exercise("charlie", "Charlie", .strength),
            exercise("bravo", "Bravo", .strength),
        ])
        library.config.paginate = 2
        return library
    }

    static func cards(_ page: String) -> [String] {
        page.components(separatedBy: "<a class=\"card-title\" href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    static func headings(_ page: String) -> [String] {
        page.components(separatedBy: "<section id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func exerciseIndexAndFacetsSplitIntoPages() async throws {
        let site = try await renderSite(Self.library())
        #expect(site.keys.filter { $0.hasPrefix("exercises/") && !$0.hasPrefix("exercises/equipment") }
            .filter { path in !["alpha", "bravo", "charlie", "delta", "echo"].contains { path.hasPrefix("exercises/\($0)/") } }
            .sorted() == [
                "exercises/index-2.html", "exercises/index-3.html", "exercises/index.html",
                "exercises/muscle/legs/index-2.html", "exercises/muscle/legs/index-3.html",
                "exercises/muscle/legs/index.html",
                "exercises/type/cardio/index.html",
                "exercises/type/strength/index-2.html", "exercises/type/strength/index.html",
            ])

        let first = try #require(site["exercises/index.html"])
        let second = try #require(site["exercises/index-2.html"])
        let third = try #require(site["exercises/index-3.html"])
        #expect(Self.cards(first) == ["../exercises/alpha/index.html", "../exercises/bravo/index.html"])
        #expect(Self.cards(second) == ["../exercises/charlie/index.html", "../exercises/delta/index.html"])
        #expect(Self.cards(third) == ["../exercises/echo/index.html"])
        #expect(Self.headings(first) == ["type-strength"])
        #expect(Self.headings(second) == ["type-strength", "type-cardio"])
        #expect(Self.headings(third) == ["type-cardio"])

        #expect(!first.contains("<link rel=\"prev\""))
        #expect(first.contains("<link rel=\"next\" href=\"../exercises/index-2.html\">\n"))
        #expect(second.contains("<link rel=\"prev\" href=\"../exercises/index.html\">\n<link rel=\"next\" href=\"../exercises/index-3.html\">\n"))
        #expect(third.contains("<link rel=\"prev\" href=\"../exercises/index-2.html\">\n"))
        #expect(!third.contains("<link rel=\"next\""))
        #expect(second.contains("""
            <nav class="pager" aria-label="Pages">
            <ul>
            <li><a href="../exercises/index.html">First</a></li>
            <li><a rel="prev" href="../exercises/index.html">Previous</a></li>
            <li aria-current="page">Page 2 of 3</li>
            <li><a rel="next" href="../exercises/index-3.html">Next</a></li>
            <li><a href="../exercises/index-3.html">Last</a></li>
            </ul>
            </nav>
            """))
        // The search box searches every exercise from the site's index, on every page.
        for page in [first, second, third] {
            #expect(page.contains("<form class=\"search\" role=\"search\" hidden data-index=\"../search-index.js\" data-root=\"../\" data-kinds=\"exercise\">"))
        }
        #expect(try #require(site["search-index.json"]).occurrences(of: "{\"kind\": \"exercise\",") == 5)

        let facet = try #require(site["exercises/muscle/legs/index-2.html"])
        #expect(Self.cards(facet) == ["../../../exercises/charlie/index.html", "../../../exercises/delta/index.html"])
        #expect(facet.contains("<p class=\"lead\">5 exercises · <a href=\"../../../exercises/index.html\">All exercises</a></p>"))
        #expect(facet.contains("<link rel=\"prev\" href=\"../../../exercises/muscle/legs/index.html\">\n<link rel=\"next\" href=\"../../../exercises/muscle/legs/index-3.html\">\n"))
        #expect(facet.contains("<li aria-current=\"page\">Page 2 of 3</li>"))
        let strength = try #require(site["exercises/type/strength/index-2.html"])
        #expect(Self.cards(strength) == ["../../../exercises/charlie/index.html"])
        #expect(strength.contains("<li><a rel=\"prev\" href=\"../../../exercises/type/strength/index.html\">Previous</a></li>"))
        // A list that fits on one page has no pager.
        let cardio = try #require(site["exercises/type/cardio/index.html"])
        #expect(!cardio.contains("class=\"pager\"") && !cardio.contains("rel=\"prev\"") && !cardio.contains("rel=\"next\""))
    }
}
