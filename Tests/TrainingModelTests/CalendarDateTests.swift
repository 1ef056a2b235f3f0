import PropertyBased
import Testing
import TrainingModel

/// Days are counted without Foundation's calendar (so no locale or time zone can change a
/// statistic); these pin that arithmetic to the proleptic Gregorian calendar.
struct CalendarDateTests {
    @Test(arguments: [
        ("1970-01-01", 0, Weekday.thursday),
        ("1969-12-31", -1, .wednesday),
        ("2000-02-29", 11_016, .tuesday),
        ("2026-03-02", 20_514, .monday),
        ("2026-11-24", 20_781, .tuesday),
        ("1900-03-01", -25_508, .thursday),
    ])
    func knownDaysHaveTheirCountAndWeekday(iso: String, days: Int, weekday: Weekday) throws {
        let date = try #require(CalendarDate(iso: iso))
        #expect(date.daysSinceEpoch == days)
        #expect(date.weekday == weekday)
        #expect(CalendarDate(daysSinceEpoch: days) == date)
        #expect(date.iso == iso)
    }

    @Test(arguments: ["2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-1-05",
                      "26-01-05", "2026-01-05T10:00", "2026/01/05", "", "2026-01-0x"])
    func impossibleOrMisshapenDatesAreRefused(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test func leapYearsFollowTheGregorianRule() {
        #expect([1900, 2000, 2024, 2026, 2100, 2400].map(CalendarDate.isLeap) == [false, true, true, false, false, true])
        #expect((1...12).map { CalendarDate.daysIn(month: $0, year: 2024) }
            == [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
    }

    @Test func addingDaysCrossesMonthsAndYears() throws {
        let date = try #require(CalendarDate(iso: "2026-12-30"))
        #expect(date.adding(days: 3).iso == "2027-01-02")
        #expect(date.adding(days: -365).iso == "2025-12-30")
        #expect(date.days(until: try #require(CalendarDate(iso: "2027-03-01"))) == 61)
    }

    @Test func datesOrderByDayAndYearsBeforeOneThousandKeepFourDigits() throws {
        let early = CalendarDate(daysSinceEpoch: -700_000)
        #expect(early.iso == "0053-06-19")
        #expect(early < CalendarDate(daysSinceEpoch: 0))
        #expect(!(CalendarDate(daysSinceEpoch: 5) < CalendarDate(daysSinceEpoch: 5)))
    }

    /// Any day count from year 1 to 9999 survives the trip through a date and its text, and the
    /// weekday advances by one each day.
    @Test func dayCountsSurviveTheDateAndItsText() async {
        await propertyCheck(input: Gen.int(in: -719_162...2_932_896)) { days in
            let date = CalendarDate(daysSinceEpoch: days)
            #expect(date.daysSinceEpoch == days)
            #expect(CalendarDate(iso: date.iso) == date)
            #expect((date.weekday.mondayIndex + 1) % 7 == date.adding(days: 1).weekday.mondayIndex)
            #expect(date < date.adding(days: 1))
        }
    }
}
