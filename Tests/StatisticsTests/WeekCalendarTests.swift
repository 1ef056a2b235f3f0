import Testing
import TrainingModel
@testable import Statistics

struct WeekCalendarTests {
    let monday = WeekCalendar(firstDay: .monday)
    let sunday = WeekCalendar(firstDay: .sunday)

    @Test func mondayWeeksAreIsoWeeks() {
        // 2024-01-17 is a Wednesday; its week starts Monday 2024-01-15, Thursday 01-18 is
        // day 18 of 2024 → week (18 − 1) / 7 + 1 = 3.
        #expect(monday.start(of: Fixture.day("2024-01-17")) == Fixture.day("2024-01-15"))
        #expect(monday.label(of: Fixture.day("2024-01-17")) == "2024-W03")
    }

    @Test func isoYearIsTheYearOfTheThursday() {
        // 2021-01-01 (Friday) is in the week of Monday 2020-12-28, Thursday 2020-12-31 → 2020-W53.
        #expect(monday.label(of: Fixture.day("2021-01-01")) == "2020-W53")
        // 2024-12-30 (Monday): Thursday 2025-01-02 → 2025-W01.
        #expect(monday.label(of: Fixture.day("2024-12-30")) == "2025-W01")
        // A Sunday ends its Monday week: 2024-01-21 → 2024-W03.
        #expect(monday.label(of: Fixture.day("2024-01-21")) == "2024-W03")
    }

    @Test func sundayWeeksAreLabelledByTheirFirstDay() {
        // Wednesday 2024-01-10 → Sunday 2024-01-07; a Sunday starts its own week.
        #expect(sunday.start(of: Fixture.day("2024-01-10")) == Fixture.day("2024-01-07"))
        #expect(sunday.label(of: Fixture.day("2024-01-10")) == "2024-01-07")
        #expect(sunday.label(of: Fixture.day("2024-01-14")) == "2024-01-14")
        #expect(sunday.label(of: Fixture.day("2024-01-13")) == "2024-01-07")
    }
}
