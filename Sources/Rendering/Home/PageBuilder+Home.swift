import TrainingModel

extension PageBuilder {
    /// How many workouts the home page lists.
    static let recentWorkoutCount = 10

    func home(path: String) -> HomeView {
        let names = context.library.athletes.map(\.name).filter { !$0.trimmingWhitespace.isEmpty }
        // "Recent" is relative to the as-of date, so a build for a past date shows that day's view.
        let recent = Array(context.index.workoutsNewestFirst.lazy.filter { $0.date <= context.asOf }
            .prefix(Self.recentWorkoutCount))
        let single = context.hasSeveralAthletes ? nil : context.statistics.athletes.first
        return HomeView(
            siteTitle: context.library.config.title,
            // With several athletes the list below names them.
            athletes: Maybe(names.isEmpty || context.hasSeveralAthletes ? nil : names.joined(separator: ", ")),
            counts: single == nil ? [
                FactView(label: context.strings.exercises, value: context.format.integer(context.library.exercises.count)),
                FactView(label: context.strings.sessions, value: context.format.integer(context.library.sessions.count)),
                FactView(label: context.strings.workouts, value: context.format.integer(context.library.workouts.count)),
            ] : [],
            dashboard: Maybe(single.map { dashboard($0, path: path) }),
            athleteCards: context.hasSeveralAthletes ? context.statistics.athletes.map { athleteCard($0, from: path) } : [],
            coachLink: Maybe(context.hasSeveralAthletes ? LinkItem(
                href: context.href(from: path, to: SitePaths.coachIndex),
                label: CoachStrings.forLanguage(context.library.config.language).overviewLink, detail: .none) : nil),
            recentWorkouts: recent.map { context.workoutSummary($0, from: path, namesAthlete: true) },
            allWorkoutsHref: context.href(from: path, to: SitePaths.workoutIndex),
            sessions: context.library.sessions.map { context.sessionLink($0, from: path) },
            pages: orderedPages.map {
                LinkItem(href: context.href(from: path, to: SitePaths.page($0.id)), label: $0.title, detail: .none)
            })
    }
}
