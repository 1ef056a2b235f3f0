import TrainingModel

/// Computes one athlete's statistics. Workouts are walked once, in start order; every
/// set is looked at once; per-week and per-day values are kept only for the weeks and
/// days with a workout, so the cost follows the data, not the calendar span, and
/// nothing rescans history.
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
            tests: histories, predictions: racePredictions(), weekCalendar: context.calendar)
        guard let firstDay = workouts.first?.date else { return base }
        var statistics = buildTraining(into: base, firstDay: firstDay)
        statistics.cardio = cardioStatistics()
        return statistics
    }

    // MARK: - The pass over workouts

    private func buildTraining(into base: AthleteStatistics, firstDay: CalendarDate) -> AthleteStatistics {
        let asOf = context.asOf
        let calendar = context.calendar

        // The days with a workout, ascending (workouts come in start order), each with its summed load.
        var dailyLoads: [(date: CalendarDate, load: Double)] = []
        // The weeks with a workout, ascending, each with its tally.
        var weeks: [(start: CalendarDate, tally: WeekTally)] = []
        var exercises: [String: ExerciseTally] = [:]
        var totals = TrainingTotals(first: firstDay, last: workouts.last?.date)
        var summaries: [WorkoutSummary] = []
        summaries.reserveCapacity(workouts.count)
        var records: [RecordEvent] = []

        // A workout has a handful of exercises: a short array beats a dictionary per workout.
        var perExercise: [(id: String, facts: ExerciseFacts, tally: WorkoutExerciseTally)] = []
        for workout in workouts {
            perExercise.removeAll(keepingCapacity: true)
            for entry in workout.entries {
                let facts = context.facts(for: entry.exercise)
                let index = perExercise.firstIndex { $0.id == entry.exercise } ?? perExercise.count
                if index == perExercise.count { perExercise.append((entry.exercise, facts, WorkoutExerciseTally())) }
                for set in entry.sets where set.kind.isWorking {
                    perExercise[index].tally.add(set, metric: facts.metric, formula: context.formula)
                }
            }
            // Sorted so record events come out in the same order every build.
            perExercise.sort { $0.id < $1.id }

            let minutes = (workout.duration ?? 0) / 60
            let knownLoad = Self.sessionLoad(workout, defaultRPE: context.defaultRPE)
            let load = knownLoad ?? 0
            let weekStart = calendar.start(of: workout.date)
            if weeks.last?.start != weekStart { weeks.append((weekStart, WeekTally())) }
            let weekIndex = weeks.count - 1
            if dailyLoads.last?.date == workout.date { dailyLoads[dailyLoads.count - 1].load += load }
            else { dailyLoads.append((workout.date, load)) }
            var summary = WorkoutSummary(id: workout.id, date: workout.date, session: workout.session, workingSets: 0,
                                         reps: 0, volume: 0, durationMinutes: minutes, load: load, records: 0,
                                         isTimed: workout.duration != nil, isRated: knownLoad != nil)
            (summary.disciplines, summary.climbing) = disciplines(of: workout)

            for (id, facts, tally) in perExercise {
                summary.workingSets += tally.workingSets
                summary.reps += tally.reps
                summary.volume += tally.volume

                if tally.workingSets > 0 {
                    for muscle in facts.primaryMuscles {
                        weeks[weekIndex].tally.muscles[muscle, default: 0] += Double(tally.workingSets)
                    }
                    for muscle in facts.secondaryMuscles {
                        weeks[weekIndex].tally.muscles[muscle, default: 0] += 0.5 * Double(tally.workingSets)
                    }
                }

                // Mutated in place: copying the tally out and back would copy its e1RM
                // series on every workout and make the pass quadratic.
                let events = exercises[id, default: ExerciseTally(first: workout.date)]
                    .add(tally, exercise: id, workout: workout, metric: facts.metric)
                records.append(contentsOf: events)
                summary.records += events.count
            }

            weeks[weekIndex].tally.add(summary)
            totals.workouts += 1
            totals.workingSets += summary.workingSets
            totals.reps += summary.reps
            totals.volume += summary.volume
            totals.durationMinutes += minutes
            totals.load += load
            if summary.isTimed { totals.timedWorkouts += 1 }
            if summary.isRated { totals.ratedWorkouts += 1 }
            summaries.append(summary)
        }

        let loadOf = Dictionary(uniqueKeysWithValues: dailyLoads.map { ($0.date, $0.load) })
        return AthleteStatistics(
            id: base.id, name: base.name, totals: totals,
            exercises: exercises.sorted { $0.key < $1.key }.map { id, tally in
                tally.statistics(id: id, facts: context.facts(for: id), asOf: asOf)
            },
            weeks: weeks.map { start, tally in
                tally.statistics(label: calendar.label(forWeekStarting: start), start: start,
                                 dailyLoads: (0..<7).map { loadOf[start.adding(days: $0)] ?? 0 })
            },
            streaks: Streaks(activeWeeks: weeks.map(\.start), asOfWeek: calendar.start(of: asOf)),
            records: records, workouts: summaries,
            daily: DailyLoad.series(loads: dailyLoads, reported: dailyLoads.map(\.date) + (dailyLoads.last?.date == asOf ? [] : [asOf])),
            compliance: base.compliance, body: base.body, tests: base.tests, predictions: base.predictions,
            weekCalendar: base.weekCalendar)
    }

    /// Foster session load: session RPE × minutes; nil (unknown, counted as 0 in sums) for
    /// a workout without a duration, or without an RPE when the site names no
    /// `default_rpe`: guessing either would invent training that was not logged.
    static func sessionLoad(_ workout: Workout, defaultRPE: Double? = nil) -> Double? {
        guard let rpe = workout.rpe ?? defaultRPE, let seconds = workout.duration else { return nil }
        return rpe * seconds / 60
    }
}

// MARK: - Tallies

/// One calendar week, filled while walking workouts.
struct WeekTally {
    var workouts = 0
    var workingSets = 0
    var reps = 0
    var volume = 0.0
    var minutes = 0.0
    var load = 0.0
    var timedWorkouts = 0
    var ratedWorkouts = 0
    var muscles: [String: Double] = [:]

    mutating func add(_ workout: WorkoutSummary) {
        workouts += 1
        if workout.isTimed { timedWorkouts += 1 }
        if workout.isRated { ratedWorkouts += 1 }
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
            }, timedWorkouts: timedWorkouts, ratedWorkouts: ratedWorkouts)
    }
}
