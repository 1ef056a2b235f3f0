import TrainingModel

/// Estimated one-repetition maximum (docs/statistics.md#e1rm). Used for per-exercise bests, e1RM
/// records, the e1RM chart series and percentage prescriptions on printed sheets.
extension SiteConfig.E1RMFormula {
    /// Effective reps above this are too far from a single to estimate one (docs/statistics.md#e1rm).
    public static let maximumEffectiveReps = 12.0

    /// r' = r + (10 − RPE) when an RPE is given, else r. An RPE above 10 cannot make
    /// a set count as fewer than one rep, so r' is never below 1.
    public static func effectiveReps(reps: Int, rpe: RPE?) -> Double {
        let base = Double(reps)
        guard let rpe else { return base }
        return max(1, base + (10 - rpe))
    }

    /// The e1RM in kilograms of `weight` kg lifted `reps` times, nil when docs/statistics.md#e1rm gives
    /// none: no positive weight, fewer than one rep, or effective reps above 12.
    public func estimate(weight: Double, reps: Int, rpe: RPE?) -> Double? {
        guard weight > 0, reps >= 1 else { return nil }
        let effective = Self.effectiveReps(reps: reps, rpe: rpe)
        guard effective <= Self.maximumEffectiveReps else { return nil }
        switch self {
        case .epley:
            return effective == 1 ? weight : weight * (1 + effective / 30)
        case .brzycki:
            return weight * 36 / (37 - effective)
        }
    }
}
