import TrainingModel

extension AthleteStatisticsBuilder {
    /// One pass over the workouts in start order: each workout's sets of each sport are
    /// summed into a session, which goes into its sport's weeks, months, bests and records.
    func cardioStatistics() -> CardioStatistics {
        guard context.hasCardio else { return CardioStatistics(sports: []) }
        var sports: [String: SportTally] = [:]
        // A workout has a sport or two at most: a short array beats a dictionary per workout.
        var sessions: [(sport: String, tally: CardioSessionTally)] = []
        for workout in workouts {
            sessions.removeAll(keepingCapacity: true)
            for entry in workout.entries {
                guard let sport = context.facts(for: entry.exercise).sport else { continue }
                let index = sessions.firstIndex { $0.sport == sport } ?? sessions.count
                if index == sessions.count { sessions.append((sport, CardioSessionTally())) }
                for set in entry.sets { sessions[index].tally.add(set) }
            }
            // Sorted so records come out in the same order every build.
            sessions.sort { $0.sport < $1.sport }
            for (sport, session) in sessions where session.totals.sessions > 0 {
                sports[sport, default: SportTally(sport: sport)].add(session, workout: workout)
            }
        }
        return CardioStatistics(sports: sports.keys.sorted().compactMap { id in
            sports[id].map { $0.statistics(calendar: context.calendar, asOf: context.asOf) }
        })
    }
}

/// One workout's sets of one sport.
struct CardioSessionTally {
    var totals = CardioTotals()
    /// Working sets with both a distance and a time: (metres, seconds).
    var efforts: [(distance: Double, time: Double)] = []
    /// The longest working set with a distance: (metres, seconds if given).
    var longest: (distance: Double, time: Double?)?

    /// A set with neither a distance nor a time (`x 15` on a bike) adds nothing.
    mutating func add(_ set: PerformedSet) {
        let distance = set.distance.flatMap { $0 > 0 ? $0 : nil }
        let time = set.duration.flatMap { $0 > 0 ? $0 : nil }
        guard distance != nil || time != nil else { return }
        totals.sessions = 1
        totals.distance += distance ?? 0
        totals.time += time ?? 0
        guard let distance else { return }
        if let time {
            totals.pacedDistance += distance
            totals.pacedTime += time
        }
        guard set.kind.isWorking else { return }
        if let time { efforts.append((distance, time)) }
        if distance > longest?.distance ?? 0 { longest = (distance, time) }
    }
}

/// One sport over the athlete's history so far.
struct SportTally {
    let sport: String
    let standardDistances: [StandardDistance]
    var totals = CardioTotals()
    var sessions: [CardioSession] = []
    var longest: CardioEffort?
    /// By index of `standardDistances`.
    var bestEfforts: [BestEffort?]
    var records: [CardioRecord] = []

    init(sport: String) {
        self.sport = sport
        standardDistances = StandardDistance.distances(forSport: sport)
        bestEfforts = Array(repeating: nil, count: standardDistances.count)
    }

    /// Adds the next workout in start order. Records compare values as stats.json shows
    /// them (0.01 m, 0.01 s), so a tie is never a record; the first workout with an
    /// effort sets none.
    mutating func add(_ session: CardioSessionTally, workout: Workout) {
        totals.add(session.totals)
        sessions.append(CardioSession(workout: workout.id, date: workout.date, totals: session.totals))

        if let (distance, time) = session.longest {
            let effort = CardioEffort(workout: workout.id, date: workout.date, distance: distance, time: time)
            if let previous = longest {
                if ExerciseTally.displayed(distance) > ExerciseTally.displayed(previous.distance) {
                    records.append(CardioRecord(workout: workout.id, date: workout.date, kind: .distance,
                                                value: distance, previous: previous.distance))
                    longest = effort
                }
            } else {
                longest = effort
            }
        }

        for (index, standard) in standardDistances.enumerated() {
            // The fastest of the workout's efforts at least this long, at its whole pace.
            var best: (time: Double, distance: Double, effortTime: Double)?
            for effort in session.efforts where effort.distance >= standard.metres {
                let time = effort.time * standard.metres / effort.distance
                if time < best?.time ?? .infinity { best = (time, effort.distance, effort.time) }
            }
            guard let best else { continue }
            let candidate = BestEffort(
                distance: standard, time: best.time,
                effort: CardioEffort(workout: workout.id, date: workout.date, distance: best.distance, time: best.effortTime))
            guard let previous = bestEfforts[index] else {
                bestEfforts[index] = candidate
                continue
            }
            guard ExerciseTally.displayed(best.time) < ExerciseTally.displayed(previous.time) else { continue }
            records.append(CardioRecord(workout: workout.id, date: workout.date, kind: .bestEffort, distance: standard,
                                        value: best.time, previous: previous.time))
            bestEfforts[index] = candidate
        }
    }

    func statistics(calendar: WeekCalendar, asOf: CalendarDate) -> SportStatistics {
        SportStatistics(sport: sport, totals: totals, longest: longest, bestEfforts: bestEfforts.compactMap { $0 },
                        weeks: weeks(calendar: calendar), months: months(asOf: asOf), sessions: sessions,
                        records: records)
    }

    /// The weeks with a session, oldest first (sessions come in date order).
    private func weeks(calendar: WeekCalendar) -> [CardioPeriod] {
        var weeks: [CardioPeriod] = []
        for session in sessions {
            let start = calendar.start(of: session.date)
            if weeks.last?.start != start {
                weeks.append(CardioPeriod(period: calendar.label(forWeekStarting: start), start: start, totals: CardioTotals()))
            }
            weeks[weeks.count - 1].totals.add(session.totals)
        }
        return weeks
    }

    /// From the first session's month to the as-of month, empty months included.
    private func months(asOf: CalendarDate) -> [CardioPeriod] {
        guard let first = sessions.first?.date else { return [] }
        func index(_ date: CalendarDate) -> Int { date.year * 12 + date.month - 1 }
        let count = index(asOf) - index(first) + 1
        var totals = [CardioTotals](repeating: CardioTotals(), count: max(count, 0))
        for session in sessions { totals[index(session.date) - index(first)].add(session.totals) }
        return totals.enumerated().compactMap { offset, totals in
            let month = index(first) + offset
            guard let start = CalendarDate(year: month / 12, month: month % 12 + 1, day: 1) else { return nil }
            return CardioPeriod(period: String(start.iso.prefix(7)), start: start, totals: totals)
        }
    }
}
