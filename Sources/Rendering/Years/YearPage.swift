import Statistics
import TextAndDates
import TrainingModel

/// The year-in-review family's pages (`PageJob.years`): one per athlete and calendar year
/// with a workout (docs/site-pages.md).
enum YearPage: PageKind {
    /// In the athlete's folder when the site has several athletes.
    case review(athlete: String, year: Int, inAthleteFolder: Bool)

    var path: String {
        switch self {
        case .review(let athlete, let year, let folder): return SitePaths.year(year, athlete: folder ? athlete : nil)
        }
    }

    /// The family's page templates (`Templates/pages/NAME.mustache`), collected by `PageJob.pageTemplates`.
    enum Template: String, CaseIterable {
        case year
    }

    var template: Template {
        switch self {
        case .review: return .year
        }
    }

    var subject: PageSubject {
        switch self {
        case .review(let athlete, _, _): return .athlete(athlete)
        }
    }

    var openGraphType: OpenGraphType {
        switch self {
        case .review: return .website
        }
    }

    /// None here: the page passes its view's sentence (`render(_:job:title:nav:description:)`),
    /// so it is not worked out twice.
    func description(in builder: PageBuilder, path: String) -> String {
        switch self {
        case .review: return ""
        }
    }

    /// The newest workout of the year.
    func contentDate(in builder: PageBuilder, newest: NewestDays) -> CalendarDate? {
        switch self {
        case .review(let athlete, let year, _):
            let asOf = builder.context.asOf
            return builder.context.statistics.athlete(id: athlete)?.workouts.last { $0.date.year == year && $0.date <= asOf }?.date
        }
    }

    func render(in builder: PageBuilder, job: PageJob) throws -> [UInt8] {
        switch self {
        case .review(let athlete, let year, _):
            let view = builder.yearView(athlete: athlete, year: year, path: job.path)
            return try builder.render(view, job: job, title: view.name + " · " + view.title, nav: .none, description: view.sentence)
        }
    }

    /// None: an athlete's dashboard and profile link their years.
    static func navigationLinks(in context: RenderContext) -> [NavigationLink] { [] }

    /// Every athlete's years with a workout, oldest first, athletes in statistics order.
    static func all(in statistics: SiteStatistics) -> [YearPage] {
        statistics.athletes.flatMap { athlete in
            YearInReview.years(of: athlete).map {
                YearPage.review(athlete: athlete.id, year: $0, inAthleteFolder: statistics.hasSeveralAthletes)
            }
        }
    }
}

extension SitePaths {
    /// `years/<YYYY>/index.html`; on a site of several athletes `athletes/<id>/years/<YYYY>/index.html`.
    static func year(_ year: Int, athlete: String?) -> String {
        (athlete.map { "athletes/\(segment($0))/" } ?? "") + "years/\(year.zeroPadded(to: 4))/index.html"
    }
}
