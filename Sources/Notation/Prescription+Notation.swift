import TrainingModel

extension Prescription {
    /// Prescription notation (docs/notation.md#prescriptions), loads in `unit`: `5x5 @ 100kg`, `3x8-12 @RPE 8, rest 1min 30s`,
    /// `4x6 @ 75%, tempo 3-1-1-0`, `3x30s`, `5min easy + 30min @ threshold`.
    public func notation(unit: MassUnit) -> String {
        var text: String
        if !blocks.isEmpty {
            text = blocks.map(\.notation).joined(separator: " + ")
        } else {
            text = "\(sets ?? 1)x"
            if reps == .amrap { text += " " }
            if let reps { text += reps.notation }
            else if let duration { text += QuantityNotation.formatDuration(duration) }
            else if let distance { text += QuantityNotation.formatDistance(distance) }
            switch load {
            case .absolute(let load): text += " @ " + load.notation(unit: unit)
            case .percentOfE1RM(let percent): text += " @ " + QuantityNotation.formatPercent(percent)
            case .percentOfTest(let percent, let test): text += " @ " + QuantityNotation.formatPercent(percent) + " of " + test
            case nil: break
            }
        }
        if let rpe {
            let value = String(QuantityNotation.formatRPE(rpe).dropFirst())
            text += load == nil && blocks.isEmpty ? " @RPE " + value : ", RPE " + value
        }
        if let rest { text += ", rest " + QuantityNotation.formatDuration(rest) }
        if let tempo { text += ", tempo " + tempo.notation }
        return text
    }
}
