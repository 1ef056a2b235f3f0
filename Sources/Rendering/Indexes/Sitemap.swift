/// `sitemap.xml` (sitemaps.org 0.9) for search engines.
///
/// A sitemap needs absolute URLs, so it is written only when `site.yaml` sets
/// `base_url`; without one the site has no sitemap rather than a wrong one. Every
/// HTML page is listed by its directory URL (`https://example.org/exercises/plank/`,
/// the home page as the base URL itself), sorted, without `lastmod`, so two builds of
/// the same content write the same bytes.
enum Sitemap {
    static func xml(baseURL: String?, pagePaths: [String]) -> String? {
        guard let base = normalizedBase(baseURL) else { return nil }
        let urls = pagePaths.filter { $0.hasSuffix(".html") }.map { path -> String in
            let directory = path == "index.html" ? "" : (path.hasSuffix("/index.html")
                ? String(path.dropLast("index.html".count)) : path)
            return base + SitePaths.encodePath(directory)
        }.sorted()
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for url in urls { xml += "  <url><loc>\(escape(url))</loc></url>\n" }
        return xml + "</urlset>\n"
    }

    /// An `http(s)` base URL ending in `/`; nil when unset, blank or not http(s).
    static func normalizedBase(_ baseURL: String?) -> String? {
        guard let written = baseURL?.trimmingWhitespace, !written.isEmpty,
              let url = SitePaths.externalURL(written) else { return nil }
        return url.hasSuffix("/") ? url : url + "/"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
