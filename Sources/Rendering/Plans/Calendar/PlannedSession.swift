import TrainingModel

/// One session a plan puts on one day: what the plan page's calendar, the week sheets
/// and calendar.ics list. Dates follow `PlanCompliance`: plan week n runs from
/// `start + 7(n−1)` for seven days, and a weekday's session falls on that week's day
/// with that weekday.
struct PlannedSession: Hashable, Sendable {
    var plan: String
    /// 1-based plan week.
    var week: Int
    var weekday: Weekday
    var date: CalendarDate
    var session: String
    /// 1 for the first time this session is on this day of this week, 2 for a second, so
    /// a day that lists a session twice still gives each a distinct identity.
    var occurrence: Int
    /// The clock time the plan gives it (`monday: upper-a @ 18:00`), minutes after midnight
    /// in the site's time zone; nil for a day's session with no time.
    var time: Int? = nil

    /// Every planned session of `plan`, by date, then in the order the schedule lists them.
    static func all(in plan: Plan) -> [PlannedSession] {
        guard plan.weeks >= 1 else { return [] }
        return (1...plan.weeks).flatMap { week(of: plan, number: $0) }
    }

    /// The planned sessions of week `number` (1-based), by date then schedule order.
    static func week(of plan: Plan, number: Int) -> [PlannedSession] {
        let weekStart = plan.start.adding(days: 7 * (number - 1))
        var sessions: [PlannedSession] = []
        for offset in 0..<7 {
            let date = weekStart.adding(days: offset)
            var seen: [String: Int] = [:]
            let schedule = plan.week(number)
            for (index, session) in (schedule.days[date.weekday] ?? []).enumerated() {
                let occurrence = (seen[session] ?? 0) + 1
                seen[session] = occurrence
                sessions.append(PlannedSession(plan: plan.id, week: number, weekday: date.weekday, date: date,
                                               session: session, occurrence: occurrence,
                                               time: schedule.time(on: date.weekday, at: index)))
            }
        }
        return sessions
    }
}
