import Statistics
import TrainingModel

/// The statistics part of an exercise page (SPEC §5): the athlete's history with it.
extension PageBuilder {
    /// How many records an exercise page lists, newest first.
    static let recordRowLimit = 15

    func exerciseStatistics(_ exercise: Exercise, path: String) -> [ExerciseHistoryView] {
        statistics.athletes.compactMap { athlete -> ExerciseHistoryView? in
            guard let stats = athlete.exercise(id: exercise.id) else { return nil }
            var facts: [FactView] = []
            if let best = stats.bestWeight, best > 0 {
                facts.append(FactView(label: d.bestWeight, value: recordMass(kilograms: best)))
            }
            if let best = stats.bestE1RM { facts.append(FactView(label: d.bestE1RM, value: recordMass(kilograms: best))) }
            if let current = stats.currentE1RM {
                facts.append(FactView(label: d.currentE1RM, value: recordMass(kilograms: current)))
            }
            if stats.volume > 0 { facts.append(FactView(label: d.totalVolume, value: bigMass(kilograms: stats.volume))) }
            facts.append(FactView(label: d.workingSets, value: format.integer(stats.workingSets)))
            facts.append(FactView(label: strings.workouts, value: format.integer(stats.workouts)))
            facts.append(FactView(label: d.firstPerformed, value: format.date(stats.first)))
            facts.append(FactView(label: d.lastPerformed, value: format.date(stats.last)))

            let series = athlete.e1rmSeries(exercise: exercise.id)
            let chart = series.isEmpty ? nil : charts.lines(
                id: "e1rm-" + athlete.id, title: "\(d.e1rm) · \(exercise.name)", description: d.e1rmTrendDescription,
                series: [charts.e1rmSeries(series)], valueTitle: charts.massTitle(d.e1rm), decimals: 1)
            // Newest workout first; within a workout weight, e1RM, volume, as statistics lists them.
            let events = athlete.records.enumerated().filter { $0.element.exercise == exercise.id }
                .sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }
                .prefix(Self.recordRowLimit).map(\.element)
            let records = events.map { event in
                let badge = recordBadges([event])[0]
                return ExerciseHistoryView.RecordRow(
                    date: format.date(event.date), isoDate: event.date.iso,
                    workoutHref: href(from: path, to: SitePaths.workout(event.workout)),
                    kind: badge.label, cssClass: badge.cssClass, value: badge.value,
                    previous: event.previous > 0
                        ? (event.kind == .volume ? bigMass(kilograms: event.previous) : recordMass(kilograms: event.previous))
                        : "–")
            }
            return ExerciseHistoryView(
                athleteName: Maybe(hasSeveralAthletes ? athleteName(athlete.id) : nil), facts: facts,
                chartHTML: Maybe(chart), records: records)
        }
    }
}
