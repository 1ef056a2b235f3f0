import Charts
import Statistics
import TrainingModel

/// Builds the site's charts with labels in the site's language: dates from the
/// `Strings` catalogue, numbers with its decimal separator, masses in the display
/// unit. Every chart comes back as `figureHTML`: inline SVG with a `<title>`, a
/// description, and its numbers as a table behind "Show data" for readers who
/// cannot see it.
struct ChartFactory: Sendable {
    let strings: Strings
    let dashboardStrings: DashboardStrings
    let units: MassUnit
    let weekStarts: Charts.Weekday

    /// Cards on the dashboard sit two to a row on a desktop: this keeps their text
    /// legible when a phone scales them down to its width.
    static let cardSize = ChartSize(width: 420, height: 240)
    /// A card across the dashboard's width: a year of weeks.
    static let wideSize = ChartSize(width: 840, height: 240)

    init(strings: Strings, dashboard: DashboardStrings, units: MassUnit, weekStarts: TrainingModel.Weekday) {
        self.strings = strings
        dashboardStrings = dashboard
        self.units = units
        self.weekStarts = weekStarts == .sunday ? .sunday : .monday
    }

    /// Numbers with `decimals` places in the site's language.
    func numberFormat(decimals: Int) -> ChartFormat {
        ChartFormat(decimals: decimals, decimalSeparator: strings.decimalSeparator,
                    groupingSeparator: dashboardStrings.groupingSeparator, minusSign: "−",
                    thousandSuffix: dashboardStrings.thousandSuffix, millionSuffix: dashboardStrings.millionSuffix)
    }

    /// `2 Mar`, `2 mar`: the short day label of ticks and week bars.
    func shortDay(_ date: CalendarDate) -> String {
        "\(date.day) \(strings.monthShortNames[date.month - 1])"
    }

    var dateAxis: DateAxis {
        let strings = self.strings
        let format = DisplayFormatter(strings: strings, units: units)
        return DateAxis(
            title: strings.date, firstWeekday: weekStarts,
            tickLabel: { tick in
                let date = CalendarDate(daysSinceEpoch: tick.day)
                switch tick.unit {
                case .year: return String(date.year)
                case .month:
                    let name = strings.monthShortNames[date.month - 1]
                    return date.month == 1 ? "\(name) \(date.year)" : name
                case .day, .week: return "\(date.day) \(strings.monthShortNames[date.month - 1])"
                }
            },
            dayLabel: { format.date(CalendarDate(daysSinceEpoch: $0)) })
    }

    // MARK: - Charts

    /// A vertical bar per week, labelled with the week's first day; with `lastIsPartial`
    /// the last week, not over yet, is drawn hollow and the description says so.
    func weeklyBars(id: String, title: String, description: String, weeks: [WeekStatistics], valueTitle: String,
                    lastIsPartial: Bool = false, size: ChartSize = Self.cardSize,
                    value: (WeekStatistics) -> Double) -> String {
        let bars = weeks.enumerated().map { index, week in
            Bar(label: shortDay(week.start), value: value(week), isPartial: lastIsPartial && index == weeks.count - 1)
        }
        let description = lastIsPartial ? description + " " + dashboardStrings.partialWeekNote : description
        return BarChart(id: id, title: title, description: description, categoryTitle: dashboardStrings.week, bars: bars,
                        valueAxis: ValueAxis(title: valueTitle, format: numberFormat(decimals: 0)),
                        size: size).figureHTML(dataSummary: dashboardStrings.showData)
    }

    func horizontalBars(id: String, title: String, description: String, categoryTitle: String,
                        bars: [Bar], valueTitle: String, decimals: Int) -> String {
        let height = Double(max(3, bars.count)) * 26 + 50
        return BarChart(id: id, title: title, description: description, categoryTitle: categoryTitle, bars: bars,
                        orientation: .horizontal,
                        valueAxis: ValueAxis(title: valueTitle, format: numberFormat(decimals: decimals)),
                        size: ChartSize(width: 420, height: height)).figureHTML(dataSummary: dashboardStrings.showData)
    }

    /// A line chart over dates; `range` widens the date axis (e.g. the last 90 days);
    /// `minutesAsClock` prints values in minutes as `5:32` (paces).
    func lines(id: String, title: String, description: String, series: [LineSeries], valueTitle: String,
               decimals: Int, includesZero: Bool = false, minutesAsClock: Bool = false,
               references: [ReferenceLine] = [], range: ClosedRange<CalendarDate>? = nil) -> String {
        var axis = dateAxis
        axis.start = range?.lowerBound.daysSinceEpoch
        axis.end = range?.upperBound.daysSinceEpoch
        var format = numberFormat(decimals: decimals)
        format.minutesAsClock = minutesAsClock
        return LineChart(id: id, title: title, description: description, series: series, xAxis: axis,
                         yAxis: ValueAxis(title: valueTitle, format: format, includesZero: includesZero),
                         referenceLines: references, size: Self.cardSize).figureHTML(dataSummary: dashboardStrings.showData)
    }

    /// A year of days ending at `lastDay`, shaded by `values` (day → value).
    func calendar(id: String, title: String, description: String, days: [HeatMapDay],
                  lastDay: CalendarDate, weeks: Int = 53, valueTitle: String) -> String {
        let format = DisplayFormatter(strings: strings, units: units)
        let labels = HeatMapLabels(
            monthNames: strings.monthShortNames, weekdayNames: strings.weekdayShortNames, less: dashboardStrings.less, more: dashboardStrings.more,
            dateTitle: strings.date, valueTitle: valueTitle,
            dayLabel: { format.date(CalendarDate(daysSinceEpoch: $0)) })
        return HeatMap(id: id, title: title, description: description, days: days,
                       lastDay: lastDay.daysSinceEpoch, firstWeekday: weekStarts, weeks: weeks, labels: labels,
                       format: numberFormat(decimals: 0)).figureHTML(dataSummary: dashboardStrings.showData)
    }

    /// An e1RM trend in the display unit, one point per day.
    func e1rmSeries(_ points: [E1RMPoint]) -> LineSeries {
        daySeries(name: dashboardStrings.e1rm, points: points.map { ($0.date, units.fromKilograms($0.e1rm)) })
    }

    /// Two points further apart than this are not joined: a line drawn straight across
    /// months without training would show progress that nobody measured.
    static let gapDays = 56

    /// One value per day, oldest first, already in display units; markers while they fit,
    /// and a break wherever two days are more than `gapDays` apart.
    func daySeries(name: String, points: [(CalendarDate, Double)]) -> LineSeries {
        let line = points.map { LinePoint(day: $0.0.daysSinceEpoch, value: $0.1) }
        return LineSeries(name: name, points: LineSeries.breakingGaps(line, longerThan: Self.gapDays),
                          showsMarkers: points.count <= 40)
    }

    /// `e1RM (kg)`.
    func massTitle(_ name: String) -> String { "\(name) (\(units.rawValue))" }

    /// A small trend line for a headline number, with `label` as its accessible name.
    func sparkline(_ values: [Double?], label: String, lastIsPartial: Bool = false) -> String {
        Sparkline.svg(values, label: label, width: 96, height: 24, lastIsPartial: lastIsPartial)
    }
}
