import TrainingModel

extension Grip {
    /// `half crimp 20mm`, `open hand 20mm +5kg`, `sloper`, as `ProtocolNotation.grip` reads it.
    public func notation(unit: MassUnit) -> String {
        var parts: [String] = []
        if !name.isEmpty { parts.append(name) }
        if let edgeMillimetres { parts.append(DecimalText.format(edgeMillimetres) + "mm") }
        if let addedLoad {
            if addedLoad.relativeToBodyweight {
                let magnitude = QuantityNotation.formatWeight(kilograms: abs(addedLoad.kilograms), unit: unit)
                parts.append((addedLoad.kilograms < 0 ? "-" : "+") + magnitude)
            } else {
                parts.append(addedLoad.notation(unit: unit))
            }
        }
        return parts.joined(separator: " ")
    }
}
