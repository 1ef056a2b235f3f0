import Notation
import TrainingModel

/// Writes an exported set in set notation (docs/notation.md#performed-sets), with every number as the export wrote it and
/// weights always with their unit (`102.5kg x 5 @8`, `225lb x 5`, `w: 60kg x 10`, `bw+10kg x 5`,
/// `bw-15kg x 8`, `60s`, `5km in 25:30`), so the text parses back to the same values on any site.
///
/// Which form a set takes:
/// - reps (or nothing at all): `[load] x reps`; `x 0` for a row with no numbers;
/// - else a distance: `5km`, `5km in 25:30`;
/// - else a time: `60s`, `bw+10kg 7s`, `25:30` from ten minutes up.
/// The load of a bodyweight or hang exercise is `bw`/`bw+w`; of an assisted exercise `bw-w`
/// (the apps record the assistance as a positive weight); of others `w` with its unit, or none
/// when the weight is 0. Numbers a form cannot hold (a distance next to reps, a time next to a
/// distance-less reps set, an RPE not in steps of 0.5) are returned as `extras` so the caller
/// can keep them in the entry's notes: nothing of the export is dropped.
enum SetFormatter {
    struct Output: Hashable, Sendable {
        var notation: String
        /// Quantities the notation could not hold (`45s`, `50m`, `RPE 7.3`).
        var extras: [String]
    }

    static func format(_ set: ImportedSet, metric: ExerciseMetric) -> Output {
        var parts: [String] = []
        var extras: [String] = []
        switch set.kind {
        case .working: break
        case .warmup: parts.append("w:")
        case .drop: parts.append("d:")
        case .failure: parts.append("f:")
        }
        if let grip = set.grip { parts.append(grip.notation(unit: set.weightUnit) + ":") }
        let weight = set.weight.flatMap { $0.isZero ? nil : $0 }
        let distance = set.distance.flatMap { $0.isZero ? nil : $0 }
        let seconds = set.seconds.flatMap { $0.isZero ? nil : $0 }
        let hasReps = (set.reps ?? 0) > 0 || (distance == nil && seconds == nil)

        if hasReps {
            if let load = load(weight, unit: set.weightUnit, metric: metric, bareBodyweight: true) { parts.append(load) }
            parts.append("x \(set.reps ?? 0)")
            if let distance { extras.append(distanceText(distance, set.distanceUnit)) }
            if let seconds { extras.append(seconds.text + "s") }
        } else if let distance {
            parts.append(distanceText(distance, set.distanceUnit))
            if let seconds { parts.append("in " + clockOrSeconds(seconds, minimumForClock: 0)) }
            if let weight { extras.append(weight.text + set.weightUnit.rawValue) }
        } else if let seconds {
            if let load = load(weight, unit: set.weightUnit, metric: metric, bareBodyweight: false) { parts.append(load) }
            parts.append(clockOrSeconds(seconds, minimumForClock: 600))
        }
        if let rpe = set.rpe {
            if isNotationRPE(rpe) {
                parts.append("@" + rpe.text)
            } else {
                extras.append("RPE " + rpe.text)
            }
        }
        return Output(notation: parts.joined(separator: " "), extras: extras)
    }

    /// A set map, for a set whose numbers one notation cannot hold (reps and a time):
    /// `{weight: bw, reps: 6, time: 7s}`, with `rpe`, `distance` and `kind` when it has them.
    static func map(_ set: ImportedSet, metric: ExerciseMetric) -> String {
        var fields: [String] = []
        if let load = load(set.weight.flatMap { $0.isZero ? nil : $0 }, unit: set.weightUnit, metric: metric,
                           bareBodyweight: true) {
            fields.append("weight: " + load)
        }
        if let reps = set.reps { fields.append("reps: \(reps)") }
        if let seconds = set.seconds, !seconds.isZero { fields.append("time: " + seconds.text + "s") }
        if let distance = set.distance, !distance.isZero { fields.append("distance: " + distanceText(distance, set.distanceUnit)) }
        if let rpe = set.rpe { fields.append("rpe: " + rpe.text) }
        if set.kind != .working { fields.append("kind: " + set.kind.rawValue) }
        if let grip = set.grip { fields.append("grip: " + YAMLText.scalar(grip.notation(unit: set.weightUnit))) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// `100kg`, `225lb`, `bw`, `bw+10kg`, `bw-15kg`; nil when the set has no load to write.
    static func load(_ weight: ExportNumber?, unit: MassUnit, metric: ExerciseMetric, bareBodyweight: Bool) -> String? {
        let relative = metric == .bodyweightReps || metric == .hang || metric == .assisted
        guard let weight else { return relative && bareBodyweight ? "bw" : nil }
        let magnitude = weight.magnitude.text + unit.rawValue
        // Assistance is recorded as a positive weight; a negative one (some exports) means the same.
        if metric == .assisted || weight.value < 0 { return "bw-" + magnitude }
        return relative ? "bw+" + magnitude : magnitude
    }

    static func distanceText(_ distance: ExportNumber, _ unit: DistanceUnit) -> String {
        distance.text + unit.rawValue
    }

    /// Whole seconds from `minimumForClock` up as `m:ss` or `h:mm:ss`; others as `45s`, `7.5s`.
    static func clockOrSeconds(_ seconds: ExportNumber, minimumForClock: Double) -> String {
        guard let whole = seconds.integerValue, whole >= 0, Double(whole) >= minimumForClock else {
            return seconds.text + "s"
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        let hours = whole / 3600, minutes = whole % 3600 / 60, rest = whole % 60
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// The notation takes an RPE from 0 to 10 in steps of 0.5.
    private static func isNotationRPE(_ rpe: ExportNumber) -> Bool {
        let doubled = rpe.value * 2
        return rpe.value >= 0 && rpe.value <= 10 && doubled == doubled.rounded()
    }
}
