import TrainingModel

extension AthleteStatisticsBuilder {
    /// What a workout trained (docs/statistics.md#disciplines): the disciplines of the
    /// exercises it has working sets of, sorted, and its climbing, when it has working
    /// sets of climbing exercises or an entry with a `grade:` (which counts as climbing).
    func disciplines(of workout: Workout) -> (disciplines: [Discipline], climbing: ClimbingSummary?) {
        var disciplines: [Discipline] = []
        var climbing: ClimbingSummary?
        for entry in workout.entries {
            let facts = context.facts(for: entry.exercise)
            let discipline = entry.grade != nil ? .climbing : facts.discipline
            guard let discipline, entry.grade != nil || entry.sets.contains(where: \.kind.isWorking) else { continue }
            if !disciplines.contains(discipline) { disciplines.append(discipline) }
            guard discipline == .climbing else { continue }
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
