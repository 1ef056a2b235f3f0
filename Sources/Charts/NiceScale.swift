/// An axis range widened to "nice" tick values: steps of 1, 2 or 5 times a power of ten.
///
/// Used by every value axis (line and bar charts). For 0…87 with five target ticks
/// the step is 20 and the ticks are 0, 20, 40, 60, 80, 100. A range of one value is
/// widened by 10 % each way (or to 0…1 for zero) so a flat series still has an axis.
public struct NiceScale: Sendable, Equatable {
    /// The first tick; the axis starts here.
    public let lower: Double
    /// The last tick; the axis ends here.
    public let upper: Double
    public let step: Double
    /// From `lower` to `upper` inclusive, each computed as an exact multiple of the
    /// step (so `0.3` rather than `0.30000000000000004`).
    public let ticks: [Double]

    public init(minimum: Double, maximum: Double, targetTickCount: Int = 5) {
        var low = minimum.isFinite ? minimum : 0
        var high = maximum.isFinite ? maximum : 1
        if low > high { swap(&low, &high) }
        if low == high {
            if low == 0 {
                high = 1
            } else {
                let pad = low.magnitude * 0.1
                low -= pad
                high += pad
            }
        }
        let raw = (high - low) / Double(max(targetTickCount, 1))
        var exponent = 0
        while FixedDecimal.powerOfTen(exponent + 1) <= raw { exponent += 1 }
        while FixedDecimal.powerOfTen(exponent) > raw { exponent -= 1 }
        var mantissa = 10
        for candidate in [1, 2, 5] where Double(candidate) * FixedDecimal.powerOfTen(exponent) >= raw {
            mantissa = candidate
            break
        }
        if mantissa == 10 {
            mantissa = 1
            exponent += 1
        }
        let step = Double(mantissa) * FixedDecimal.powerOfTen(exponent)
        // A small tolerance keeps 0.3 / 0.1 = 2.9999… from adding a tick.
        let first = Int((low / step + 1e-9).rounded(.down))
        let last = Int((high / step - 1e-9).rounded(.up))
        func value(_ multiple: Int) -> Double {
            let count = Double(multiple * mantissa)
            return exponent >= 0 ? count * FixedDecimal.powerOfTen(exponent) : count / FixedDecimal.powerOfTen(-exponent)
        }
        self.step = step
        self.ticks = (first...max(first + 1, last)).map(value)
        self.lower = ticks[0]
        self.upper = ticks[ticks.count - 1]
    }
}
