import TrainingModel

/// The entries of `search-index.json`, in the site's language.
extension PageBuilder {
    /// The site's index; with several athletes without workouts, which are in each
    /// athlete's own (`athleteSearchIndex`), so the file does not grow with the log.
    func searchIndex() -> SearchIndex {
        var entries: [SearchIndex.Entry] = []
        // By position, each field read in place (a copy of each exercise retained all its fields).
        let exercises = context.library.exercises
        for position in exercises.indices {
            var words = [context.strings.label(exercises[position].type)]
            if let subtype = exercises[position].subtype { words.append(subtype) }
            words += exercises[position].aliases + exercises[position].equipment + exercises[position].primaryMuscles
                + exercises[position].secondaryMuscles
            if let level = exercises[position].level { words.append(level) }
            entries.append(.init(kind: "exercise", title: exercises[position].name, url: SitePaths.exercise(exercises[position].id),
                                 text: words.filter { !$0.isEmpty }.joined(separator: " · "),
                                 equipment: facets.equipment(of: exercises[position].equipment).map(\.slug)))
        }
        for session in context.library.sessions {
            var words: [String] = []
            if let type = session.type { words.append(context.strings.label(type)) }
            if let subtype = session.subtype { words.append(subtype) }
            let level = context.sessionLevels.level(session.level)
            if let level { words.append(level.label) }
            words += session.items.flatMap(\.exerciseItems).map { context.exerciseName($0.exercise) }
            words.append(session.description)
            entries.append(.init(kind: "session", title: session.name, url: SitePaths.session(session.id),
                                 text: words.filter { !$0.isEmpty }.joined(separator: " · "),
                                 equipment: facets.equipment(of: session.equipment { context.index.exercises[$0] }).map(\.slug),
                                 type: session.type?.rawValue, level: level?.value))
        }
        if context.hasSeveralAthletes {
            for athlete in context.statistics.athletes {
                entries.append(.init(kind: "athlete", title: context.athleteName(athlete.id), url: SitePaths.athlete(athlete.id),
                                     text: context.index.athletes[athlete.id]?.disciplines.joined(separator: " · ") ?? ""))
            }
        } else {
            entries += context.library.workouts.map(workoutEntry)
        }
        for page in context.library.pages {
            entries.append(.init(kind: "page", title: page.title, url: SitePaths.page(page.id), text: page.markdown))
        }
        return SearchIndex(entries: entries)
    }

    /// One athlete's workouts, on a site of several athletes.
    func athleteSearchIndex(_ athlete: String) -> SearchIndex {
        SearchIndex(entries: context.index.workouts(of: athlete).map(workoutEntry))
    }

    private func workoutEntry(_ workout: Workout) -> SearchIndex.Entry {
        var seen: Set<String> = []
        let names = workout.entries.map(\.exercise).filter { seen.insert($0).inserted }.map(context.exerciseName)
        return .init(kind: "workout", title: context.workoutTitle(workout) + " · " + context.format.date(workout.date),
                     url: context.workoutPath(workout.id, athlete: workout.athlete), text: names.joined(separator: " · "))
    }
}
