import TextAndDates
import TrainingModel

/// One day of the training-load series (docs/statistics.md#session-load-and-the-daily-series): Foster load, acute : chronic ratio,
/// and fitness / fatigue / form. The series runs daily from the athlete's first workout
/// to the as-of date; days without a workout have load 0. Statistics keep the days with
/// a workout and the as-of day; `series(loads:reported:)` gives any other.
@ByteCoded
public struct DailyLoad: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    /// Sum of the day's session loads (session RPE × minutes).
    public var load: Double
    /// Mean daily load over d−6…d. Days before the first workout count as 0.
    public var acute: Double
    /// Mean daily load over d−27…d. Days before the first workout count as 0.
    public var chronic: Double
    /// acute ÷ chronic; nil when the chronic mean is 0.
    public var acwr: Double?
    /// Fitness: CTL_d = CTL_{d−1} + (L_d − CTL_{d−1}) / 42.
    public var ctl: Double
    /// Fatigue: ATL_d = ATL_{d−1} + (L_d − ATL_{d−1}) / 7.
    public var atl: Double
    /// Form: TSB_d = CTL_{d−1} − ATL_{d−1}.
    public var tsb: Double

    public init(date: CalendarDate, load: Double, acute: Double, chronic: Double, acwr: Double?, ctl: Double,
                atl: Double, tsb: Double) {
        self.date = date
        self.load = load
        self.acute = acute
        self.chronic = chronic
        self.acwr = acwr
        self.ctl = ctl
        self.atl = atl
        self.tsb = tsb
    }

    enum CodingKeys: String, CodingKey { case date, load, acute, chronic, acwr, ctl, atl, tsb }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(rounded: load, forKey: .load)
        try c.encode(rounded: acute, forKey: .acute)
        try c.encode(rounded: chronic, forKey: .chronic)
        try c.encode(rounded: acwr, forKey: .acwr)
        try c.encode(rounded: ctl, forKey: .ctl)
        try c.encode(rounded: atl, forKey: .atl)
        try c.encode(rounded: tsb, forKey: .tsb)
    }
}
