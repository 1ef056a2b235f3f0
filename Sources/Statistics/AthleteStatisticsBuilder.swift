import TrainingModel

/// Computes one athlete's statistics. Workouts are walked once, in start order; every
/// set is looked at once; per-day and per-week values go into arrays indexed by day
/// and week offset, so the daily series are one pass over the day range and nothing
/// rescans history.
struct AthleteStatisticsBuilder {
    let context: StatisticsContext
    let athleteID: String
    let profile: Athlete?
    /// Dated on or before the as-of date, in start order.
    let workouts: [Workout]
    /// Dated on or before the as-of date.
    let measurements: [BodyMeasurement]
    /// Dated on or before the as-of date.
    let tests: [TestResult]
    /// Sorted by id.
    let plans: [Plan]

    func build() -> AthleteStatistics {
        let histories = testHistories()
        let base = AthleteStatistics(
            id: athleteID, name: profile?.name, compliance: plans.map(compliance(of:)), body: bodyStatistics(),
            tests: histories, predictions: racePredictions())
        guard let firstDay = workouts.first?.date else { return base }
        return buildTraining(into: base, firstDay: firstDay)
    }

    // MARK: - The pass over workouts

    private func buildTraining(into base: AthleteStatistics, firstDay: CalendarDate) -> AthleteStatistics {
        let asOf = context.asOf
        let calendar = context.calendar
        let dayCount = firstDay.days(until: asOf) + 1
        let firstWeek = calendar.start(of: firstDay)
        let weekCount = firstWeek.days(until: calendar.start(of: asOf)) / 7 + 1

        var dailyLoads = [Double](repeating: 0, count: dayCount)
        var weeks = [WeekTally](repeating: WeekTally(), count: weekCount)
        var exercises: [String: ExerciseTally] = [:]
        var totals = TrainingTotals(first: firstDay, last: workouts.last?.date)
        var summaries: [WorkoutSummary] = []
        summaries.reserveCapacity(workouts.count)
        var records: [RecordEvent] = []

        for workout in workouts {
            var perExercise: [String: WorkoutExerciseTally] = [:]
            for entry in workout.entries {
                let facts = context.facts(for: entry.exercise)
                var tally = perExercise[entry.exercise] ?? WorkoutExerciseTally()
                for set in entry.sets where set.kind.isWorking {
                    tally.add(set, countsVolume: facts.countsVolume, formula: context.formula)
                }
                perExercise[entry.exercise] = tally
            }

            let minutes = (workout.duration ?? 0) / 60
            let load = Self.sessionLoad(workout)
            let weekIndex = firstWeek.days(until: calendar.start(of: workout.date)) / 7
            dailyLoads[firstDay.days(until: workout.date)] += load
            var summary = WorkoutSummary(id: workout.id, date: workout.date, session: workout.session, workingSets: 0,
                                         reps: 0, volume: 0, durationMinutes: minutes, load: load, records: 0)

            // Sorted so record events come out in the same order every build.
            for (id, tally) in perExercise.sorted(by: { $0.key < $1.key }) {
                summary.workingSets += tally.workingSets
                summary.reps += tally.reps
                summary.volume += tally.volume

                let facts = context.facts(for: id)
                if tally.workingSets > 0 {
                    for muscle in facts.primaryMuscles {
                        weeks[weekIndex].muscles[muscle, default: 0] += Double(tally.workingSets)
                    }
                    for muscle in facts.secondaryMuscles {
                        weeks[weekIndex].muscles[muscle, default: 0] += 0.5 * Double(tally.workingSets)
                    }
                }

                // Mutated in place: copying the tally out and back would copy its e1RM
                // series on every workout and make the pass quadratic.
                let events = exercises[id, default: ExerciseTally(first: workout.date)]
                    .add(tally, exercise: id, workout: workout)
                records.append(contentsOf: events)
                summary.records += events.count
            }

            weeks[weekIndex].add(summary)
            totals.workouts += 1
            totals.workingSets += summary.workingSets
            totals.reps += summary.reps
            totals.volume += summary.volume
            totals.durationMinutes += minutes
            totals.load += load
            summaries.append(summary)
        }

        return AthleteStatistics(
            id: base.id, name: base.name, totals: totals,
            exercises: exercises.sorted { $0.key < $1.key }.map { id, tally in
                tally.statistics(id: id, facts: context.facts(for: id), asOf: asOf)
            },
            weeks: (0..<weekCount).map { index in
                let start = firstWeek.adding(days: 7 * index)
                let days = (0..<7).map { offset -> Double in
                    let day = firstDay.days(until: start.adding(days: offset))
                    return dailyLoads.indices.contains(day) ? dailyLoads[day] : 0
                }
                return weeks[index].statistics(label: calendar.label(forWeekStarting: start), start: start,
                                               dailyLoads: days)
            },
            streaks: Streaks(activeWeeks: weeks.map { $0.workouts > 0 }),
            records: records, workouts: summaries,
            daily: DailyLoad.series(loads: dailyLoads, from: firstDay),
            compliance: base.compliance, body: base.body, tests: base.tests, predictions: base.predictions)
    }

    /// Foster session load: session RPE × minutes. A workout without an RPE or without
    /// a duration has load 0: guessing either would invent training that was not logged.
    static func sessionLoad(_ workout: Workout) -> Double {
        guard let rpe = workout.rpe, let seconds = workout.duration else { return 0 }
        return rpe * seconds / 60
    }
}

// MARK: - Tallies

/// One exercise within one workout (several entries of the same exercise add up).
struct WorkoutExerciseTally {
    var workingSets = 0
    var reps = 0
    var volume = 0.0
    /// Over the sets that count for volume; nil when there were none.
    var bestWeight: Double?
    var bestE1RM: Double?

    /// Adds a working set. A set counts for volume (and for best weight and e1RM) when
    /// its weight is above 0 and the exercise is not `assisted`; a weighted set with no
    /// reps (a weighted hang) counts for best weight and adds no volume.
    mutating func add(_ set: PerformedSet, countsVolume: Bool, formula: SiteConfig.E1RMFormula) {
        let reps = set.reps ?? 0
        workingSets += 1
        self.reps += reps
        let weight = set.weightKilograms
        guard countsVolume, weight > 0 else { return }
        volume += weight * Double(reps)
        bestWeight = max(bestWeight ?? weight, weight)
        if let e1rm = formula.estimate(weight: weight, reps: reps, rpe: set.rpe) {
            bestE1RM = max(bestE1RM ?? e1rm, e1rm)
        }
    }
}

/// One exercise over the athlete's history so far.
struct ExerciseTally {
    var workouts = 0
    var workingSets = 0
    var reps = 0
    var volume = 0.0
    var bestWeight: Double?
    var bestE1RM: Double?
    var first: CalendarDate
    var last: CalendarDate
    var records = RecordCounts()
    var series: [E1RMPoint] = []
    /// The best per-workout values of the workouts walked so far (0 for none).
    var earlierWeight = 0.0
    var earlierE1RM = 0.0
    var earlierVolume = 0.0

    init(first: CalendarDate) {
        self.first = first
        last = first
    }

    /// A record value as pages and stats.json show it, 0.01 kg, which is what records compare
    /// (SPEC §4): 1,200 lb summed in two orders (544.3108440000001 and 544.310844 kg) is a tie.
    /// Float noise is removed first (to 10⁻⁹) so that it cannot tip a value across a rounding
    /// boundary (100.00499999999999 and 100.005 both show as 100.01).
    static func displayed(_ value: Double) -> Double {
        StatisticsRounding.round((value * 1e9).rounded() / 1e9)
    }

    /// Adds the next workout in start order and returns the records it sets (SPEC §4):
    /// a value strictly above every earlier workout's once both are rounded to 0.01 kg,
    /// never on the first workout.
    mutating func add(_ tally: WorkoutExerciseTally, exercise id: String, workout: Workout) -> [RecordEvent] {
        var events: [RecordEvent] = []
        if workouts > 0 {
            let candidates: [(RecordEvent.Kind, Double, Double)] = [
                (.weight, tally.bestWeight ?? 0, earlierWeight),
                (.e1rm, tally.bestE1RM ?? 0, earlierE1RM),
                (.volume, tally.volume, earlierVolume),
            ]
            for (kind, value, previous) in candidates where Self.displayed(value) > Self.displayed(previous) {
                events.append(RecordEvent(workout: workout.id, date: workout.date, exercise: id, kind: kind,
                                          value: value, previous: previous))
                records.count(kind)
            }
        }
        earlierWeight = max(earlierWeight, tally.bestWeight ?? 0)
        earlierE1RM = max(earlierE1RM, tally.bestE1RM ?? 0)
        earlierVolume = max(earlierVolume, tally.volume)

        workouts += 1
        workingSets += tally.workingSets
        reps += tally.reps
        volume += tally.volume
        if let weight = tally.bestWeight { bestWeight = max(bestWeight ?? weight, weight) }
        if let e1rm = tally.bestE1RM {
            bestE1RM = max(bestE1RM ?? e1rm, e1rm)
            // Workouts come in date order, so a day's points are adjacent.
            if let lastPoint = series.last, lastPoint.date == workout.date {
                series[series.count - 1].e1rm = max(lastPoint.e1rm, e1rm)
            } else {
                series.append(E1RMPoint(date: workout.date, e1rm: e1rm))
            }
        }
        last = workout.date
        return events
    }

    func statistics(id: String, facts: ExerciseFacts, asOf: CalendarDate) -> ExerciseStatistics {
        ExerciseStatistics(id: id, name: facts.name, aliases: facts.aliases, workouts: workouts, workingSets: workingSets,
                           reps: reps, volume: volume, bestWeight: bestWeight, bestE1RM: bestE1RM,
                           currentE1RM: currentE1RM(asOf: asOf), first: first, last: last, records: records,
                           e1rmSeries: series)
    }

    /// See `AthleteStatistics.currentE1RMWindowDays`.
    func currentE1RM(asOf: CalendarDate) -> Double? {
        let windowStart = asOf.adding(days: -(AthleteStatistics.currentE1RMWindowDays - 1))
        var best: Double?
        for point in series.reversed() {
            guard point.date >= windowStart else { break }
            best = max(best ?? point.e1rm, point.e1rm)
        }
        return best ?? series.last?.e1rm
    }
}

/// One calendar week, filled while walking workouts.
struct WeekTally {
    var workouts = 0
    var workingSets = 0
    var reps = 0
    var volume = 0.0
    var minutes = 0.0
    var load = 0.0
    var muscles: [String: Double] = [:]

    mutating func add(_ workout: WorkoutSummary) {
        workouts += 1
        workingSets += workout.workingSets
        reps += workout.reps
        volume += workout.volume
        minutes += workout.durationMinutes
        load += workout.load
    }

    func statistics(label: String, start: CalendarDate, dailyLoads: [Double]) -> WeekStatistics {
        let monotony = WeekStatistics.monotony(dailyLoads: dailyLoads)
        return WeekStatistics(
            week: label, start: start, workouts: workouts, workingSets: workingSets, reps: reps, volume: volume,
            durationMinutes: minutes, load: load, monotony: monotony, strain: monotony.map { load * $0 },
            muscles: muscles.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map {
                MuscleSets(muscle: $0.key, sets: $0.value)
            })
    }
}
