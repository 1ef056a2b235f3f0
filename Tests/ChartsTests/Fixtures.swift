import Charts

/// Deterministic chart inputs shared by the golden and read-back tests.
enum Fixtures {
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        CivilDate(year: year, month: month, day: day).daysSince1970
    }

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// English tick labels as a site would pass them.
    static let englishTicks: @Sendable (DateTick) -> String = { tick in
        let date = CivilDate(daysSince1970: tick.day)
        switch tick.unit {
        case .year: return "\(date.year)"
        case .month: return date.month == 1 ? "Jan \(date.year)" : monthNames[date.month - 1]
        case .day, .week: return "\(date.day) \(monthNames[date.month - 1])"
        }
    }

    /// ISO tick labels, so read-back tests can turn a tick back into a day.
    static let isoTicks: @Sendable (DateTick) -> String = { CivilDate(daysSince1970: $0.day).iso8601 }

    static let kilograms = ChartFormat(decimals: 1)

    static func e1rmSeries() -> LineSeries {
        let start = day(2024, 1, 8)
        let points = (0..<15).map { i in
            LinePoint(day: start + i * 12, value: 100 + Double(i) * 1.5 - (i % 3 == 0 ? 2 : 0))
        }
        return LineSeries(name: "Bench press", points: points, showsMarkers: true)
    }

    static func e1rmChart(ticks: @escaping @Sendable (DateTick) -> String = englishTicks) -> LineChart {
        LineChart(
            id: "e1rm-bench-press",
            title: "Bench press e1RM",
            description: "Estimated one-rep max from January to June 2024, rising from 98 kg to 119 kg.",
            series: [e1rmSeries()],
            xAxis: DateAxis(title: "Date", tickLabel: ticks),
            yAxis: ValueAxis(title: "e1RM (kg)", format: kilograms)
        )
    }

    static func bodyweightSeries() -> [LineSeries] {
        let start = day(2024, 3, 1)
        let raw: [Double?] = (0..<70).map { (i: Int) -> Double? in
            if i % 9 == 4 { return nil }
            let trend: Double = 80.0 - Double(i) * 0.03
            let noise: Double = Double((i * 7) % 5) * 0.2
            return trend + noise
        }
        let means: [Double?] = raw.indices.map { i in
            let window = raw[max(0, i - 6)...i].compactMap { $0 }
            return i < 6 || window.isEmpty ? nil : window.reduce(0, +) / Double(window.count)
        }
        return [
            LineSeries(name: "Bodyweight", points: raw.enumerated().map { LinePoint(day: start + $0.offset, value: $0.element) },
                       style: .solid, showsMarkers: true, colour: 1),
            LineSeries(name: "7-day mean", points: means.enumerated().map { LinePoint(day: start + $0.offset, value: $0.element) },
                       style: .dashed, colour: 1),
        ]
    }

    static func bodyweightChart(ticks: @escaping @Sendable (DateTick) -> String = englishTicks) -> LineChart {
        LineChart(
            id: "bodyweight",
            title: "Bodyweight",
            description: "Daily bodyweight and its 7-day mean, March to May 2024.",
            series: bodyweightSeries(),
            xAxis: DateAxis(title: "Date", tickLabel: ticks),
            yAxis: ValueAxis(title: "kg", format: kilograms)
        )
    }

    static func fitnessSeries() -> [LineSeries] {
        let start = day(2024, 1, 1)
        let days = Array(0..<120)
        let fitness = days.map { 40 + Double($0) * 0.2 }
        let fatigue = days.map { 30 + Double(($0 * 13) % 40) }
        return [
            LineSeries(name: "Fitness", points: days.map { LinePoint(day: start + $0, value: fitness[$0]) }),
            LineSeries(name: "Fatigue", points: days.map { LinePoint(day: start + $0, value: fatigue[$0]) }),
            LineSeries(name: "Form", points: days.map { LinePoint(day: start + $0, value: fitness[$0] - fatigue[$0]) }),
        ]
    }

    static func fitnessChart(ticks: @escaping @Sendable (DateTick) -> String = englishTicks) -> LineChart {
        LineChart(
            id: "fitness-fatigue-form",
            title: "Fitness, fatigue and form",
            description: "Fitness rises steadily; fatigue swings between 30 and 69; form is often negative.",
            series: fitnessSeries(),
            xAxis: DateAxis(title: "Date", tickLabel: ticks),
            yAxis: ValueAxis(title: "Load", format: ChartFormat(decimals: 0))
        )
    }

    static func weeklyVolumeBars() -> [Bar] {
        (1...12).map { week in
            let label = "W" + (week < 10 ? "0" : "") + "\(week)"
            return Bar(label: label, value: week == 7 ? nil : 8000 + Double((week * 1370) % 5000))
        }
    }

    static func weeklyVolumeChart() -> BarChart {
        BarChart(
            id: "weekly-volume",
            title: "Weekly volume",
            description: "Volume per week for the first twelve weeks of 2024; week 7 had no training.",
            categoryTitle: "Week",
            bars: weeklyVolumeBars(),
            valueAxis: ValueAxis(title: "Volume (kg)", format: ChartFormat(decimals: 0))
        )
    }

    static let muscleBars: [Bar] = [
        Bar(label: "Chest", value: 12), Bar(label: "Back", value: 14), Bar(label: "Quadriceps", value: 10),
        Bar(label: "Hamstrings", value: 6), Bar(label: "Shoulders", value: 9), Bar(label: "Biceps", value: 8),
        Bar(label: "Triceps", value: 7), Bar(label: "Abdominals & obliques <core>", value: 3),
    ]

    static func musclesChart() -> BarChart {
        BarChart(
            id: "sets-per-muscle",
            title: "Sets per muscle, last 7 days",
            description: "Back had the most working sets (14), abdominals the fewest (3).",
            categoryTitle: "Muscle",
            bars: muscleBars,
            orientation: .horizontal,
            valueAxis: ValueAxis(title: "Working sets")
        )
    }

    static let heatMapLastDay = day(2024, 6, 30)

    static func heatMapDays() -> [HeatMapDay] {
        (day(2023, 6, 1)...heatMapLastDay).compactMap { d in
            (d * 7) % 10 < 4 ? HeatMapDay(day: d, value: Double(1000 + (d * 37) % 9000)) : nil
        }
    }

    static func heatMap(firstWeekday: Weekday = .monday) -> HeatMap {
        HeatMap(
            id: "training-calendar",
            title: "Training calendar",
            description: "Training days from July 2023 to June 2024, shaded by volume.",
            days: heatMapDays(),
            lastDay: heatMapLastDay,
            firstWeekday: firstWeekday,
            labels: HeatMapLabels(valueTitle: "Volume (kg)")
        )
    }
}
