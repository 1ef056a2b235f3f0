/// How a chart prints numbers: tick labels, bar values, tooltips and data tables.
///
/// The caller builds one per site language (decimal and grouping separators, the
/// suffixes for thousands and millions); formatting is done here by hand so the
/// output never depends on the machine's locale.
public struct ChartFormat: Sendable, Equatable {
    /// Decimal places for values in data tables, tooltips and bar labels.
    public var decimals: Int
    public var decimalSeparator: String
    /// Inserted every three integer digits (`12,345`); empty for none.
    public var groupingSeparator: String
    public var minusSign: String
    /// Suffix for thousands in compact numbers (`1.2k`).
    public var thousandSuffix: String
    /// Suffix for millions in compact numbers (`3.4M`).
    public var millionSuffix: String
    /// Values are minutes, printed as a clock to the second: `5.53` is `5:32` (paces in
    /// min/km, which runners read that way).
    public var minutesAsClock: Bool

    public init(
        decimals: Int = 0,
        decimalSeparator: String = ".",
        groupingSeparator: String = ",",
        minusSign: String = "-",
        thousandSuffix: String = "k",
        millionSuffix: String = "M",
        minutesAsClock: Bool = false
    ) {
        self.decimals = decimals
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.minusSign = minusSign
        self.thousandSuffix = thousandSuffix
        self.millionSuffix = millionSuffix
        self.minutesAsClock = minutesAsClock
    }

    /// `value` with `decimals` places and grouping, e.g. `12,345.5`.
    public func string(_ value: Double) -> String {
        string(value, decimals: decimals)
    }

    /// `value` with the given number of places and grouping.
    public func string(_ value: Double, decimals places: Int) -> String {
        if minutesAsClock {
            let seconds = Int((value.magnitude * 60).rounded())
            let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + String(seconds % 60)
            return (value < 0 && seconds > 0 ? minusSign : "") + clock
        }
        let p = FixedDecimal.parts(value, decimals: places)
        var result = p.negative ? minusSign : ""
        result += grouped(p.integer)
        if !p.fraction.isEmpty { result += decimalSeparator + p.fraction }
        return result
    }

    /// A short form for headline numbers and bar labels: below 1,000 as `string`
    /// would print it; then `1.2k`, `12k`, `123k`, `1.2M`, `12M`. One decimal is kept
    /// below ten units of the suffix and dropped when it is zero (`2k`, not `2.0k`).
    public func compact(_ value: Double) -> String {
        let magnitude = value.magnitude
        guard magnitude >= 999.5 else { return string(value) }
        let negative = value < 0
        var divisor = 1000.0
        var suffix = thousandSuffix
        if magnitude >= 999_500 {
            divisor = 1_000_000
            suffix = millionSuffix
        }
        let scaled = magnitude / divisor
        let places = scaled < 9.95 ? 1 : 0
        var text = string(scaled, decimals: places)
        let zeroFraction = decimalSeparator + "0"
        if places == 1, text.hasSuffix(zeroFraction) { text.removeLast(zeroFraction.count) }
        return (negative ? minusSign : "") + text + suffix
    }

    /// Labels for a set of axis ticks `step` apart. All labels share one scale and
    /// one number of decimals: thousands (`k`) when the largest tick reaches 10,000,
    /// millions (`M`) from 1,000,000, plain numbers otherwise; zero is always `0`.
    public func tickLabels(_ ticks: [Double], step: Double) -> [String] {
        let largest = ticks.map(\.magnitude).max() ?? 0
        var divisor = 1.0
        var suffix = ""
        if largest >= 1_000_000 {
            divisor = 1_000_000
            suffix = millionSuffix
        } else if largest >= 10_000 {
            divisor = 1000
            suffix = thousandSuffix
        }
        let places = FixedDecimal.placesNeeded(step / divisor)
        return ticks.map { tick in
            if (tick / divisor).magnitude < 0.5 * FixedDecimal.powerOfTen(-places) { return "0" }
            return string(tick / divisor, decimals: places) + suffix
        }
    }

    private func grouped(_ digits: String) -> String {
        guard !groupingSeparator.isEmpty, digits.count > 3 else { return digits }
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result += groupingSeparator }
            result.append(digit)
        }
        return result
    }
}
