import Statistics
import TrainingModel

/// The statistics part of an exercise page (SPEC §5): the athlete's history with it.
extension PageBuilder {
    /// How many records an exercise page lists, newest first.
    static let recordRowLimit = 15

    func exerciseStatistics(_ exercise: Exercise, path: String, athletes: [AthleteStatistics]) -> [ExerciseHistoryView] {
        athletes.compactMap { athlete -> ExerciseHistoryView? in
            guard let stats = athlete.exercise(id: exercise.id) else { return nil }
            var facts: [FactView] = []
            if let best = stats.bestWeight, best > 0 {
                facts.append(FactView(label: d.bestWeight, value: recordMass(kilograms: best)))
            }
            if let best = stats.bestE1RM { facts.append(FactView(label: d.bestE1RM, value: recordMass(kilograms: best))) }
            if let current = stats.currentE1RM {
                facts.append(FactView(label: d.currentE1RM, value: recordMass(kilograms: current)))
            }
            facts += bestFacts(stats.bests, metric: exercise.metric)
            if stats.volume > 0 { facts.append(FactView(label: d.totalVolume, value: bigMass(kilograms: stats.volume))) }
            facts.append(FactView(label: d.workingSets, value: format.integer(stats.workingSets)))
            facts.append(FactView(label: strings.workouts, value: format.integer(stats.workouts)))
            facts.append(FactView(label: d.firstPerformed, value: format.date(stats.first)))
            facts.append(FactView(label: d.lastPerformed, value: format.date(stats.last)))

            // Newest workout first; within a workout weight, e1RM, volume, as statistics lists them.
            let events = athlete.records.enumerated().filter { $0.element.exercise == exercise.id }
                .sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }
                .prefix(Self.recordRowLimit).map(\.element)
            let records = events.map { event in
                let badge = recordBadges([event])[0]
                return ExerciseHistoryView.RecordRow(
                    date: format.date(event.date), isoDate: event.date.iso,
                    workoutHref: href(from: path, to: workoutPath(event.workout, athlete: athlete.id)),
                    kind: badge.label, cssClass: badge.cssClass, value: badge.value,
                    previous: event.previous > 0
                        ? (event.kind == .volume ? bigMass(kilograms: event.previous) : recordMass(kilograms: event.previous))
                        : "–")
            }
            let repMaxes = stats.repMaxes.map { repMax in
                ExerciseHistoryView.RepMaxRow(
                    reps: format.integer(repMax.reps), weight: recordMass(kilograms: repMax.weight),
                    date: format.date(repMax.date), isoDate: repMax.date.iso,
                    workoutHref: href(from: path, to: workoutPath(repMax.workout, athlete: athlete.id)))
            }
            return ExerciseHistoryView(
                athleteName: Maybe(hasSeveralAthletes ? athleteName(athlete.id) : nil), facts: facts,
                charts: progressCharts(stats, exercise: exercise, athlete: athlete.id),
                repMaxes: repMaxes, records: records)
        }
    }

    /// The bests that fit the exercise's metric: reps for bodyweight and assisted work,
    /// assistance going down, hold time, pace.
    private func bestFacts(_ bests: ExerciseBests, metric: ExerciseMetric) -> [FactView] {
        var facts: [FactView] = []
        let words = d.progress
        if metric == .bodyweightReps || metric == .assisted, let reps = bests.mostReps {
            facts.append(FactView(label: words.mostReps, value: format.integer(reps)))
        }
        if metric == .assisted, let help = bests.leastAssistance {
            facts.append(FactView(label: words.leastAssistance, value: recordMass(kilograms: help)))
        }
        if metric == .time || metric == .hang, let seconds = bests.longestSeconds {
            facts.append(FactView(label: words.longestHold, value: format.effortTime(seconds: seconds)))
        }
        if metric == .distanceTime, let pace = bests.bestPace {
            facts.append(FactView(label: words.bestPace, value: format.clock(seconds: pace) + " /km"))
        }
        return facts
    }

    /// The exercise's own measure first (reps, assistance, hold, pace), then e1RM, best
    /// set and volume per workout; a chart with no points is left out.
    private func progressCharts(_ stats: ExerciseStatistics, exercise: Exercise,
                                athlete: String) -> [ExerciseHistoryView.Chart] {
        let words = d.progress
        let units = library.config.units
        let metric = exercise.metric
        let days = stats.days
        func chart(_ key: String, _ title: String, _ description: String, valueTitle: String, decimals: Int,
                   includesZero: Bool = false, minutesAsClock: Bool = false,
                   _ value: (ExerciseDay) -> Double?) -> ExerciseHistoryView.Chart? {
            let points = days.compactMap { day in value(day).map { (day.date, $0) } }
            guard !points.isEmpty else { return nil }
            return ExerciseHistoryView.Chart(heading: title, chartHTML: charts.lines(
                id: key + "-" + athlete, title: "\(title) · \(exercise.name)", description: description,
                series: [charts.daySeries(name: title, points: points)], valueTitle: valueTitle,
                decimals: decimals, includesZero: includesZero, minutesAsClock: minutesAsClock))
        }
        let own: [ExerciseHistoryView.Chart?] = [
            metric == .bodyweightReps || metric == .assisted
                ? chart("reps", words.mostReps, words.mostRepsDescription, valueTitle: d.progress.reps, decimals: 0,
                        includesZero: true) { $0.bests.mostReps.map(Double.init) }
                : nil,
            metric == .assisted
                ? chart("assistance", words.assistance, words.assistanceDescription,
                        valueTitle: charts.massTitle(words.assistance), decimals: 1, includesZero: true) {
                    $0.bests.leastAssistance.map(units.fromKilograms)
                }
                : nil,
            metric == .time || metric == .hang
                ? chart("hold", words.longestHold, words.longestHoldDescription, valueTitle: words.seconds,
                        decimals: 0, includesZero: true) { $0.bests.longestSeconds }
                : nil,
            metric == .distanceTime
                ? chart("pace", words.bestPace, words.bestPaceDescription, valueTitle: words.paceUnit,
                        decimals: 2, minutesAsClock: true) { $0.bests.bestPace.map { $0 / 60 } }
                : nil,
        ]
        let load: [ExerciseHistoryView.Chart?] = [
            chart("e1rm", d.e1rm, d.e1rmTrendDescription, valueTitle: charts.massTitle(d.e1rm), decimals: 1) {
                $0.e1rm.map(units.fromKilograms)
            },
            chart("best-set", words.bestSet, words.bestSetDescription, valueTitle: charts.massTitle(words.weight),
                  decimals: 1) { $0.bestWeight.map(units.fromKilograms) },
            chart("volume", words.volumePerWorkout, words.volumePerWorkoutDescription,
                  valueTitle: charts.massTitle(d.volume), decimals: 0, includesZero: true) {
                $0.volume.map(units.fromKilograms)
            },
        ]
        return (own + load).compactMap { $0 }
    }
}
