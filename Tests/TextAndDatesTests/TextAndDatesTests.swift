import Testing
import TextAndDates

@Suite struct HTMLTextTests {
    @Test func escapesMarkupCharactersAndQuotes() {
        #expect(HTMLText.escape("<a href=\"x\">Tom & Jerry's</a>")
            == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTMLText.escape("Überkopf-Drücken") == "Überkopf-Drücken")
    }
}

@Suite struct ZeroPaddingTests {
    @Test func padsToTheWidthAndKeepsTheSignInFront() {
        #expect(7.zeroPadded(to: 2) == "07")
        #expect(0.zeroPadded(to: 3) == "000")
        #expect(2026.zeroPadded(to: 2) == "2026")
        #expect(35.zeroPadded(to: 4) == "0035")
        #expect((-7).zeroPadded(to: 4) == "-0007")
    }
}

@Suite struct CivilCalendarTests {
    @Test func knownDays() {
        #expect(CivilCalendar.daysSince1970(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilCalendar.daysSince1970(year: 1969, month: 12, day: 31) == -1)
        #expect(CivilCalendar.daysSince1970(year: 2000, month: 3, day: 1) == 11_017)
        #expect(CivilCalendar.daysSince1970(year: 2026, month: 11, day: 25) == 20_782)
        #expect(CivilCalendar.date(daysSince1970: 11_016) == (2000, 2, 29))
        #expect(CivilCalendar.date(daysSince1970: -719_468) == (0, 3, 1))
    }

    /// Every day from 1600 to 2400, leap centuries included, goes there and back, one day apart.
    @Test func everyDayRoundTripsAndFollowsTheDayBefore() {
        var previous = CivilCalendar.date(daysSince1970: CivilCalendar.daysSince1970(year: 1599, month: 12, day: 31))
        var wrong: [Int] = []
        for days in CivilCalendar.daysSince1970(year: 1600, month: 1, day: 1)...CivilCalendar.daysSince1970(year: 2400, month: 12, day: 31) {
            let date = CivilCalendar.date(daysSince1970: days)
            let roundTrips = CivilCalendar.daysSince1970(year: date.year, month: date.month, day: date.day) == days
            let nextDay = date.day == previous.day + 1 && date.month == previous.month && date.year == previous.year
            let nextMonth = date.day == 1 && ((date.month == previous.month + 1 && date.year == previous.year)
                                              || (date.month == 1 && previous.month == 12 && date.year == previous.year + 1))
            if !roundTrips || !(nextDay || nextMonth) { wrong.append(days) }
            previous = date
        }
        #expect(wrong.isEmpty)
        #expect(previous == (2400, 12, 31))
    }
}
