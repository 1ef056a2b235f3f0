import TrainingModel

extension RepTarget {
    /// `5`, `8-12`, `AMRAP`.
    public var notation: String {
        switch self {
        case .exactly(let reps): return String(reps)
        case .range(let low, let high): return "\(low)-\(high)"
        case .amrap: return "AMRAP"
        }
    }
}
