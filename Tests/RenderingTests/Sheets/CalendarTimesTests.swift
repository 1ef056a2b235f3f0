import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// calendar.ics with times (`monday: upper-a @ 18:00`), the site's VTIMEZONE and each
/// event's VALARM (docs/sheets-and-plans.md#times-and-the-time-zone, #reminders).
@Suite struct CalendarTimesTests {
    /// The week of 23 March 2026 in Madrid, whose Sunday the clocks go forward (02:00 → 03:00):
    /// Monday and Sunday at 18:00, Saturday all day.
    static let lateMarch = Plan(id: "late-march", name: "Late March", athlete: "ana", start: SheetFixture.date("2026-03-23"),
                                weeks: 1, schedule: [WeekSchedule(
                                    days: [.monday: ["strength-day"], .saturday: ["cardio-day"], .sunday: ["strength-day"]],
                                    times: [.monday: [18 * 60], .sunday: [18 * 60]])])

    func feed(_ plan: Plan = lateMarch, timezone: String = "Europe/Madrid", reminder: Reminder = .standard) throws -> String {
        var library = SheetFixture.make()
        library.config.timezone = timezone
        library.config.reminder = reminder
        library.plans = [plan]
        let renderer = SiteRenderer(library: library, theme: try Theme.builtIn(), asOf: SheetFixture.asOf)
        return PageBuilder(library: renderer.library, statistics: renderer.statistics, theme: renderer.theme,
                           asOf: renderer.asOf).calendarText(athlete: nil)
    }

    /// The unfolded lines of the event with `uid`, from its UID to its END:VEVENT.
    func event(_ uid: String, in text: String) -> [String] {
        let lines = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
        guard let start = lines.firstIndex(of: "UID:" + uid + "@ana.example") else { return [] }
        return Array(lines[start...].prefix { $0 != "END:VEVENT" })
    }

    @Test func aTimedSessionStartsAtItsLocalTimeWithTheZonesVTIMEZONE() throws {
        let text = try feed()
        let lines = text.components(separatedBy: "\r\n")
        let zone = try #require(lines.firstIndex(of: "BEGIN:VTIMEZONE"))
        #expect(Array(lines[zone...].prefix { $0 != "BEGIN:VEVENT" }) == [
            "BEGIN:VTIMEZONE", "TZID:Europe/Madrid",
            "BEGIN:STANDARD", "DTSTART:20251026T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:GMT+1", "END:STANDARD",
            "BEGIN:DAYLIGHT", "DTSTART:20260329T020000", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:GMT+2", "END:DAYLIGHT",
            "BEGIN:STANDARD", "DTSTART:20261025T030000", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:GMT+1", "END:STANDARD",
            "END:VTIMEZONE",
        ])
        let monday = event("late-march-1-monday-strength-day", in: text)
        #expect(monday.filter { $0.hasPrefix("DTSTART") || $0.hasPrefix("DTEND") || $0.hasPrefix("TRANSP") } == [
            "DTSTART;TZID=Europe/Madrid:20260323T180000", "DTEND;TZID=Europe/Madrid:20260323T\(Self.endOfStrengthDay)",
            "TRANSP:OPAQUE",
        ])
        // A day with no time stays an all-day event.
        let saturday = event("late-march-1-saturday-cardio-day", in: text)
        #expect(saturday.filter { $0.hasPrefix("DTSTART") || $0.hasPrefix("TRANSP") }
                == ["DTSTART;VALUE=DATE:20260328", "TRANSP:TRANSPARENT"])
    }

    /// 18:00 plus strength-day's estimated duration rounded up to a quarter hour.
    static var endOfStrengthDay: String {
        let session = SheetFixture.make().sessions.first { $0.id == "strength-day" }
        let end = 18 * 60 + CalendarFeed.plannedMinutes(session)
        return String(format: "%02d%02d00", end / 60, end % 60)
    }

    @Test func theDefaultAlarmIsSixInTheEveningTheDayBeforeCountingAChangeOfTheClocks() throws {
        let text = try feed()
        let alarm = ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:Strength Day", "TRIGGER:-PT24H", "END:VALARM"]
        #expect(Array(event("late-march-1-monday-strength-day", in: text).suffix(5)) == alarm)
        // Saturday 18:00 CET to Sunday 18:00 CEST is 23 hours.
        #expect(event("late-march-1-sunday-strength-day", in: text).contains("TRIGGER:-PT23H"))
        // An all-day event's alarm is 6 hours before the midnight it starts at.
        #expect(event("late-march-1-saturday-cardio-day", in: text).contains("TRIGGER:-PT6H"))
    }

    @Test func aPlansReminderOverridesTheSitesAndOffLeavesNoAlarm() throws {
        var plan = Self.lateMarch
        plan.reminder = .daysBefore(2)
        let text = try feed(plan, reminder: .minutesBefore(90))
        #expect(event("late-march-1-monday-strength-day", in: text).contains("TRIGGER:-P2D"))
        let site = try feed(reminder: .minutesBefore(90))
        #expect(event("late-march-1-monday-strength-day", in: site).contains("TRIGGER:-PT1H30M"))
        #expect(event("late-march-1-saturday-cardio-day", in: site).contains("TRIGGER:-PT1H30M"))
        let atSeven = try feed(reminder: .daysBeforeAt(days: 0, minutes: 7 * 60))
        #expect(event("late-march-1-monday-strength-day", in: atSeven).contains("TRIGGER:-PT11H"))
        #expect(event("late-march-1-saturday-cardio-day", in: atSeven).contains("TRIGGER:PT7H"))
        let off = try feed(reminder: .off)
        #expect(!off.contains("BEGIN:VALARM"))
    }

    @Test func aUTCSiteHasOneObservanceAndAFeedOfAllDayEventsNone() throws {
        let text = try feed(timezone: "UTC")
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:UTC\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n"
            + "TZOFFSETFROM:+0000\r\nTZOFFSETTO:+0000\r\nTZNAME:GMT\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"))
        #expect(text.contains("DTSTART;TZID=UTC:20260323T180000\r\n"))
        var allDay = Self.lateMarch
        allDay.schedule = [WeekSchedule(days: [.monday: ["strength-day"]])]
        #expect(try !feed(allDay).contains("VTIMEZONE"))
    }

    @Test func aSkippedLocalTimeTakesTheOffsetBeforeAndARepeatedOneIsTheFirst() {
        let madrid = ICalendarTime(identifier: "Europe/Madrid")
        let spring = SheetFixture.date("2026-03-29"), autumn = SheetFixture.date("2026-10-25")
        // 02:30 does not exist on 29 March: read at +01:00, 01:30 UTC (03:30 CEST).
        #expect(madrid.instant(spring, minutes: 150) == spring.daysSinceEpoch * 86_400 + 90 * 60)
        // 02:30 happens twice on 25 October: the first, at +02:00, is 00:30 UTC.
        #expect(madrid.instant(autumn, minutes: 150) == autumn.daysSinceEpoch * 86_400 + 30 * 60)
        #expect(madrid.instant(autumn, minutes: 18 * 60) == autumn.daysSinceEpoch * 86_400 + 17 * 3600)
        #expect(ICalendarTime.duration(seconds: -(13 * 3600 + 30 * 60)) == "-PT13H30M")
        #expect(ICalendarTime.duration(seconds: 0) == "PT0S")
        #expect(ICalendarTime.offset(-(3 * 3600 + 30 * 60)) == "-0330")
    }
}
