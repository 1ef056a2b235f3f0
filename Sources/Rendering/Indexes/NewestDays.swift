import TrainingModel

/// The newest day on or before the as-of date of every workout, of every workout,
/// measurement and test, and of those of each athlete: read in one pass, since the
/// sitemap asks for them once per page (asked page by page, the 1,460 workout index
/// pages of a 73,000-workout site read every workout each).
struct NewestDays {
    var workout: CalendarDate?
    var anything: CalendarDate?
    var byAthlete: [String: CalendarDate] = [:]

    init(_ context: RenderContext) {
        self.init(context.unrecordedLibrary, workoutsByAthlete: context.unrecordedIndex.workoutsByAthlete, asOf: context.asOf)
    }

    /// `workoutsByAthlete`: each athlete's workouts, newest first (`LibraryIndex`).
    init(_ library: TrainingLibrary, workoutsByAthlete: [String: [Workout]], asOf: CalendarDate) {
        func note(_ day: CalendarDate, _ athlete: String) {
            guard day <= asOf else { return }
            if anything.map({ day > $0 }) ?? true { anything = day }
            if byAthlete[athlete].map({ day > $0 }) ?? true { byAthlete[athlete] = day }
        }
        // Each athlete's workouts are newest first: the first on or before the as-of day is
        // their newest, found without looking at the others or the athlete of each workout.
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
