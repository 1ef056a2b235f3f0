/// One interval of an expanded protocol: a rep's work or one of the rests between items.
/// Session sheets and a timer page walk these in order.
public struct TimelineInterval: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case work
        case restBetweenReps
        case restBetweenSets
        case restBetweenGrips
    }

    public var kind: Kind
    /// 0-based index into the protocol's grips (0 for the one unnamed grip).
    public var gripIndex: Int
    /// The grip's name; nil when the protocol has no named grips.
    public var gripName: String?
    /// 1-based set within the grip. For a rest: the set just finished.
    public var set: Int
    /// 1-based rep within the set. For a rest: the rep just finished.
    public var rep: Int
    /// Seconds from the start of the protocol.
    public var start: Double
    /// Seconds.
    public var duration: Double

    public init(kind: Kind, gripIndex: Int, gripName: String?, set: Int, rep: Int, start: Double, duration: Double) {
        self.kind = kind
        self.gripIndex = gripIndex
        self.gripName = gripName
        self.set = set
        self.rep = rep
        self.start = start
        self.duration = duration
    }
}

extension IntervalProtocol {
    /// The protocol as an ordered list of intervals: for each grip, each set, each rep, the work,
    /// with rests only between items (docs/notation.md#interval-protocols), so the durations add up to `totalDuration`.
    /// Rests of zero seconds are left out. Empty when R or S is below 1. The list has up to
    /// 2·H·S·R entries: callers taking protocols from fields should bound R, S and H as
    /// `NotationLimits` does for notation.
    public func timeline() -> [TimelineInterval] {
        guard repsPerSet >= 1, sets >= 1 else { return [] }
        var intervals: [TimelineInterval] = []
        var clock = 0.0
        func append(_ kind: TimelineInterval.Kind, _ grip: Int, _ set: Int, _ rep: Int, _ duration: Double) {
            guard duration != 0 || kind == .work else { return }
            intervals.append(TimelineInterval(kind: kind, gripIndex: grip, gripName: grips.isEmpty ? nil : grips[grip].name,
                                              set: set, rep: rep, start: clock, duration: duration))
            clock += duration
        }
        for grip in 0..<gripCount {
            for set in 1...sets {
                for rep in 1...repsPerSet {
                    append(.work, grip, set, rep, work)
                    if rep < repsPerSet { append(.restBetweenReps, grip, set, rep, restBetweenReps) }
                }
                if set < sets { append(.restBetweenSets, grip, set, repsPerSet, restBetweenSets) }
            }
            if grip < gripCount - 1 { append(.restBetweenGrips, grip, sets, repsPerSet, restBetweenGrips) }
        }
        return intervals
    }
}
