import Testing
@testable import Rendering

@Suite struct SitePathsTests {
    /// The link from a page at `from` to `to`, as every page but the 404 makes it.
    static func href(from: String, to: String) -> String { RenderContext.Links(root: SitePaths.root(of: from)).href(to) }

    @Test func linksAreRelativeAndEndInIndexHTML() {
        #expect(Self.href(from: "index.html", to: SitePaths.exercise("back-squat")) == "exercises/back-squat/index.html")
        #expect(Self.href(from: "exercises/back-squat/index.html", to: SitePaths.session("upper-a"))
            == "../../sessions/upper-a/index.html")
        #expect(Self.href(from: "sessions/upper-a/sheet/index.html", to: SitePaths.stylesheet) == "../../../style.css")
        #expect(SitePaths.root(of: "index.html") == "")
        #expect(SitePaths.root(of: "a//b/index.html") == "../../")
        #expect(SitePaths.encodePath("exercises/back-squat/index.html") == "exercises/back-squat/index.html")
    }

    @Test func pathSegmentsArePercentEncoded() {
        #expect(SitePaths.encodePath("exercises/a b?#/index.html") == "exercises/a%20b%3F%23/index.html")
        #expect(SitePaths.encodePath("pages/café/index.html") == "pages/caf%C3%A9/index.html")
    }

    @Test func onlyHTTPURLsAreKept() {
        #expect(SitePaths.externalURL("https://example.com/x.jpg") == "https://example.com/x.jpg")
        #expect(SitePaths.externalURL(" HTTP://example.com/a b") == "HTTP://example.com/a%20b")
        #expect(SitePaths.externalURL("javascript:alert(1)") == nil)
        #expect(SitePaths.externalURL("data:image/png;base64,AAAA") == nil)
    }

    @Test func contentPathsResolveAgainstTheSourceFolder() {
        #expect(SitePaths.resolveContentPath("images/squat.svg", relativeTo: "content/exercises/back-squat.md") == "exercises/images/squat.svg")
        #expect(SitePaths.resolveContentPath("squat.jpg", relativeTo: "exercises/back-squat.md") == "exercises/squat.jpg")
        #expect(SitePaths.resolveContentPath("../images/squat.jpg", relativeTo: "exercises/legs/back-squat.md")
            == "exercises/images/squat.jpg")
        #expect(SitePaths.resolveContentPath("/images/squat.jpg", relativeTo: "exercises/back-squat.md") == "images/squat.jpg")
        #expect(SitePaths.resolveContentPath("../../../etc/passwd", relativeTo: "exercises/back-squat.md") == nil)
        #expect(SitePaths.resolveContentPath("javascript:alert(1)", relativeTo: "exercises/x.md") == nil)
        #expect(SitePaths.resolveContentPath("//evil.example/x.jpg", relativeTo: "exercises/x.md") == nil)
    }
}
