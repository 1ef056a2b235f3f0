/// A bar chart over labelled categories: weekly volume and load (vertical, week
/// labels along the bottom), sets per muscle (horizontal, muscle names down the side).
///
/// Bars grow from zero, so the value axis always includes zero and negative values
/// grow the other way. Vertical charts thin out category labels that would overlap
/// (every n-th is shown; all are in the tooltips and the data table); horizontal
/// charts print each bar's value at its end. Every bar has a `<title>` tooltip.
public struct BarChart: SVGChart {
    public let id: String
    public var title: String
    public var description: String
    /// The category column header in the data table, e.g. "Week" or "Muscle".
    public var categoryTitle: String
    public var bars: [Bar]
    public var orientation: BarOrientation
    public var valueAxis: ValueAxis
    public var size: ChartSize
    /// Print each bar's value next to it; defaults to true for horizontal charts.
    public var showsValues: Bool

    public init(
        id: String,
        title: String,
        description: String,
        categoryTitle: String,
        bars: [Bar],
        orientation: BarOrientation = .vertical,
        valueAxis: ValueAxis = ValueAxis(),
        size: ChartSize = .standard,
        showsValues: Bool? = nil
    ) {
        self.id = Markup.identifier(id)
        self.title = title
        self.description = description
        self.categoryTitle = categoryTitle
        self.bars = bars
        self.orientation = orientation
        self.valueAxis = valueAxis
        self.size = size
        self.showsValues = showsValues ?? (orientation == .horizontal)
    }

    public func svg() -> String {
        let layout = self.layout()
        var svg = SVGWriter(id: id, kind: orientation == .vertical ? "bar" : "bar-horizontal",
                            width: size.width, height: size.height, title: title, description: description)
        drawValueAxis(layout, into: &svg)
        drawCategoryAxis(layout, into: &svg)
        drawBars(layout, into: &svg)
        return svg.finish()
    }

    public func dataTableHTML() -> String {
        let rows = bars.map { bar in
            (header: bar.label, cells: [bar.value.flatMap { $0.isFinite ? valueAxis.format.string($0) : nil } ?? ""])
        }
        return DataTable(caption: title, columns: [categoryTitle, valueAxis.title], rows: rows).html()
    }
}

// MARK: - Layout

/// Where everything goes; `@testable` tests read it to check the drawn rectangles.
struct BarChartLayout {
    var plot: PlotRect
    var scale: NiceScale
    var orientation: BarOrientation
    var count: Int
    /// Show the category label of every n-th bar.
    var labelEvery: Int
    var axisTitleBaseline: Double

    /// The size of one category's slot along the category axis.
    var band: Double {
        (orientation == .vertical ? plot.width : plot.height) / Double(max(count, 1))
    }
    /// The bar's thickness: 70 % of its slot.
    var thickness: Double { band * 0.7 }

    /// The position of `value` along the value axis (y for vertical, x for horizontal).
    func position(_ value: Double) -> Double {
        let fraction = (value - scale.lower) / (scale.upper - scale.lower)
        return orientation == .vertical ? plot.maxY - fraction * plot.height : plot.x + fraction * plot.width
    }

    /// The start of the bar in slot `index` along the category axis.
    func bandStart(_ index: Int) -> Double {
        (orientation == .vertical ? plot.x : plot.y) + Double(index) * band + (band - thickness) / 2
    }

    /// The bar rectangle for `value` in slot `index`.
    func rect(index: Int, value: Double) -> PlotRect {
        let zero = position(0)
        let end = position(value)
        switch orientation {
        case .vertical:
            return PlotRect(x: bandStart(index), y: min(zero, end), width: thickness, height: (zero - end).magnitude)
        case .horizontal:
            return PlotRect(x: min(zero, end), y: bandStart(index), width: (end - zero).magnitude, height: thickness)
        }
    }
}

extension BarChart {
    var finiteValues: [Double] { bars.compactMap(\.value).filter(\.isFinite) }

    func layout() -> BarChartLayout {
        let scale = valueAxis.scale(for: finiteValues, forceZero: true)
        let tickLabels = valueAxis.format.tickLabels(scale.ticks, step: scale.step)
        let widestTick = tickLabels.map { estimatedTextWidth($0) }.max() ?? 0
        let widestCategory = bars.map { estimatedTextWidth($0.label) }.max() ?? 0
        let widestValue = showsValues ? (finiteValues.map { estimatedTextWidth(valueAxis.format.compact($0)) }.max() ?? 0) : 0
        let top = valueAxis.title.isEmpty ? 10.0 : 28.0
        let axisTitleBaseline = 16.0

        switch orientation {
        case .vertical:
            let left = max(24, widestTick + 12)
            let plot = PlotRect(x: left, y: top, width: max(1, size.width - left - 12), height: max(1, size.height - top - 24))
            let band = plot.width / Double(max(bars.count, 1))
            let every = max(1, Int(((widestCategory + 8) / band).rounded(.up)))
            return BarChartLayout(plot: plot, scale: scale, orientation: .vertical, count: bars.count,
                                  labelEvery: every, axisTitleBaseline: axisTitleBaseline)
        case .horizontal:
            // Long names are cut at 40 % of the width rather than squeezing the bars.
            let left = min(widestCategory, size.width * 0.4) + 12
            let right = max(16, widestValue + 10)
            let plot = PlotRect(x: left, y: top, width: max(1, size.width - left - right), height: max(1, size.height - top - 24))
            return BarChartLayout(plot: plot, scale: scale, orientation: .horizontal, count: bars.count,
                                  labelEvery: 1, axisTitleBaseline: axisTitleBaseline)
        }
    }
}

// MARK: - Drawing

extension BarChart {
    private func drawValueAxis(_ layout: BarChartLayout, into svg: inout SVGWriter) {
        let plot = layout.plot
        let labels = valueAxis.format.tickLabels(layout.scale.ticks, step: layout.scale.step)
        svg.open("g", [("class", "axis axis-value")])
        for (tick, label) in zip(layout.scale.ticks, labels) {
            let at = svgNumber(layout.position(tick))
            let isZero = tick == 0
            let lineClass = isZero ? "zero-line" : "grid"
            let opacity = isZero ? "0.6" : "0.15"
            switch layout.orientation {
            case .vertical:
                svg.empty("line", [("class", lineClass), ("x1", svgNumber(plot.x)), ("x2", svgNumber(plot.maxX)),
                                   ("y1", at), ("y2", at), ("stroke", "currentColor"), ("stroke-opacity", opacity)])
                svg.element("text", [("x", svgNumber(plot.x - 6)), ("y", at), ("dy", "0.35em"), ("text-anchor", "end")], text: label)
            case .horizontal:
                svg.empty("line", [("class", lineClass), ("x1", at), ("x2", at), ("y1", svgNumber(plot.y)),
                                   ("y2", svgNumber(plot.maxY)), ("stroke", "currentColor"), ("stroke-opacity", opacity)])
                svg.element("text", [("x", at), ("y", svgNumber(plot.maxY + 16)), ("text-anchor", "middle")], text: label)
            }
        }
        if !valueAxis.title.isEmpty {
            let x = layout.orientation == .vertical ? 4 : layout.plot.x
            svg.element("text", [("class", "axis-title"), ("x", svgNumber(x)), ("y", svgNumber(layout.axisTitleBaseline))],
                        text: valueAxis.title)
        }
        svg.close("g")
    }

    private func drawCategoryAxis(_ layout: BarChartLayout, into svg: inout SVGWriter) {
        let plot = layout.plot
        svg.open("g", [("class", "axis axis-category")])
        for (index, bar) in bars.enumerated() where index % layout.labelEvery == 0 {
            let middle = layout.bandStart(index) + layout.thickness / 2
            switch layout.orientation {
            case .vertical:
                svg.element("text", [("x", svgNumber(middle)), ("y", svgNumber(plot.maxY + 16)), ("text-anchor", "middle")],
                            text: bar.label)
            case .horizontal:
                svg.element("text", [("x", svgNumber(plot.x - 6)), ("y", svgNumber(middle)), ("dy", "0.35em"),
                                     ("text-anchor", "end")], text: truncated(bar.label, width: plot.x - 12))
            }
        }
        svg.close("g")
    }

    private func drawBars(_ layout: BarChartLayout, into svg: inout SVGWriter) {
        svg.open("g", [("class", "series \(Chart.seriesClass(index: 0))")])
        for (index, bar) in bars.enumerated() {
            guard let value = bar.value, value.isFinite else { continue }
            let rect = layout.rect(index: index, value: value)
            var attributes = [("class", bar.isPartial ? "bar partial" : "bar"), ("x", svgNumber(rect.x)),
                              ("y", svgNumber(rect.y)), ("width", svgNumber(rect.width)),
                              ("height", svgNumber(rect.height)), ("fill", "currentColor")]
            if bar.isPartial {
                attributes += [("fill-opacity", "0.2"), ("stroke", "currentColor"), ("stroke-width", "1.5"),
                               ("stroke-dasharray", "4 3")]
            }
            svg.element("rect", attributes, tooltip: "\(bar.label): \(valueAxis.format.string(value))")
        }
        svg.close("g")
        guard showsValues else { return }
        svg.open("g", [("class", "values")])
        for (index, bar) in bars.enumerated() {
            guard let value = bar.value, value.isFinite else { continue }
            let rect = layout.rect(index: index, value: value)
            let label = valueAxis.format.compact(value)
            switch layout.orientation {
            case .vertical:
                let y = value < 0 ? rect.maxY + 12 : rect.y - 4
                svg.element("text", [("x", svgNumber(rect.x + rect.width / 2)), ("y", svgNumber(y)), ("text-anchor", "middle")], text: label)
            case .horizontal:
                let x = value < 0 ? rect.x - 4 : rect.maxX + 4
                svg.element("text", [("x", svgNumber(x)), ("y", svgNumber(rect.y + rect.height / 2)), ("dy", "0.35em"),
                                     ("text-anchor", value < 0 ? "end" : "start")], text: label)
            }
        }
        svg.close("g")
    }

    /// `label` cut with "…" to about `width`, so long category names do not run
    /// into the bars; the full name stays in the tooltip and the table.
    private func truncated(_ label: String, width: Double) -> String {
        let fits = max(1, Int(width / (11 * 0.6)))
        guard label.count > fits else { return label }
        var cut = Substring(label.prefix(max(1, fits - 1)))
        while let last = cut.last, last.isWhitespace { cut.removeLast() }
        return cut + "…"
    }
}
