import Testing
import TrainingModel
@testable import Statistics

/// One model of the periods at the as-of date, shared by the dashboard's weeks, the cardio
/// page's weeks and months, report.md and the coach's overview: a period is over once its
/// last day is reached.
@Suite struct TrainingPeriodsTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }
    static let mondays = WeekCalendar(firstDay: .monday)

    @Test func aWeekEndingOnTheAsOfDayIsOver() {
        let periods = TrainingPeriods(asOf: Self.day("2026-11-29"), weekCalendar: Self.mondays)
        #expect(periods.week == TrainingPeriods.Period(length: .week, start: Self.day("2026-11-23"),
                                                       lastDay: Self.day("2026-11-29"), label: "2026-W48", isOver: true))
        #expect(periods.isOver(.week, startingOn: Self.day("2026-11-23")))
    }

    @Test func theWeekHoldingTheAsOfDayIsNotOverBeforeItsLastDay() {
        let periods = TrainingPeriods(asOf: Self.day("2026-11-25"), weekCalendar: Self.mondays)
        #expect(periods.week == TrainingPeriods.Period(length: .week, start: Self.day("2026-11-23"),
                                                       lastDay: Self.day("2026-11-29"), label: "2026-W48", isOver: false))
        #expect(!periods.isOver(.week, startingOn: Self.day("2026-11-23")))
        #expect(periods.isOver(.week, startingOn: Self.day("2026-11-16")))
        #expect(!periods.isOver(.week, startingOn: Self.day("2026-11-30")))
        let week = WeekStatistics(week: "2026-W48", start: Self.day("2026-11-23"), workouts: 1, workingSets: 3, reps: 15,
                                  volume: 1_000, durationMinutes: 60, load: 300, monotony: nil, strain: nil, muscles: [])
        #expect(!periods.isOver(week))
    }

    @Test func weeksStartingOnSundayEndOnSaturday() {
        let periods = TrainingPeriods(asOf: Self.day("2026-11-28"), weekCalendar: WeekCalendar(firstDay: .sunday))
        #expect(periods.week == TrainingPeriods.Period(length: .week, start: Self.day("2026-11-22"),
                                                       lastDay: Self.day("2026-11-28"), label: "2026-11-22", isOver: true))
    }

    @Test func monthsEndOnTheirLastDayLeapYearsIncluded() {
        let lastDay = TrainingPeriods(asOf: Self.day("2026-11-30"), weekCalendar: Self.mondays)
        #expect(lastDay.month == TrainingPeriods.Period(length: .month, start: Self.day("2026-11-01"),
                                                        lastDay: Self.day("2026-11-30"), label: "2026-11", isOver: true))
        let firstDay = TrainingPeriods(asOf: Self.day("2026-12-01"), weekCalendar: Self.mondays)
        #expect(firstDay.month == TrainingPeriods.Period(length: .month, start: Self.day("2026-12-01"),
                                                         lastDay: Self.day("2026-12-31"), label: "2026-12", isOver: false))
        #expect(firstDay.isOver(.month, startingOn: Self.day("2026-11-01")))
        let leap = TrainingPeriods(asOf: Self.day("2028-02-28"), weekCalendar: Self.mondays)
        #expect(leap.month.lastDay == Self.day("2028-02-29"))
        #expect(!leap.month.isOver)
        #expect(TrainingPeriods(asOf: Self.day("2026-02-28"), weekCalendar: Self.mondays).month.isOver)
    }

    @Test func aWeekAcrossTheYearTakesItsThursdaysYear() {
        let periods = TrainingPeriods(asOf: Self.day("2021-01-01"), weekCalendar: Self.mondays)
        #expect(periods.week.start == Self.day("2020-12-28"))
        #expect(periods.week.label == "2020-W53")
        #expect(periods.month.start == Self.day("2021-01-01"))
    }
}
