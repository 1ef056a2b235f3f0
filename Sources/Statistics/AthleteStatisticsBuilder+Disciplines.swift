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
            var trained: [Discipline] = []
            if let discipline = facts.discipline, entry.sets.contains(where: \.kind.isWorking) { trained.append(discipline) }
            if entry.grade != nil { trained.append(.climbing) }
            for discipline in trained where !disciplines.contains(discipline) { disciplines.append(discipline) }
            guard trained.contains(.climbing) else { continue }
            var summary = climbing ?? ClimbingSummary()
            if facts.discipline == .climbing {
                for set in entry.sets where set.kind.isWorking {
                    if let seconds = set.duration { summary.timeUnderTension += seconds * Double(max(set.reps ?? 1, 1)) }
                }
            }
            if let grade = entry.grade { summary.add(grade: grade) }
            climbing = summary
        }
        return (disciplines.sorted(), climbing)
    }
}
