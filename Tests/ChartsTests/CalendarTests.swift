import Charts
import Testing

@Suite struct CalendarTests {
    @Test func civilDatesConvertToDayCounts() {
        #expect(CivilDate(daysSince1970: 0) == CivilDate(year: 1970, month: 1, day: 1))
        #expect(CivilDate(daysSince1970: -1) == CivilDate(year: 1969, month: 12, day: 31))
        #expect(CivilDate(year: 2024, month: 2, day: 29).daysSince1970 == 19782)
        #expect(CivilDate(year: 2000, month: 3, day: 1).daysSince1970 == 11017)
        #expect(CivilDate(daysSince1970: 19782).iso8601 == "2024-02-29")
    }

    @Test func civilDatesRoundTripForTwoCenturies() {
        for day in stride(from: -36_500, through: 36_500, by: 1) {
            #expect(CivilDate(daysSince1970: day).daysSince1970 == day)
        }
    }

    @Test func weekdaysAndWeekStarts() {
        #expect(Weekday(daysSince1970: 0) == .thursday)
        #expect(Weekday(daysSince1970: -4) == .sunday)
        let friday = CivilDate(year: 2024, month: 3, day: 1).daysSince1970
        #expect(Weekday.monday.startOfWeek(containing: friday) == CivilDate(year: 2024, month: 2, day: 26).daysSince1970)
        #expect(Weekday.sunday.startOfWeek(containing: friday) == CivilDate(year: 2024, month: 2, day: 25).daysSince1970)
    }

    private func isoDays(_ ticks: [DateTick]) -> [String] {
        ticks.map { CivilDate(daysSince1970: $0.day).iso8601 }
    }

    @Test func halfYearTicksAtMonthStarts() {
        let ticks = DateTick.ticks(from: Fixtures.day(2024, 1, 10), through: Fixtures.day(2024, 6, 20), maxCount: 8, firstWeekday: .monday)
        #expect(isoDays(ticks) == ["2024-02-01", "2024-03-01", "2024-04-01", "2024-05-01", "2024-06-01"])
        #expect(ticks.allSatisfy { $0.unit == .month && $0.step == 1 })
    }

    @Test func monthTicksAtWeekStartsOfTheGivenWeekday() {
        let first = Fixtures.day(2024, 3, 1)
        let last = Fixtures.day(2024, 3, 31)
        let monday = DateTick.ticks(from: first, through: last, maxCount: 6, firstWeekday: .monday)
        #expect(isoDays(monday) == ["2024-03-04", "2024-03-11", "2024-03-18", "2024-03-25"])
        #expect(monday.allSatisfy { $0.unit == .week })
        let sunday = DateTick.ticks(from: first, through: last, maxCount: 6, firstWeekday: .sunday)
        #expect(isoDays(sunday) == ["2024-03-03", "2024-03-10", "2024-03-17", "2024-03-24", "2024-03-31"])
    }

    @Test func twoYearsTickAtQuarterStarts() {
        let ticks = DateTick.ticks(from: Fixtures.day(2023, 1, 1), through: Fixtures.day(2024, 12, 31), maxCount: 10, firstWeekday: .monday)
        #expect(isoDays(ticks) == ["2023-01-01", "2023-04-01", "2023-07-01", "2023-10-01",
                                   "2024-01-01", "2024-04-01", "2024-07-01", "2024-10-01"])
        #expect(ticks.first?.step == 3)
    }

    @Test func fiveYearsTickAtYearStarts() {
        let ticks = DateTick.ticks(from: Fixtures.day(2020, 1, 1), through: Fixtures.day(2024, 12, 31), maxCount: 6, firstWeekday: .monday)
        #expect(isoDays(ticks) == ["2020-01-01", "2021-01-01", "2022-01-01", "2023-01-01", "2024-01-01"])
        #expect(ticks.allSatisfy { $0.unit == .year })
    }

    @Test func fewDaysTickEveryDay() {
        let ticks = DateTick.ticks(from: Fixtures.day(2024, 3, 1), through: Fixtures.day(2024, 3, 4), maxCount: 8, firstWeekday: .monday)
        #expect(isoDays(ticks) == ["2024-03-01", "2024-03-02", "2024-03-03", "2024-03-04"])
        #expect(DateTick.ticks(from: 10, through: 9, maxCount: 8, firstWeekday: .monday) == [])
    }

    /// Over many spans: ticks stay inside the span, never exceed the limit, and fall
    /// on the boundaries their unit promises.
    @Test func dateTicksStayInsideTheSpanAndOnTheirBoundaries() {
        let start = Fixtures.day(2023, 11, 17)
        for length in [0, 1, 3, 6, 13, 20, 45, 90, 200, 400, 800, 1500, 4000] {
            for maxCount in [2, 5, 9] {
                let ticks = DateTick.ticks(from: start, through: start + length, maxCount: maxCount, firstWeekday: .sunday)
                #expect(!ticks.isEmpty, "length \(length), at most \(maxCount)")
                #expect(ticks.count <= maxCount, "length \(length), at most \(maxCount)")
                for tick in ticks {
                    #expect(tick.day >= start && tick.day <= start + length)
                    let date = CivilDate(daysSince1970: tick.day)
                    switch tick.unit {
                    case .day: break
                    case .week: #expect(date.weekday == .sunday)
                    case .month: #expect(date.day == 1 && (date.month - 1) % tick.step == 0)
                    case .year: #expect(date.day == 1 && date.month == 1 && date.year % tick.step == 0)
                    }
                }
            }
        }
    }
}
