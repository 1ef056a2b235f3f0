import Statistics
import TrainingModel

/// Athlete pages (docs/site-pages.md `athletes/<id>/`), made only when the site has several athletes.
extension PageBuilder {
    /// Jobs are made from the statistics' athletes, so the lookup only falls back to
    /// empty statistics if a caller asks for an id it made up.
    func athletePage(_ id: String, path: String) -> AthleteView {
        let athlete = statistics.athlete(id: id) ?? AthleteStatistics(id: id)
        let profile = index.athletes[id].map { _ in
            LinkItem(href: href(from: path, to: SitePaths.profile(id)),
                     label: ProfileStrings.forLanguage(library.config.language).profile, detail: .none)
        }
        let cardio = athlete.cardio.isEmpty ? nil
            : LinkItem(href: href(from: path, to: SitePaths.cardio(id)),
                       label: CardioStrings.forLanguage(library.config.language).cardio, detail: .none)
        return AthleteView(name: athleteName(id), profile: Maybe(profile), cardio: Maybe(cardio),
                           workouts: LinkItem(href: href(from: path, to: SitePaths.athleteWorkoutIndex(id)),
                                              label: strings.allWorkouts, detail: .none),
                           dashboard: dashboard(athlete, path: path))
    }

    func athleteCard(_ athlete: AthleteStatistics, from path: String) -> HomeView.AthleteCard {
        var detail = [format.count(athlete.totals.workouts, strings.workout.lowercased(), strings.workouts.lowercased())]
        if athlete.totals.volume > 0 { detail.append(bigMass(kilograms: athlete.totals.volume)) }
        if athlete.streaks.currentWeeks > 0 { detail.append(dashboardStrings.currentStreak + " " + weeks(athlete.streaks.currentWeeks)) }
        let volumes = athlete.weeks(Self.dashboardWeeks, endingAt: asOf).map { library.config.units.fromKilograms($0.volume) }
        return HomeView.AthleteCard(
            href: href(from: path, to: SitePaths.athlete(athlete.id)), name: athleteName(athlete.id),
            detail: Maybe(detail.joined(separator: " · ")),
            sparklineHTML: Maybe(volumes.count > 1 ? charts.sparkline(volumes, label: dashboardStrings.weeklyVolume) : nil))
    }
}
