import Testing
import TrainingModel
@testable import Statistics

/// One rule for "is this period over", shared by the dashboard's weeks, the cardio page's
/// weeks and months, report.md and the coach's overview: over once its last day is reached.
@Suite struct PeriodLengthTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    @Test func aWeekIsOverOnItsSeventhDay() {
        let monday = Self.day("2026-11-23")
        #expect(PeriodLength.week.lastDay(ofPeriodStarting: monday) == Self.day("2026-11-29"))
        #expect(!PeriodLength.week.isOver(periodStarting: monday, asOf: Self.day("2026-11-28")))
        #expect(PeriodLength.week.isOver(periodStarting: monday, asOf: Self.day("2026-11-29")))
        #expect(PeriodLength.week.isOver(periodStarting: monday, asOf: Self.day("2026-12-01")))
    }

    @Test func aMonthIsOverOnItsLastDayLeapYearsIncluded() {
        #expect(PeriodLength.month.lastDay(ofPeriodStarting: Self.day("2028-02-01")) == Self.day("2028-02-29"))
        #expect(PeriodLength.month.lastDay(ofPeriodStarting: Self.day("2026-02-01")) == Self.day("2026-02-28"))
        #expect(PeriodLength.month.lastDay(ofPeriodStarting: Self.day("2026-12-01")) == Self.day("2026-12-31"))
        #expect(!PeriodLength.month.isOver(periodStarting: Self.day("2026-11-01"), asOf: Self.day("2026-11-29")))
        #expect(PeriodLength.month.isOver(periodStarting: Self.day("2026-11-01"), asOf: Self.day("2026-11-30")))
    }

    @Test func weeksAndCardioPeriodsAskTheSameRule() {
        let period = CardioPeriod(period: "2026-W48", start: Self.day("2026-11-23"), totals: CardioTotals())
        for asOf in ["2026-11-25", "2026-11-29"].map(Self.day) {
            #expect(period.isOver(.week, asOf: asOf) == PeriodLength.week.isOver(periodStarting: period.start, asOf: asOf))
        }
        #expect(!period.isOver(.week, asOf: Self.day("2026-11-25")))
        #expect(period.isOver(.week, asOf: Self.day("2026-11-29")))
    }
}
