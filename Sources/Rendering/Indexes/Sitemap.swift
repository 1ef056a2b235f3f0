import TrainingModel

/// `sitemap.xml` (sitemaps.org 0.9) for search engines.
///
/// A sitemap needs absolute URLs, so it is written only when `site.yaml` sets
/// `base_url`; without one the site has no sitemap rather than a wrong one. Every
/// HTML page but `404.html` is listed by its directory URL
/// (`https://example.org/exercises/plank/`, the home page as the base URL itself),
/// sorted. `lastmod` is the page's content date (`PageBuilder.contentDate`), never a
/// file's time or the clock, so two builds of the same content write the same bytes; a
/// page without one has no `lastmod`.
enum Sitemap {
    struct Page: Sendable {
        var path: String
        var lastModified: CalendarDate? = nil
    }

    static func xml(baseURL: String?, pages: @autoclosure () -> [Page]) -> String? {
        guard let base = normalizedBase(baseURL) else { return nil }
        let entries = pages().filter { $0.path.hasSuffix(".html") && $0.path != SitePaths.notFound }
            .map { (url: url(base: base, pagePath: $0.path), lastModified: $0.lastModified) }
            .sorted { $0.url < $1.url }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for entry in entries {
            xml += "  <url><loc>\(XMLText.escape(entry.url))</loc>"
            if let date = entry.lastModified { xml += "<lastmod>\(date.iso)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }

    /// A page's absolute directory URL under `base` (a `normalizedBase`).
    static func url(base: String, pagePath path: String) -> String {
        let directory = path == SitePaths.home ? "" : (path.hasSuffix("/index.html")
            ? String(path.dropLast("index.html".count)) : path)
        return base + SitePaths.encodePath(directory)
    }

    /// An `http(s)` base URL ending in `/`; nil when unset, blank or not http(s).
    static func normalizedBase(_ baseURL: String?) -> String? {
        guard let written = baseURL?.trimmingWhitespace, !written.isEmpty,
              let url = SitePaths.externalURL(written) else { return nil }
        return url.hasSuffix("/") ? url : url + "/"
    }
}
