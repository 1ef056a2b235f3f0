import TextAndDates
import TrainingModel

/// A personal record set by a workout (docs/statistics.md#records): a value of one of the
/// exercise's record kinds (those of its `metric`) that beat every earlier workout with that exercise.
@ByteCoded
public struct RecordEvent: Sendable, Hashable, Encodable {
    /// What improved. A lift has `weight`, `e1rm` and `volume` records; bodyweight, assisted and
    /// hang work the records of its own measure (docs/statistics.md#bodyweight-weighted-and-assisted-work).
    @ByteCoded
    public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable, Comparable {
        case weight, e1rm, volume
        /// The heaviest load added to bodyweight (`bw+5kg x 5`, `bw+10kg 7s`), kilograms.
        case addedLoad = "added_load"
        /// The least assistance in a set with reps, kilograms of help (≥ 0): lower is better.
        case assistance
        /// The most reps in one set.
        case reps
        /// The longest hold, seconds.
        case hold

        /// The kinds of record an exercise of `metric` has, in the order a workout's are listed.
        public static func kinds(of metric: ExerciseMetric) -> [Kind] {
            switch metric {
            case .weightReps, .time, .distanceTime: return lift
            case .bodyweightReps: return bodyweight
            case .assisted: return assisted
            case .hang: return hang
            }
        }

        private static let lift: [Kind] = [.weight, .e1rm, .volume]
        private static let bodyweight: [Kind] = [.addedLoad, .reps]
        private static let assisted: [Kind] = [.assistance, .reps]
        private static let hang: [Kind] = [.addedLoad, .hold]

        /// Whether a lower value is the better one.
        public var lowerIsBetter: Bool { self == .assistance }

        /// Whether the first workout that has a value can set a record against the earlier
        /// workouts without one: a load counts them as 0 (a first weighted pull-up beats the
        /// bodyweight ones); reps, assistance and holds need an earlier value to beat.
        var earlierNoneIsZero: Bool {
            switch self {
            case .weight, .e1rm, .volume, .addedLoad: return true
            case .assistance, .reps, .hold: return false
            }
        }

        /// The order events of one exercise are listed in (`kinds(of:)`'s), from 0.
        var index: Int {
            switch self {
            case .weight: return 0
            case .e1rm: return 1
            case .volume: return 2
            case .addedLoad: return 3
            case .assistance: return 4
            case .reps: return 5
            case .hold: return 6
            }
        }

        public static func < (a: Kind, b: Kind) -> Bool { a.index < b.index }
    }

    public var workout: String
    public var date: CalendarDate
    public var exercise: String
    public var kind: Kind
    /// In the kind's unit: kilograms (for volume, kilograms lifted in the workout; for
    /// assistance, kilograms of help), reps, or seconds.
    public var value: Double
    /// The best of the earlier workouts, in the same unit; 0 when none of them had such sets
    /// (a load kind only: the other kinds need an earlier value to set a record).
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
        case workout, date, exercise, kind
        case valueKilograms = "value_kg", previousKilograms = "previous_kg"
        case valueReps = "value_reps", previousReps = "previous_reps"
        case valueSeconds = "value_s", previousSeconds = "previous_s"
    }

    /// `{workout, date, exercise, kind, value_kg, previous_kg}`; a `reps` record has
    /// `value_reps`/`previous_reps` and a `hold` record `value_s`/`previous_s` in their place.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(workout, forKey: .workout)
        try c.encode(date, forKey: .date)
        try c.encode(exercise, forKey: .exercise)
        try c.encode(kind, forKey: .kind)
        switch kind {
        case .reps:
            try c.encode(Int(value), forKey: .valueReps)
            try c.encode(Int(previous), forKey: .previousReps)
        case .hold:
            try c.encode(rounded: value, forKey: .valueSeconds)
            try c.encode(rounded: previous, forKey: .previousSeconds)
        case .weight, .e1rm, .volume, .addedLoad, .assistance:
            try c.encode(rounded: value, forKey: .valueKilograms)
            try c.encode(rounded: previous, forKey: .previousKilograms)
        }
    }
}

/// How many records of each kind an exercise has (only its metric's kinds can be above 0).
@ByteCoded
public struct RecordCounts: Sendable, Hashable, Encodable {
    public var weight: Int
    public var e1rm: Int
    public var volume: Int
    public var addedLoad: Int
    public var assistance: Int
    public var reps: Int
    public var hold: Int

    public init(weight: Int = 0, e1rm: Int = 0, volume: Int = 0, addedLoad: Int = 0, assistance: Int = 0,
                reps: Int = 0, hold: Int = 0) {
        self.weight = weight
        self.e1rm = e1rm
        self.volume = volume
        self.addedLoad = addedLoad
        self.assistance = assistance
        self.reps = reps
        self.hold = hold
    }

    enum CodingKeys: String, CodingKey {
        case weight, e1rm, volume, addedLoad = "added_load", assistance, reps, hold
    }

    mutating func count(_ kind: RecordEvent.Kind) {
        switch kind {
        case .weight: weight += 1
        case .e1rm: e1rm += 1
        case .volume: volume += 1
        case .addedLoad: addedLoad += 1
        case .assistance: assistance += 1
        case .reps: reps += 1
        case .hold: hold += 1
        }
    }
}
