import TextAndDates
import TrainingModel

/// An athlete's headline numbers over every workout dated on or before the as-of date.
@ByteCoded
public struct TrainingTotals: Sendable, Hashable, Encodable {
    public var workouts: Int
    /// Sets whose kind is not warm-up.
    public var workingSets: Int
    /// Reps of working sets, whatever the exercise.
    public var reps: Int
    /// Kilograms (docs/statistics.md#volume).
    public var volume: Double
    /// Minutes: the sum of workouts' durations; a workout without one adds nothing.
    public var durationMinutes: Double
    /// Session load, Foster (RPE × minutes).
    public var load: Double
    /// Workouts with a duration: without any, `durationMinutes` is unknown, not 0.
    public var timedWorkouts: Int
    /// Workouts with a known session load (a duration and a session RPE, or the site's
    /// `default_rpe`): without any, load, fitness, fatigue and form are unknown, not 0.
    public var ratedWorkouts: Int
    public var first: CalendarDate?
    public var last: CalendarDate?

    public init(workouts: Int = 0, workingSets: Int = 0, reps: Int = 0, volume: Double = 0,
                durationMinutes: Double = 0, load: Double = 0, timedWorkouts: Int = 0, ratedWorkouts: Int = 0,
                first: CalendarDate? = nil, last: CalendarDate? = nil) {
        self.workouts = workouts
        self.workingSets = workingSets
        self.reps = reps
        self.volume = volume
        self.durationMinutes = durationMinutes
        self.load = load
        self.timedWorkouts = timedWorkouts
        self.ratedWorkouts = ratedWorkouts
        self.first = first
        self.last = last
    }

    enum CodingKeys: String, CodingKey {
        case workouts, workingSets = "working_sets", reps, volume = "volume_kg", durationMinutes = "duration_min"
        case load, timedWorkouts = "timed_workouts", ratedWorkouts = "rated_workouts", first, last
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(workouts, forKey: .workouts)
        try c.encode(workingSets, forKey: .workingSets)
        try c.encode(reps, forKey: .reps)
        try c.encode(rounded: volume, forKey: .volume)
        try c.encode(rounded: durationMinutes, forKey: .durationMinutes)
        try c.encode(rounded: load, forKey: .load)
        try c.encode(timedWorkouts, forKey: .timedWorkouts)
        try c.encode(ratedWorkouts, forKey: .ratedWorkouts)
        try c.encode(first, forKey: .first)
        try c.encode(last, forKey: .last)
    }
}
