import TextAndDates
import TrainingModel

/// One hang on a grip: its external load and time, and the workout it was in
/// (docs/statistics.md#grips).
@ByteCoded
public struct GripHang: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    public var workout: String
    /// Kilograms of external load: `bw+5kg` is 5, `bw` (or no load) 0, `bw-10kg` −10.
    public var kilograms: Double
    /// Seconds held (a rep's, for repeaters).
    public var seconds: Double

    public init(date: CalendarDate, workout: String, kilograms: Double, seconds: Double) {
        self.date = date
        self.workout = workout
        self.kilograms = kilograms
        self.seconds = seconds
    }

    /// Better than `other` (docs/statistics.md#grips): more load, or the same load for longer.
    /// Loads are compared as printed, to 0.01 kg, so float noise never decides.
    public func isBetter(than other: GripHang) -> Bool {
        let (a, b) = (ExerciseTally.displayed(kilograms), ExerciseTally.displayed(other.kilograms))
        return a != b ? a > b : seconds > other.seconds
    }

    enum CodingKeys: String, CodingKey { case date, workout, kilograms = "load_kg", seconds = "time_s" }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(workout, forKey: .workout)
        try c.encode(rounded: kilograms, forKey: .kilograms)
        try c.encode(rounded: seconds, forKey: .seconds)
    }
}

/// One grip of an exercise's logged hangs (docs/statistics.md#grips): its best hang, and the
/// best hang of each day it was used, oldest first (the exercise page's chart, one line a grip).
@ByteCoded
public struct GripHistory: Sendable, Hashable, Encodable {
    /// As first written (its name's case and word order of that set); `key` is what groups.
    public var grip: Grip
    public var best: GripHang
    public var days: [GripHang]

    public init(grip: Grip, best: GripHang, days: [GripHang]) {
        self.grip = grip
        self.best = best
        self.days = days
    }

    public var key: String { grip.key }

    /// The best hang of the days from `first` through `last`; nil when the grip was not used then.
    public func best(from first: CalendarDate, through last: CalendarDate) -> GripHang? {
        var best: GripHang?
        for day in days where day.date >= first && day.date <= last {
            if best.map({ day.isBetter(than: $0) }) ?? true { best = day }
        }
        return best
    }

    /// Whether a working set counts as a hang on a grip: it names one, has a time and no distance.
    static func hang(_ set: PerformedSet) -> (grip: Grip, kilograms: Double, seconds: Double)? {
        guard let grip = set.grip, let seconds = set.heldSeconds else { return nil }
        return (grip, set.weightKilograms, seconds)
    }

    enum CodingKeys: String, CodingKey { case grip, name, edge = "edge_mm", best, days }

    /// `{grip, name, edge_mm, best, days}`: `grip` the key that groups, `name` and `edge_mm` as written.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .grip)
        try c.encode(grip.name, forKey: .name)
        try c.encode(grip.edgeMillimetres, forKey: .edge)
        try c.encode(best, forKey: .best)
        try c.encode(days, forKey: .days)
    }
}

/// The grips of one exercise over the workouts walked so far, in the order first used.
struct GripTally {
    private(set) var histories: [GripHistory] = []
    private var positions: [String: Int] = [:]

    /// Adds one workout's best hang per grip (`hangs`, in the order first used in it).
    mutating func add(_ hangs: [(grip: Grip, kilograms: Double, seconds: Double)], workout: Workout) {
        for hang in hangs {
            let value = GripHang(date: workout.date, workout: workout.id, kilograms: hang.kilograms, seconds: hang.seconds)
            guard let position = positions[hang.grip.key] else {
                positions[hang.grip.key] = histories.count
                histories.append(GripHistory(grip: hang.grip, best: value, days: [value]))
                continue
            }
            if value.isBetter(than: histories[position].best) { histories[position].best = value }
            // Workouts come in start order: a day's workouts are adjacent, the day's best kept.
            if let last = histories[position].days.last, last.date == workout.date {
                if value.isBetter(than: last) { histories[position].days[histories[position].days.count - 1] = value }
            } else {
                histories[position].days.append(value)
            }
        }
    }
}

extension PerformedSet {
    /// The time of a set held rather than moved (docs/statistics.md#grips): a time above 0 and no
    /// distance; nil for any other set. With a grip, or on a `hang` exercise, it is a hang.
    var heldSeconds: Double? {
        guard let seconds = duration, seconds > 0, distance == nil else { return nil }
        return seconds
    }
}
