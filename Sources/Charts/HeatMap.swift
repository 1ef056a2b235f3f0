/// A calendar heat map of a year of training: one column per week (53 by default),
/// one row per weekday, each day shaded at one of five levels.
///
/// The last column is the week containing `lastDay`; days after it are not drawn.
/// Level 0 is a day without a positive value; levels 1–4 split (0, max] into four
/// equal parts, so the busiest day is level 4 and a quarter of it or less is
/// level 1. Cells are one colour (`--chart-heat`) at rising opacity, which reads
/// as a light-to-dark ramp for every kind of colour vision. Month names label the
/// column where each month begins; alternate weekdays label the rows.
public struct HeatMap: SVGChart {
    public let id: String
    public var title: String
    public var description: String
    /// Several entries for one day are added together.
    public var days: [HeatMapDay]
    /// The last day shown, usually the as-of date.
    public var lastDay: Int
    public var firstWeekday: Weekday
    public var weeks: Int
    public var labels: HeatMapLabels
    public var format: ChartFormat

    public init(
        id: String,
        title: String,
        description: String,
        days: [HeatMapDay],
        lastDay: Int,
        firstWeekday: Weekday = .monday,
        weeks: Int = 53,
        labels: HeatMapLabels = HeatMapLabels(),
        format: ChartFormat = ChartFormat()
    ) {
        self.id = Markup.identifier(id)
        self.title = title
        self.description = description
        self.days = days
        self.lastDay = lastDay
        self.firstWeekday = firstWeekday
        self.weeks = max(1, weeks)
        self.labels = labels
        self.format = format
    }

    /// Opacity of the cell colour for levels 0...4.
    static let levelOpacities = ["0.08", "0.3", "0.5", "0.75", "1"]
    static let cell = 10.0
    static let pitch = 13.0

    /// The first day drawn: the start of the week `weeks - 1` weeks before `lastDay`'s.
    public var firstDay: Int { firstWeekday.startOfWeek(containing: lastDay) - 7 * (weeks - 1) }

    /// The summed value per day within `firstDay...lastDay`.
    public var totals: [Int: Double] {
        var totals: [Int: Double] = [:]
        for entry in days where entry.value.isFinite && (firstDay...lastDay).contains(entry.day) {
            totals[entry.day, default: 0] += entry.value
        }
        return totals
    }

    /// The level (0...4) of `value` when the busiest day shown has `maximum`.
    public static func level(of value: Double, maximum: Double) -> Int {
        guard value > 0, maximum > 0 else { return 0 }
        return min(4, max(1, Int((value / maximum * 4 - 1e-9).rounded(.up))))
    }

    public func svg() -> String {
        let layout = self.layout()
        let totals = self.totals
        let maximum = totals.values.max() ?? 0
        var svg = SVGWriter(id: id, kind: "heatmap", width: layout.width, height: layout.height,
                            title: title, description: description)

        svg.open("g", [("class", "axis axis-month")])
        for (column, month) in layout.monthLabels {
            svg.element("text", [("x", svgNumber(layout.x(column: column))), ("y", "10")], text: labels.monthName(month))
        }
        svg.close("g")
        svg.open("g", [("class", "axis axis-weekday")])
        for row in stride(from: 0, to: 7, by: 2) {
            let weekday = Weekday(rawValue: (firstWeekday.rawValue - 1 + row) % 7 + 1) ?? .monday
            svg.element("text", [("x", svgNumber(layout.gridX - 6)), ("y", svgNumber(layout.y(row: row) + Self.cell / 2)),
                                 ("dy", "0.35em"), ("text-anchor", "end")], text: labels.weekdayName(weekday))
        }
        svg.close("g")

        // The fill is inherited from the group to keep 371 cells small.
        svg.open("g", [("class", "heat"), ("fill", "currentColor")])
        for day in firstDay...lastDay {
            let (column, row) = layout.cell(of: day)
            let value = totals[day]
            let level = Self.level(of: value ?? 0, maximum: maximum)
            let attributes = [("class", "day level-\(level)"), ("x", svgNumber(layout.x(column: column))),
                              ("y", svgNumber(layout.y(row: row))), ("width", svgNumber(Self.cell)),
                              ("height", svgNumber(Self.cell)), ("rx", "2"), ("fill-opacity", Self.levelOpacities[level])]
            if let value, value > 0 {
                svg.element("rect", attributes, tooltip: "\(labels.dayLabel(day)): \(format.string(value))")
            } else {
                svg.empty("rect", attributes)
            }
        }
        svg.close("g")

        // Legend at the bottom right: "Less ▢▢▢▢▢ More".
        svg.open("g", [("class", "legend")])
        let legendY = layout.gridY + 7 * Self.pitch + 6
        let squaresStart = layout.gridX + Double(weeks) * Self.pitch - 3 - estimatedTextWidth(labels.more) - 6 - 5 * Self.pitch + 3
        svg.element("text", [("x", svgNumber(squaresStart - 6)), ("y", svgNumber(legendY + Self.cell / 2)), ("dy", "0.35em"),
                             ("text-anchor", "end")], text: labels.less)
        svg.open("g", [("class", "heat")])
        for level in 0...4 {
            svg.empty("rect", [("class", "level-\(level)"), ("x", svgNumber(squaresStart + Double(level) * Self.pitch)),
                               ("y", svgNumber(legendY)), ("width", svgNumber(Self.cell)), ("height", svgNumber(Self.cell)),
                               ("rx", "2"), ("fill", "currentColor"), ("fill-opacity", Self.levelOpacities[level])])
        }
        svg.close("g")
        svg.element("text", [("x", svgNumber(squaresStart + 5 * Self.pitch + 3)), ("y", svgNumber(legendY + Self.cell / 2)),
                             ("dy", "0.35em")], text: labels.more)
        svg.close("g")
        return svg.finish()
    }

    /// Days with a positive value, in date order.
    public func dataTableHTML() -> String {
        let totals = self.totals
        let rows = totals.keys.sorted().compactMap { day -> (header: String, cells: [String])? in
            guard let value = totals[day], value > 0 else { return nil }
            return (header: labels.dayLabel(day), cells: [format.string(value)])
        }
        return DataTable(caption: title, columns: [labels.dateTitle, labels.valueTitle], rows: rows).html()
    }
}

// MARK: - Layout

/// Where cells go; `@testable` tests read it to check the drawn rectangles.
struct HeatMapLayout {
    var firstDay: Int
    var gridX: Double
    var gridY: Double
    var width: Double
    var height: Double
    /// (column, month) for each month whose first day is shown, thinned so labels
    /// are at least three columns apart.
    var monthLabels: [(column: Int, month: Int)]

    func cell(of day: Int) -> (column: Int, row: Int) {
        let offset = day - firstDay
        return (offset / 7, offset % 7)
    }

    func x(column: Int) -> Double { gridX + Double(column) * HeatMap.pitch }
    func y(row: Int) -> Double { gridY + Double(row) * HeatMap.pitch }
}

extension HeatMap {
    func layout() -> HeatMapLayout {
        let widestWeekday = labels.weekdayNames.map { estimatedTextWidth($0) }.max() ?? 0
        let gridX = widestWeekday + 10
        let gridY = 16.0
        var monthLabels: [(column: Int, month: Int)] = []
        var date = CivilDate(daysSince1970: firstDay)
        if date.day != 1 { date = date.firstOfMonth(adding: 1) }
        while date.daysSince1970 <= lastDay {
            let column = (date.daysSince1970 - firstDay) / 7
            if let previous = monthLabels.last, column - previous.column < 3 {
                monthLabels.removeLast()
            }
            // A label must also fit before the right edge of the grid.
            if column <= weeks - 2 || monthLabels.isEmpty { monthLabels.append((column, date.month)) }
            date = date.firstOfMonth(adding: 1)
        }
        let width = gridX + Double(weeks) * Self.pitch - 3 + 4
        let height = gridY + 7 * Self.pitch + 6 + Self.cell + 4
        return HeatMapLayout(firstDay: firstDay, gridX: gridX, gridY: gridY, width: width, height: height, monthLabels: monthLabels)
    }
}
