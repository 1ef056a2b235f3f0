import TrainingModel

/// One family of pages, in its own folder: its page enum has a case per kind of page, and
/// everything that differs from one page to another is decided there, in a `switch` over
/// those cases with no `default:`, so a new case is decided wherever it must be.
/// `PageJob` holds one family's page per case and forwards each requirement to it.
protocol PageKind: Sendable {
    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by
    /// `PageJob.pageTemplates`.
    associatedtype Template: RawRepresentable<String>, CaseIterable

    /// Output-relative path.
    var path: String { get }
    /// The theme template the page is rendered with.
    var template: Template { get }
    /// What the page is about, as far as a rebuild needs to know to decide whether an edit
    /// can change it (`PageSubject`); `.site` when it shows the whole site.
    var subject: PageSubject { get }
    /// Open Graph's `og:type`.
    var openGraphType: OpenGraphType { get }
    /// The page's own words for shared links (`<meta name="description">`), "" when it has
    /// none and its full title stands in (`PageBuilder.pageDescription`).
    func description(in builder: PageBuilder, path: String) -> String
    /// The sitemap's `lastmod`: the newest day of the content the page shows, on or before
    /// the as-of date as in the statistics, never a file's time or the clock; nil for a page
    /// with no dated content. `newest`: worked out once for every page (`NewestDays`).
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate?
    /// The page's bytes: its view model, built from `builder.context`, rendered with its
    /// template, title and navigation section (`PageBuilder.render(_:job:title:nav:description:)`).
    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8]
    /// The links the family adds to the navigation every page shows, in their order (most
    /// families add one or none). `PageJob.kinds` orders the families' links.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink]
    /// The templates that are files under `pages/`: every `Template` case unless the family
    /// writes a page without one.
    static var pageTemplates: [String] { get }
}

extension PageKind {
    static var pageTemplates: [String] { Template.allCases.map(\.rawValue) }
}

/// Open Graph's `og:type` (https://ogp.me/#types).
enum OpenGraphType: String, Sendable {
    /// A page about one thing written once: a workout, an exercise, a free page.
    case article
    /// A page about a person.
    case profile
    /// Any other page of the site.
    case website
}

/// A link of the site's navigation, the same on every page but for its `href` (relative to
/// the page) and whether it is the current page's section.
struct NavigationLink: Sendable {
    /// Output-relative path of the page linked to.
    var path: String
    var label: String
    /// The link is the current one on pages of this section.
    var section: PageBuilder.NavSection
}
