import Statistics
import TrainingModel

/// The statistics part of an exercise page (docs/site-pages.md): the athlete's history with it.
extension PageBuilder {
    /// How many records an exercise page lists, newest first.
    static let recordRowLimit = 15

    /// The best e1RM's formula and the RPE adjustment in one line (docs/statistics.md#e1rm).
    var e1rmRule: String {
        let words = context.dashboardStrings
        return words.e1rmRule.replacingOccurrences(
            of: "{formula}", with: context.library.config.e1rm == .epley ? words.epleyFormula : words.brzyckiFormula)
    }

    func exerciseStatistics(_ exercise: Exercise, path: String, athletes: [AthleteStatistics]) -> [ExerciseHistoryView] {
        athletes.compactMap { athlete -> ExerciseHistoryView? in
            guard let stats = athlete.exercise(id: exercise.id) else { return nil }
            var facts: [FactView] = []
            if let best = stats.bestWeight, best > 0 {
                facts.append(FactView(label: context.dashboardStrings.bestWeight, value: recordMass(kilograms: best)))
            }
            if let best = stats.bestE1RM {
                facts.append(FactView(label: context.dashboardStrings.bestE1RM, value: recordMass(kilograms: best), note: Maybe(e1rmRule)))
            }
            if let current = stats.currentE1RM {
                facts.append(FactView(label: context.dashboardStrings.currentE1RM, value: recordMass(kilograms: current)))
            }
            facts += bestFacts(stats.bests, metric: exercise.metric)
            facts += gripFacts(stats.grips)
            if stats.volume > 0 { facts.append(FactView(label: context.dashboardStrings.totalVolume, value: bigMass(kilograms: stats.volume))) }
            facts.append(FactView(label: context.dashboardStrings.workingSets, value: context.format.integer(stats.workingSets)))
            facts.append(FactView(label: context.strings.workouts, value: context.format.integer(stats.workouts)))
            facts.append(FactView(label: context.dashboardStrings.firstPerformed, value: context.format.date(stats.first)))
            facts.append(FactView(label: context.dashboardStrings.lastPerformed, value: context.format.date(stats.last)))

            // Newest workout first; within a workout in the order statistics lists them
            // (`RecordEvent.Kind.kinds(of:)`: weight, e1RM, volume; added load, assistance, reps, hold).
            let events = athlete.records.enumerated().filter { $0.element.exercise == exercise.id }
                .sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }
                .prefix(Self.recordRowLimit).map(\.element)
            let statisticsRecords = events.map { event in
                (date: event.date, row: ExerciseHistoryView.RecordRow(
                    date: context.format.date(event.date), isoDate: event.date.iso,
                    workoutHref: context.href(from: path, to: context.workoutPath(event.workout, athlete: athlete.id)),
                    kind: recordLabel(event.kind), cssClass: recordClass(event.kind), value: recordText(event.value, of: event.kind),
                    previous: event.previous > 0 ? recordText(event.previous, of: event.kind) : "–"))
            }
            let own = ownRecords(stats, exercise: exercise, athlete: athlete.id, path: path)
            let records = (own + statisticsRecords).enumerated()
                .sorted { ($1.element.date, $0.offset) < ($0.element.date, $1.offset) }
                .prefix(Self.recordRowLimit).map(\.element.row)
            let repMaxes = stats.repMaxes.map { repMax in
                ExerciseHistoryView.RepMaxRow(
                    reps: context.format.integer(repMax.reps), weight: recordMass(kilograms: repMax.weight),
                    date: context.format.date(repMax.date), isoDate: repMax.date.iso,
                    workoutHref: context.href(from: path, to: context.workoutPath(repMax.workout, athlete: athlete.id)))
            }
            return ExerciseHistoryView(
                athleteName: Maybe(context.hasSeveralAthletes ? context.athleteName(athlete.id) : nil), facts: facts,
                charts: progressCharts(stats, exercise: exercise, athlete: athlete.id),
                repMaxes: repMaxes, records: records)
        }
    }

    /// Records of a timed or distance exercise's own measure (a longer hold, a faster pace),
    /// which statistics leave to this page: each day that beat every earlier day, as printed
    /// (to the whole second for a pace, in the site's units), never the first, newest first,
    /// linked to that day's first workout with the exercise. Read from the day series the
    /// charts draw; bodyweight, assisted and hang exercises have their own measure's records
    /// in statistics (docs/statistics.md#records), listed with the lifts' records.
    private func ownRecords(_ stats: ExerciseStatistics, exercise: Exercise, athlete: String,
                            path: String) -> [(date: CalendarDate, row: ExerciseHistoryView.RecordRow)] {
        let words = context.dashboardStrings.progress
        // The measure, whether lower is better, its badge and how a value prints.
        let measure: (value: (ExerciseBests) -> Double?, lowerIsBetter: Bool, label: String, key: String,
                      text: (Double) -> String)
        switch exercise.metric {
        case .time:
            measure = ({ $0.longestSeconds }, false, words.holdPR, "hold", { context.format.effortTime(seconds: $0) })
        case .distanceTime:
            measure = ({ $0.bestPace }, true, words.pacePR, "pace", { context.format.pace(secondsPerKilometre: $0) })
        case .weightReps, .bodyweightReps, .assisted, .hang:
            return []
        }
        var best: Double?
        var rows: [(date: CalendarDate, row: ExerciseHistoryView.RecordRow)] = []
        for day in stats.days {
            guard let value = measure.value(day.bests) else { continue }
            guard let previous = best else {
                best = value
                continue
            }
            // Better, and better as printed: a pace 0.4 s/km faster still reads 5:30 /km, and
            // 329.998 s/km after 330 is the same 5:30 /km (values print at 0.01 or coarser).
            guard measure.lowerIsBetter ? value < previous : value > previous,
                  measure.text(value) != measure.text(previous) else { continue }
            best = value
            guard let workout = firstWorkout(with: exercise.id, athlete: athlete, on: day.date) else { continue }
            rows.append((day.date, ExerciseHistoryView.RecordRow(
                date: context.format.date(day.date), isoDate: day.date.iso,
                workoutHref: context.href(from: path, to: context.workoutPath(workout.id, athlete: athlete)),
                kind: measure.label, cssClass: "record-" + measure.key, value: measure.text(value),
                previous: measure.text(previous))))
        }
        return rows
    }

    /// The first workout (in start order) of `athlete` on `date` with the exercise: a binary
    /// search of the exercise's workouts, newest first, so that a site of many athletes does
    /// not walk them all for every record.
    private func firstWorkout(with exercise: String, athlete: String, on date: CalendarDate) -> Workout? {
        if context.hasSeveralAthletes {
            // Their own workouts, newest first: an athlete's page reads nothing of the others.
            let own = context.index.workouts(of: athlete)
            var low = 0, high = own.count
            while low < high {
                let middle = (low + high) / 2
                if own[middle].date > date { low = middle + 1 } else { high = middle }
            }
            return own[low...].prefix { $0.date == date }.last { $0.entries.contains { $0.exercise == exercise } }
        }
        let positions = context.index.workoutsWithExercise[exercise] ?? []
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if context.index.workoutsNewestFirst[positions[middle]].date > date { low = middle + 1 } else { high = middle }
        }
        var first: Workout?
        for position in positions[low...] {
            let workout = context.index.workoutsNewestFirst[position]
            guard workout.date == date else { break }
            if workout.athlete == athlete { first = workout }  // later in this order is earlier in the day
        }
        return first
    }

    /// The bests that fit the exercise's metric: reps for bodyweight and assisted work,
    /// assistance going down, hold time, pace.
    private func bestFacts(_ bests: ExerciseBests, metric: ExerciseMetric) -> [FactView] {
        var facts: [FactView] = []
        let words = context.dashboardStrings.progress
        if metric == .bodyweightReps || metric == .assisted, let reps = bests.mostReps {
            facts.append(FactView(label: words.mostReps, value: context.format.integer(reps)))
        }
        if metric == .assisted, let help = bests.leastAssistance {
            facts.append(FactView(label: words.leastAssistance, value: recordMass(kilograms: help)))
        }
        if metric == .time || metric == .hang, let seconds = bests.longestSeconds {
            facts.append(FactView(label: words.longestHold, value: context.format.effortTime(seconds: seconds)))
        }
        if metric == .distanceTime, let pace = bests.bestPace {
            facts.append(FactView(label: words.bestPace, value: context.format.pace(secondsPerKilometre: pace)))
        }
        return facts
    }

    /// Each grip's best hang (docs/statistics.md#grips), in the order the grips were first used.
    private func gripFacts(_ grips: [GripHistory]) -> [FactView] {
        grips.map { history in
            FactView(label: context.dashboardStrings.progress.bestHangOn.replacingOccurrences(
                         of: "{grip}", with: context.format.grip(history.grip).capitalizedFirst),
                     value: context.format.hang(kilograms: history.best.kilograms, seconds: history.best.seconds))
        }
    }

    /// The hang load chart: one line a grip, the day's heaviest hang on it, with a legend when
    /// there are several; nil without grips.
    private func gripChart(_ grips: [GripHistory], exercise: Exercise, athlete: String) -> ExerciseHistoryView.Chart? {
        guard !grips.isEmpty else { return nil }
        let words = context.dashboardStrings.progress
        let units = context.library.config.units
        let series = grips.map { history in
            charts.daySeries(name: context.format.grip(history.grip).capitalizedFirst,
                             points: history.days.map { ($0.date, units.fromKilograms($0.kilograms)) })
        }
        return ExerciseHistoryView.Chart(heading: words.hangLoadByGrip, chartHTML: charts.lines(
            id: "grips-" + athlete, title: "\(words.hangLoadByGrip) · \(exercise.name)",
            description: words.hangLoadByGripDescription, series: series,
            valueTitle: charts.massTitle(words.addedLoad), decimals: 1, includesZero: true))
    }

    /// The exercise's own measure first (reps, assistance, hold, pace), then e1RM, best
    /// set and volume per workout; a chart with no points is left out.
    private func progressCharts(_ stats: ExerciseStatistics, exercise: Exercise,
                                athlete: String) -> [ExerciseHistoryView.Chart] {
        let words = context.dashboardStrings.progress
        let units = context.library.config.units
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
                ? chart("reps", words.mostReps, words.mostRepsDescription, valueTitle: context.dashboardStrings.progress.reps, decimals: 0,
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
                ? chart("pace", words.bestPace, words.bestPaceDescription, valueTitle: context.format.paceUnit,
                        decimals: 2, minutesAsClock: true) { $0.bests.bestPace.map(context.format.paceMinutes) }
                : nil,
        ]
        let load: [ExerciseHistoryView.Chart?] = [
            chart("e1rm", context.dashboardStrings.e1rm, context.dashboardStrings.e1rmTrendDescription, valueTitle: charts.massTitle(context.dashboardStrings.e1rm), decimals: 1) {
                $0.e1rm.map(units.fromKilograms)
            },
            chart("best-set", words.bestSet, words.bestSetDescription, valueTitle: charts.massTitle(words.weight),
                  decimals: 1) { $0.bestWeight.map(units.fromKilograms) },
            chart("volume", words.volumePerWorkout, words.volumePerWorkoutDescription,
                  valueTitle: charts.massTitle(context.dashboardStrings.volume), decimals: 0, includesZero: true) {
                $0.volume.map(units.fromKilograms)
            },
        ]
        return (own + [gripChart(stats.grips, exercise: exercise, athlete: athlete)] + load).compactMap { $0 }
    }
}
