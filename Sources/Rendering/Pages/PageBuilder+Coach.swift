import Statistics
import TrainingModel

/// The coach's overview (SPEC §8 `athletes/index.html`), only on a site of several athletes.
extension PageBuilder {
    /// `athletes/index.html` for the default order (by name), `athletes/by-<order>.html` otherwise.
    static func coachIndexPath(_ order: AthleteOverview.Order) -> String {
        order == .name ? SitePaths.coachIndex : "athletes/by-\(order.rawValue).html"
    }

    /// Every athlete's overview with their name, by name.
    var overviews: [(name: String, overview: AthleteOverview)] {
        statistics.athletes.map { (athleteName($0.id), AthleteOverview($0, asOf: asOf)) }
    }

    var coachPageCount: Int { pagination.pageCount(statistics.athletes.count) }

    func coachIndex(order: AthleteOverview.Order, page: Int, path: String) -> CoachIndexView {
        let words = CoachStrings.forLanguage(library.config.language)
        let sorted = AthleteOverview.sorted(overviews, by: order)
        let rows = pagination.items(sorted, page: page).map { name, overview in
            let volumes = overview.weeklyVolumes.map { library.config.units.fromKilograms($0) }
            return CoachIndexView.Row(
                name: name, href: href(from: path, to: SitePaths.athlete(overview.id)),
                lastWorkout: Maybe(overview.lastWorkout.map { workout in
                    LinkItem(href: href(from: path, to: workoutPath(workout.id, athlete: overview.id)),
                             label: format.date(workout.date), detail: .none)
                }),
                thisWeek: bigMass(kilograms: overview.weekVolume),
                average: bigMass(kilograms: overview.averageVolume),
                sparklineHTML: Maybe(volumes.count > 1 ? charts.sparkline(volumes, label: d.weeklyVolume) : nil),
                compliance: words.compliance(overview, format: format),
                flags: overview.flags.map { CoachIndexView.Flag(label: words.label($0), cssClass: "flag-" + $0.rawValue) })
        }
        let base = Self.coachIndexPath(order)
        return CoachIndexView(
            words: words,
            orders: AthleteOverview.Order.allCases.map { other in
                CoachIndexView.OrderLink(label: words.label(other), href: href(from: path, to: Self.coachIndexPath(other)),
                                         current: other == order)
            },
            rows: Array(rows), pager: pager(base: base, page: page, count: coachPageCount, from: path))
    }
}
