/// What `base.mustache` needs on every page: language, titles, the navigation
/// with relative links, and the as-of date for the footer.
struct LayoutView: Sendable, Encodable {
    /// `en` or `es`, for `<html lang>`.
    var lang: String
    /// The `<title>`: the page's own title, then the site's.
    var title: String
    var siteTitle: String
    /// `site.yaml` `author`, for the footer and `<meta name="author">`.
    var author: Maybe<String>
    var homeHref: String
    var stylesheetHref: String
    var nav: [NavLink]
    /// `Mon 2 Mar 2026`.
    var asOf: String
    var asOfISO: String
    /// A class for `<body>` so the stylesheet can tell pages apart (`page-sheet`).
    var bodyClass: String
}

/// One link in the main navigation; `current` marks it with `aria-current`.
struct NavLink: Sendable, Encodable {
    var href: String
    var label: String
    var current: Bool
}
