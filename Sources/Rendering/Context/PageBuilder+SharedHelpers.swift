import Statistics
import TrainingModel

/// The render context's helpers that every page family uses: whether the site has several
/// athletes (which moves workouts, plans and exercise histories into athletes' folders),
/// athletes' names, where a workout's page is, and a session as an item of a list. Helpers of
/// one family stay in its folder; `PageBuilder` holds the library, statistics and strings
/// they read.
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

    /// A session in a list: name, then type, exercise count and estimated duration.
    func sessionLink(_ session: SessionTemplate, from path: String) -> LinkItem {
        var detail: [String] = []
        if let type = session.type { detail.append(strings.label(type)) }
        let exerciseCount = session.items.flatMap(\.exerciseItems).count
        if exerciseCount > 0 { detail.append(format.count(exerciseCount, strings.exerciseWord, strings.exercisesWord)) }
        if !session.items.isEmpty { detail.append(format.duration(seconds: session.estimatedDuration)) }
        return LinkItem(href: href(from: path, to: SitePaths.session(session.id)), label: session.name,
                        detail: Maybe(detail.isEmpty ? nil : detail.joined(separator: " · ")))
    }
}
