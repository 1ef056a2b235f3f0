import TextAndDates
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
    /// are equal, but `▁` when all are zero (nothing done is not a level: a cardio-only
    /// log's volume would read as steady lifting); only spaces when there is no value at all.
    /// `[1, 2, 3, 4, 5, 6, 7, 8]` gives `▁▂▃▄▅▆▇█`.
    public static func unicode(_ values: [Double?]) -> String {
        let finite = values.compactMap { $0 }.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else {
            return String(repeating: " ", count: values.count)
        }
        return String(values.map { value -> Character in
            guard let value, value.isFinite else { return " " }
            guard high > low else { return high == 0 ? blocks[0] : blocks[3] }
            let band = Int(((value - low) / (high - low) * 8).rounded(.down))
            return blocks[min(7, max(0, band))]
        })
    }

    /// An inline `<svg class="sparkline">` of `width` × `height` pixels with
    /// `role="img"` and `label` as its accessible name (e.g. "Volume, last 12 weeks:
    /// 8.1k to 12.4k"). The last value gets a dot so the current end is clear;
    /// isolated values between gaps get a dot too. All-equal values draw a flat line
    /// through the middle. `lastIsPartial` (the current week, not over yet) draws the
    /// last segment dashed and its dot hollow, so it does not read as a drop.
    public static func svg(_ values: [Double?], label: String, width: Double = 80, height: Double = 20,
                           lastIsPartial: Bool = false) -> String {
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
        // The partial end: its segment is drawn apart, dashed.
        var partialSegment: [(x: Double, y: Double)] = []
        if lastIsPartial, values.last??.isFinite == true, let lastRun = runs.last, lastRun.count > 1 {
            partialSegment = Array(lastRun.suffix(2))
            runs[runs.count - 1].removeLast()
        }

        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sparkline\" viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\""
        svg += " width=\"\(svgNumber(width))\" height=\"\(svgNumber(height))\" role=\"img\" aria-label=\"\(HTMLText.escape(label))\">"
        svg += "<title>\(HTMLText.escape(label))</title>"
        let d = runs.filter { $0.count > 1 }.map { run in
            run.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(svgNumber($0.element.x)) \(svgNumber($0.element.y))" }.joined()
        }.joined()
        if !d.isEmpty {
            svg += "<path d=\"\(d)\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>"
        }
        if partialSegment.count == 2 {
            let (from, to) = (partialSegment[0], partialSegment[1])
            svg += "<path class=\"partial\" d=\"M\(svgNumber(from.x)) \(svgNumber(from.y))L\(svgNumber(to.x)) \(svgNumber(to.y))\""
            svg += " fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\" stroke-dasharray=\"2 2\"/>"
        }
        var dots = runs.filter { $0.count == 1 && !(partialSegment.count == 2 && $0[0].x == partialSegment[0].x) }
            .map { $0[0] }
        if partialSegment.isEmpty, let lastRun = runs.last, lastRun.count > 1, let last = lastRun.last,
           values.last??.isFinite == true {
            dots.append(last)
        }
        for dot in dots {
            svg += "<circle cx=\"\(svgNumber(dot.x))\" cy=\"\(svgNumber(dot.y))\" r=\"2\" fill=\"currentColor\"/>"
        }
        if let end = partialSegment.last, partialSegment.count == 2 {
            svg += "<circle class=\"partial\" cx=\"\(svgNumber(end.x))\" cy=\"\(svgNumber(end.y))\" r=\"2\" fill=\"none\""
            svg += " stroke=\"currentColor\" stroke-width=\"1\"/>"
        }
        return svg + "</svg>"
    }
}
