import TrainingModel

extension IntervalProtocol {
    /// `6 x 7s on / 3s off, 3 sets, rest 3min, grips [half crimp 20mm, open hand 20mm], rest 1min between grips`;
    /// zero rests and an empty grip list are left out, as the parser defaults them.
    public func notation(unit: MassUnit) -> String {
        var text = "\(repsPerSet) x \(QuantityNotation.formatDuration(work)) on"
        if restBetweenReps != 0 { text += " / \(QuantityNotation.formatDuration(restBetweenReps)) off" }
        text += sets == 1 ? ", 1 set" : ", \(sets) sets"
        if restBetweenSets != 0 { text += ", rest \(QuantityNotation.formatDuration(restBetweenSets))" }
        if !grips.isEmpty { text += ", grips [" + grips.map { $0.notation(unit: unit) }.joined(separator: ", ") + "]" }
        if restBetweenGrips != 0 { text += ", rest \(QuantityNotation.formatDuration(restBetweenGrips)) between grips" }
        return text
    }
}
