import TrainingModel

extension PerformedSet {
    /// The set in set notation (docs/notation.md#performed-sets), weights in `unit`: `w: 60kg x 10`, `bw+20kg x 6 @8`, `x 15`,
    /// `1min`, `bw+10kg 7s`, `5km in 25:30`, `half crimp 20mm: bw+5kg 7s`. Every set that notation can express parses back to
    /// itself; a set from fields with a combination notation has no form for (reps and a distance)
    /// is written with its parts in order, for display only.
    public func notation(unit: MassUnit) -> String {
        var parts: [String] = []
        switch kind {
        case .working: break
        case .warmup: parts.append("w:")
        case .drop: parts.append("d:")
        case .failure: parts.append("f:")
        }
        if let grip { parts.append(grip.notation(unit: unit) + ":") }
        if let distance {
            parts.append(QuantityNotation.formatDistance(distance))
            if let duration { parts.append("in " + QuantityNotation.formatClock(duration)) }
            if let load { parts.append(load.notation(unit: unit)) }
            if let reps { parts.append("x \(reps)") }
        } else if let reps {
            parts.append(load.map { $0.notation(unit: unit) + " x \(reps)" } ?? "x \(reps)")
            if let duration { parts.append(QuantityNotation.formatDuration(duration)) }
        } else if let duration {
            if let load { parts.append(load.notation(unit: unit)) }
            parts.append(QuantityNotation.formatDuration(duration))
        } else if let load {
            parts.append(load.notation(unit: unit))
        }
        if let rpe { parts.append(QuantityNotation.formatRPE(rpe)) }
        return parts.joined(separator: " ")
    }
}
