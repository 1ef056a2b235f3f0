import Testing
import TrainingModel
@testable import Statistics

/// The cost of the load series follows the data, not the calendar span (docs/performance.md#the-calendar-span).
struct CalendarSpanTests {
    @Test func twoWorkoutsThirtySixYearsApartListThreeDays() {
        let library = Fixture.library(workouts: [
            Fixture.workout("old", "1990-03-05", minutes: 60, rpe: 7),
            Fixture.workout("new", "2026-03-02", minutes: 60, rpe: 7),
        ])
        let daily = Fixture.ana(library, asOf: "2026-03-10").daily
        #expect(daily.map(\.date) == ["1990-03-05", "2026-03-02", "2026-03-10"].map(Fixture.day))
        #expect(daily.map(\.load) == [420, 420, 0])
        // 36 years of decay leave nothing of the 1990 session: the 2026 figures are a first session's.
        #expect(daily[1].ctl == 10)
        #expect(daily[1].atl == 60)
        #expect(StatisticsRounding.round(daily[1].tsb) == 0)
        let ana = Fixture.ana(library, asOf: "2026-03-10")
        #expect(ana.weeks.map(\.week) == ["1990-W10", "2026-W10"])
        #expect(ana.streaks == Streaks(currentWeeks: 1, longestWeeks: 1))
    }

    /// stats.json of two workouts 36 years apart is the size of two workouts two weeks
    /// apart (3.26 MB against 10 kB before): the same entries, other dates and figures.
    @Test func statsJSONSizeFollowsTheDataNotTheSpan() throws {
        func bytes(first: String) throws -> Int {
            let library = Fixture.library(workouts: [
                Fixture.workout("a", first, minutes: 60, rpe: 7, [("squat", [Fixture.set(100, 5)])]),
                Fixture.workout("b", "2026-03-02", minutes: 60, rpe: 7, [("squat", [Fixture.set(100, 5)])]),
            ])
            return try StatisticsEngine.compute(library, asOf: Fixture.day("2026-03-10")).jsonText().utf8.count
        }
        let near = try bytes(first: "2026-02-16"), far = try bytes(first: "1990-03-05")
        #expect(abs(far - near) <= 16, "\(near) and \(far) bytes")
    }

    /// Reporting only some days gives the doubles of reporting every day (which steps
    /// the recurrence a day at a time) until a run of more than 28 empty days, and the
    /// same two printed decimals after one.
    @Test func reportingSomeDaysMatchesReportingEveryDay() {
        let start = Fixture.day("2024-01-01")
        // Loaded days with gaps of 1 to 60 days, loads varied so the sums carry rounding.
        var loads: [(date: CalendarDate, load: Double)] = []
        var offset = 0
        for index in 0..<60 {
            loads.append((start.adding(days: offset), Double(30 + index * 7 % 11) * Double(3 + index % 7) / 3))
            offset += index % 3 == 0 ? 1 + index : 1 + index % 5
        }
        let everyDay = (0...offset).map { start.adding(days: $0) }
        let dense = Dictionary(uniqueKeysWithValues: DailyLoad.series(loads: loads, reported: everyDay).map { ($0.date, $0) })
        let reported = loads.map(\.date) + [start.adding(days: offset)]
        let sparse = DailyLoad.series(loads: loads, reported: reported)
        #expect(sparse.map(\.date) == reported)
        var previous = start
        var longBreak = false
        for day in sparse {
            guard let expected = dense[day.date] else { Issue.record("no \(day.date)"); continue }
            longBreak = longBreak || previous.days(until: day.date) > DailyLoad.steppedGap + 1
            if !longBreak {
                #expect(day == expected, "\(day.date)")
            } else {
                #expect(day.load == expected.load && day.acute == expected.acute && day.chronic == expected.chronic)
                #expect(StatisticsRounding.round(day.ctl) == StatisticsRounding.round(expected.ctl))
                #expect(StatisticsRounding.round(day.atl) == StatisticsRounding.round(expected.atl))
                #expect(StatisticsRounding.round(day.tsb) == StatisticsRounding.round(expected.tsb))
            }
            previous = day.date
        }
    }
}
