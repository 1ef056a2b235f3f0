import TrainingModel

extension Load {
    /// `100kg`, `176.5lb`, `bw`, `bw+20kg`, `bw-15kg`, in `unit`; parses back with `QuantityNotation.load`
    /// whatever the site's unit, since the unit is always written.
    public func notation(unit: MassUnit) -> String {
        guard relativeToBodyweight else { return QuantityNotation.formatWeight(kilograms: kilograms, unit: unit) }
        let magnitude = QuantityNotation.formatWeight(kilograms: abs(kilograms), unit: unit)
        if DecimalText.format(unit.fromKilograms(abs(kilograms))) == "0" { return "bw" }
        return (kilograms < 0 ? "bw-" : "bw+") + magnitude
    }
}
