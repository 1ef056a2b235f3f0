import Statistics
import TrainingModel

/// Athlete pages (docs/site-pages.md `athletes/<id>/`), made only when the site has several athletes.
extension PageBuilder {
    /// Several athletes have statistics: the home page then lists them and each gets a
    /// dashboard of their own (`SiteStatistics.hasSeveralAthletes`).
    var hasSeveralAthletes: Bool { statistics.hasSeveralAthletes }

    /// Where a workout's page is (see `SitePaths.workout(_:athlete:)`).
    func workoutPath(_ id: String, athlete: String) -> String {
        SitePaths.workout(id, athlete: hasSeveralAthletes ? athlete : nil)
    }

    func athleteName(_ id: String) -> String {
        Self.athleteName(id, index: index, statistics: statistics.athlete(id: id))
    }

    /// The profile's name, else the one the statistics know, else the id; `statistics`
    /// is only looked up when the profile has no name.
    static func athleteName(_ id: String, index: LibraryIndex,
                            statistics: @autoclosure () -> AthleteStatistics?) -> String {
        if let name = index.athletes[id]?.name, !name.trimmingWhitespace.isEmpty { return name }
        return statistics()?.name ?? id
    }

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
        let volumes = athlete.weeks.suffix(Self.dashboardWeeks).map { library.config.units.fromKilograms($0.volume) }
        return HomeView.AthleteCard(
            href: href(from: path, to: SitePaths.athlete(athlete.id)), name: athleteName(athlete.id),
            detail: Maybe(detail.joined(separator: " · ")),
            sparklineHTML: Maybe(volumes.count > 1 ? charts.sparkline(volumes, label: dashboardStrings.weeklyVolume) : nil))
    }
}
