/// How much rendering there is, for a build's progress line.
extension SiteRenderer {
    /// The pages `render(writing:made:)` makes, one HTML file each (the theme's static files,
    /// the site-wide indexes and the calendar feeds come on top).
    public var pageCount: Int { selected.lazy.filter { jobs[$0].isHTML }.count }
}

extension PageJob {
    /// Whether the job makes an HTML page: all but the calendar feeds (`calendar.ics`, a
    /// member's `centre.ics`), which the progress line does not count as pages (a build counts
    /// the `.html` files it writes).
    var isHTML: Bool {
        if case .plans(.calendar) = self { return false }
        if case .centre(.memberCalendar) = self { return false }
        return true
    }
}
