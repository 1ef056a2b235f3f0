import Statistics

/// The athletes family's pages (`PageJob.athletes`), only on a site of several athletes.
enum AthletePage: Sendable {
    /// `athletes/<id>/index.html`.
    case athlete(String)
    /// The coach's overview in one order, 1-based page.
    case coachIndex(AthleteOverview.Order, page: Int)

    var path: String {
        switch self {
        case .athlete(let id): return SitePaths.athlete(id)
        case .coachIndex(let order, let page): return Pagination.path(PageBuilder.coachIndexPath(order), page: page)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case athlete
        case coach
    }

    var template: Template {
        switch self {
        case .athlete: return .athlete
        case .coachIndex: return .coach
        }
    }
}

extension PageBuilder {
    func renderAthletes(_ page: AthletePage, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch page {
        case .athlete(let id):
            let view = athletePage(id, path: path)
            return try render(view, job: job, title: view.name, nav: .home)
        case .coachIndex(let order, let number):
            let view = coachIndex(order: order, page: number, path: path)
            return try render(view, job: job, title: view.words.heading, nav: .home)
        }
    }
}
