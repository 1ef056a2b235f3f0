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
    /// `newest`: worked out once for all the pages (`NewestDays(context)`).
    func contentDate(_ job: PageJob, newest: NewestDays) -> CalendarDate? {
        switch job {
        case .workouts(.workout(let workout, _)): return workout.date <= context.asOf ? workout.date : nil
        case .exercises(.exercise(let exercise)):
            return context.statistics.athletes.compactMap { $0.exercise(id: exercise.id)?.last }.filter { $0 <= context.asOf }.max()
        case .workouts(.index): return newest.workout
        case .home: return newest.anything
        case .athletes(.athlete(let id)): return newest.byAthlete[id]
        case .profile(let athlete): return newest.byAthlete[athlete.id]
        case .cardio(let id): return context.statistics.athlete(id: id)?.cardio.sports.compactMap { $0.sessions.last?.date }.max()
        case .years(let page): return yearContentDate(page)
        // No dated content (no `default:`, so a new page is decided here).
        case .exercises(.index), .exercises(.facet), .exercises(.athleteHistory), .sessions, .workouts(.athleteIndex),
             .plans, .athletes(.coachIndex), .centre, .site:
            return nil
        }
    }

}

/// The newest day on or before the as-of date of every workout, of every workout,
/// measurement and test, and of those of each athlete: read in one pass, since the
/// sitemap asks for them once per page (asked page by page, the 1,460 workout index
/// pages of a 73,000-workout site read every workout each).
struct NewestDays {
    var workout: CalendarDate?
    var anything: CalendarDate?
    var byAthlete: [String: CalendarDate] = [:]

    init(_ context: RenderContext) {
        self.init(context.library, workoutsByAthlete: context.index.workoutsByAthlete, asOf: context.asOf)
    }

    /// `workoutsByAthlete`: each athlete's workouts, newest first (`LibraryIndex`).
    init(_ library: TrainingLibrary, workoutsByAthlete: [String: [Workout]], asOf: CalendarDate) {
        func note(_ day: CalendarDate, _ athlete: String) {
            guard day <= asOf else { return }
            if anything.map({ day > $0 }) ?? true { anything = day }
            if byAthlete[athlete].map({ day > $0 }) ?? true { byAthlete[athlete] = day }
        }
        // Each athlete's workouts are newest first: the first on or before the as-of day is
        // their newest, found without looking at the others (a lookup of the athlete for
        // each workout was a third of the sitemap's time on a coach's site).
        for (athlete, workouts) in workoutsByAthlete {
            guard let day = workouts.first(where: { $0.date <= asOf })?.date else { continue }
            byAthlete[athlete] = day
            if workout.map({ day > $0 }) ?? true { workout = day }
        }
        anything = workout
        for entry in library.measurements { note(entry.date, entry.athlete) }
        for test in library.tests { note(test.date, test.athlete) }
    }
}
