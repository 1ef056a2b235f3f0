import Statistics
import Testing
import TrainingModel

/// The coach's overview rows (docs/site-pages.md): this week against the four before, flags, order.
@Suite struct AthleteOverviewTests {
    /// Ana trains steadily then doubles her squat volume in the as-of week (Mon 2024-02-05),
    /// with no durations (so no load ratio);
    /// Ben stopped 20 days before the as-of day; Cleo has no workouts.
    static func statistics() -> SiteStatistics {
        var workouts: [Workout] = []
        for (index, day) in ["2024-01-08", "2024-01-15", "2024-01-22", "2024-01-29"].enumerated() {
            workouts.append(Fixture.workout("a\(index)", day, [("squat", [Fixture.set(100, 5)])]))
        }
        workouts.append(Fixture.workout("a4", "2024-02-06", [("squat", [Fixture.set(110, 5), Fixture.set(90, 5)])]))
        workouts.append(Fixture.workout("b0", "2024-01-18", athlete: "ben", [("squat", [Fixture.set(50, 10)])]))
        let library = Fixture.library(athletes: [Athlete(id: "ana", name: "Ana"), Athlete(id: "ben", name: "Ben"),
                                                 Athlete(id: "cleo", name: "Cleo")], workouts: workouts)
        return StatisticsEngine.compute(library, asOf: Fixture.day("2024-02-07"))
    }

    @Test func comparesTheWeekWithTheFourBeforeAndFlags() throws {
        let stats = Self.statistics()
        let ana = AthleteOverview(try #require(stats.athlete(id: "ana")), asOf: stats.asOf)
        #expect(ana.lastWorkout?.id == "a4")
        #expect(ana.weekVolume == 1000)
        #expect(ana.averageVolume == 500)
        #expect(ana.flags == [.newRecord])

        let ben = AthleteOverview(try #require(stats.athlete(id: "ben")), asOf: stats.asOf)
        #expect(ben.weekVolume == 0)
        #expect(ben.averageVolume == 125)
        #expect(ben.flags == [.noTraining])
    }

    /// Issue #54: on a Wednesday the week so far is read beside the last week that is over,
    /// not alone: Ana's 1,000 kg so far beside the 500 kg of the week of 2024-01-29; Ben's
    /// last week is empty, and so is his week.
    @Test func theWeekSoFarComesWithTheLastCompleteWeek() throws {
        let stats = Self.statistics()
        let ana = AthleteOverview(try #require(stats.athlete(id: "ana")), asOf: stats.asOf)
        let lifting = try #require(ana.disciplines.first)
        #expect(lifting.discipline == .lifting)
        #expect(lifting.week.tonnage == 1000)
        #expect(lifting.lastWeek.tonnage == 500)
        #expect(lifting.lastWeek.sessions == 1)
        #expect(ana.unfinishedWeek == "2024-W06")
        let ben = AthleteOverview(try #require(stats.athlete(id: "ben")), asOf: stats.asOf)
        #expect(ben.disciplines.map(\.lastWeek.tonnage) == [0])
        #expect(ben.lastWeekLoad == 0)
    }

    /// Never logging anything is not stopping: Cleo gets a flag of her own, not Ben's.
    @Test func anAthleteWithoutWorkoutsIsFlaggedAsHavingNone() throws {
        let stats = Self.statistics()
        let cleo = AthleteOverview(try #require(stats.athlete(id: "cleo")), asOf: stats.asOf)
        #expect(cleo.lastWorkout == nil)
        #expect(cleo.weeklyVolumes == [])
        #expect(cleo.unfinishedWeek == nil)
        #expect(cleo.flags == [.noWorkouts])
    }

    /// The as-of day is a Wednesday: the sparkline ends with the week before, which is over,
    /// and names the week it leaves out; "this week" is still the unfinished week.
    @Test func theSparklineLeavesOutTheWeekThatIsNotOver() throws {
        let stats = Self.statistics()
        let ana = AthleteOverview(try #require(stats.athlete(id: "ana")), asOf: stats.asOf)
        #expect(ana.weeklyVolumes == [500, 500, 500, 500])
        #expect(ana.unfinishedWeek == "2024-W06")
        #expect(ana.weekVolume == 1000)
        let ben = AthleteOverview(try #require(stats.athlete(id: "ben")), asOf: stats.asOf)
        #expect(ben.weeklyVolumes == [500, 0, 0])
        #expect(ben.unfinishedWeek == "2024-W06")
    }

    /// On the as-of week's last day (Sunday 2024-02-11) the week is over and ends the sparkline.
    @Test func theSparklineEndsWithTheAsOfWeekOnItsLastDay() throws {
        let library = Fixture.library(workouts: [
            Fixture.workout("a0", "2024-01-29", [("squat", [Fixture.set(100, 5)])]),
            Fixture.workout("a1", "2024-02-06", [("squat", [Fixture.set(110, 5)])]),
        ])
        let saturday = AthleteOverview(
            try #require(StatisticsEngine.compute(library, asOf: Fixture.day("2024-02-10")).athlete(id: "ana")),
            asOf: Fixture.day("2024-02-10"))
        #expect(saturday.weeklyVolumes == [500])
        #expect(saturday.unfinishedWeek == "2024-W06")
        let sunday = AthleteOverview(
            try #require(StatisticsEngine.compute(library, asOf: Fixture.day("2024-02-11")).athlete(id: "ana")),
            asOf: Fixture.day("2024-02-11"))
        #expect(sunday.weeklyVolumes == [500, 550])
        #expect(sunday.unfinishedWeek == nil)
    }

    /// Twelve weeks that are over, however many came before.
    @Test func theSparklineHoldsAtMostTwelveWeeks() throws {
        let library = Fixture.library(workouts: (0..<20).map { week in
            let day = Fixture.day("2024-01-01").adding(days: 7 * week)
            return Fixture.workout("w\(week)", day.description, [("squat", [Fixture.set(Double(10 + week), 1)])])
        })
        let asOf = Fixture.day("2024-05-15")  // a Wednesday of the 20th week
        let ana = AthleteOverview(try #require(StatisticsEngine.compute(library, asOf: asOf).athlete(id: "ana")), asOf: asOf)
        #expect(ana.weeklyVolumes == (7..<19).map { Double(10 + $0) })
        #expect(ana.unfinishedWeek == "2024-W20")
    }

    @Test func aLoadSpikeAboveOneAndAHalfIsFlagged() throws {
        var workouts: [Workout] = []
        for day in 1...28 { workouts.append(Fixture.workout("d\(day)", "2024-01-\(day < 10 ? "0" : "")\(day)", minutes: 30, rpe: 3, [])) }
        for day in 29...31 { workouts.append(Fixture.workout("d\(day)", "2024-01-\(day)", minutes: 120, rpe: 9, [])) }
        let stats = StatisticsEngine.compute(Fixture.library(workouts: workouts), asOf: Fixture.day("2024-01-31"))
        let ana = AthleteOverview(try #require(stats.athlete(id: "ana")), asOf: stats.asOf)
        #expect((ana.acuteChronic ?? 0) > 1.5)
        #expect(ana.flags == [.highAcuteChronic])
    }

    @Test func ordersPutTheMostUrgentFirstAndBreakTiesByName() {
        let stats = Self.statistics()
        let rows = stats.athletes.map { (name: $0.name ?? $0.id, overview: AthleteOverview($0, asOf: stats.asOf)) }
        func order(_ by: AthleteOverview.Order) -> [String] { AthleteOverview.sorted(rows, by: by).map(\.name) }
        #expect(order(.name) == ["Ana", "Ben", "Cleo"])
        #expect(order(.lastWorkout) == ["Ana", "Ben", "Cleo"])
        #expect(order(.week) == ["Ana", "Ben", "Cleo"])
        #expect(order(.flags) == ["Ana", "Ben", "Cleo"])
        #expect(order(.compliance) == ["Ana", "Ben", "Cleo"])
    }
}
