import Statistics
import TrainingModel

/// What `feed.xml` says: the latest workouts, each with the records it set.
extension PageBuilder {
    /// How many workouts the feed holds: the newest, as feed readers expect.
    static let feedEntryCount = 50

    /// One entry per workout dated on or before the as-of date, newest first (start order
    /// reversed: day, time, id, so ties are ordered the same in every build). A workout
    /// that set records says so in its title, a `record` category and its content.
    func atomFeed() -> AtomFeed {
        let web = WebStrings.forLanguage(context.library.config.language)
        let workouts = newestWorkouts(Self.feedEntryCount)
        let timeZone = context.library.config.timezone
        let entries = workouts.map { workout in
            let events = context.statistics.records(forWorkout: workout.id, athlete: workout.athlete)
            var title = context.workoutTitle(workout)
            if context.hasSeveralAthletes { title = context.athleteName(workout.athlete) + ": " + title }
            if let count = context.recordCount(workout).value { title += " · " + count }
            let page = PageJob.workouts(.workout(workout, inAthleteFolder: context.hasSeveralAthletes))
            return AtomFeed.Entry(
                title: title, path: context.workoutPath(workout.id, athlete: workout.athlete),
                updated: AtomFeed.timestamp(workout.date, minute: workout.startMinute, timeZone: timeZone),
                summary: pageDescription(page, path: page.path, fullTitle: title),
                contentHTML: feedContent(workout, records: events, strings: web),
                categories: events.isEmpty ? [] : [web.recordCategory])
        }
        let author = context.library.config.author?.trimmingWhitespace ?? ""
        return AtomFeed(
            title: context.library.config.title + " · " + web.feedTitle, subtitle: web.feedSubtitle,
            author: author.isEmpty ? context.library.config.title : author, language: context.library.config.language.rawValue,
            baseURL: context.library.config.baseURL,
            updated: entries.first?.updated ?? AtomFeed.timestamp(context.asOf, minute: nil, timeZone: timeZone),
            entries: Array(entries))
    }

    /// The `count` newest workouts on or before the as-of date, newest first; workouts that
    /// start at once in the library's order. The library keeps its workouts in start order:
    /// read from the end, a run of workouts that start at once at a time, never sorted.
    func newestWorkouts(_ count: Int) -> [Workout] {
        let workouts = context.library.workouts
        guard Workout.areInStartOrder(workouts) else {
            return Array(workouts.filter { $0.date <= context.asOf }.sorted { Workout.startOrder($1, $0) }.prefix(count))
        }
        var newest: [Workout] = []
        var end = workouts.endIndex
        while end > workouts.startIndex, newest.count < count {
            var start = end - 1
            while start > workouts.startIndex, !Workout.startOrder(workouts[start - 1], workouts[start]) { start -= 1 }
            for index in start..<end where newest.count < count && workouts[index].date <= context.asOf {
                newest.append(workouts[index])
            }
            end = start
        }
        return newest
    }

    /// The workout as a feed reader shows it: each exercise with its sets, the records,
    /// then the notes. Every text is escaped here; the whole is escaped again into the XML.
    private func feedContent(_ workout: Workout, records: [RecordEvent], strings web: WebStrings) -> String {
        var html = ""
        if !workout.entries.isEmpty {
            html += "<ul>"
            for entry in workout.entries {
                let sets = entry.sets.map { context.format.performedSet($0) }.joined(separator: ", ")
                html += "<li>" + XMLText.escape(context.exerciseName(entry.exercise)) + (sets.isEmpty ? "" : ": " + XMLText.escape(sets)) + "</li>"
            }
            html += "</ul>"
        }
        if !records.isEmpty {
            html += "<p>" + XMLText.escape(web.records) + "</p><ul>"
            for (event, badge) in zip(records, recordBadges(records)) {
                html += "<li>" + XMLText.escape(context.exerciseName(event.exercise) + ": " + badge.label + " " + badge.value) + "</li>"
            }
            html += "</ul>"
        }
        if !workout.notes.trimmingWhitespace.isEmpty { html += context.markdown(workout.notes) }
        return html
    }
}
