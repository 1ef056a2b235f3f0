import Charts
import Foundation

/// A linear map between data values and pixels, rebuilt from two reference
/// points read out of an SVG (two ticks, or the two ends of an axis).
struct LinearMap {
    var value1: Double, pixel1: Double, value2: Double, pixel2: Double

    func pixel(_ value: Double) -> Double {
        pixel1 + (value - value1) / (value2 - value1) * (pixel2 - pixel1)
    }
}

enum ReadBack {
    /// Parses a tick or value label such as `12,345`, `-20`, `2.5k` or `1M`.
    static func number(_ text: String) -> Double? {
        var text = text.replacingOccurrences(of: ",", with: "")
        var factor = 1.0
        if text.hasSuffix("k") { factor = 1000; text.removeLast() }
        if text.hasSuffix("M") { factor = 1_000_000; text.removeLast() }
        return Double(text).map { $0 * factor }
    }

    /// Parses `YYYY-MM-DD` into days since 1970.
    static func day(_ text: String) -> Int? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2]).daysSince1970
    }

    /// The value-axis map of a chart, from its grid / zero lines and their labels
    /// (one line then one label per tick, in order). `vertical`: the values run up
    /// the y axis (line charts and vertical bars).
    static func valueMap(_ elements: [SVGElement], vertical: Bool) -> LinearMap? {
        var ticks: [(value: Double, pixel: Double)] = []
        var pendingPixel: Double?
        for element in elements {
            if element.name == "line", element.hasClass("grid") || element.hasClass("zero-line") {
                pendingPixel = vertical ? element.number("y1") : element.number("x1")
            } else if element.name == "text", let pixel = pendingPixel, let value = number(element.text) {
                ticks.append((value, pixel))
                pendingPixel = nil
            } else if element.name == "text" {
                pendingPixel = nil
            }
        }
        guard let first = ticks.first, let last = ticks.last, ticks.count >= 2 else { return nil }
        return LinearMap(value1: first.value, pixel1: first.pixel, value2: last.value, pixel2: last.pixel)
    }
}
