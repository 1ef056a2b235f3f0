import Charts
import Statistics
import TrainingModel

/// The test battery's pages (docs/site-pages.md#tests): every athlete's results of a test, read
/// from the statistics (`TestHistory`, whose best follows the definition's `better`).
extension PageBuilder {
    func testIndex(path: String, words: TestStrings) -> TestIndexView {
        let athletes = context.statistics.athletes
        let tests = context.library.testDefinitions.map { test in
            let count = athletes.reduce(0) { $0 + ($1.tests.first { $0.test == test.id }?.results.count ?? 0) }
            let detail = [test.unit, test.better == .higher ? words.higherIsBetter : words.lowerIsBetter,
                          context.format.count(count, words.resultWord, words.resultsWord)]
            return LinkItem(href: context.href(from: path, to: SitePaths.test(test.id)), label: test.name,
                            detail: Maybe(detail.joined(separator: " · ")))
        }
        return TestIndexView(heading: words.tests, tests: tests, words: words)
    }

    func test(_ test: TestDefinition, path: String, words: TestStrings) -> TestView {
        // Each athlete's history of the test, in the statistics' order (by id).
        let histories = context.statistics.athletes.compactMap { athlete in
            athlete.tests.first { $0.test == test.id }.map { (athlete: athlete.id, history: $0) }
        }
        let bests = histories.map { entry in
            TestView.Best(athlete: context.athleteName(entry.athlete), result: testResult(entry.history.best),
                          date: context.format.date(entry.history.best.date),
                          count: context.format.count(entry.history.results.count, words.resultWord, words.resultsWord))
        }
        return TestView(
            name: test.name,
            hasProtocol: !test.testProtocol.trimmingWhitespace.isEmpty,
            protocolHTML: test.testProtocol.trimmingWhitespace.isEmpty ? "" : context.markdown(test.testProtocol),
            facts: [FactView(label: words.unit, value: test.unit),
                    FactView(label: words.better, value: test.better == .higher ? words.higherIsBetter : words.lowerIsBetter)],
            bests: bests,
            chart: Maybe(histories.isEmpty ? nil : testChart(test, histories: histories, words: words)),
            words: words)
    }

    /// One line per athlete: times in minutes printed as clocks (`24:12`), loads in the site's
    /// unit, numbers as they are; the unit is the first athlete's best result's kind.
    private func testChart(_ test: TestDefinition, histories: [(athlete: String, history: TestHistory)],
                           words: TestStrings) -> DashboardView.ChartCard {
        let units = context.library.config.units
        let value = testChartValue
        let unit = testChartUnit(histories[0].history.best, number: test.unit)
        let series = histories.enumerated().map { offset, entry in
            LineSeries(name: context.athleteName(entry.athlete),
                       points: entry.history.results.map { LinePoint(day: $0.date.daysSinceEpoch, value: value($0)) },
                       style: nil, showsMarkers: true, colour: offset % 6 + 1)
        }
        return DashboardView.ChartCard(
            heading: words.history, lead: .none,
            chartHTML: charts.lines(id: "test-" + Slug.make(test.id), title: test.name, description: words.historyDescription,
                                    series: series, valueTitle: unit.isEmpty ? test.name : "\(test.name) (\(unit))",
                                    decimals: unit == "min" || unit == units.rawValue ? 1 : 2, minutesAsClock: unit == "min"))
    }
}
