import TextAndDates
import TrainingModel

/// One calendar week of an athlete (docs/statistics.md: weeks, sets per muscle, monotony and strain).
/// Statistics list the weeks with a workout; `AthleteStatistics.weeks(from:through:)`
/// adds the empty ones of a range.
@ByteCoded
public struct WeekStatistics: Sendable, Hashable, Encodable {
    /// `2024-W03` (Monday weeks) or the start date `2024-01-07` (other first days).
    public var week: String
    public var start: CalendarDate
    public var workouts: Int
    public var workingSets: Int
    public var reps: Int
    /// Kilograms.
    public var volume: Double
    public var durationMinutes: Double
    /// Sum of the week's daily Foster loads.
    public var load: Double
    /// Mean ÷ population SD of the 7 daily loads; nil when the SD is 0 (a week of equal
    /// loads, including a week with no load at all).
    public var monotony: Double?
    /// Weekly load × monotony; nil when monotony is.
    public var strain: Double?
    /// Working sets per muscle, sorted by muscle; muscles with no sets are left out.
    public var muscles: [MuscleSets]
    /// Workouts with a duration, and with a known load: a week with workouts but none
    /// of them shows "–" for minutes or load. Not written to stats.json.
    public var timedWorkouts: Int
    public var ratedWorkouts: Int

    public init(week: String, start: CalendarDate, workouts: Int, workingSets: Int, reps: Int, volume: Double,
                durationMinutes: Double, load: Double, monotony: Double?, strain: Double?, muscles: [MuscleSets],
                timedWorkouts: Int = 0, ratedWorkouts: Int = 0) {
        self.week = week
        self.start = start
        self.workouts = workouts
        self.workingSets = workingSets
        self.reps = reps
        self.volume = volume
        self.durationMinutes = durationMinutes
        self.load = load
        self.monotony = monotony
        self.strain = strain
        self.muscles = muscles
        self.timedWorkouts = timedWorkouts
        self.ratedWorkouts = ratedWorkouts
    }

    enum CodingKeys: String, CodingKey {
        case week, start, workouts, workingSets = "working_sets", reps, volume = "volume_kg"
        case durationMinutes = "duration_min", load, monotony, strain, muscles
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(week, forKey: .week)
        try c.encode(start, forKey: .start)
        try c.encode(workouts, forKey: .workouts)
        try c.encode(workingSets, forKey: .workingSets)
        try c.encode(reps, forKey: .reps)
        try c.encode(rounded: volume, forKey: .volume)
        try c.encode(rounded: durationMinutes, forKey: .durationMinutes)
        try c.encode(rounded: load, forKey: .load)
        try c.encode(rounded: monotony, forKey: .monotony)
        try c.encode(rounded: strain, forKey: .strain)
        try c.encode(muscles, forKey: .muscles)
    }
}

/// Sets for one muscle in one week: 1 per working set where it is primary, 0.5 where secondary.
@ByteCoded
public struct MuscleSets: Sendable, Hashable, Encodable {
    /// Lowercased, spaces trimmed and collapsed.
    public var muscle: String
    public var sets: Double

    public init(muscle: String, sets: Double) {
        self.muscle = muscle
        self.sets = sets
    }

    enum CodingKeys: String, CodingKey { case muscle, sets }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(muscle, forKey: .muscle)
        try c.encode(rounded: sets, forKey: .sets)
    }
}
