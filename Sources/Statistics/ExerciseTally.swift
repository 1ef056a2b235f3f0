import TextAndDates
import TrainingModel

/// One exercise within one workout (several entries of the same exercise add up).
struct WorkoutExerciseTally {
    var workingSets = 0
    var reps = 0
    var volume = 0.0
    /// Over the sets that count for volume; nil when there were none.
    var bestWeight: Double?
    var bestE1RM: Double?
    /// `repMaxWeights[r - 1]`: the heaviest set that counts for volume with at least r reps.
    var repMaxWeights = [Double?](repeating: nil, count: RepMax.maxReps)
    var bests = ExerciseBests()
    /// The best hang of each grip in the workout, in the order first used (docs/statistics.md#grips).
    var hangs: [(grip: Grip, kilograms: Double, seconds: Double)] = []

    /// Adds a working set. A set counts for volume (and for best weight, e1RM and rep
    /// maxes) when its weight is above 0, the exercise is not `assisted` and it is not a
    /// failed attempt (reps written as 0: a missed single lifted nothing); a weighted set
    /// with no reps at all (a weighted hang) counts for best weight and adds no volume.
    /// A hang (`isHang`) is not a lift whatever its reps: it counts for best weight only.
    /// Every set counts for the per-metric bests that it has the numbers for.
    mutating func add(_ set: PerformedSet, metric: ExerciseMetric, formula: SiteConfig.E1RMFormula) {
        let reps = set.reps ?? 0
        let countsVolume = metric.countsVolume
        workingSets += 1
        self.reps += reps
        bests.add(set, isAssisted: !countsVolume)
        if let hang = GripHistory.hang(set) {
            let value = GripHang(date: CalendarDate(daysSinceEpoch: 0), workout: "", kilograms: hang.kilograms, seconds: hang.seconds)
            if let index = hangs.firstIndex(where: { $0.grip.key == hang.grip.key }) {
                let held = GripHang(date: value.date, workout: "", kilograms: hangs[index].kilograms, seconds: hangs[index].seconds)
                if value.isBetter(than: held) { hangs[index] = (hangs[index].grip, hang.kilograms, hang.seconds) }
            } else {
                hangs.append(hang)
            }
        }
        let weight = set.weightKilograms
        guard countsVolume, weight > 0, set.reps != 0 else { return }
        bestWeight = max(bestWeight ?? weight, weight)
        // Repeaters (`bw+5kg`, 6 reps of 7 s) hold a load six times; they do not lift it.
        guard !Self.isHang(set, metric: metric) else { return }
        volume += weight * Double(reps)
        if let e1rm = formula.estimate(weight: weight, reps: reps, rpe: set.rpe) {
            bestE1RM = max(bestE1RM ?? e1rm, e1rm)
        }
        for index in 0..<min(reps, RepMax.maxReps) {
            repMaxWeights[index] = max(repMaxWeights[index] ?? weight, weight)
        }
    }

    /// A hang (docs/statistics.md#grips): a set with a time and no distance, on a `hang`
    /// exercise or naming a grip. Its reps are repetitions of the hold, not of a lift.
    static func isHang(_ set: PerformedSet, metric: ExerciseMetric) -> Bool {
        set.heldSeconds != nil && (metric == .hang || set.grip != nil)
    }

    /// The workout's value of a kind of record; nil when no set had its numbers (a load kind
    /// with none is nil too, and counts as 0 for the workouts after it).
    func recordValue(_ kind: RecordEvent.Kind) -> Double? {
        switch kind {
        case .weight, .addedLoad: return bestWeight
        case .e1rm: return bestE1RM
        case .volume: return volume > 0 ? volume : nil
        case .assistance: return bests.leastAssistance
        case .reps: return bests.mostReps.map(Double.init)
        case .hold: return bests.longestSeconds
        }
    }

    /// The workout's figures for the day series; nil for a workout of warm-ups only.
    func day(_ date: CalendarDate, countsVolume: Bool) -> ExerciseDay? {
        guard workingSets > 0 else { return nil }
        return ExerciseDay(date: date, e1rm: bestE1RM, bestWeight: bestWeight,
                           volume: countsVolume && volume > 0 ? volume : nil, bests: bests)
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
    var days: [ExerciseDay] = []
    var repMaxes = [RepMax?](repeating: nil, count: RepMax.maxReps)
    var bests = ExerciseBests()
    var grips = GripTally()
    /// The best per-workout value of each record kind over the workouts walked so far;
    /// absent while none had one.
    /// By `RecordEvent.Kind.index`.
    var earlier = [Double?](repeating: nil, count: RecordEvent.Kind.allCases.count)

    init(first: CalendarDate) {
        self.first = first
        last = first
    }

    /// A record value as pages and stats.json show it, 0.01 kg, which is what records compare
    /// (docs/statistics.md#records): 1,200 lb summed in two orders (544.3108440000001 and 544.310844 kg) is a tie.
    /// Float noise is removed first (to 10⁻⁹) so that it cannot tip a value across a rounding
    /// boundary (100.00499999999999 and 100.005 both show as 100.01).
    static func displayed(_ value: Double) -> Double {
        StatisticsRounding.round((value * 1e9).rounded() / 1e9)
    }

    /// Adds the next workout in start order and returns the records it sets (docs/statistics.md#records):
    /// for each of the metric's kinds, a value better than every earlier workout's once both
    /// are rounded as printed (0.01 kg, 0.01 s, whole reps), never on the first workout.
    mutating func add(_ tally: WorkoutExerciseTally, exercise id: String, workout: Workout,
                      metric: ExerciseMetric) -> [RecordEvent] {
        var events: [RecordEvent] = []
        for kind in RecordEvent.Kind.kinds(of: metric) {
            guard let value = tally.recordValue(kind) else { continue }
            let before = earlier[kind.index]
            earlier[kind.index] = before.map { kind.lowerIsBetter ? min($0, value) : max($0, value) } ?? value
            guard workouts > 0, let previous = before ?? (kind.earlierNoneIsZero ? 0 : nil) else { continue }
            let (shown, shownBefore) = (Self.displayed(value), Self.displayed(previous))
            guard kind.lowerIsBetter ? shown < shownBefore : shown > shownBefore else { continue }
            events.append(RecordEvent(workout: workout.id, date: workout.date, exercise: id, kind: kind,
                                      value: value, previous: previous))
            records.count(kind)
        }

        workouts += 1
        workingSets += tally.workingSets
        reps += tally.reps
        volume += tally.volume
        if let weight = tally.bestWeight { bestWeight = max(bestWeight ?? weight, weight) }
        if let e1rm = tally.bestE1RM { bestE1RM = max(bestE1RM ?? e1rm, e1rm) }
        // Strictly heavier only: a tie keeps the first workout that lifted it.
        for (index, weight) in tally.repMaxWeights.enumerated() {
            guard let weight, weight > (repMaxes[index]?.weight ?? 0) else { continue }
            repMaxes[index] = RepMax(reps: index + 1, weight: weight, date: workout.date, workout: workout.id)
        }
        bests.merge(tally.bests)
        grips.add(tally.hangs, workout: workout)
        if let day = tally.day(workout.date, countsVolume: metric.countsVolume) {
            // Workouts come in date order, so a day's workouts are adjacent.
            if let lastDay = days.last, lastDay.date == workout.date {
                days[days.count - 1].merge(day)
            } else {
                days.append(day)
            }
        }
        last = workout.date
        return events
    }

    func statistics(id: String, facts: ExerciseFacts, asOf: CalendarDate) -> ExerciseStatistics {
        let series = days.compactMap { day in day.e1rm.map { E1RMPoint(date: day.date, e1rm: $0) } }
        return ExerciseStatistics(
            id: id, name: facts.name, aliases: facts.aliases, workouts: workouts, workingSets: workingSets, reps: reps,
            volume: volume, bestWeight: bestWeight, bestE1RM: bestE1RM,
            currentE1RM: Self.currentE1RM(series, asOf: asOf), first: first, last: last, records: records,
            e1rmSeries: series, repMaxes: repMaxes.compactMap { $0 }, bests: bests, days: days.trimmedToSize(),
            grips: grips.histories)
    }

    /// See `AthleteStatistics.currentE1RMWindowDays`.
    static func currentE1RM(_ series: [E1RMPoint], asOf: CalendarDate) -> Double? {
        let windowStart = asOf.adding(days: -(AthleteStatistics.currentE1RMWindowDays - 1))
        var best: Double?
        for point in series.reversed() {
            guard point.date >= windowStart else { break }
            best = max(best ?? point.e1rm, point.e1rm)
        }
        return best ?? series.last?.e1rm
    }
}
