import Templating

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
    /// `<meta name="description">` and the Open Graph / Twitter description: the page's
    /// own words, at most 160 characters (`PageBuilder.pageDescription`).
    var description: String
    /// The page's title without the site's, for `og:title`.
    var openGraphTitle: String
    /// `website`, or `article` for a workout, exercise or free page.
    var openGraphType: String
    /// The page's absolute URL under `base_url`, for `<link rel="canonical">` and `og:url`;
    /// none without a base URL (and on the 404 page, which has no address of its own).
    var canonicalURL: Maybe<String>
    var faviconHref: String
    /// The Atom feed, for the autodiscovery link.
    var feedHref: String
    var feedTitle: String
}

/// One link in the main navigation; `current` marks it with `aria-current`.
struct NavLink: Sendable, Encodable {
    var href: String
    var label: String
    var current: Bool
}

extension LayoutView: TemplateValueConvertible {
    var templateValue: TemplateValue {
        .object(["lang": .text(lang), "title": .text(title), "siteTitle": .text(siteTitle), "author": author.templateValue,
                 "homeHref": .text(homeHref), "stylesheetHref": .text(stylesheetHref), "nav": nav.templateValue,
                 "asOf": .text(asOf), "asOfISO": .text(asOfISO), "bodyClass": .text(bodyClass),
                 "description": .text(description), "openGraphTitle": .text(openGraphTitle),
                 "openGraphType": .text(openGraphType), "canonicalURL": canonicalURL.templateValue,
                 "faviconHref": .text(faviconHref), "feedHref": .text(feedHref), "feedTitle": .text(feedTitle)])
    }
}

extension NavLink: TemplateValueConvertible {
    var templateValue: TemplateValue { .object(["href": .text(href), "label": .text(label), "current": .bool(current)]) }
}
