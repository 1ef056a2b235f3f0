import Serve
import Testing

struct ContentTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"),
        ("style.css", "text/css; charset=utf-8"),
        ("stats.json", "application/json; charset=utf-8"),
        ("report.md", "text/markdown; charset=utf-8"),
        ("calendar.ics", "text/calendar; charset=utf-8"),
        ("sitemap.xml", "application/xml; charset=utf-8"),
        ("exercises/squat/bottom.JPG", "image/jpeg"),
        ("chart.svg", "image/svg+xml"),
        ("clip.mp4", "video/mp4"),
        ("plan.pdf", "application/pdf"),
        ("LICENSE", "application/octet-stream"),
        ("archive.tar.zz", "application/octet-stream"),
        (".hidden", "application/octet-stream"),
    ])
    func picksTheContentTypeByExtension(path: String, type: String) {
        #expect(ContentType.forPath(path) == type)
    }
}
