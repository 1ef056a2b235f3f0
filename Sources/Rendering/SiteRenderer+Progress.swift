/// How much rendering there is, for a build's progress line.
extension SiteRenderer {
    /// The pages `render(writing:made:)` makes, one HTML file each (the theme's static files and
    /// the site-wide indexes come on top).
    public var pageCount: Int { jobs.lazy.filter { pageFilter($0.subject) }.count }
}
