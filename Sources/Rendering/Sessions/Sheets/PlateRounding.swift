import TrainingModel

/// Rounds a computed load (a percentage of an e1RM) to something that can be put on a
/// bar: the nearest multiple of the site's `plate_step`, in the unit the site displays.
///
/// Rounding happens in the display unit, not in kilograms, so a pound site gets whole
/// multiples of 5 lb (5 lb is 2.26796185 kg; rounding in kilograms and converting back
/// would print 174.99 lb). A load exactly halfway between two steps is rounded *down*:
/// a target from a percentage is a ceiling the coach chose, and on a tie the lighter
/// bar keeps the athlete at or under it. A load below half a step rounds to zero,
/// which callers treat as "no usable load".
struct PlateRounding: Sendable, Hashable {
    let unit: MassUnit
    /// The step in `unit`, e.g. 2.5 (kg) or 5 (lb).
    let step: Double

    init(unit: MassUnit, stepKilograms: Double) {
        self.unit = unit
        // Snap away conversion noise: 5 lb goes in as 2.26796185 kg and comes back 5.000000000000001.
        let raw = unit.fromKilograms(stepKilograms)
        let snapped = (raw * 1_000_000).rounded() / 1_000_000
        step = snapped > 0 ? snapped : raw
    }

    init(config: SiteConfig) {
        self.init(unit: config.units, stepKilograms: config.effectivePlateStep)
    }

    /// The rounded load in `unit`; 0 when the load is not positive or the step is unusable.
    func rounded(kilograms: Double) -> Double {
        guard kilograms > 0 else { return 0 }
        return roundedSigned(kilograms: kilograms)
    }

    /// The rounded load in `unit`, negative ones too (weight taken off a hang with a pulley):
    /// halfway goes to the lower load, so −1.25 kg becomes −2.5 kg on a 2.5 kg step, the athlete
    /// at or under the coach's percentage either way. 0 when the step is unusable.
    func roundedSigned(kilograms: Double) -> Double {
        guard kilograms.isFinite, step.isFinite, step > 0 else { return 0 }
        let steps = unit.fromKilograms(kilograms) / step
        let whole = steps.rounded(.down)
        // A tolerance so a value that is a tie in decimal (81.25 kg to 2.5 kg) is one in binary too.
        let up = steps - whole > 0.5 + 1e-9
        // `+ 0` turns a negative zero into zero, which prints without a sign.
        return (up ? whole + 1 : whole) * step + 0
    }
}
