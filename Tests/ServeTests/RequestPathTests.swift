import Serve
import Testing

/// The request path rules: what the server may look up, and what it refuses before any lookup.
struct RequestPathTests {
    @Test(arguments: [
        ("/../etc/passwd", RequestPath.Refusal.dotSegment),
        ("/..", .dotSegment),
        ("/a/../b", .dotSegment),
        ("/./index.html", .dotSegment),
        ("/%2e%2e/", .dotSegment),
        ("/%2E%2E/etc/passwd", .dotSegment),
        ("/.%2e/x", .dotSegment),
        ("/a/%2F..", .encodedSeparator),
        ("/a%2fb", .encodedSeparator),
        ("/a/%5C..%5Cb", .encodedSeparator),
        ("//etc", .emptySegment),
        ("/a//b", .emptySegment),
        ("/a\\..\\b", .forbiddenCharacter),
        ("/a%00.html", .forbiddenCharacter),
        ("/a%0A", .forbiddenCharacter),
        ("/%zz", .invalidEncoding),
        ("/a%2", .invalidEncoding),
        ("/%C3%28", .invalidEncoding),
        ("etc/passwd", .notAbsolute),
        ("", .notAbsolute),
    ])
    func refusesPathsThatCouldLeaveTheSite(raw: String, refusal: RequestPath.Refusal) {
        #expect(RequestPath(raw: raw) == .refused(refusal))
    }

    @Test(arguments: [
        ("/", "index.html"),
        ("/index.html", "index.html"),
        ("/exercises/", "exercises/index.html"),
        ("/exercises/back-squat/", "exercises/back-squat/index.html"),
        ("/style.css", "style.css"),
        ("/exercises", "exercises"),
        ("/workouts/2026%2003/", "workouts/2026 03/index.html"),
        ("/caf%C3%A9/", "café/index.html"),
        ("/a..b/", "a..b/index.html"),
        ("/.well-known", ".well-known"),
    ])
    func mapsPathsToSiteFiles(raw: String, file: String) {
        #expect(RequestPath(raw: raw) == .file(file))
    }

    @Test func decodesPercentEscapesOnlyOnce() {
        // %252e is "%2e" after one decoding: a file name with a percent sign, not a dot segment.
        #expect(RequestPath(raw: "/%252e%252e/") == .file("%2e%2e/index.html"))
    }
}
