/// Tiny trend lines without axes: SVG for tables and headline cards, Unicode block
/// characters for the Markdown report.
///
/// Values are evenly spaced in order; `nil` (and non-finite values) are gaps.
/// The lowest value maps to the bottom and the highest to the top, so a sparkline
/// shows shape, not magnitude: print the number beside it.
public enum Sparkline {
    /// The eight levels of `unicode`, lowest first.
    public static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// One character per value: `▁` for the minimum, `█` for the maximum, the range
    /// split into eight equal bands; a space for a gap; `▄` for every value when all
    /// are equal; only spaces when there is no value at all.
    /// `[1, 2, 3, 4, 5, 6, 7, 8]` gives `▁▂▃▄▅▆▇█`.
    public static func unicode(_ values: [Double?]) -> String {
        let finite = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else {
            return String(repeating: " ", count: values.count)
        }
        return String(values.map { value -> Character in
            guard let value, value.isFinite else { return " " }
            guard high > low else { return blocks[3] }
            let band = Int(((value - low) / (high - low) * 8).rounded(.down))
            return blocks[min(7, max(0, band))]
        })
    }

    /// An inline `<svg class="sparkline">` of `width` × `height` pixels with
    /// `role="img"` and `label` as its accessible name (e.g. "Volume, last 12 weeks:
    /// 8.1k to 12.4k"). The last value gets a dot so the current end is clear;
    /// isolated values between gaps get a dot too. All-equal values draw a flat line
    /// through the middle.
    public static func svg(_ values: [Double?], label: String, width: Double = 80, height: Double = 20) -> String {
        let padding = 2.0
        let finite = values.compactMap { $0 }.filter(\.isFinite)
        let low = finite.min() ?? 0
        let high = finite.max() ?? 0
        func x(_ index: Int) -> Double {
            values.count > 1 ? padding + Double(index) / Double(values.count - 1) * (width - 2 * padding) : width / 2
        }
        func y(_ value: Double) -> Double {
            high > low ? height - padding - (value - low) / (high - low) * (height - 2 * padding) : height / 2
        }

        var runs: [[(x: Double, y: Double)]] = []
        var current: [(x: Double, y: Double)] = []
        for (index, value) in values.enumerated() {
            if let value, value.isFinite {
                current.append((x(index), y(value)))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sparkline\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\""
        svg += " width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" role=\"img\" aria-label=\"\(Markup.escape(label))\">"
        svg += "<title>\(Markup.escape(label))</title>"
        let d = runs.filter { $0.count > 1 }.map { run in
            run.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(svgNumber($0.element.x)) \(svgNumber($0.element.y))" }.joined()
        }.joined()
        if !d.isEmpty {
            svg += "<path d=\"\(d)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
        }
        var dots = runs.filter { $0.count == 1 }.map { $0[0] }
        if let lastRun = runs.last, lastRun.count > 1, let last = lastRun.last, values.last??.isFinite == true {
            dots.append(last)
        }
        for dot in dots {
            svg += "<circle cx=\"\(svgNumber(dot.x))\" cy=\"\(svgNumber(dot.y))\" r=\"2\" fill=\"currentColor\"/>"
        }
        return svg + "</svg>"
    }
}
