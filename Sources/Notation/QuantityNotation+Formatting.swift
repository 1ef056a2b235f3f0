import TrainingModel

/// Quantities back to notation, for display and for round trips: every text here parses
/// back to the same value with the parser of the same kind, in any context (`min`, never a lone
/// `m`, so that a time is never read as metres inside a set).
extension QuantityNotation {
    /// `45s`, `7.5s`, `3min`, `1min 30s`, `1h`, `1h 5min 30s`.
    public static func formatDuration(_ seconds: Double) -> String {
        // Beyond what notation allows, fall back to plain seconds rather than overflow `Int`.
        guard seconds.isFinite, abs(seconds) < 1e12 else { return DecimalText.format(seconds) + "s" }
        let millis = Int((abs(seconds) * 1000).rounded())
        let sign = seconds < 0 && millis != 0 ? "-" : ""
        let hours = millis / 3_600_000
        let minutes = millis % 3_600_000 / 60_000
        let rest = millis % 60_000
        var parts: [String] = []
        if hours > 0 { parts.append("\(hours)h") }
        if minutes > 0 { parts.append("\(minutes)min") }
        if rest > 0 || parts.isEmpty { parts.append(DecimalText.format(Double(rest) / 1000) + "s") }
        return sign + parts.joined(separator: " ")
    }

    /// A stopwatch reading: `25:30`, `1:05:30`, `0:07.5`.
    public static func formatClock(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e12 else { return formatDuration(seconds) }
        let millis = Int((abs(seconds) * 1000).rounded())
        let sign = seconds < 0 && millis != 0 ? "-" : ""
        let hours = millis / 3_600_000
        let minutes = millis % 3_600_000 / 60_000
        let wholeSeconds = millis % 60_000 / 1000
        let fraction = millis % 1000
        var text = hours > 0 ? "\(hours):\(twoDigits(minutes)):" : "\(minutes):"
        text += twoDigits(wholeSeconds)
        if fraction > 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return sign + text
    }

    /// `400m`, `5km`, `5.5km`, `4828.032m`: kilometres when the distance is at least 1 km in whole metres.
    public static func formatDistance(_ metres: Double) -> String {
        guard metres.isFinite else { return "0m" }
        let rounded = (metres * 1000).rounded() / 1000
        if rounded >= 1000, rounded == rounded.rounded(), rounded < 9e15 {
            return DecimalText.format(rounded / 1000) + "km"
        }
        return DecimalText.format(metres) + "m"
    }

    /// `75%`, `72.5%`.
    public static func formatPercent(_ percent: Double) -> String {
        DecimalText.format(percent) + "%"
    }

    /// `@8`, `@8.5`.
    public static func formatRPE(_ rpe: Double) -> String {
        "@" + DecimalText.format(rpe, maxFractionDigits: 1)
    }

    /// `100kg`, `176.5lb`: a weight in `unit`, with the unit written so it parses the same on any site.
    public static func formatWeight(kilograms: Double, unit: MassUnit) -> String {
        DecimalText.format(unit.fromKilograms(kilograms)) + unit.rawValue
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }
}
