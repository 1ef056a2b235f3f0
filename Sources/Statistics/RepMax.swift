import TextAndDates
import TrainingModel

/// The heaviest weight lifted for at least `reps` reps in one working set that counts
/// for volume, and the first workout that lifted it: a set of 100 kg × 6 is also a
/// 5-rep max of 100 kg unless a heavier set of five or more exists. Reps are as
/// performed (RPE does not change them).
@ByteCoded
public struct RepMax: Sendable, Hashable, Encodable {
    /// Rep maxes are kept for 1 … 12 reps, the range the e1RM formulas are trusted in.
    public static let maxReps = 12

    public var reps: Int
    /// Kilograms.
    public var weight: Double
    public var date: CalendarDate
    /// The workout's id.
    public var workout: String

    public init(reps: Int, weight: Double, date: CalendarDate, workout: String) {
        self.reps = reps
        self.weight = weight
        self.date = date
        self.workout = workout
    }

    enum CodingKeys: String, CodingKey { case reps, weight = "weight_kg", date, workout }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(reps, forKey: .reps)
        try c.encode(rounded: weight, forKey: .weight)
        try c.encode(date, forKey: .date)
        try c.encode(workout, forKey: .workout)
    }
}
