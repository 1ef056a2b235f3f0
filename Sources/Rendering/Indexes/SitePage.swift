import TrainingModel

/// Pages of the site itself rather than of training data (`PageJob.site`): the free pages of
/// `content/pages/` and `404.html`.
enum SitePage: Sendable {
    case page(Page)
    /// `404.html`, shown by a host at any missing address, so its links are absolute.
    case notFound

    var path: String {
        switch self {
        case .page(let page): return SitePaths.page(page.id)
        case .notFound: return SitePaths.notFound
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case page
        case notFound = "not-found"
    }

    var template: Template {
        switch self {
        case .page: return .page
        case .notFound: return .notFound
        }
    }
}

extension PageBuilder {
    func renderSite(_ page: SitePage, job: PageJob) throws -> [UInt8] {
        switch page {
        case .page(let page):
            return try render(FreePageView(title: page.title, bodyHTML: context.markdown(page.markdown)), job: job,
                              title: page.title, nav: .page(page.id))
        case .notFound:
            let view = notFound()
            return try render(view, job: job, title: view.title, nav: .none)
        }
    }
}
