/// Locale-free number formatting for notation output: at most `maxFractionDigits`
/// decimals, trailing zeros dropped (`82.5`, `100`, `0.125`). The same machine, locale or
/// time zone never changes the text, which keeps builds byte-identical.
enum DecimalText {
    static func format(_ value: Double, maxFractionDigits: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        let digits = min(max(0, maxFractionDigits), 6)
        let scale = DecimalNumber.powersOfTen[digits]
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^53 the digits are not exact any more; such values never come from notation.
        guard scaled < 9_007_199_254_740_992 else { return String(value) }
        let units = UInt64(scaled)
        let divisor = UInt64(DecimalNumber.intPower(digits))
        let integerPart = units / divisor
        var fraction = digits > 0 ? String(units % divisor) : ""
        if digits > 0 {
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let sign = value < 0 && units != 0 ? "-" : ""
        return sign + String(integerPart) + (fraction.isEmpty ? "" : "." + fraction)
    }
}
