/// Locale-free fixed-point rendering of a `Double`.
///
/// Every number Spotter writes into an SVG or a data table goes through here, so
/// output never depends on the machine's locale and is identical on every run.
/// Rounding is half away from zero on the scaled value.
enum FixedDecimal {
    /// The most decimal places supported; more would overflow the integer scaling
    /// for ordinary training values.
    static let maximumDecimals = 6

    /// The digits of `value` rounded to `decimals` places, split for formatting.
    /// `negative` is false for values that round to zero, so "-0" is never printed.
    static func parts(_ value: Double, decimals: Int) -> (negative: Bool, integer: String, fraction: String) {
        let places = min(max(decimals, 0), maximumDecimals)
        guard value.isFinite else { return (false, "0", String(repeating: "0", count: places)) }
        var scale: UInt64 = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded(.toNearestOrAwayFromZero)
        // Values beyond 9e18 / scale are not training data; clamp rather than trap.
        let units = scaled < 9.0e18 ? UInt64(scaled) : 9_000_000_000_000_000_000
        let integer = String(units / scale)
        var fraction = places > 0 ? String(units % scale) : ""
        if fraction.count < places {
            fraction = String(repeating: "0", count: places - fraction.count) + fraction
        }
        return (value < 0 && units != 0, integer, fraction)
    }

    /// A plain coordinate string such as `12.5` or `-3.0`, for SVG attributes.
    static func string(_ value: Double, decimals: Int) -> String {
        let p = parts(value, decimals: decimals)
        var result = p.negative ? "-" : ""
        result += p.integer
        if !p.fraction.isEmpty { result += "." + p.fraction }
        return result
    }

    /// The number of decimal places (0...6) needed to print `value` exactly enough
    /// that it does not look rounded, e.g. 0.25 → 2, 20 → 0.
    static func placesNeeded(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        var scaled = value.magnitude
        for places in 0..<maximumDecimals {
            if (scaled - scaled.rounded()).magnitude <= 1e-7 * max(1, scaled) { return places }
            scaled *= 10
        }
        return maximumDecimals
    }

    /// 10 to the power `exponent`, computed so that negative powers are the
    /// correctly rounded quotient (0.1, 0.01…) rather than an accumulated product.
    static func powerOfTen(_ exponent: Int) -> Double {
        var result = 1.0
        for _ in 0..<exponent.magnitude { result *= 10 }
        return exponent >= 0 ? result : 1 / result
    }
}

/// SVG coordinates: one decimal place, so files are small and byte-for-byte stable.
func svgNumber(_ value: Double) -> String {
    FixedDecimal.string(value, decimals: 1)
}
