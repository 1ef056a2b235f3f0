import TextAndDates
import TrainingModel

/// One day's figures for an exercise (its workouts that day together): the points of
/// the exercise page's charts, and stats.json's `days` of the exercise.
@ByteCoded
public struct ExerciseDay: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    /// Kilograms; nil when no set allowed an estimate.
    public var e1rm: Double?
    /// Kilograms: the heaviest set that counts for volume; nil when none did.
    public var bestWeight: Double?
    /// Kilograms lifted; nil when it is 0 (bodyweight, assisted, timed work, weighted hangs).
    public var volume: Double?
    public var bests: ExerciseBests

    public init(date: CalendarDate, e1rm: Double? = nil, bestWeight: Double? = nil, volume: Double? = nil,
                bests: ExerciseBests = ExerciseBests()) {
        self.date = date
        self.e1rm = e1rm
        self.bestWeight = bestWeight
        self.volume = volume
        self.bests = bests
    }

    enum CodingKeys: String, CodingKey {
        case date, e1rm = "e1rm_kg", bestWeight = "best_weight_kg", volume = "volume_kg"
    }

    /// `{date, e1rm_kg, best_weight_kg, volume_kg, most_reps, longest_s,
    /// least_assistance_kg, best_pace_s_per_km}`: the bests flat beside the load figures,
    /// null where the page draws no point.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(rounded: e1rm, forKey: .e1rm)
        try c.encode(rounded: bestWeight, forKey: .bestWeight)
        try c.encode(rounded: volume, forKey: .volume)
        try bests.encode(to: encoder)
    }

    /// Adds another workout of the same day: bests are the better of the two, volumes add.
    mutating func merge(_ other: ExerciseDay) {
        if let value = other.e1rm { e1rm = max(e1rm ?? value, value) }
        if let value = other.bestWeight { bestWeight = max(bestWeight ?? value, value) }
        if let value = other.volume { volume = (volume ?? 0) + value }
        bests.merge(other.bests)
    }
}
