import Charts
import Statistics
import TrainingModel

/// The profile's history: one chart per body measure and per test, over every dated value
/// up to the as-of date, with the best result (and, for races, the Riegel prediction from
/// the athlete's best race) marked.
extension PageBuilder {
    func profileHistory(_ athlete: String, stats: AthleteStatistics, labels: ProfileStrings) -> [DashboardView.ChartCard] {
        var cards: [DashboardView.ChartCard] = []
        if let bodyweight = bodyweightCard(stats) { cards.append(bodyweight) }
        cards += measureCards(athlete)
        cards += stats.tests.map { testCard($0, predictions: stats.predictions, labels: labels) }
        return cards
    }

    /// Every measure but bodyweight (its own card, with the rolling mean) and height.
    private func measureCards(_ athlete: String) -> [DashboardView.ChartCard] {
        var points: [String: [(CalendarDate, Double)]] = [:]
        for measurement in context.library.measurements(of: athlete) where measurement.date <= context.asOf {
            for value in measurement.values where !["bodyweight", "height"].contains(value.key) {
                points[value.key, default: []].append((measurement.date, value.value))
            }
        }
        return points.keys.sorted().compactMap { key in
            let series = points[key, default: []].sorted { $0.0 < $1.0 }
            guard let last = series.last else { return nil }
            let (scale, unit, decimals) = measureScale(key)
            let label = measurementLabel(key)
            let line = LineSeries(name: label, points: series.map { LinePoint(day: $0.0.daysSinceEpoch, value: $0.1 * scale) },
                                  style: .solid, showsMarkers: true, colour: 1)
            return DashboardView.ChartCard(
                heading: label, lead: Maybe(measurementValue(key, last.1) + " · " + context.format.date(last.0)),
                chartHTML: charts.lines(id: "measure-" + Slug.make(key), title: label, description: label,
                                        series: [line], valueTitle: unit.isEmpty ? label : "\(label) (\(unit))",
                                        decimals: decimals))
        }
    }

    /// How a measure is charted: the factor from its stored unit, the unit shown, decimals.
    private func measureScale(_ key: String) -> (Double, String, Int) {
        switch key {
        case "muscle_mass": return (context.library.config.units.fromKilograms(1), context.library.config.units.rawValue, 1)
        case "bodyfat": return (1, "%", 1)
        case "resting_hr": return (1, "bpm", 0)
        case "waist", "hips", "chest", "neck", "arm", "thigh", "calf", "biceps": return (100, "cm", 1)
        default: return (1, "", 2)
        }
    }

    /// Times in minutes, printed as clocks (`24:12`), loads in the site's unit, numbers as they are.
    private func testCard(_ history: TestHistory, predictions: RacePredictions?, labels: ProfileStrings) -> DashboardView.ChartCard {
        let value = testChartValue
        let unit = testChartUnit(history.best, number: "")
        let name = context.names.test(history.test)
        let line = LineSeries(name: name, points: history.results.map { LinePoint(day: $0.date.daysSinceEpoch, value: value($0)) },
                              style: .solid, showsMarkers: true, colour: 1)
        var references = [ReferenceLine(value: value(history.best), label: labels.best + " " + testResult(history.best))]
        if let prediction = predictions?.predictions.first(where: { $0.race == history.test }),
           predictions?.sourceTest != history.test {
            references.append(ReferenceLine(value: prediction.time / 60,
                                            label: labels.riegel + " " + context.format.clock(seconds: prediction.time.rounded())))
        }
        return DashboardView.ChartCard(
            heading: name,
            lead: Maybe(labels.best + " " + testResult(history.best) + " · " + context.format.date(history.best.date)),
            chartHTML: charts.lines(id: "test-" + Slug.make(history.test), title: name,
                                    description: labels.testDescription, series: [line],
                                    valueTitle: unit.isEmpty ? name : "\(name) (\(unit))",
                                    decimals: 1, minutesAsClock: unit == "min", references: references))
    }

    /// A test result as a chart plots it: a time in minutes (printed as a clock, `24:12`), a
    /// load in the site's unit, a number as it is.
    func testChartValue(_ point: TestPoint) -> Double {
        switch point.result {
        case .time(let seconds): return seconds / 60
        case .load(let load): return context.library.config.units.fromKilograms(load.kilograms)
        case .number(let number): return number
        }
    }

    /// The unit a chart of results like `point` shows: `min`, the site's unit, or `number`.
    func testChartUnit(_ point: TestPoint, number: String) -> String {
        switch point.result {
        case .time: return "min"
        case .load: return context.library.config.units.rawValue
        case .number: return number
        }
    }
}
