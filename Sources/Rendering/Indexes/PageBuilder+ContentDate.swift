import TrainingModel

/// The sitemap's `lastmod`: the newest day of the content a page shows, never a file's
/// time or the clock. Only what is dated on or before the as-of date counts, as in the
/// statistics.
extension PageBuilder {
    /// A workout page: its day. An exercise page: the last day it was performed. The home
    /// page, the workout index and an athlete's page or profile: the newest workout,
    /// measurement or test (of that athlete). A cardio page: the athlete's last cardio
    /// session. Nil for pages with no dated content (sessions, free pages, plans, the
    /// exercise index and its facets), which then have no `lastmod`.
    func contentDate(_ job: PageJob) -> CalendarDate? {
        switch job {
        case .workouts(.workout(let workout, _)): return workout.date <= context.asOf ? workout.date : nil
        case .exercises(.exercise(let exercise)):
            return context.statistics.athletes.compactMap { $0.exercise(id: exercise.id)?.last }.filter { $0 <= context.asOf }.max()
        case .workouts(.index): return context.library.workouts.map(\.date).filter { $0 <= context.asOf }.max()
        case .home: return newestDay(athlete: nil)
        case .athletes(.athlete(let id)): return newestDay(athlete: id)
        case .profile(let athlete): return newestDay(athlete: athlete.id)
        case .cardio(let id): return context.statistics.athlete(id: id)?.cardio.sports.compactMap { $0.sessions.last?.date }.max()
        case .years(let page): return yearContentDate(page)
        // No dated content (no `default:`, so a new page is decided here).
        case .exercises(.index), .exercises(.facet), .exercises(.athleteHistory), .sessions, .workouts(.athleteIndex),
             .plans, .athletes(.coachIndex), .centre, .site:
            return nil
        }
    }

    private func newestDay(athlete: String?) -> CalendarDate? {
        func counts(_ id: String) -> Bool { athlete == nil || athlete == id }
        let days = context.library.workouts.filter { counts($0.athlete) }.map(\.date)
            + context.library.measurements.filter { counts($0.athlete) }.map(\.date)
            + context.library.tests.filter { counts($0.athlete) }.map(\.date)
        return days.filter { $0 <= context.asOf }.max()
    }
}
