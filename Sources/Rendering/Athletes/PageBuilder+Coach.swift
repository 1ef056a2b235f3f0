import Statistics
import TrainingModel

/// The coach's overview (docs/site-pages.md `athletes/index.html`), only on a site of several athletes.
extension PageBuilder {
    /// `athletes/index.html` for the default order (by name), `athletes/by-<order>.html` otherwise.
    static func coachIndexPath(_ order: AthleteOverview.Order) -> String {
        order == .name ? SitePaths.coachIndex : "athletes/by-\(order.rawValue).html"
    }

    typealias CoachRow = (name: String, overview: AthleteOverview)

    /// The coach's overview, made once per render (`PageBuilder.coach`): every page of
    /// every order shows a slice of the same rows under the same note.
    struct CoachOverview: Sendable {
        /// Every athlete's overview with their name, in each order.
        var rows: [AthleteOverview.Order: [CoachRow]] = [:]
        /// Under the table while the as-of week is not over (see `CoachStrings.unfinishedWeekNote`).
        var unfinishedWeekNote: String?

        /// Empty with one athlete, who has no overview.
        init(_ statistics: SiteStatistics, index: LibraryIndex, asOf: CalendarDate, words: CoachStrings) {
            guard statistics.hasSeveralAthletes else { return }
            let named = statistics.athletes.map { athlete in
                (name: RenderContext.athleteName(athlete.id, index: index, statistics: athlete), overview: AthleteOverview(athlete, asOf: asOf))
            }
            rows = Dictionary(uniqueKeysWithValues: AthleteOverview.Order.allCases.map { ($0, AthleteOverview.sorted(named, by: $0)) })
            unfinishedWeekNote = words.unfinishedWeekNote(named.lazy.map(\.overview), drawn: true)
        }
    }

    var coachPageCount: Int { pagination.pageCount(context.statistics.athletes.count) }

    func coachIndex(order: AthleteOverview.Order, page: Int, path: String) -> CoachIndexView {
        let sorted = coach.rows[order] ?? []
        let words = CoachStrings.forLanguage(context.library.config.language).naming(sorted.lazy.map(\.overview))
        let rows = pagination.items(sorted, page: page).map { name, overview in
            let cells = CoachCells(overview, language: context.library.config.language, format: context.format,
                                   grouped: charts.numberFormat(decimals: 0), exerciseName: { context.index.exercises[$0]?.name })
            let measures = (cells.measures + [cells.load]).map { measure in
                // The weeks that are over, then the week so far drawn unfinished (dashed, a hollow end).
                let trend = measure.weekly + (measure.soFar.map { [$0] } ?? [])
                return CoachIndexView.Measure(
                    discipline: measure.discipline, thisWeek: measure.thisWeek, lastWeek: measure.lastWeek,
                    average: measure.average,
                    sparklineHTML: Maybe(trend.count > 1 ? charts.sparkline(trend, label: measure.trendLabel,
                                                                             lastIsPartial: measure.soFar != nil) : nil))
            }
            return CoachIndexView.Row(
                name: name, href: context.href(from: path, to: SitePaths.athlete(overview.id)),
                lastWorkout: Maybe(overview.lastWorkout.map { workout in
                    LinkItem(href: context.href(from: path, to: context.workoutPath(workout.id, athlete: overview.id)),
                             label: context.format.date(workout.date), detail: .none)
                }),
                span: measures.count, first: measures[0], rest: Array(measures.dropFirst()), compliance: cells.compliance,
                flags: cells.flags.map { CoachIndexView.Flag(label: words.label($0), cssClass: "flag-" + $0.rawValue) })
        }
        let base = Self.coachIndexPath(order)
        return CoachIndexView(
            words: words,
            orders: AthleteOverview.Order.allCases.map { other in
                CoachIndexView.OrderLink(label: words.label(other), href: context.href(from: path, to: Self.coachIndexPath(other)),
                                         current: other == order)
            },
            rows: Array(rows), unfinishedWeekNote: Maybe(coach.unfinishedWeekNote),
            pager: pager(base: base, page: page, count: coachPageCount, from: path))
    }
}
