@testable import Loading
import TestSupport
import Testing
import TrainingModel

/// A plan day's session times (`monday: upper-a @ 18:00`) and `reminder:` in a plan and in
/// site.yaml (docs/sheets-and-plans.md#times-and-the-time-zone, #reminders).
@Suite struct PlanTimesAndRemindersTests {
    let site = SiteFiles.minimal
        .content("sessions/upper-a.yaml", "name: Upper A\n")
        .content("sessions/fingers.yaml", "name: Fingers\n")

    @Test func readsATimeAfterTheSessionAndAReminder() async {
        let files = site.content("plans/spring.yaml", """
            start: 2026-03-02
            weeks: 2
            schedule:
              monday: upper-a @ 18:00
              wednesday: upper-a
              friday: [upper-a, fingers@7:30]
            reminder: 2 hours before
            """)
        let (library, diagnostics) = await load(files)
        #expect(diagnostics == [])
        let plan = library.plans.first
        #expect(plan?.schedule == [WeekSchedule(days: [.monday: ["upper-a"], .wednesday: ["upper-a"], .friday: ["upper-a", "fingers"]],
                                                times: [.monday: [18 * 60], .wednesday: [nil], .friday: [nil, 7 * 60 + 30]])])
        #expect(plan?.reminder == .minutesBefore(120))
        #expect(library.config.reminder == .standard)
    }

    @Test func aPlanWithoutTimesKeepsNone() async {
        let files = site.content("plans/spring.yaml", "start: 2026-03-02\nweeks: 1\nschedule: {monday: upper-a}\n")
        let (library, _) = await load(files)
        #expect(library.plans.first?.schedule == [WeekSchedule(days: [.monday: ["upper-a"]])])
        #expect(library.plans.first?.reminder == nil)
    }

    @Test func reportsABadTimeAtItsColumnAndABadReminderAtItsWord() async {
        let files = site.content("plans/bad.yaml", """
            start: 2026-03-02
            weeks: 2
            schedule:
              monday: upper-a @ 25:00
              friday: [fingers @, "@ 18:00"]
            reminder: 2 hours ahead
            """)
        let found = await diagnostics(files)
        #expect(found == [
            "content/plans/bad.yaml:4:21: error: schedule.monday: expected a time of day from 00:00 to 23:59 after `@`, "
                + "such as `upper-a @ 18:00`, found \"25:00\"",
            "content/plans/bad.yaml:5:21: error: schedule.friday[0]: expected a time of day from 00:00 to 23:59 after `@`, "
                + "such as `upper-a @ 18:00`, found end of text",
            "content/plans/bad.yaml:5:24: error: schedule.friday[1]: expected a session id before `@`, found \"@\"",
            "content/plans/bad.yaml:6:19: error: reminder: expected `before`, found \"ahead\"",
        ])
    }

    @Test(arguments: [
        ("1 day before at 18:00", Reminder.daysBeforeAt(days: 1, minutes: 1080)),
        ("0 days before at 7:05", .daysBeforeAt(days: 0, minutes: 425)),
        ("2 days before", .daysBefore(2)),
        ("90 Minutes  before", .minutesBefore(90)),
        ("1 hour before", .minutesBefore(60)),
        ("OFF", .off),
    ])
    func readsEachFormOfAReminder(text: String, reminder: Reminder) throws {
        #expect(try ReminderText.parse(text) == reminder)
    }

    @Test func siteYAMLSetsTheSiteReminderAndReportsAMistakeWhereItIs() async {
        let off = await load(SiteFiles.minimal.site("title: Test\ntimezone: Europe/Madrid\nreminder: off\n"))
        #expect(off.diagnostics == [])
        #expect(off.library.config.reminder == .off)
        let found = await diagnostics(SiteFiles.minimal.site("title: Test\nreminder: 29 days before\n"))
        #expect(found == ["site.yaml:2:11: error: reminder: expected at most 28 days (four weeks), found \"29\""])
        let at = await diagnostics(SiteFiles.minimal.site("title: Test\nreminder: 2 hours before at 18:00\n"))
        #expect(at == ["site.yaml:2:26: error: reminder: expected the end of the reminder (`at` follows days only), found \"at\""])
        let time = await diagnostics(SiteFiles.minimal.site("title: Test\nreminder: 1 day before at 24:00\n"))
        #expect(time == ["site.yaml:2:27: error: reminder: expected a time of day from 00:00 to 23:59, found \"24:00\""])
    }
}
