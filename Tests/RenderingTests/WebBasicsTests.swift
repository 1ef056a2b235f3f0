import Testing
import TestSupport
import TextAndDates
@testable import Rendering
import TrainingModel

/// What every page carries for browsers, link previews and hosts: the description and
/// Open Graph tags, the favicon and feed links, and the 404 page.
@Suite struct WebBasicsTests {
    static func head(_ html: String) -> String {
        String(html[..<(html.range(of: "</head>")?.lowerBound ?? html.endIndex)])
    }

    @Test func exercisePageIsDescribedByWhatItIs() async throws {
        let page = try #require(try await renderSite(SampleLibrary.twoAthletes())["exercises/back-squat/index.html"])
        let head = Self.head(page)
        #expect(head.contains("<meta name=\"description\" content=\"A squat with the bar on the upper back.\">\n"))
        #expect(head.contains("<meta property=\"og:type\" content=\"article\">\n"))
        #expect(head.contains("<meta property=\"og:title\" content=\"Back Squat\">\n"))
        #expect(head.contains("<meta property=\"og:site_name\" content=\"Coach log\">\n"))
        #expect(head.contains("<meta property=\"og:url\" content=\"https://example.org/coach/exercises/back-squat/\">\n"))
        #expect(head.contains("<link rel=\"canonical\" href=\"https://example.org/coach/exercises/back-squat/\">\n"))
        #expect(head.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"../../favicon.svg\">\n"))
        #expect(head.contains(
            "<link rel=\"alternate\" type=\"application/atom+xml\" title=\"Coach log · Workouts\" href=\"../../feed.xml\">\n"))
    }

    /// Open Graph needs absolute URLs: without `base_url` there is no `og:url` at all.
    @Test func noCanonicalURLWithoutABaseURL() async throws {
        let page = try #require(try await renderSite(SampleLibrary.make())["exercises/back-squat/index.html"])
        #expect(!page.contains("og:url") && !page.contains("rel=\"canonical\""))
    }

    @Test func workoutPageIsDescribedByItsDayFiguresAndExercises() async throws {
        let page = try #require(try await renderSite(SampleLibrary.make())["workouts/2026-02-26-lower/index.html"])
        #expect(page.contains("<meta name=\"description\" content=\"Thu 26 Feb 2026 · 50 min · 5 sets · RPE 7 · Back Squat, Plank\">\n"))
    }

    @Test func longDescriptionsAreCutAtASpace() {
        let text = String(repeating: "word ", count: 40)
        let short = PageBuilder.shortened(text.collapsingWhitespace)
        // 199 characters: the first 159 end inside the 32nd word, so the cut falls before it.
        #expect(short == String(repeating: "word ", count: 30) + "word…")
        #expect(short.count == 155)
        #expect(PageBuilder.shortened("short") == "short")
    }

    /// Cut by bytes when each is a character, by characters otherwise: the same as counting
    /// characters, whatever the text.
    @Test func descriptionsAreCutByCharactersWhateverTheText() {
        func byCharacters(_ text: String) -> String {
            guard text.count > PageBuilder.descriptionLength else { return text }
            let head = text.prefix(PageBuilder.descriptionLength - 1)
            let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
            return String(cut).trimmingWhitespace + "…"
        }
        let words = ["a", "brace", "tempo", "é", "🏋️", "x\r\ny", "\r\n", "b", "ab  ", "long-word-without-space"]
        var random = SeededRandom(seed: 28)
        var cut = 0, byBytes = 0
        for _ in 0..<2_000 {
            // Half the texts of ASCII words only, for the byte path.
            let pool = random.next() % 2 == 0 ? Array(words.prefix(3)) + ["b", "long-word-without-space"] : words
            let text = (0..<Int(random.next() % 60)).map { _ in pool[Int(random.next() % UInt64(pool.count))] }
                .joined(separator: random.next() % 4 == 0 ? "" : " ")
            #expect(PageBuilder.shortened(text) == byCharacters(text), "\(text.debugDescription)")
            if text.count > PageBuilder.descriptionLength {
                cut += 1
                if text.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) { byBytes += 1 }
            }
        }
        // The seed fixes the texts: some cut by bytes, some by characters.
        #expect(cut == 1_097)
        #expect(byBytes == 628)
    }

    @Test func descriptionsAreEscaped() async throws {
        var library = SampleLibrary.make()
        library.pages = [Page(id: "about", title: "About", markdown: "Quotes \" and 1 < 2 & <b>tags</b>")]
        let page = try #require(try await renderSite(library)["pages/about/index.html"])
        #expect(page.contains("<meta name=\"description\" content=\"Quotes &quot; and 1 &lt; 2 &amp; tags\">\n"))
    }

    @Test func faviconComesFromTheTheme() async throws {
        let files = try await renderSite(SampleLibrary.make())
        #expect(files["favicon.svg"]?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true)
    }

    /// A host serves 404.html at any depth, so its links cannot be relative.
    @Test func notFoundPageLinksFromTheSiteRoot() async throws {
        let withBase = try #require(try await renderSite(SampleLibrary.twoAthletes())["404.html"])
        #expect(withBase.contains("<link rel=\"stylesheet\" href=\"https://example.org/coach/style.css\">\n"))
        #expect(withBase.contains("<p><a href=\"https://example.org/coach/index.html\">Go to the home page</a></p>\n"))
        #expect(!withBase.contains("rel=\"canonical\""))
        let withoutBase = try #require(try await renderSite(SampleLibrary.make())["404.html"])
        #expect(withoutBase.contains("<link rel=\"stylesheet\" href=\"/style.css\">\n"))
        #expect(withoutBase.contains("<li><a href=\"/exercises/index.html\">Exercises</a></li>\n"))
        #expect(withoutBase.contains("<h1>Page not found</h1>\n"))
    }

    @Test func notFoundPageSpeaksTheSiteLanguage() async throws {
        var library = SampleLibrary.make()
        library.config.language = .es
        let page = try #require(try await renderSite(library)["404.html"])
        #expect(page.contains("<h1>Página no encontrada</h1>\n"))
    }
}
