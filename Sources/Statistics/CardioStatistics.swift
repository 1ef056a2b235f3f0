import TextAndDates
import TrainingModel

/// An athlete's cardio, per sport: distance, time and pace per session, week and month,
/// best efforts over standard distances, and distance and pace records
/// (docs/stats-json.md, "cardio"). Distances are metres, times seconds and paces seconds
/// per kilometre whatever the site's `units`; pages and report.md convert for display.
@ByteCoded
public struct CardioStatistics: Sendable, Hashable, Encodable {
    /// Sorted by sport id.
    public var sports: [SportStatistics]

    public init(sports: [SportStatistics] = []) {
        self.sports = sports
    }

    public var isEmpty: Bool { sports.isEmpty }

    public func sport(id: String) -> SportStatistics? {
        sports.first { $0.sport == id }
    }

    /// Seconds per kilometre; nil without a distance.
    public static func pace(seconds: Double, metres: Double) -> Double? {
        metres > 0 && seconds > 0 ? seconds / (metres / 1000) : nil
    }

    enum CodingKeys: String, CodingKey { case sports }
}

/// One sport of one athlete (`sport:` on its exercises, see `Exercise.sportID`).
@ByteCoded
public struct SportStatistics: Sendable, Hashable, Encodable {
    public var sport: String
    public var totals: CardioTotals
    /// The longest working set with a distance; nil when no set had one.
    public var longest: CardioEffort?
    /// One per standard distance of the sport that some effort covered, shortest first.
    public var bestEfforts: [BestEffort]
    /// The weeks with a session, oldest first (docs/stats-json.md#cardio); `weeks(_:endingAt:calendar:)`
    /// gives the empty ones between too.
    public var weeks: [CardioPeriod]
    /// Every calendar month from the first session's to the as-of month, oldest first.
    public var months: [CardioPeriod]
    /// One per workout with the sport, in start order.
    public var sessions: [CardioSession]
    /// In workout start order; within a workout the distance record first, then best
    /// efforts from the shortest distance.
    public var records: [CardioRecord]

    public init(sport: String, totals: CardioTotals, longest: CardioEffort? = nil, bestEfforts: [BestEffort] = [],
                weeks: [CardioPeriod] = [], months: [CardioPeriod] = [], sessions: [CardioSession] = [],
                records: [CardioRecord] = []) {
        self.sport = sport
        self.totals = totals
        self.longest = longest
        self.bestEfforts = bestEfforts
        self.weeks = weeks
        self.months = months
        self.sessions = sessions
        self.records = records
    }

    /// The `count` weeks ending at the week of `end`, oldest first, the empty ones
    /// included, none before the week of the first session.
    public func weeks(_ count: Int, endingAt end: CalendarDate, calendar: WeekCalendar) -> [CardioPeriod] {
        guard count > 0 else { return [] }
        return calendar.weeks(weeks, start: \.start, from: end.adding(days: -7 * (count - 1)), through: end) { day in
            CardioPeriod(period: calendar.label(forWeekStarting: day), start: day, totals: CardioTotals())
        }
    }

    enum CodingKeys: String, CodingKey {
        case sport, totals, longest, bestEfforts = "best_efforts", weeks, months, sessions, records
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sport, forKey: .sport)
        try c.encode(totals, forKey: .totals)
        try c.encode(longest, forKey: .longest)
        try c.encode(bestEfforts, forKey: .bestEfforts)
        try c.encode(weeks, forKey: .weeks)
        try c.encode(months, forKey: .months)
        try c.encode(sessions, forKey: .sessions)
        try c.encode(records, forKey: .records)
    }
}

/// Distance and time of a sport over some sessions: the sport's whole history, a week, a
/// month, one workout. Every set of the sport counts, warm-ups too (the distance was
/// covered); the pace is over the sets that have both a distance and a time.
@ByteCoded
public struct CardioTotals: Sendable, Hashable, Encodable {
    public var sessions: Int
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var time: Double
    /// Metres and seconds of the sets with both: what `pace` divides.
    public var pacedDistance: Double
    public var pacedTime: Double

    public init(sessions: Int = 0, distance: Double = 0, time: Double = 0, pacedDistance: Double = 0,
                pacedTime: Double = 0) {
        self.sessions = sessions
        self.distance = distance
        self.time = time
        self.pacedDistance = pacedDistance
        self.pacedTime = pacedTime
    }

    /// Seconds per kilometre; nil when no set had both a distance and a time.
    public var pace: Double? { CardioStatistics.pace(seconds: pacedTime, metres: pacedDistance) }

    mutating func add(_ other: CardioTotals) {
        sessions += other.sessions
        distance += other.distance
        time += other.time
        pacedDistance += other.pacedDistance
        pacedTime += other.pacedTime
    }

    enum CodingKeys: String, CodingKey {
        case sessions, distance = "distance_m", time = "time_s", pace = "pace_s_per_km"
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sessions, forKey: .sessions)
        try c.encode(rounded: distance, forKey: .distance)
        try c.encode(rounded: time, forKey: .time)
        try c.encode(rounded: pace, forKey: .pace)
    }
}

/// A week (`2026-W32`, or its first day when weeks start on Sunday) or a month (`2026-08`).
@ByteCoded
public struct CardioPeriod: Sendable, Hashable, Encodable {
    public var period: String
    /// The period's first day.
    public var start: CalendarDate
    public var totals: CardioTotals

    public init(period: String, start: CalendarDate, totals: CardioTotals) {
        self.period = period
        self.start = start
        self.totals = totals
    }

    enum CodingKeys: String, CodingKey { case period, start, sessions, distance = "distance_m", time = "time_s" }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(period, forKey: .period)
        try c.encode(start, forKey: .start)
        try c.encode(totals.sessions, forKey: .sessions)
        try c.encode(rounded: totals.distance, forKey: .distance)
        try c.encode(rounded: totals.time, forKey: .time)
    }
}

/// One workout's sets of one sport, together: the whole-session pace.
@ByteCoded
public struct CardioSession: Sendable, Hashable, Encodable {
    public var workout: String
    public var date: CalendarDate
    public var totals: CardioTotals

    public init(workout: String, date: CalendarDate, totals: CardioTotals) {
        self.workout = workout
        self.date = date
        self.totals = totals
    }

    public func encode(to encoder: Encoder) throws {
        try encoder.encodeCardioEntry(workout: workout, date: date, distance: totals.distance, time: totals.time,
                                      pace: totals.pace)
    }
}

/// One working set: an effort, covered in one go.
@ByteCoded
public struct CardioEffort: Sendable, Hashable, Encodable {
    public var workout: String
    public var date: CalendarDate
    /// Metres.
    public var distance: Double
    /// Seconds; nil when the set gave only a distance.
    public var time: Double?

    public init(workout: String, date: CalendarDate, distance: Double, time: Double?) {
        self.workout = workout
        self.date = date
        self.distance = distance
        self.time = time
    }

    public var pace: Double? { time.flatMap { CardioStatistics.pace(seconds: $0, metres: distance) } }

    public func encode(to encoder: Encoder) throws {
        try encoder.encodeCardioEntry(workout: workout, date: date, distance: distance, time: time, pace: pace)
    }
}

extension Encoder {
    /// A session and an effort are written alike: `{workout, date, distance_m, time_s, pace_s_per_km}`.
    func encodeCardioEntry(workout: String, date: CalendarDate, distance: Double, time: Double?, pace: Double?) throws {
        var c = container(keyedBy: CardioEntryKeys.self)
        try c.encode(workout, forKey: .workout)
        try c.encode(date, forKey: .date)
        try c.encode(rounded: distance, forKey: .distance)
        try c.encode(rounded: time, forKey: .time)
        try c.encode(rounded: pace, forKey: .pace)
    }
}

private enum CardioEntryKeys: String, CodingKey {
    case workout, date, distance = "distance_m", time = "time_s", pace = "pace_s_per_km"
}

/// The fastest pace over a standard distance, from an effort at least that long: the
/// effort's whole pace, not its fastest stretch (sets carry no splits).
@ByteCoded
public struct BestEffort: Sendable, Hashable, Encodable {
    public var distance: StandardDistance
    /// Seconds over `distance` at the effort's pace.
    public var time: Double
    public var effort: CardioEffort

    public init(distance: StandardDistance, time: Double, effort: CardioEffort) {
        self.distance = distance
        self.time = time
        self.effort = effort
    }

    public var pace: Double { time / (distance.metres / 1000) }

    enum CodingKeys: String, CodingKey {
        case distance, distanceMetres = "distance_m", time = "time_s", pace = "pace_s_per_km", effort
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(distance.id, forKey: .distance)
        try c.encode(rounded: distance.metres, forKey: .distanceMetres)
        try c.encode(rounded: time, forKey: .time)
        try c.encode(rounded: pace, forKey: .pace)
        try c.encode(effort, forKey: .effort)
    }
}

/// A workout that went further in one effort, or faster over a standard distance, than
/// every earlier workout of the sport (the first workout sets none, as with docs/statistics.md#records).
@ByteCoded
public struct CardioRecord: Sendable, Hashable, Encodable {
    @ByteCoded
    public enum Kind: String, Sendable, Hashable, Encodable {
        /// The longest effort: `value` and `previous` are metres.
        case distance
        /// The best effort over `distance`: `value` and `previous` are seconds.
        case bestEffort = "best_effort"
    }

    public var workout: String
    public var date: CalendarDate
    public var kind: Kind
    /// The standard distance of a best-effort record; nil for a distance record.
    public var distance: StandardDistance?
    public var value: Double
    public var previous: Double

    public init(workout: String, date: CalendarDate, kind: Kind, distance: StandardDistance? = nil, value: Double,
                previous: Double) {
        self.workout = workout
        self.date = date
        self.kind = kind
        self.distance = distance
        self.value = value
        self.previous = previous
    }

    enum CodingKeys: String, CodingKey { case workout, date, kind, distance, value, previous }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(workout, forKey: .workout)
        try c.encode(date, forKey: .date)
        try c.encode(kind, forKey: .kind)
        try c.encode(distance?.id, forKey: .distance)
        try c.encode(rounded: value, forKey: .value)
        try c.encode(rounded: previous, forKey: .previous)
    }
}
