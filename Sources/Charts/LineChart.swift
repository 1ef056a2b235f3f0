/// A line chart with dates on the x axis: e1RM trends, bodyweight with its rolling
/// mean, fitness / fatigue / form.
///
/// The value axis uses nice ticks (`NiceScale`) with a horizontal grid line at each
/// and a stronger zero line when values go negative; the date axis ticks at days,
/// week starts, month starts or year starts depending on the span. With more than
/// one series a legend above the plot shows each series' dash pattern and marker.
public struct LineChart: SVGChart {
    public let id: String
    public var title: String
    public var description: String
    public var series: [LineSeries]
    public var xAxis: DateAxis
    public var yAxis: ValueAxis
    /// Drawn behind the series, dotted, in the text colour.
    public var referenceLines: [ReferenceLine]
    public var size: ChartSize

    /// `id` is made a valid id with `Markup.identifier`; the SVG's ids derive from it.
    public init(
        id: String,
        title: String,
        description: String,
        series: [LineSeries],
        xAxis: DateAxis = DateAxis(),
        yAxis: ValueAxis = ValueAxis(),
        referenceLines: [ReferenceLine] = [],
        size: ChartSize = .standard
    ) {
        self.id = Markup.identifier(id)
        self.title = title
        self.description = description
        self.series = series
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.referenceLines = referenceLines
        self.size = size
    }

    public func svg() -> String {
        let layout = self.layout()
        var svg = SVGWriter(id: id, kind: "line", width: size.width, height: size.height, title: title, description: description)
        drawValueAxis(layout, into: &svg)
        drawDateAxis(layout, into: &svg)
        drawReferenceLines(layout, into: &svg)
        for (index, line) in series.enumerated() {
            drawSeries(line, index: index, layout: layout, into: &svg)
        }
        if series.count > 1 { drawLegend(layout, into: &svg) }
        return svg.finish()
    }

    public func dataTableHTML() -> String {
        let lookups: [[Int: Double]] = series.map { line in
            var values: [Int: Double] = [:]
            for point in line.points {
                if let value = point.value, value.isFinite, values[point.day] == nil { values[point.day] = value }
            }
            return values
        }
        let days = Set(lookups.flatMap(\.keys)).sorted()
        let rows = days.map { day in
            (header: xAxis.dayLabel(day), cells: lookups.map { $0[day].map(yAxis.format.string) ?? "" })
        }
        let valueColumns = series.count == 1 && series[0].name.isEmpty ? [yAxis.title] : series.map(\.name)
        return DataTable(caption: title, columns: [xAxis.title] + valueColumns, rows: rows).html()
    }
}

// MARK: - Layout

/// Where everything goes; `@testable` tests read it to check the drawn coordinates.
struct LineChartLayout {
    var plot: PlotRect
    /// nil when there is no data and no axis range: no date ticks are drawn.
    var days: (first: Int, last: Int)?
    var scale: NiceScale
    var dateTicks: [DateTick]
    var legend: [LegendItem]
    var axisTitleBaseline: Double

    func x(_ day: Int) -> Double {
        guard let days, days.last > days.first else { return plot.x + plot.width / 2 }
        return plot.x + Double(day - days.first) / Double(days.last - days.first) * plot.width
    }

    func y(_ value: Double) -> Double {
        plot.maxY - (value - scale.lower) / (scale.upper - scale.lower) * plot.height
    }
}

/// One legend entry: the swatch starts at `x`, the text baseline is `baseline`.
struct LegendItem {
    var index: Int
    var x: Double
    var baseline: Double
}

extension LineChart {
    func layout() -> LineChartLayout {
        let values = (series.flatMap { $0.points.compactMap(\.value) } + referenceLines.map(\.value)).filter(\.isFinite)
        let scale = yAxis.scale(for: values)
        let tickLabels = yAxis.format.tickLabels(scale.ticks, step: scale.step)

        var allDays = series.flatMap { $0.points.map(\.day) }
        if let start = xAxis.start { allDays.append(start) }
        if let end = xAxis.end { allDays.append(end) }
        var days: (first: Int, last: Int)?
        if let first = allDays.min(), let last = allDays.max() {
            days = first == last ? (first - 1, last + 1) : (first, last)
        }

        // Legend rows, wrapped to the chart width, then the axis title, then the plot.
        var legend: [LegendItem] = []
        var cursorY = 4.0
        if series.count > 1 {
            var x = 8.0
            var baseline = cursorY + 12
            for (index, line) in series.enumerated() {
                let width = 28 + estimatedTextWidth(line.name)
                if x > 8, x + width > size.width - 8 {
                    x = 8
                    baseline += 16
                }
                legend.append(LegendItem(index: index, x: x, baseline: baseline))
                x += width + 16
            }
            cursorY = baseline + 4
        }
        var axisTitleBaseline = cursorY
        if !yAxis.title.isEmpty {
            axisTitleBaseline = cursorY + 12
            cursorY += 16
        }
        let left = max(24, (tickLabels.map { estimatedTextWidth($0) }.max() ?? 0) + 12)
        let top = cursorY + 8
        let plot = PlotRect(x: left, y: top, width: max(1, size.width - left - 20), height: max(1, size.height - top - 24))
        var ticks: [DateTick] = []
        if let days {
            ticks = DateTick.ticks(from: days.first, through: days.last,
                                   maxCount: max(2, Int(plot.width / 64)), firstWeekday: xAxis.firstWeekday)
        }
        return LineChartLayout(plot: plot, days: days, scale: scale, dateTicks: ticks, legend: legend,
                               axisTitleBaseline: axisTitleBaseline)
    }

    /// The series' palette class and dash style, defaulting by position.
    func appearance(of line: LineSeries, index: Int) -> (colourClass: String, style: LineStyle, marker: MarkerShape) {
        let colourClass = line.colour.map { Chart.seriesClass(index: $0 - 1) } ?? Chart.seriesClass(index: index)
        let style = line.style ?? LineStyle.allCases[index % LineStyle.allCases.count]
        return (colourClass, style, MarkerShape.allCases[index % MarkerShape.allCases.count])
    }
}

// MARK: - Drawing

extension LineChart {
    private func drawValueAxis(_ layout: LineChartLayout, into svg: inout SVGWriter) {
        let plot = layout.plot
        let labels = yAxis.format.tickLabels(layout.scale.ticks, step: layout.scale.step)
        svg.open("g", [("class", "axis axis-y")])
        for (tick, label) in zip(layout.scale.ticks, labels) {
            let y = svgNumber(layout.y(tick))
            svg.empty("line", [("class", "grid"), ("x1", svgNumber(plot.x)), ("x2", svgNumber(plot.maxX)),
                               ("y1", y), ("y2", y), ("stroke", "currentColor"), ("stroke-opacity", "0.15")])
            svg.element("text", [("x", svgNumber(plot.x - 6)), ("y", y), ("dy", "0.35em"), ("text-anchor", "end")], text: label)
        }
        if layout.scale.lower < 0, layout.scale.upper > 0 {
            let y = svgNumber(layout.y(0))
            svg.empty("line", [("class", "zero-line"), ("x1", svgNumber(plot.x)), ("x2", svgNumber(plot.maxX)),
                               ("y1", y), ("y2", y), ("stroke", "currentColor"), ("stroke-opacity", "0.6")])
        }
        if !yAxis.title.isEmpty {
            svg.element("text", [("class", "axis-title"), ("x", "4"), ("y", svgNumber(layout.axisTitleBaseline))], text: yAxis.title)
        }
        svg.close("g")
    }

    private func drawDateAxis(_ layout: LineChartLayout, into svg: inout SVGWriter) {
        let plot = layout.plot
        let bottom = svgNumber(plot.maxY)
        svg.open("g", [("class", "axis axis-x")])
        svg.empty("line", [("class", "axis-line"), ("x1", svgNumber(plot.x)), ("x2", svgNumber(plot.maxX)),
                           ("y1", bottom), ("y2", bottom), ("stroke", "currentColor"), ("stroke-opacity", "0.5")])
        for tick in layout.dateTicks {
            let x = svgNumber(layout.x(tick.day))
            svg.empty("line", [("x1", x), ("x2", x), ("y1", bottom), ("y2", svgNumber(plot.maxY + 4)),
                               ("stroke", "currentColor"), ("stroke-opacity", "0.5")])
            svg.element("text", [("x", x), ("y", svgNumber(plot.maxY + 16)), ("text-anchor", "middle")],
                        text: xAxis.tickLabel(tick))
        }
        svg.close("g")
    }

    private func drawReferenceLines(_ layout: LineChartLayout, into svg: inout SVGWriter) {
        guard !referenceLines.isEmpty else { return }
        let plot = layout.plot
        svg.open("g", [("class", "reference")])
        for line in referenceLines where line.value.isFinite {
            let y = layout.y(line.value)
            svg.empty("line", [("x1", svgNumber(plot.x)), ("x2", svgNumber(plot.maxX)), ("y1", svgNumber(y)), ("y2", svgNumber(y)),
                               ("stroke", "currentColor"), ("stroke-opacity", "0.6"), ("stroke-dasharray", "2 3")])
            if !line.label.isEmpty {
                svg.element("text", [("x", svgNumber(plot.maxX)), ("y", svgNumber(y - 4)), ("text-anchor", "end"), ("font-size", "10")],
                            text: line.label)
            }
        }
        svg.close("g")
    }

    private func drawSeries(_ line: LineSeries, index: Int, layout: LineChartLayout, into svg: inout SVGWriter) {
        let look = appearance(of: line, index: index)
        let points = line.points.enumerated()
            .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }
            .map { (day: $0.element.day, value: $0.element.value.flatMap { $0.isFinite ? $0 : nil }) }

        // Runs of consecutive values; a nil value ends a run.
        var runs: [[(x: Double, y: Double, day: Int, value: Double)]] = []
        var current: [(x: Double, y: Double, day: Int, value: Double)] = []
        for point in points {
            if let value = point.value {
                current.append((layout.x(point.day), layout.y(value), point.day, value))
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }

        svg.open("g", [("class", "series \(look.colourClass)")])
        let d = runs.filter { $0.count > 1 }.map { run in
            run.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(svgNumber($0.element.x)) \(svgNumber($0.element.y))" }.joined()
        }.joined()
        if !d.isEmpty {
            var attributes = [("class", "line"), ("d", d), ("fill", "none"), ("stroke", "currentColor"),
                              ("stroke-width", "2"), ("stroke-linejoin", "round"), ("stroke-linecap", "round")]
            if let dash = look.style.dashArray { attributes.append(("stroke-dasharray", dash)) }
            svg.empty("path", attributes)
        }
        for run in runs where line.showsMarkers || run.count == 1 {
            for point in run {
                let tooltip = (line.name.isEmpty ? "" : line.name + ", ") + "\(xAxis.dayLabel(point.day)): \(yAxis.format.string(point.value))"
                drawMarker(look.marker, x: point.x, y: point.y, tooltip: tooltip, into: &svg)
            }
        }
        svg.close("g")
    }

    private func drawLegend(_ layout: LineChartLayout, into svg: inout SVGWriter) {
        svg.open("g", [("class", "legend")])
        for item in layout.legend {
            let line = series[item.index]
            let look = appearance(of: line, index: item.index)
            let y = item.baseline - 4
            svg.open("g", [("class", "series \(look.colourClass)")])
            var attributes = [("x1", svgNumber(item.x)), ("x2", svgNumber(item.x + 20)), ("y1", svgNumber(y)), ("y2", svgNumber(y)),
                              ("stroke", "currentColor"), ("stroke-width", "2"), ("stroke-linecap", "round")]
            if let dash = look.style.dashArray { attributes.append(("stroke-dasharray", dash)) }
            svg.empty("line", attributes)
            if line.showsMarkers { drawMarker(look.marker, x: item.x + 10, y: y, tooltip: nil, into: &svg) }
            svg.close("g")
            svg.element("text", [("x", svgNumber(item.x + 28)), ("y", svgNumber(item.baseline))], text: line.name)
        }
        svg.close("g")
    }

    /// A marker with an optional `<title>` tooltip (the legend's swatch markers have none).
    private func drawMarker(_ shape: MarkerShape, x: Double, y: Double, tooltip: String?, into svg: inout SVGWriter) {
        let name: String
        var attributes: [(String, String)] = [("class", "marker")]
        switch shape {
        case .circle:
            name = "circle"
            attributes += [("cx", svgNumber(x)), ("cy", svgNumber(y)), ("r", "3")]
        case .square:
            name = "rect"
            attributes += [("x", svgNumber(x - 3)), ("y", svgNumber(y - 3)), ("width", "6"), ("height", "6")]
        case .diamond:
            name = "path"
            attributes.append(("d", "M\(svgNumber(x)) \(svgNumber(y - 4))L\(svgNumber(x + 4)) \(svgNumber(y))L\(svgNumber(x)) \(svgNumber(y + 4))L\(svgNumber(x - 4)) \(svgNumber(y))Z"))
        case .triangle:
            name = "path"
            attributes.append(("d", "M\(svgNumber(x)) \(svgNumber(y - 4))L\(svgNumber(x + 4)) \(svgNumber(y + 3))L\(svgNumber(x - 4)) \(svgNumber(y + 3))Z"))
        }
        attributes.append(("fill", "currentColor"))
        if let tooltip {
            svg.element(name, attributes, tooltip: tooltip)
        } else {
            svg.empty(name, attributes)
        }
    }
}
