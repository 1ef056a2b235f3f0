import TextAndDates
/// Dated body measurements (docs/content-format.md#measurements). Known keys are converted to internal units:
/// `bodyweight`, `muscle_mass` kg; `height`, `waist` and other girths metres;
/// `bodyfat` percent; `resting_hr` beats per minute; others as written.
public struct BodyMeasurement: Hashable, Sendable {
    public var date: CalendarDate
    public var athlete: String
    /// Keys in the order written.
    public var values: [MeasurementValue]
    public var sourcePath: String

    public init(date: CalendarDate, athlete: String, values: [MeasurementValue], sourcePath: String = "") {
        self.date = date
        self.athlete = athlete
        self.values = values
        self.sourcePath = sourcePath
    }

    public func value(_ key: String) -> Double? { values.first { $0.key == key }?.value }
}

public struct MeasurementValue: Hashable, Sendable {
    public var key: String
    public var value: Double
    public init(key: String, value: Double) {
        self.key = key
        self.value = value
    }
}

/// A performance test such as a 5k time or a max hang (docs/content-format.md#measurements).
public struct TestResult: Hashable, Sendable {
    @ByteCoded
    public enum Value: Hashable, Sendable {
        /// Seconds.
        case time(Double)
        /// Kilograms (external load, as for sets).
        case load(Load)
        case number(Double)
    }

    public var date: CalendarDate
    public var athlete: String
    public var test: String
    public var result: Value
    public var notes: String?
    public var sourcePath: String

    public init(date: CalendarDate, athlete: String, test: String, result: Value, notes: String? = nil,
                sourcePath: String = "") {
        self.date = date
        self.athlete = athlete
        self.test = test
        self.result = result
        self.notes = notes
        self.sourcePath = sourcePath
    }

    /// Race distances in metres for tests Spotter knows (`5k`, `10k`, `half-marathon`, `marathon`).
    public var raceDistance: Double? { Self.raceDistance(of: test) }

    /// The race distance a test's name stands for, in metres; nil for any other test.
    public static func raceDistance(of test: String) -> Double? {
        switch test.lowercased() {
        case "1k": return 1000
        case "1mi", "mile": return 1609.344
        case "5k": return 5000
        case "10k": return 10000
        case "half-marathon", "half": return 21097.5
        case "marathon": return 42195
        default: return nil
        }
    }
}
