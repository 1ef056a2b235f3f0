import Charts

/// The files around the pages: chart styles in `style.css`, `search-index.json` (and `.js`),
/// `feed.xml` and `sitemap.xml`.
extension SiteRenderer {
    /// Charts take their colours from CSS (`Chart.stylesheet`); it follows the theme's
    /// own `style.css`, so a theme can still restyle charts before it, and charts work
    /// with an overriding stylesheet that knows nothing of them.
    static func appendingChartStyles(_ file: OutputFile) -> OutputFile {
        guard file.path == SitePaths.stylesheet else { return file }
        var bytes = file.bytes
        if let last = bytes.last, last != UInt8(ascii: "\n") { bytes.append(UInt8(ascii: "\n")) }
        bytes += Array(("\n" + Chart.stylesheet + "\n").utf8)
        return OutputFile(path: file.path, bytes: bytes)
    }

    /// The files besides pages that `render()` makes about one athlete (their search
    /// index), made unless `rendering(pages:athleteIndex:)` leaves the athlete out.
    public func athleteIndexPaths(_ id: String) -> [String] {
        guard builder.context.hasSeveralAthletes else { return [] }
        let files = Self.athleteIndexFiles(id)
        return [files.json, files.script]
    }

    private static func athleteIndexFiles(_ id: String) -> (json: String, script: String) {
        (SitePaths.athleteSearchIndex(id), SitePaths.athleteSearchScript(id))
    }

    func siteIndexes() -> [OutputFile] {
        let search = builder.searchIndex()
        var files = search.files((SitePaths.searchIndex, SitePaths.searchScript))
            + [OutputFile(path: SitePaths.feed, bytes: Array(builder.atomFeed().xml.utf8))]
        if builder.context.hasSeveralAthletes {
            // An athlete's own index lists their workouts: made with their pages (`PageSubject.athlete`).
            for athlete in builder.context.unrecordedStatistics.athletes where pageFilter(.athlete(athlete.id)) {
                files += builder.athleteSearchIndex(athlete.id).files(Self.athleteIndexFiles(athlete.id))
            }
        }
        // Every page's path and content date, worked out only when there is a sitemap (a base URL).
        if let sitemap = Sitemap.xml(baseURL: library.config.baseURL, pages: sitemapPages()) {
            files.append(OutputFile(path: SitePaths.sitemap, bytes: Array(sitemap.utf8)))
        }
        return files
    }

    private func sitemapPages() -> [Sitemap.Page] {
        let newest = NewestDays(builder.context)
        return jobs.indices.filter { jobs[$0].isListedInSitemap }.map {
            Sitemap.Page(path: paths[$0], lastModified: jobs[$0].contentDate(in: builder, newest: newest))
        }
    }
}
