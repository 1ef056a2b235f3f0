import Statistics
import TrainingModel

/// The athletes family's pages (`PageJob.athletes`), only on a site of several athletes.
enum AthletePage: PageKind {
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

    var subject: PageSubject {
        switch self {
        case .athlete(let id): return .athlete(id)
        case .coachIndex: return .site
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .athlete, .coachIndex: return .website
        }
    }

    /// An athlete's name and the line of their card (the coach's overview has no words of its own).
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .athlete(let id):
            let context = builder.context
            return context.statistics.athlete(id: id).map {
                context.athleteName(id) + " · " + (builder.athleteCard($0, from: path).detail.value ?? "")
            } ?? ""
        case .coachIndex: return ""
        }
    }

    /// An athlete's page: their newest workout, measurement or test; the overview has none.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .athlete(let id): return newest.byAthlete[id]
        case .coachIndex: return nil
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        let path = job.path
        switch self {
        case .athlete(let id):
            let view = builder.athletePage(id, path: path)
            return try builder.render(view, job: job, title: view.name, nav: .home)
        case .coachIndex(let order, let number):
            let view = builder.coachIndex(order: order, page: number, path: path)
            return try builder.render(view, job: job, title: view.words.heading, nav: .home)
        }
    }

    /// None: the home page links the athletes' pages and the overview.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] { [] }
}
