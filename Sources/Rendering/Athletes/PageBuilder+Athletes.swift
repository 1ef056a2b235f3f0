import Statistics
import TrainingModel

/// Athlete pages (docs/site-pages.md `athletes/<id>/`), made only when the site has several athletes.
extension PageBuilder {
    /// Jobs are made from the statistics' athletes, so the lookup only falls back to
    /// empty statistics if a caller asks for an id it made up.
    func athletePage(_ id: String, path: String) -> AthleteView {
        let athlete = context.statistics.athlete(id: id) ?? AthleteStatistics(id: id)
        let profile = context.index.athletes[id].map { _ in
            LinkItem(href: context.href(from: path, to: SitePaths.profile(id)),
                     label: ProfileStrings.forLanguage(context.library.config.language).profile, detail: .none)
        }
        let cardio = athlete.cardio.isEmpty ? nil
            : LinkItem(href: context.href(from: path, to: SitePaths.cardio(id)),
                       label: CardioStrings.forLanguage(context.library.config.language).cardio, detail: .none)
        return AthleteView(name: context.athleteName(id), profile: Maybe(profile), cardio: Maybe(cardio),
                           workouts: LinkItem(href: context.href(from: path, to: SitePaths.athleteWorkoutIndex(id)),
                                              label: context.strings.allWorkouts, detail: .none),
                           dashboard: dashboard(athlete, path: path))
    }

    func athleteCard(_ athlete: AthleteStatistics, from path: String) -> HomeView.AthleteCard {
        var detail = [context.format.count(athlete.totals.workouts, context.strings.workout.lowercased(), context.strings.workouts.lowercased())]
        if athlete.totals.volume > 0 { detail.append(bigMass(kilograms: athlete.totals.volume)) }
        if athlete.streaks.currentWeeks > 0 { detail.append(context.dashboardStrings.currentStreak + " " + weeks(athlete.streaks.currentWeeks)) }
        let volumes = athlete.weeks(Self.dashboardWeeks, endingAt: context.asOf).map { context.library.config.units.fromKilograms($0.volume) }
        return HomeView.AthleteCard(
            href: context.href(from: path, to: SitePaths.athlete(athlete.id)), name: context.athleteName(athlete.id),
            detail: Maybe(detail.joined(separator: " · ")),
            sparklineHTML: Maybe(volumes.count > 1 ? charts.sparkline(volumes, label: context.dashboardStrings.weeklyVolume) : nil))
    }
}
