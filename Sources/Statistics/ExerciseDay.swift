import TrainingModel

/// One day's figures for an exercise (its workouts that day together): the points of
/// the exercise page's charts. Not written to stats.json, which keeps `e1rm_series`
/// and the bests; the page would otherwise triple the file for two more series.
public struct ExerciseDay: Sendable, Hashable {
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

    /// Adds another workout of the same day: bests are the better of the two, volumes add.
    mutating func merge(_ other: ExerciseDay) {
        if let value = other.e1rm { e1rm = max(e1rm ?? value, value) }
        if let value = other.bestWeight { bestWeight = max(bestWeight ?? value, value) }
        if let value = other.volume { volume = (volume ?? 0) + value }
        bests.merge(other.bests)
    }
}
