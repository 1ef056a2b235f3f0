import TextAndDates
import Foundation
import TrainingModel

/// Race times predicted with Riegel's formula T2 = T1·(D2/D1)^1.06 (docs/statistics.md#tests-and-race-predictions).
///
/// The source is the athlete's most recent race result (a test with a known race
/// distance and a time) on or before the as-of date, because recent form predicts
/// better than an old best; on a day with several, the longest distance, then the
/// test name, decides.
@ByteCoded
public struct RacePredictions: Sendable, Hashable, Encodable {
    public static let exponent = 1.06

    /// The distances predicted, metres.
    public static let targets: [(name: String, metres: Double)] = [
        ("5k", 5000), ("10k", 10000), ("half-marathon", 21097.5), ("marathon", 42195),
    ]

    public var sourceTest: String
    public var sourceDate: CalendarDate
    /// Metres.
    public var sourceDistance: Double
    /// Seconds.
    public var sourceTime: Double
    public var predictions: [RacePrediction]

    public init(sourceTest: String, sourceDate: CalendarDate, sourceDistance: Double, sourceTime: Double,
                predictions: [RacePrediction]) {
        self.sourceTest = sourceTest
        self.sourceDate = sourceDate
        self.sourceDistance = sourceDistance
        self.sourceTime = sourceTime
        self.predictions = predictions
    }

    /// Riegel: seconds for `distance` metres given `time` seconds over `sourceDistance` metres.
    public static func riegel(time: Double, distance sourceDistance: Double, to distance: Double) -> Double {
        time * pow(distance / sourceDistance, exponent)
    }

    enum CodingKeys: String, CodingKey {
        case sourceTest = "source_test", sourceDate = "source_date", sourceDistance = "source_distance_m"
        case sourceTime = "source_time_s", predictions
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sourceTest, forKey: .sourceTest)
        try c.encode(sourceDate, forKey: .sourceDate)
        try c.encode(rounded: sourceDistance, forKey: .sourceDistance)
        try c.encode(rounded: sourceTime, forKey: .sourceTime)
        try c.encode(predictions, forKey: .predictions)
    }
}

@ByteCoded

public struct RacePrediction: Sendable, Hashable, Encodable {
    public var race: String
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var time: Double

    public init(race: String, distance: Double, time: Double) {
        self.race = race
        self.distance = distance
        self.time = time
    }

    enum CodingKeys: String, CodingKey { case race, distance = "distance_m", time = "time_s" }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(race, forKey: .race)
        try c.encode(rounded: distance, forKey: .distance)
        try c.encode(rounded: time, forKey: .time)
    }
}
