import Markdown
import TextAndDates
import TrainingModel

/// Pages of the site itself rather than of training data (`PageJob.site`): the free pages of
/// `content/pages/`, `404.html` and the redirects left where a page was published before.
enum SitePage: PageKind {
    case page(Page)
    /// `404.html`, shown by a host at any missing address, so its links are absolute.
    case notFound
    /// A page at the path its id gave before the rule of paths, sending to where it is now
    /// (`PageJob.redirects`).
    case redirect(Redirect)

    var path: String {
        switch self {
        case .page(let page): return SitePaths.page(page.id)
        case .notFound: return SitePaths.notFound
        case .redirect(let redirect): return redirect.from
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case page
        case notFound = "not-found"
        case redirect
    }

    var template: Template {
        switch self {
        case .page: return .page
        case .notFound: return .notFound
        case .redirect: return .redirect
        }
    }

    var subject: PageSubject {
        switch self {
        case .page(let page): return .page(page.id)
        case .notFound: return .site
        case .redirect(let redirect): return redirect.subject
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .page: return .article
        case .notFound, .redirect: return .website
        }
    }

    /// A free page's text (the 404 page has no words of its own).
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .page(let page): return Markdown.plainText(page.markdown)
        case .notFound, .redirect: return ""
        }
    }

    /// No dated content.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .page, .notFound, .redirect: return nil
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        switch self {
        case .page(let page):
            ReadLog.note(.freePage(page.id))
            return try builder.render(FreePageView(title: page.title, bodyHTML: builder.context.markdown(page.markdown)), job: job,
                                      title: page.title, nav: .page(page.id))
        case .notFound:
            let view = builder.notFound()
            return try builder.render(view, job: job, title: view.title, nav: .none)
        case .redirect(let redirect):
            let view = builder.redirect(redirect)
            return try builder.render(view, job: job, title: view.title, nav: .none)
        }
    }

    /// Every free page, in their order.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] {
        ordered(context.library.pages).map { NavigationLink(path: SitePaths.page($0.id), label: $0.title, section: .page($0.id)) }
    }

    /// Free pages in navigation order: `order`, then title, then id.
    static func ordered(_ pages: [Page]) -> [Page] {
        pages.sorted { ($0.order, $0.title, $0.id) < ($1.order, $1.title, $1.id) }
    }
}
