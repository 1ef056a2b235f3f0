import TextAndDates
import TrainingModel

/// A personal record set by a workout (docs/statistics.md#records): its best weight, best e1RM or summed
/// volume for an exercise beat every earlier workout with that exercise.
@ByteCoded
public struct RecordEvent: Sendable, Hashable, Encodable {
    @ByteCoded
    public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable, Comparable {
        case weight, e1rm, volume

        /// weight, then e1rm, then volume: the order events of one exercise are listed in.
        private var rank: Int {
            switch self {
            case .weight: return 0
            case .e1rm: return 1
            case .volume: return 2
            }
        }

        public static func < (a: Kind, b: Kind) -> Bool { a.rank < b.rank }
    }

    public var workout: String
    public var date: CalendarDate
    public var exercise: String
    public var kind: Kind
    /// Kilograms (for volume: kilograms lifted in the workout).
    public var value: Double
    /// The best of the earlier workouts, in kilograms; 0 when none of them had such sets.
    public var previous: Double

    public init(workout: String, date: CalendarDate, exercise: String, kind: Kind, value: Double, previous: Double) {
        self.workout = workout
        self.date = date
        self.exercise = exercise
        self.kind = kind
        self.value = value
        self.previous = previous
    }

    enum CodingKeys: String, CodingKey {
        case workout, date, exercise, kind, value = "value_kg", previous = "previous_kg"
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(workout, forKey: .workout)
        try c.encode(date, forKey: .date)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(kind, forKey: .kind)
        try c.encode(rounded: value, forKey: .value)
        try c.encode(rounded: previous, forKey: .previous)
    }
}

/// How many records of each kind an exercise has.
@ByteCoded
public struct RecordCounts: Sendable, Hashable, Encodable {
    public var weight: Int
    public var e1rm: Int
    public var volume: Int

    public init(weight: Int = 0, e1rm: Int = 0, volume: Int = 0) {
        self.weight = weight
        self.e1rm = e1rm
        self.volume = volume
    }

    mutating func count(_ kind: RecordEvent.Kind) {
        switch kind {
        case .weight: weight += 1
        case .e1rm: e1rm += 1
        case .volume: volume += 1
        }
    }
}
