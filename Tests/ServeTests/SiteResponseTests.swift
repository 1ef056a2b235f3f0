import Serve
import Testing

/// What the server answers, from a snapshot, without a socket.
struct SiteResponseTests {
    let snapshot = SiteSnapshot(files: [
        "index.html": Array("<!doctype html><html><body><h1>Home</h1></body></html>".utf8),
        "exercises/index.html": Array("<html><BODY>Exercises</BODY></html>".utf8),
        "style.css": Array("body{}".utf8),
        "stats.json": Array("{}".utf8),
    ], version: 3)

    private func answer(_ path: String, method: String = "GET", problems: [String] = []) -> SiteResponse {
        SiteResponse.answer(method: method, path: path, snapshot: snapshot, problems: problems)
    }

    @Test func servesIndexForTheRootAndFolders() {
        #expect(answer("/").status == 200)
        #expect(answer("/").text.contains("<h1>Home</h1>"))
        #expect(answer("/exercises/").text.contains("Exercises"))
    }

    @Test func everyResponseForbidsCaching() {
        for path in ["/", "/style.css", "/missing", "/../x"] {
            #expect(answer(path).headers["Cache-Control"] == "no-store")
        }
    }

    @Test func servesFilesWithTheirContentType() {
        #expect(answer("/style.css").headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(answer("/style.css").text == "body{}")
        #expect(answer("/stats.json").headers["Content-Type"] == "application/json; charset=utf-8")
    }

    @Test func injectsTheReloadScriptIntoHTMLOnly() {
        let page = answer("/").text
        #expect(page.contains(LiveReload.marker))
        #expect(page.contains("var version = \"3\";"))
        #expect(page.hasSuffix("</script>\n</body></html>"))
        #expect(!answer("/style.css").text.contains(LiveReload.marker))
        #expect(!answer("/stats.json").text.contains(LiveReload.marker))
    }

    @Test func injectsBeforeAnUppercaseClosingBodyTag() {
        #expect(answer("/exercises/").text.hasSuffix("</script>\n</BODY></html>"))
    }

    @Test func appendsTheScriptToAPageWithoutBody() {
        let html = LiveReload.inject(into: "<p>fragment</p>", version: 1, problems: [])
        #expect(html.hasPrefix("<p>fragment</p><script data-spotter-live-reload>"))
    }

    @Test func showsProblemsEscapedInTheOverlay() {
        let page = answer("/", problems: ["content/workouts/a.yaml:3:1: error: found \"<script>alert(1)</script>\""]).text
        #expect(page.contains("<div id=\"spotter-problems\" role=\"alert\""))
        #expect(page.contains("content/workouts/a.yaml:3:1: error: found &quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;"))
        #expect(!page.contains("<script>alert(1)"))
        #expect(!answer("/").text.contains("spotter-problems\" role"))
    }

    @Test func refusesTraversalWithBadRequest() {
        let response = answer("/../etc/passwd")
        #expect(response.status == 400)
        #expect(response.text == "Bad request: the path has a . or .. segment.\n")
    }

    @Test func unknownPathsGetTheNotFoundPage() {
        let response = answer("/nothing-here/")
        #expect(response.status == 404)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.text.contains("The site has no page at <code>/nothing-here/</code>."))
    }

    @Test func theSitesOwnNotFoundPageIsUsedWhenItHasOne() {
        var withPage = snapshot
        withPage.files["404.html"] = Array("<html><body>Lost?</body></html>".utf8)
        let response = SiteResponse.answer(method: "GET", path: "/x", snapshot: withPage, problems: [])
        #expect(response.status == 404)
        #expect(response.text.hasPrefix("<html><body>Lost?"))
    }

    @Test func aFolderWithoutItsSlashIsRedirected() {
        let response = answer("/exercises")
        #expect(response.status == 302)
        #expect(response.headers["Location"] == "/exercises/")
    }

    @Test func noDirectoryListings() {
        // A folder without index.html is not listed: it is simply not a file of the site.
        let site = SiteSnapshot(files: ["images/a.png": [1, 2, 3]], version: 1)
        #expect(SiteResponse.answer(method: "GET", path: "/images/", snapshot: site, problems: []).status == 404)
        #expect(SiteResponse.answer(method: "GET", path: "/images", snapshot: site, problems: []).status == 404)
    }

    @Test func onlyReadsAreAllowed() {
        let response = answer("/", method: "POST")
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
    }

    @Test func headHasTheLengthButNoBody() {
        let response = answer("/style.css", method: "HEAD")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.headers["Content-Length"] == "6")
    }
}

struct ServerSentEventTests {
    @Test func encodesEachLineOfDataSeparately() {
        let event = ServerSentEvent.problems(["a.yaml:1:1: error: one", "b.yaml:2:3: error: two"])
        #expect(String(decoding: event.encoded, as: UTF8.self)
            == "event: problems\ndata: a.yaml:1:1: error: one\ndata: b.yaml:2:3: error: two\n\n")
    }

    @Test func noProblemsIsAnEmptyDataLine() {
        #expect(String(decoding: ServerSentEvent.problems([]).encoded, as: UTF8.self) == "event: problems\ndata: \n\n")
    }

    @Test func carriageReturnsCannotEndTheEventEarly() {
        let event = ServerSentEvent(name: "problems", data: "one\r\nevent: reload\rdata: 9")
        #expect(String(decoding: event.encoded, as: UTF8.self)
            == "event: problems\ndata: one\ndata: event: reload\ndata: data: 9\n\n")
    }

    @Test func reloadCarriesTheVersion() {
        #expect(String(decoding: ServerSentEvent.reload(version: 7).encoded, as: UTF8.self) == "event: reload\ndata: 7\n\n")
    }
}
