import TrainingModel
import TextAndDates

/// Turns internal quantities (kilograms, metres, seconds, calendar days) into the
/// text a page shows. Written by hand rather than with Foundation's formatters so
/// the output never depends on the machine's locale, time zone or ICU version:
/// two builds of the same input must be byte-identical (README.md#the-report-in-ci).
struct DisplayFormatter: Sendable {
    var strings: Strings
    var units: MassUnit

    // MARK: - Numbers

    /// `+12`, `−4`, `0`: form reads as a balance (the dashboard and report.md).
    func signed(_ value: Double) -> String {
        let text = number(value, maxDecimals: 0)
        return value.rounded() > 0 ? "+" + text : text
    }

    /// Up to `maxDecimals` decimals, trailing zeros trimmed, no grouping: `80`, `82.5`, `0.33`.
    func number(_ value: Double, maxDecimals: Int = 2) -> String {
        guard value.isFinite else { return "–" }
        var scale = 1
        for _ in 0..<max(0, maxDecimals) { scale *= 10 }
        let scaled = (abs(value) * Double(scale)).rounded()
        guard scaled < Double(Int.max / 2) else { return "–" }
        let units = Int(scaled)
        let whole = units / scale
        var fraction = units % scale
        var digits = maxDecimals
        while digits > 0 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let sign = value < 0 && units != 0 ? "−" : ""
        guard digits > 0 else { return sign + String(whole) }
        return sign + String(whole) + strings.decimalSeparator + fraction.zeroPadded(to: digits)
    }

    func integer(_ value: Int) -> String { value < 0 ? "−" + String(-value) : String(value) }

    /// `1 set`, `5 sets`: the singular only for exactly one.
    func count(_ value: Int, _ singular: String, _ plural: String) -> String {
        integer(value) + " " + (value == 1 ? singular : plural)
    }

    func percent(_ value: Double) -> String { number(value, maxDecimals: 1) + "%" }

    // MARK: - Mass

    /// A mass in the site's display unit: `100 kg`, `225 lb`.
    func mass(kilograms: Double) -> String {
        number(units.fromKilograms(kilograms)) + " " + units.rawValue
    }

    /// A load as the athlete thinks of it: `100 kg`, `BW`, `BW + 20 kg`, `BW − 15 kg`.
    func load(_ load: Load) -> String {
        guard load.relativeToBodyweight else { return mass(kilograms: load.kilograms) }
        if load.kilograms == 0 { return strings.bodyweightShort }
        let sign = load.kilograms > 0 ? " + " : " − "
        return strings.bodyweightShort + sign + mass(kilograms: abs(load.kilograms))
    }

    /// `@8`, `@8.5`.
    func rpe(_ value: RPE) -> String { "@" + number(value, maxDecimals: 1) }

    // MARK: - Time

    /// A stopwatch reading: `25:30`, `1:05:30`, and hundredths when there are any (`0:59.5`).
    func clock(seconds: Double) -> String {
        let hundredths = Int((max(0, seconds) * 100).rounded())
        let whole = hundredths / 100
        let h = whole / 3600, m = (whole % 3600) / 60, s = whole % 60
        var text = h > 0 ? "\(h):\(m.zeroPadded(to: 2)):\(s.zeroPadded(to: 2))" : "\(m):\(s.zeroPadded(to: 2))"
        let fraction = hundredths % 100
        if fraction != 0 {
            text += strings.decimalSeparator + (fraction % 10 == 0 ? String(fraction / 10) : fraction.zeroPadded(to: 2))
        }
        return text
    }

    /// An estimate as people say it (docs/sheets-and-plans.md#estimated-duration): `about 40 min`.
    /// Under a minute to the nearest 10 s, under 10 minutes to the nearest minute, under an
    /// hour to the nearest 5 minutes, from an hour to the nearest quarter hour; halves up.
    func estimate(seconds: Double) -> String {
        let step: Double = seconds < 60 ? 10 : seconds < 600 ? 60 : seconds < 3600 ? 300 : 900
        let rounded = max(step, (max(0, seconds) / step).rounded(.toNearestOrAwayFromZero) * step)
        return strings.about.replacingOccurrences(of: "{duration}", with: duration(seconds: rounded))
    }

    /// A span in words: `45 s`, `90 s`, `3 min`, `1 min 30 s`, `1 h 5 min`.
    /// Under two minutes a span that is not whole minutes stays in seconds, as coaches say "90 s".
    func duration(seconds: Double) -> String {
        let rounded = max(0, seconds.rounded())
        let total = Int(rounded)
        if total < 120 && total % 60 != 0 {
            // Keep sub-second precision for short efforts such as a 7.5 s hang.
            return number(max(0, seconds), maxDecimals: 1) + " s"
        }
        let h = total / 3600, m = (total % 3600) / 60, s = total % 60
        var parts: [String] = []
        if h > 0 { parts.append("\(h) h") }
        if m > 0 { parts.append("\(m) min") }
        if s > 0 { parts.append("\(s) s") }
        return parts.isEmpty ? "0 s" : parts.joined(separator: " ")
    }

    /// Short efforts in seconds, longer ones on a clock: `30 s`, `25:30`.
    func effortTime(seconds: Double) -> String {
        seconds < 60 ? number(seconds, maxDecimals: 2) + " s" : clock(seconds: seconds)
    }

    // MARK: - Distance

    /// `400 m`, `5 km`, `21.1 km`.
    func distance(metres: Double) -> String {
        metres < 1000 ? number(metres) + " m" : number(metres / 1000) + " km"
    }

    // MARK: - Dates

    /// `Mon 2 Mar 2026`, `lun 2 mar 2026`.
    func date(_ date: CalendarDate) -> String {
        let weekday = strings.weekdayShortNames[date.weekday.mondayIndex]
        return "\(weekday) \(date.day) \(strings.monthShortNames[date.month - 1]) \(date.year)"
    }

    /// `March 2026`, `marzo de 2026`.
    func monthYear(year: Int, month: Int) -> String {
        strings.monthNames[month - 1] + strings.monthYearJoiner + String(year)
    }
}
