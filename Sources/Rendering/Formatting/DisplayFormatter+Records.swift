import Statistics

extension DisplayFormatter {
    /// A mass as a record or e1RM: one decimal at most, `116.7 kg`.
    func recordMass(kilograms: Double) -> String {
        number(units.fromKilograms(kilograms), maxDecimals: 1) + " " + units.rawValue
    }

    /// A record's value, or its previous best, in its kind's terms (docs/statistics.md#records),
    /// as every page, report.md and the feed print it: a weight or e1RM `92.5 kg`, an added
    /// load `+5 kg`, assistance `−15 kg` (the help taken), reps `12`, a hold `7 s` or `1:30`; a
    /// volume by `bigMass`, as the page prints its other large masses.
    func recordValue(_ value: Double, of kind: RecordEvent.Kind, bigMass: (Double) -> String) -> String {
        switch kind {
        case .weight, .e1rm: return recordMass(kilograms: value)
        case .volume: return bigMass(value)
        case .addedLoad: return "+" + recordMass(kilograms: value)
        case .assistance: return (value > 0 ? "−" : "") + recordMass(kilograms: value)
        case .reps: return integer(Int(value.rounded()))
        case .hold: return effortTime(seconds: value)
        }
    }
}
