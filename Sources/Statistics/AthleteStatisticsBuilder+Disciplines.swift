import TrainingModel

extension AthleteStatisticsBuilder {
    /// What a workout trained (docs/statistics.md#disciplines): the disciplines of the
    /// exercises it has working sets of, and climbing for an entry with a `grade:` (besides
    /// its exercise's own: a graded hang on a strength exercise trains both), sorted; and
    /// its climbing, when it trained climbing.
    func disciplines(of workout: Workout) -> (disciplines: [Discipline], climbing: ClimbingSummary?) {
        var disciplines: [Discipline] = []
        var climbing: ClimbingSummary?
        for entry in workout.entries {
            let facts = context.facts(for: entry.exercise)
            let own = entry.sets.contains(where: \.kind.isWorking) ? facts.discipline : nil
            let climbs = own == .climbing || entry.grade != nil
            if let own, !disciplines.contains(own) { disciplines.append(own) }
            if climbs, !disciplines.contains(.climbing) { disciplines.append(.climbing) }
            guard climbs else { continue }
            var summary = climbing ?? ClimbingSummary()
            if facts.discipline == .climbing {
                for set in entry.sets where set.kind.isWorking {
                    if let seconds = set.duration { summary.timeUnderTension += seconds * Double(max(set.reps ?? 1, 1)) }
                }
            }
            if let grade = entry.grade { summary.add(grade: grade, style: entry.style) }
            climbing = summary
        }
        return (disciplines.sorted(), climbing)
    }
}
