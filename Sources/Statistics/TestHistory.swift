import TextAndDates
import TrainingModel

/// Every result of one performance test (`5k`, `max-hang-20mm-7s`, `vo2max`) up to the as-of date.
@ByteCoded
public struct TestHistory: Sendable, Hashable, Encodable {
    public var test: String
    /// Oldest first; same-day results in library order.
    public var results: [TestPoint]
    public var latest: TestPoint
    /// For races (a known race distance with a time result) the fastest; otherwise the
    /// highest value (heaviest load, longest time, biggest number).
    public var best: TestPoint

    public init(test: String, results: [TestPoint], latest: TestPoint, best: TestPoint) {
        self.test = test
        self.results = results
        self.latest = latest
        self.best = best
    }

    /// The lowest time for a race (`TestResult.raceDistance(of:)`), else the highest value;
    /// the first of equal ones. `points` must not be empty.
    public static func best(of points: [TestPoint], test: String) -> TestPoint {
        let lowerIsBetter = TestResult.raceDistance(of: test) != nil
        var best = points[0]
        for point in points.dropFirst() {
            let better = point.kind == "time" && lowerIsBetter ? point.magnitude < best.magnitude : point.magnitude > best.magnitude
            if better { best = point }
        }
        return best
    }

    enum CodingKeys: String, CodingKey { case test, results, latest, best }
}

@ByteCoded

public struct TestPoint: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    public var result: TestResult.Value

    public init(date: CalendarDate, result: TestResult.Value) {
        self.date = date
        self.result = result
    }

    /// Seconds, kilograms or the number, as the result's kind says.
    public var magnitude: Double {
        switch result {
        case .time(let seconds): return seconds
        case .load(let load): return load.kilograms
        case .number(let number): return number
        }
    }

    /// `time` (seconds), `load` (kilograms, external load) or `number`.
    public var kind: String {
        switch result {
        case .time: return "time"
        case .load: return "load"
        case .number: return "number"
        }
    }

    enum CodingKeys: String, CodingKey { case date, kind, value }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(kind, forKey: .kind)
        try c.encode(rounded: magnitude, forKey: .value)
    }
}
