import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct PlanLoadingTests {
    let site = SiteFiles.minimal
        .content("sessions/upper-a.yaml", "name: Upper A\n")
        .content("sessions/lower-a.yaml", "name: Lower A\n")
        .content("sessions/fingers.yaml", "name: Fingers\n")

    @Test func loadsAScheduleThatRepeatsEveryWeek() async {
        let files = site.content("plans/spring.yaml", """
            name: Spring block
            start: 2026-03-02
            weeks: 4
            schedule:
              monday: upper-a
              wed: lower-a
              friday: [upper-a, fingers]
            deload_weeks: [4]
            notes: Deload in week 4.
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        #expect(library.plans == [Plan(
            id: "spring", name: "Spring block", athlete: "ana", start: CalendarDate(year: 2026, month: 3, day: 2)!, weeks: 4,
            schedule: [WeekSchedule(days: [.monday: ["upper-a"], .wednesday: ["lower-a"], .friday: ["upper-a", "fingers"]])],
            deloadWeeks: [4], notes: "Deload in week 4.", sourcePath: "content/plans/spring.yaml")])
    }

    @Test func loadsOneScheduleMapPerWeek() async {
        let files = site.content("plans/alt.yaml", """
            start: 2026-03-02
            weeks: 4
            schedule:
              - {monday: upper-a, thursday: lower-a}
              - {monday: lower-a}
            """)
        let (library, _) = await load(files)
        #expect(library.plans.first?.schedule == [
            WeekSchedule(days: [.monday: ["upper-a"], .thursday: ["lower-a"]]),
            WeekSchedule(days: [.monday: ["lower-a"]]),
        ])
    }

    @Test func reportsAnUnknownWeekdayAndSession() async {
        let files = site.content("plans/bad.yaml", "start: 2026-03-02\nweeks: 2\nschedule: {mondey: upper-a, friday: uper-a}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/plans/bad.yaml:3:12: error: schedule.mondey: expected `monday`, `tuesday`, `wednesday`, `thursday`, "
                + "`friday`, `saturday`, `sunday`, `mon`, `tue`, `wed`, `thu`, `fri`, `sat` or `sun`, found \"mondey\"\n"
                + "  hint: did you mean `monday`?",
            "content/plans/bad.yaml:3:37: error: schedule.friday: unknown session `uper-a`\n  hint: did you mean `upper-a`?",
        ])
    }

    @Test func reportsADeloadWeekOutsideThePlan() async {
        let files = site.content("plans/bad.yaml", "start: 2026-03-02\nweeks: 2\nschedule: {monday: upper-a}\ndeload_weeks: [3]\n")
        let found = await diagnostics(files)
        #expect(found == ["content/plans/bad.yaml:4:16: error: deload_weeks[0]: expected a week number from 1 to 2, found \"3\""])
    }
}
