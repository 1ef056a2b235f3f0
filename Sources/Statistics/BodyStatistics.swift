import TextAndDates
import TrainingModel

/// Body trends of an athlete (docs/statistics.md#body).
///
/// The bodyweight series has one point per day that has a bodyweight on or before the
/// as-of date. Measurements win over workouts: a day with a `bodyweight` measurement
/// uses it (the mean when there are several); a day without one uses the workouts'
/// `bodyweight` (their mean). The athlete profile's `bodyweight` is not a dated point;
/// it only stands in for the latest bodyweight when the series is empty. The same goes
/// for height: the latest `height` measurement, else the profile's.
@ByteCoded
public struct BodyStatistics: Sendable, Hashable, Encodable {
    public var bodyweight: [BodyweightPoint]
    /// Kilograms: the last point of the series, else the athlete profile's bodyweight.
    public var latestBodyweight: Double?
    /// Metres.
    public var latestHeight: Double?
    /// kg / m² from the latest bodyweight and latest height.
    public var bmi: Double?
    /// The latest value of every measurement key, sorted by key.
    public var latest: [LatestMeasurement]

    public init(bodyweight: [BodyweightPoint] = [], latestBodyweight: Double? = nil, latestHeight: Double? = nil,
                bmi: Double? = nil, latest: [LatestMeasurement] = []) {
        self.bodyweight = bodyweight
        self.latestBodyweight = latestBodyweight
        self.latestHeight = latestHeight
        self.bmi = bmi
        self.latest = latest
    }

    enum CodingKeys: String, CodingKey {
        case bodyweight, latestBodyweight = "latest_bodyweight_kg", latestHeight = "latest_height_m", bmi, latest
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(bodyweight, forKey: .bodyweight)
        try c.encode(rounded: latestBodyweight, forKey: .latestBodyweight)
        try c.encode(rounded: latestHeight, forKey: .latestHeight)
        try c.encode(rounded: bmi, forKey: .bmi)
        try c.encode(latest, forKey: .latest)
    }
}

@ByteCoded

public struct BodyweightPoint: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    /// Kilograms.
    public var bodyweight: Double
    /// Kilograms: mean of the series' points dated d−6…d (points, not days: days
    /// without a weigh-in are not counted as anything).
    public var rollingMean: Double

    public init(date: CalendarDate, bodyweight: Double, rollingMean: Double) {
        self.date = date
        self.bodyweight = bodyweight
        self.rollingMean = rollingMean
    }

    enum CodingKeys: String, CodingKey { case date, bodyweight = "kg", rollingMean = "mean_7d_kg" }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(rounded: bodyweight, forKey: .bodyweight)
        try c.encode(rounded: rollingMean, forKey: .rollingMean)
    }
}

/// The most recent value of one measurement key, in internal units (see `BodyMeasurement`).
@ByteCoded
public struct LatestMeasurement: Sendable, Hashable, Encodable {
    public var key: String
    public var date: CalendarDate
    public var value: Double

    public init(key: String, date: CalendarDate, value: Double) {
        self.key = key
        self.date = date
        self.value = value
    }

    enum CodingKeys: String, CodingKey { case key, date, value }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(date, forKey: .date)
        try c.encode(rounded: value, forKey: .value)
    }
}
