import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// With several athletes a plan lives in its athlete's folder, as workouts do (docs/site-pages.md);
/// a one-athlete site keeps `plans/<id>/`.
@Suite struct AthletePlanPathTests {
    @Test func severalAthletesPutPlansInTheAthletesFolder() async throws {
        let site = try await renderSite(SampleLibrary.twoAthletes())
        #expect(site.keys.filter { $0.contains("plans/") }.sorted() == [
            "athletes/ben/plans/ben-base/index.html",
            "athletes/ben/plans/ben-base/week-1/index.html", "athletes/ben/plans/ben-base/week-2/index.html",
            "athletes/ben/plans/ben-base/week-3/index.html", "athletes/ben/plans/ben-base/week-4/index.html",
            "plans/index.html",
        ])
        #expect(try #require(site["plans/index.html"])
            .contains("<a class=\"card-title\" href=\"../athletes/ben/plans/ben-base/index.html\">Ben base</a>"))
        let week = try #require(site["athletes/ben/plans/ben-base/week-2/index.html"])
        #expect(week.contains("href=\"../../../../../athletes/ben/plans/ben-base/index.html\""))
        #expect(week.contains("href=\"../../../../../athletes/ben/plans/ben-base/week-3/index.html\""))
        #expect(try #require(site["sitemap.xml"]).contains("<loc>https://example.org/coach/athletes/ben/plans/ben-base/</loc>"))
    }

    @Test func oneAthleteKeepsPlansAtTheRoot() async throws {
        let site = try await renderSite(SheetFixture.make(), asOf: SheetFixture.asOf)
        #expect(site["plans/spring-block/index.html"] != nil)
        #expect(site["plans/spring-block/week-1/index.html"] != nil)
        #expect(!site.keys.contains { $0.hasPrefix("athletes/") && $0.contains("/plans/") })
    }
}
