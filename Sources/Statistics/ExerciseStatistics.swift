import TextAndDates
import TrainingModel

/// One athlete's history with one exercise (docs/statistics.md#per-exercise).
@ByteCoded
public struct ExerciseStatistics: Sendable, Hashable, Encodable {
    public var id: String
    /// The exercise's name, or its id when the library does not hold it.
    public var name: String
    /// Other names it goes by (an app's exercise names, kept by imports), so that a tool holding
    /// an export can find the exercise.
    public var aliases: [String]
    /// Workouts with an entry for the exercise (even one of warm-ups only).
    public var workouts: Int
    public var workingSets: Int
    /// Reps of working sets.
    public var reps: Int
    /// Kilograms; always 0 for `assisted` exercises.
    public var volume: Double
    /// Kilograms, over the sets that count for volume; nil when there were none.
    public var bestWeight: Double?
    /// Kilograms, over the sets that count for volume; nil when none allowed an estimate.
    public var bestE1RM: Double?
    /// The athlete's current e1RM, see `AthleteStatistics.currentE1RMWindowDays`.
    public var currentE1RM: Double?
    public var first: CalendarDate
    public var last: CalendarDate
    public var records: RecordCounts
    /// Best e1RM per day that had one, oldest first: the e1RM chart.
    public var e1rmSeries: [E1RMPoint]
    /// For 1 … 12 reps, those that some set reached, by reps.
    public var repMaxes: [RepMax]
    /// Most reps, longest hold, least assistance, best pace.
    public var bests: ExerciseBests
    /// One per day with working sets, oldest first: the exercise page's charts.
    public var days: [ExerciseDay]
    /// The grips its hangs named, in the order first used (docs/statistics.md#grips).
    public var grips: [GripHistory]

    public init(id: String, name: String, aliases: [String] = [], workouts: Int, workingSets: Int, reps: Int, volume: Double,
                bestWeight: Double?, bestE1RM: Double?, currentE1RM: Double?, first: CalendarDate,
                last: CalendarDate, records: RecordCounts, e1rmSeries: [E1RMPoint], repMaxes: [RepMax] = [],
                bests: ExerciseBests = ExerciseBests(), days: [ExerciseDay] = [], grips: [GripHistory] = []) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.workouts = workouts
        self.workingSets = workingSets
        self.reps = reps
        self.volume = volume
        self.bestWeight = bestWeight
        self.bestE1RM = bestE1RM
        self.currentE1RM = currentE1RM
        self.first = first
        self.last = last
        self.records = records
        self.e1rmSeries = e1rmSeries
        self.repMaxes = repMaxes
        self.bests = bests
        self.days = days
        self.grips = grips
    }

    enum CodingKeys: String, CodingKey {
        case id, name, aliases, workouts, workingSets = "working_sets", reps, volume = "volume_kg"
        case bestWeight = "best_weight_kg", bestE1RM = "best_e1rm_kg", currentE1RM = "current_e1rm_kg"
        case first, last, records, e1rmSeries = "e1rm_series", repMaxes = "rep_maxes", bests, days, grips
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(aliases, forKey: .aliases)
        try c.encode(workouts, forKey: .workouts)
        try c.encode(workingSets, forKey: .workingSets)
        try c.encode(reps, forKey: .reps)
        try c.encode(rounded: volume, forKey: .volume)
        try c.encode(rounded: bestWeight, forKey: .bestWeight)
        try c.encode(rounded: bestE1RM, forKey: .bestE1RM)
        try c.encode(rounded: currentE1RM, forKey: .currentE1RM)
        try c.encode(first, forKey: .first)
        try c.encode(last, forKey: .last)
        try c.encode(records, forKey: .records)
        try c.encode(e1rmSeries, forKey: .e1rmSeries)
        try c.encode(repMaxes, forKey: .repMaxes)
        try c.encode(bests, forKey: .bests)
        try c.encode(days, forKey: .days)
        try c.encode(grips, forKey: .grips)
    }
}

/// The best e1RM of one day, kilograms.
@ByteCoded
public struct E1RMPoint: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    public var e1rm: Double

    public init(date: CalendarDate, e1rm: Double) {
        self.date = date
        self.e1rm = e1rm
    }

    enum CodingKeys: String, CodingKey { case date, e1rm = "e1rm_kg" }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(rounded: e1rm, forKey: .e1rm)
    }
}
