import Statistics
import TextAndDates
import TrainingModel

/// The year-in-review family's pages (`PageJob.years`): one per athlete and calendar year
/// with a workout (docs/site-pages.md).
enum YearPage: Sendable {
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
        (athlete.map { "athletes/\($0)/" } ?? "") + "years/\(year.zeroPadded(to: 4))/index.html"
    }
}

extension PageBuilder {
    func renderYears(_ page: YearPage, job: PageJob) throws -> [UInt8] {
        switch page {
        case .review(let athlete, let year, _):
            let view = yearView(athlete: athlete, year: year, path: job.path)
            return try render(view, job: job, title: view.name + " · " + view.title, nav: .none, description: view.sentence)
        }
    }

    /// The newest workout of the year, for the sitemap's `lastmod`.
    func yearContentDate(_ page: YearPage) -> CalendarDate? {
        switch page {
        case .review(let athlete, let year, _):
            return context.statistics.athlete(id: athlete)?.workouts.last { $0.date.year == year && $0.date <= context.asOf }?.date
        }
    }
}
