/// A weekday × hour heat map: one row per weekday (Monday first), one column per hour
/// of `hours`, each cell shaded by a share from 0 to 1 (a facility's occupancy). The
/// levels are absolute: 1 is up to a quarter full, 4 more than three quarters, so two
/// facilities' maps compare. A nil cell (closed) is drawn as an outline only.
public struct HourHeatMap: SVGChart {
    public let id: String
    public var title: String
    public var description: String
    /// Seven rows, Monday first, of 24 shares (nil where nothing could be booked).
    public var grid: [[Double?]]
    /// The hours drawn, e.g. 7..<22.
    public var hours: Range<Int>
    /// Seven names, Monday first: short for the rows, as given for the data table.
    public var weekdayNames: [String]
    /// Corner header of the data table ("Weekday") and the text for a closed hour.
    public var weekdayTitle: String
    public var closed: String
    public var format: ChartFormat

    public init(id: String, title: String, description: String, grid: [[Double?]], hours: Range<Int>,
                weekdayNames: [String], weekdayTitle: String, closed: String, format: ChartFormat = ChartFormat()) {
        self.id = Markup.identifier(id)
        self.title = title
        self.description = description
        self.grid = grid
        self.hours = hours
        self.weekdayNames = weekdayNames
        self.weekdayTitle = weekdayTitle
        self.closed = closed
        self.format = format
    }

    static let cell = 22.0
    static let pitch = 25.0

    /// The level (0...4) of a share: 0 for nothing booked, then quarters.
    public static func level(of share: Double) -> Int {
        guard share > 0 else { return 0 }
        return min(4, max(1, Int((share * 4 - 1e-9).rounded(.up))))
    }

    func value(row: Int, hour: Int) -> Double? {
        row < grid.count && hour >= 0 && hour < grid[row].count ? grid[row][hour] : nil
    }

    /// `40%`, in the chart's number format.
    func percent(_ share: Double) -> String { format.string(share * 100, decimals: 0) + "%" }

    public func svg() -> String {
        let gridX = (weekdayNames.map { estimatedTextWidth(String($0.prefix(3))) }.max() ?? 0) + 10
        let gridY = 16.0
        let width = gridX + Double(hours.count) * Self.pitch + 2
        let height = gridY + 7 * Self.pitch + 2
        var svg = SVGWriter(id: id, kind: "hour-heatmap", width: width, height: height, title: title, description: description)
        svg.open("g", [("class", "axis axis-hour")])
        for (column, hour) in hours.enumerated() where column % 2 == 0 {
            svg.element("text", [("x", svgNumber(gridX + Double(column) * Self.pitch + Self.cell / 2)), ("y", "10"),
                                 ("text-anchor", "middle")], text: (hour < 10 ? "0" : "") + String(hour))
        }
        svg.close("g")
        svg.open("g", [("class", "axis axis-weekday")])
        for row in 0..<7 {
            svg.element("text", [("x", svgNumber(gridX - 6)), ("y", svgNumber(gridY + Double(row) * Self.pitch + Self.cell / 2)),
                                 ("dy", "0.35em"), ("text-anchor", "end")], text: String(weekdayNames[row].prefix(3)))
        }
        svg.close("g")
        svg.open("g", [("class", "heat"), ("fill", "currentColor")])
        for row in 0..<7 {
            for (column, hour) in hours.enumerated() {
                var attributes = [("x", svgNumber(gridX + Double(column) * Self.pitch)),
                                  ("y", svgNumber(gridY + Double(row) * Self.pitch)),
                                  ("width", svgNumber(Self.cell)), ("height", svgNumber(Self.cell)), ("rx", "2")]
                let label = weekdayNames[row] + " " + (hour < 10 ? "0" : "") + String(hour) + ":00"
                guard let share = value(row: row, hour: hour) else {
                    attributes = [("class", "closed")] + attributes
                        + [("fill", "none"), ("stroke", "currentColor"), ("stroke-opacity", "0.25")]
                    svg.element("rect", attributes, tooltip: label + ": " + closed)
                    continue
                }
                let level = Self.level(of: share)
                attributes = [("class", "hour level-\(level)")] + attributes + [("fill-opacity", HeatMap.levelOpacities[level])]
                svg.element("rect", attributes, tooltip: label + ": " + percent(share))
            }
        }
        svg.close("g")
        return svg.finish()
    }

    /// One row per weekday, one column per hour: the share booked, or the closed text.
    public func dataTableHTML() -> String {
        let columns = [weekdayTitle] + hours.map { (($0 < 10 ? "0" : "") + String($0)) + ":00" }
        let rows = (0..<7).map { row in
            (header: weekdayNames[row], cells: hours.map { hour in value(row: row, hour: hour).map(percent) ?? closed })
        }
        return DataTable(caption: title, columns: columns, rows: rows).html()
    }
}
