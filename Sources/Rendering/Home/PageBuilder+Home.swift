import TrainingModel

extension PageBuilder {
    /// How many workouts the home page lists.
    static let recentWorkoutCount = 10

    func home(path: String) -> HomeView {
        let names = library.athletes.map(\.name).filter { !$0.trimmingWhitespace.isEmpty }
        // "Recent" is relative to the as-of date, so a build for a past date shows that day's view.
        let recent = index.workoutsNewestFirst.filter { $0.date <= asOf }.prefix(Self.recentWorkoutCount)
        let single = hasSeveralAthletes ? nil : statistics.athletes.first
        return HomeView(
            siteTitle: library.config.title,
            // With several athletes the list below names them.
            athletes: Maybe(names.isEmpty || hasSeveralAthletes ? nil : names.joined(separator: ", ")),
            counts: single == nil ? [
                FactView(label: strings.exercises, value: format.integer(library.exercises.count)),
                FactView(label: strings.sessions, value: format.integer(library.sessions.count)),
                FactView(label: strings.workouts, value: format.integer(library.workouts.count)),
            ] : [],
            dashboard: Maybe(single.map { dashboard($0, path: path) }),
            athleteCards: hasSeveralAthletes ? statistics.athletes.map { athleteCard($0, from: path) } : [],
            coachLink: Maybe(hasSeveralAthletes ? LinkItem(
                href: href(from: path, to: SitePaths.coachIndex),
                label: CoachStrings.forLanguage(library.config.language).overviewLink, detail: .none) : nil),
            recentWorkouts: recent.map { workoutSummary($0, from: path) },
            allWorkoutsHref: href(from: path, to: SitePaths.workoutIndex),
            sessions: library.sessions.map { sessionLink($0, from: path) },
            pages: orderedPages.map {
                LinkItem(href: href(from: path, to: SitePaths.page($0.id)), label: $0.title, detail: .none)
            })
    }
}
