/// Upper bounds every parser enforces, so that no input can ask for an unbounded
/// allocation (a set repeated a billion times, a protocol timeline with billions of
/// intervals) and every value stays in a range the statistics can print.
/// The loader may reuse them for values written as separate fields.
public enum NotationLimits {
    /// Reps of one set, and the high end of a rep range.
    public static let maxReps = 10_000
    /// `100 x 5 x 3`: how many identical sets one string may stand for.
    public static let maxRepeats = 100
    /// Sets of a prescription.
    public static let maxSets = 100
    /// R of an interval protocol.
    public static let maxProtocolReps = 100
    /// S of an interval protocol.
    public static let maxProtocolSets = 50
    /// H of an interval protocol.
    public static let maxGrips = 20
    /// Cardio blocks joined with `+`.
    public static let maxBlocks = 100
    /// A weight, in the unit it is written in.
    public static let maxWeight = 10_000.0
    /// Seconds (about 11.5 days).
    public static let maxDurationSeconds = 1_000_000.0
    /// Metres (10 000 km).
    public static let maxDistanceMetres = 10_000_000.0
    /// A percentage of e1RM.
    public static let maxPercent = 1_000.0
    /// An edge depth in millimetres.
    public static let maxEdgeMillimetres = 1_000.0
    /// Seconds of one tempo phase.
    public static let maxTempoPhase = 99
    /// Characters of a test's name after `of` (`80% of max-hang-20mm-7s`).
    public static let maxTestNameLength = 200
    /// Digits of one written number, integer and fraction together.
    public static let maxDigits = 12
}
