/// What a session template asks for (docs/notation.md#prescriptions), from notation such as
/// `3x8-12 @RPE 8, rest 90s` or from explicit fields.
public struct Prescription: Hashable, Sendable, Codable {
    public var sets: Int?
    public var reps: RepTarget?
    public var load: PrescribedLoad?
    public var rpe: RPE?
    /// Seconds of rest between sets.
    public var rest: Double?
    public var tempo: Tempo?
    /// Seconds per set for timed sets (`3x30s`).
    public var duration: Double?
    /// Metres per set.
    public var distance: Double?
    /// Cardio blocks joined with `+` (`5' easy + 30' @ threshold + 5' cool-down`).
    public var blocks: [CardioBlock]

    public init(sets: Int? = nil, reps: RepTarget? = nil, load: PrescribedLoad? = nil, rpe: RPE? = nil,
                rest: Double? = nil, tempo: Tempo? = nil, duration: Double? = nil, distance: Double? = nil,
                blocks: [CardioBlock] = []) {
        self.sets = sets
        self.reps = reps
        self.load = load
        self.rpe = rpe
        self.rest = rest
        self.tempo = tempo
        self.duration = duration
        self.distance = distance
        self.blocks = blocks
    }
}

public enum RepTarget: Hashable, Sendable, Codable {
    case exactly(Int)
    case range(Int, Int)
    case amrap

    /// The reps a sheet plans for: the low end of a range, nil for AMRAP.
    public var planned: Int? {
        switch self {
        case .exactly(let n): return n
        case .range(let low, _): return low
        case .amrap: return nil
        }
    }
}

public enum PrescribedLoad: Hashable, Sendable, Codable {
    /// A load written out (`@ 100kg`, `@ bw+10kg`).
    case absolute(Load)
    /// A percentage of the athlete's current e1RM for the exercise (`@ 75%`, `@ 75% of e1RM`): 75 for 75 %.
    case percentOfE1RM(Double)
    /// A percentage of the athlete's latest result of a test (`@ 80% of max-hang-20mm-7s`, or a bare
    /// `@ 80%` in a session with `reference: max-hang-20mm-7s`): 80 and the test's name as written.
    /// Worked out as docs/statistics.md#loads-from-tests says.
    case percentOfTest(Double, test: String)

    /// The percentage, of whichever base.
    public var percent: Double? {
        switch self {
        case .absolute: return nil
        case .percentOfE1RM(let percent), .percentOfTest(let percent, _): return percent
        }
    }
}

/// Tempo as four phases in seconds (eccentric, pause, concentric, pause); nil for `X` (explosive).
public struct Tempo: Hashable, Sendable, Codable {
    public var phases: [Int?]
    public init(phases: [Int?]) { self.phases = phases }

    /// Seconds one rep takes under this tempo, explosive phases counted as 1 s.
    public var secondsPerRep: Int { phases.reduce(0) { $0 + ($1 ?? 1) } }
}

public struct CardioBlock: Hashable, Sendable, Codable {
    /// Seconds.
    public var duration: Double?
    /// Metres.
    public var distance: Double?
    /// Free words such as `easy`, `threshold`, `cool-down`.
    public var intensity: String?

    public init(duration: Double? = nil, distance: Double? = nil, intensity: String? = nil) {
        self.duration = duration
        self.distance = distance
        self.intensity = intensity
    }
}
