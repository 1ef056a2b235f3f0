import TextAndDates
import TrainingModel

/// How much of a plan was done (docs/statistics.md#plan-compliance).
///
/// Slots are (day, session) pairs from the plan's schedule. Plan week n runs from
/// `start + 7(n−1)` for seven days, so a weekday's slot is the day of that week with
/// that weekday (the same as the calendar week when `start` is a first day of week, as
/// the content format asks). Only slots dated up to the as-of date, inclusive, are
/// planned. A workout of the athlete whose `session` is the slot's session, dated in
/// the same plan week and not after the as-of date, fills an open slot of that session
/// in that week: the one on its own day if there is one, else the earliest (workouts
/// are matched in start order). Each workout fills at most one slot, so a week's filled
/// count never exceeds its planned count. A workout done before its slot's day fills
/// it only once that day is not after the as-of date.
@ByteCoded
public struct PlanCompliance: Sendable, Hashable, Encodable {
    public var plan: String
    public var name: String
    public var start: CalendarDate
    /// The plan's last day: start + 7·weeks − 1.
    public var end: CalendarDate
    public var planned: Int
    public var filled: Int
    /// filled ÷ planned; nil when nothing was planned yet.
    public var ratio: Double?
    /// Plan weeks that started on or before the as-of date.
    public var weeks: [PlanWeekCompliance]
    /// The planned slots, by date then schedule order.
    public var slots: [PlanSlot]

    public init(plan: String, name: String, start: CalendarDate, end: CalendarDate, planned: Int, filled: Int,
                ratio: Double?, weeks: [PlanWeekCompliance], slots: [PlanSlot]) {
        self.plan = plan
        self.name = name
        self.start = start
        self.end = end
        self.planned = planned
        self.filled = filled
        self.ratio = ratio
        self.weeks = weeks
        self.slots = slots
    }

    enum CodingKeys: String, CodingKey { case plan, name, start, end, planned, filled, ratio, weeks, slots }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(plan, forKey: .plan)
        try c.encode(name, forKey: .name)
        try c.encode(start, forKey: .start)
        try c.encode(end, forKey: .end)
        try c.encode(planned, forKey: .planned)
        try c.encode(filled, forKey: .filled)
        try c.encode(rounded: ratio, forKey: .ratio)
        try c.encode(weeks, forKey: .weeks)
        try c.encode(slots, forKey: .slots)
    }
}

@ByteCoded

public struct PlanWeekCompliance: Sendable, Hashable, Encodable {
    /// 1-based plan week.
    public var number: Int
    public var start: CalendarDate
    public var deload: Bool
    public var planned: Int
    public var filled: Int
    /// filled ÷ planned; nil when nothing was planned yet.
    public var ratio: Double?

    public init(number: Int, start: CalendarDate, deload: Bool, planned: Int, filled: Int, ratio: Double?) {
        self.number = number
        self.start = start
        self.deload = deload
        self.planned = planned
        self.filled = filled
        self.ratio = ratio
    }

    enum CodingKeys: String, CodingKey { case number, start, deload, planned, filled, ratio }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(number, forKey: .number)
        try c.encode(start, forKey: .start)
        try c.encode(deload, forKey: .deload)
        try c.encode(planned, forKey: .planned)
        try c.encode(filled, forKey: .filled)
        try c.encode(rounded: ratio, forKey: .ratio)
    }
}

/// One planned session on one day.
@ByteCoded
public struct PlanSlot: Sendable, Hashable, Encodable {
    public var date: CalendarDate
    public var session: String
    /// 1-based plan week.
    public var week: Int
    /// The workout that filled the slot.
    public var filledBy: String?

    public init(date: CalendarDate, session: String, week: Int, filledBy: String?) {
        self.date = date
        self.session = session
        self.week = week
        self.filledBy = filledBy
    }

    enum CodingKeys: String, CodingKey { case date, session, week, filledBy = "filled_by" }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(session, forKey: .session)
        try c.encode(week, forKey: .week)
        try c.encode(filledBy, forKey: .filledBy)
    }
}
