import Loading
import TestSupport
import Testing
import TrainingModel

/// Issue 55, item 3: what one plan file can make is bounded (docs/content-format.md, "Limits"):
/// sessions a day, weeks (a page each) and sessions over all its weeks (an event each in the
/// calendars), each breach an error at its place naming the limit; the plan loads nothing.
@Suite struct PlanLimitsTests {
    let site = SiteFiles.minimal.content("sessions/upper-a.yaml", "name: Upper A\nitems:\n  - {exercise: back-squat, prescription: 5x5}\n")

    /// The 3 KB plan: 48 sessions on each day.
    @Test func moreSessionsADayThanTheLimitAreRefusedAtTheDay() async {
        let day = "[" + Array(repeating: "upper-a", count: 48).joined(separator: ", ") + "]"
        let plan = "start: 2026-03-02\nweeks: 4\nschedule:\n  monday: \(day)\n  friday: upper-a\n"
        let (library, found) = await load(site.content("plans/many.yaml", plan))
        #expect(found == [
            "content/plans/many.yaml:4:11: error: schedule.monday: the day schedules 48 sessions, more than the 8 one day of a plan may\n"
                + "  hint: `limits: {sessions_per_day: …}` in site.yaml raises the limit",
        ])
        #expect(library.plans.isEmpty)
    }

    /// The 401-byte plan: `weeks: 1000`.
    @Test func moreWeeksThanTheLimitAreRefusedAtWeeks() async {
        let (library, found) = await load(site.content("plans/long.yaml", "start: 2026-03-02\nweeks: 1000\nschedule: {monday: upper-a}\n"))
        #expect(found == [
            "content/plans/long.yaml:2:8: error: weeks: the plan has 1000 weeks, more than the 260 a plan may have (each is a page)\n"
                + "  hint: `limits: {plan_weeks: …}` in site.yaml raises the limit",
        ])
        #expect(library.plans.isEmpty)
    }

    /// 200 weeks of two sessions every day: 2,800 events, over the 1,500 a plan may schedule.
    @Test func moreSessionsOverThePlanThanTheLimitAreRefusedAtTheSchedule() async {
        let days = Weekday.mondayFirst.map { "  \($0.rawValue): [upper-a, upper-a]" }.joined(separator: "\n")
        let (library, found) = await load(site.content("plans/busy.yaml", "start: 2026-03-02\nweeks: 200\nschedule:\n\(days)\n"))
        #expect(found == [
            "content/plans/busy.yaml:4:3: error: schedule: the plan schedules 2800 sessions over its weeks, more than the 1500 "
                + "a plan may (each is an event of the calendars)\n"
                + "  hint: `limits: {plan_sessions: …}` in site.yaml raises the limit",
        ])
        #expect(library.plans.isEmpty)
    }

    /// A list of weeks repeats in turn: weeks of 56 and 1 sessions make 26 × 57 = 1,482 in 52
    /// weeks, within the limit, and 1,482 + 56 = 1,538 in 53, over it.
    @Test(arguments: [(52, nil), (53, 1538)])
    func aListOfWeeksCountsAsRepeated(weeks: Int, over: Int?) async {
        let full = "{" + Weekday.mondayFirst.map { "\($0.rawValue): [" + Array(repeating: "upper-a", count: 8).joined(separator: ", ") + "]" }
            .joined(separator: ", ") + "}"
        let plan = "start: 2026-03-02\nweeks: \(weeks)\nschedule:\n  - \(full)\n  - {monday: upper-a}\n"
        let (library, found) = await load(site.content("plans/list.yaml", plan))
        #expect(found == over.map { [
            "content/plans/list.yaml:4:3: error: schedule: the plan schedules \($0) sessions over its weeks, more than the 1500 "
                + "a plan may (each is an event of the calendars)\n"
                + "  hint: `limits: {plan_sessions: …}` in site.yaml raises the limit",
        ] } ?? [])
        #expect(library.plans.count == (over == nil ? 1 : 0))
    }

    @Test func raisedLimitsLetALargerPlanIn() async {
        let raised = SiteFiles.minimal.site("title: Test\nunits: kg\ntimezone: Europe/Madrid\nlimits:\n  plan_weeks: 1000\n  plan_sessions: 3000\n")
            .content("sessions/upper-a.yaml", "name: Upper A\nitems:\n  - {exercise: back-squat, prescription: 5x5}\n")
        let (library, found) = await load(raised.content("plans/long.yaml", "start: 2026-03-02\nweeks: 1000\nschedule: {monday: [upper-a, upper-a]}\n"))
        #expect(found == [])
        #expect(library.plans.first?.weeks == 1000)
        let (lowered, refused) = await load(site.site("title: Test\nunits: kg\ntimezone: Europe/Madrid\nlimits: {sessions_per_day: 2}\n"))
        #expect(refused == ["site.yaml:4:28: error: limits.sessions_per_day: expected a whole number of at least 8 (limits can only be raised), found \"2\""])
        #expect(lowered.config.limits.sessionsPerDay == 8)
    }
}
