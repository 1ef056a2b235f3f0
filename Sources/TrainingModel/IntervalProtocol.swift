import TextAndDates
/// Interval work such as hangboard repeaters (docs/notation.md#interval-protocols).
public struct IntervalProtocol: Hashable, Sendable, Codable {
    /// R: reps per set.
    public var repsPerSet: Int
    /// W: seconds of work per rep.
    public var work: Double
    /// Rr: seconds of rest between reps.
    public var restBetweenReps: Double
    /// S: sets per grip.
    public var sets: Int
    /// Rs: seconds of rest between sets.
    public var restBetweenSets: Double
    /// H: the grips; an empty list means one unnamed grip.
    public var grips: [Grip]
    /// Rh: seconds of rest between grips.
    public var restBetweenGrips: Double

    public init(repsPerSet: Int, work: Double, restBetweenReps: Double, sets: Int, restBetweenSets: Double,
                grips: [Grip] = [], restBetweenGrips: Double = 0) {
        self.repsPerSet = repsPerSet
        self.work = work
        self.restBetweenReps = restBetweenReps
        self.sets = sets
        self.restBetweenSets = restBetweenSets
        self.grips = grips
        self.restBetweenGrips = restBetweenGrips
    }

    /// H, at least 1.
    public var gripCount: Int { max(1, grips.count) }

    /// TUT = H·S·R·W.
    public var timeUnderTension: Double {
        Double(gripCount * sets * repsPerSet) * work
    }

    /// T = H·S·R·W + H·S·(R−1)·Rr + H·(S−1)·Rs + (H−1)·Rh: rests only between items.
    public var totalDuration: Double {
        let h = Double(gripCount), s = Double(sets), r = Double(repsPerSet)
        return h * s * r * work + h * s * (r - 1) * restBetweenReps + h * (s - 1) * restBetweenSets
            + (h - 1) * restBetweenGrips
    }
}

@ByteCoded
public struct Grip: Hashable, Sendable, Codable {
    public var name: String
    /// Edge depth in millimetres (`20mm`).
    public var edgeMillimetres: Double?
    public var addedLoad: Load?

    public init(name: String, edgeMillimetres: Double? = nil, addedLoad: Load? = nil) {
        self.name = name
        self.edgeMillimetres = edgeMillimetres
        self.addedLoad = addedLoad
    }

    /// What makes two grips of logged sets the same (docs/statistics.md#grips): the name's
    /// words lowercased and the edge, so `20mm Half crimp` and `half crimp 20mm` are one grip.
    /// The load is not part of it.
    public var key: String {
        let words = name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let edgeMillimetres else { return words }
        let edge = edgeMillimetres == edgeMillimetres.rounded() && abs(edgeMillimetres) < 1e9
            ? String(Int(edgeMillimetres)) : String(edgeMillimetres)
        return words.isEmpty ? edge + "mm" : words + " " + edge + "mm"
    }
}
