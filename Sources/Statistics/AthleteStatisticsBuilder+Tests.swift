import TrainingModel

extension AthleteStatisticsBuilder {
    /// One history per test name, sorted by name; see `TestHistory`.
    func testHistories() -> [TestHistory] {
        var byTest: [String: [TestResult]] = [:]
        for test in tests { byTest[test.test, default: []].append(test) }
        return byTest.keys.sorted().compactMap { name in
            // Stable sort: same-day results keep library order.
            let results = (byTest[name] ?? []).sorted { $0.date < $1.date }
            guard let newest = results.last else { return nil }
            let points = results.map { TestPoint(date: $0.date, result: $0.result) }
            let lowerIsBetter = context.testsBetter[name].map { $0 == .lower }
            let best = TestHistory.best(of: points, test: name, lowerIsBetter: lowerIsBetter)
            return TestHistory(test: name, results: points, latest: TestPoint(date: newest.date, result: newest.result),
                               best: best, lowerIsBetter: lowerIsBetter)
        }
    }

    /// See `RacePredictions` for how the source is chosen.
    func racePredictions() -> RacePredictions? {
        var source: (test: TestResult, distance: Double, seconds: Double)?
        for test in tests {
            guard let distance = test.raceDistance, case .time(let seconds) = test.result, seconds > 0 else { continue }
            if let current = source {
                let newer = (test.date, distance, current.test.test) > (current.test.date, current.distance, test.test)
                guard newer else { continue }
            }
            source = (test, distance, seconds)
        }
        guard let source else { return nil }
        return RacePredictions(
            sourceTest: source.test.test, sourceDate: source.test.date, sourceDistance: source.distance,
            sourceTime: source.seconds,
            predictions: RacePredictions.targets.map { target in
                RacePrediction(race: target.name, distance: target.metres,
                               time: RacePredictions.riegel(time: source.seconds, distance: source.distance,
                                                            to: target.metres))
            })
    }

}
