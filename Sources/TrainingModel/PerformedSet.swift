import TextAndDates
/// What a set was: the set notation prefixes (docs/notation.md#performed-sets) `w:`, `d:`, `f:`, or a plain working set.
@ByteCoded
public enum SetKind: String, Hashable, Sendable, Codable, CaseIterable {
    case working
    case warmup = "warm-up"
    case drop
    case failure

    /// Every kind but warm-up counts as a working set (docs/statistics.md#working-set).
    public var isWorking: Bool { self != .warmup }
}

/// One performed set (docs/content-format.md#workouts, docs/notation.md#performed-sets). Each field is nil when the set did not have it.
@ByteCoded
public struct PerformedSet: Hashable, Sendable, Codable {
    public var kind: SetKind
    public var load: Load?
    public var reps: Int?
    public var rpe: RPE?
    /// Seconds: a timed set, a hang, or the time of a distance effort.
    public var duration: Double?
    /// Metres.
    public var distance: Double?
    /// The grip or edge the set was done on (`20mm half crimp: bw+5kg 7s`,
    /// docs/notation.md#grips-of-performed-sets): a name and an edge, never a load (the set's is its load).
    public var grip: Grip?

    public init(kind: SetKind = .working, load: Load? = nil, reps: Int? = nil, rpe: RPE? = nil,
                duration: Double? = nil, distance: Double? = nil, grip: Grip? = nil) {
        self.kind = kind
        self.load = load
        self.reps = reps
        self.rpe = rpe
        self.duration = duration
        self.distance = distance
        self.grip = grip
    }

    /// External load in kilograms, 0 when the set had none.
    public var weightKilograms: Double { load?.kilograms ?? 0 }
}
