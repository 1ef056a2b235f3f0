import TextAndDates
import TrainingModel

/// The bests of the measures that are not load: what bodyweight, assisted, timed and
/// distance exercises progress in. Each is over working sets that have its numbers;
/// nil when none had them.
@ByteCoded
public struct ExerciseBests: Sendable, Hashable, Encodable {
    /// Most reps in one set.
    public var mostReps: Int?
    /// Seconds: the longest timed set or hang.
    public var longestSeconds: Double?
    /// Kilograms of help (≥ 0), `assisted` exercises only: the least in a set with reps.
    /// A set without assistance (`bw x 5`) is 0.
    public var leastAssistance: Double?
    /// Seconds per kilometre: the fastest set with both a distance and a time.
    public var bestPace: Double?

    public init(mostReps: Int? = nil, longestSeconds: Double? = nil, leastAssistance: Double? = nil,
                bestPace: Double? = nil) {
        self.mostReps = mostReps
        self.longestSeconds = longestSeconds
        self.leastAssistance = leastAssistance
        self.bestPace = bestPace
    }

    /// Adds one working set; `isAssisted` when its weight is help (docs/notation.md#quantities).
    mutating func add(_ set: PerformedSet, isAssisted: Bool) {
        if let reps = set.reps, reps > 0 {
            mostReps = max(mostReps ?? reps, reps)
            if isAssisted {
                let help = abs(set.weightKilograms)
                leastAssistance = min(leastAssistance ?? help, help)
            }
        }
        if let seconds = set.duration, seconds > 0 {
            longestSeconds = max(longestSeconds ?? seconds, seconds)
            if let metres = set.distance, metres > 0 {
                let pace = seconds / (metres / 1000)
                bestPace = min(bestPace ?? pace, pace)
            }
        }
    }

    mutating func merge(_ other: ExerciseBests) {
        if let reps = other.mostReps { mostReps = max(mostReps ?? reps, reps) }
        if let seconds = other.longestSeconds { longestSeconds = max(longestSeconds ?? seconds, seconds) }
        if let help = other.leastAssistance { leastAssistance = min(leastAssistance ?? help, help) }
        if let pace = other.bestPace { bestPace = min(bestPace ?? pace, pace) }
    }

    enum CodingKeys: String, CodingKey {
        case mostReps = "most_reps", longestSeconds = "longest_s", leastAssistance = "least_assistance_kg"
        case bestPace = "best_pace_s_per_km"
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(mostReps, forKey: .mostReps)
        try c.encode(rounded: longestSeconds, forKey: .longestSeconds)
        try c.encode(rounded: leastAssistance, forKey: .leastAssistance)
        try c.encode(rounded: bestPace, forKey: .bestPace)
    }
}
