import TextAndDates
import TrainingModel

/// Every result of one performance test (`5k`, `max-hang-20mm-7s`, `vo2max`) up to the as-of date.
@ByteCoded
public struct TestHistory: Sendable, Hashable, Encodable {
    public var test: String
    /// Oldest first; same-day results in library order.
    public var results: [TestPoint]
    public var latest: TestPoint
    /// The lowest result for a test defined with `better: lower`, the highest for one with
    /// `better: higher`; for a test the site does not define, the fastest for a race (a known
    /// race distance with a time result), otherwise the highest value (heaviest load, longest
    /// time, biggest number).
    public var best: TestPoint
    /// What the test's definition says (`better: lower`); nil when the site does not define it.
    public var lowerIsBetter: Bool?

    public init(test: String, results: [TestPoint], latest: TestPoint, best: TestPoint, lowerIsBetter: Bool? = nil) {
        self.test = test
        self.results = results
        self.latest = latest
        self.best = best
        self.lowerIsBetter = lowerIsBetter
    }

    /// With `lowerIsBetter` (a definition's `better`) the lowest or the highest value; without, the
    /// lowest time for a race (`TestResult.raceDistance(of:)`), else the highest value; the first
    /// of equal ones. `points` must not be empty.
    public static func best(of points: [TestPoint], test: String, lowerIsBetter: Bool? = nil) -> TestPoint {
        let raceRule = TestResult.raceDistance(of: test) != nil
        var best = points[0]
        for point in points.dropFirst() {
            let lower = lowerIsBetter ?? (point.kind == "time" && raceRule)
            let better = lower ? point.magnitude < best.magnitude : point.magnitude > best.magnitude
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
