@testable import Statistics
import TestSupport
import Testing
import TrainingModel

/// The dues rules of docs/centre.md and the occupancy of facilities, as of a given day, on
/// `CentreFixture.library`.
@Suite struct CentreStatisticsTests {
    static let month = CentreFixture.month
    static let day = CentreFixture.day
    static let library = CentreFixture.library

    static func statistics(asOf: String) -> CentreStatistics {
        StatisticsEngine.compute(library, asOf: day(asOf)).centre!
    }

    /// A line of a monthly fee, due on the month's last day.
    static func line(_ member: String, _ month: String, _ amount: Int, paid: Int = 0, _ status: DuesLine.Status,
                     paidOn: String? = nil, recorded: Bool) -> DuesLine {
        DuesLine(member: member, period: month, month: Self.month(month), dueOn: Self.month(month).lastDay, amountCents: amount,
                 paidCents: paid, status: status, paidOn: paidOn.map(Self.day), recorded: recorded)
    }

    @Test func aCoveredMonthWithoutARowIsPendingAndOverdueOnceItEnds() {
        let stats = Self.statistics(asOf: "2026-03-18")
        // January to March: earlier months of the twelve have no dues and are left out.
        #expect(stats.recentMonths.map(\.month.iso) == ["2026-01", "2026-02", "2026-03"])
        #expect(plain(stats.recentMonths[0].lines) == [Self.line("ana", "2026-01", 4550, .overdue, recorded: false)])
        #expect(plain(stats.recentMonths[1].lines) == [
            Self.line("ana", "2026-02", 4550, paid: 4550, .paid, paidOn: "2026-02-03", recorded: true),
            // Ben's plan covers February and the month has no row for him: overdue by absence, at his plan's fee.
            Self.line("ben", "2026-02", 3000, .overdue, recorded: false),
        ])
        #expect(plain(stats.recentMonths[2].lines) == [
            Self.line("ana", "2026-03", 4550, .pending, recorded: true),
            // 28 of his 30 paid on the 20th, after the as-of day: nothing paid yet as of the 18th.
            Self.line("ben", "2026-03", 3000, .pending, recorded: true),
        ])
        #expect(stats.recentMonths.map { [$0.paidCents, $0.pendingCents, $0.overdueCents] } == [[0, 0, 4550], [4550, 0, 3000], [0, 7550, 0]])
        #expect(stats.overdue.map { "\($0.member) \($0.period)" } == ["ana 2026-01", "ben 2026-02"])
    }

    @Test func aMonthIsOverdueTheDayAfterItEnds() {
        let lastDay = Self.statistics(asOf: "2026-03-31")
        // Ben's 28 of 30 are paid by the 31st: the 2 left are pending until the month ends.
        #expect(lastDay.recentMonths.last?.lines.map(\.status) == [.pending, .pending])
        #expect(lastDay.recentMonths.last?.lines.last?.paidCents == 2800)
        #expect(lastDay.recentMonths.last?.pendingCents == 4550 + 200)
        #expect(lastDay.recentMonths.last?.paidCents == 2800)
        let nextDay = Self.statistics(asOf: "2026-04-01")
        #expect(nextDay.recentMonths.map(\.month.iso) == ["2026-01", "2026-02", "2026-03", "2026-04"])
        #expect(nextDay.recentMonths[2].lines.map(\.status) == [.overdue, .overdue])
        #expect(nextDay.recentMonths[2].overdueCents == 4550 + 200)
        // Ben's membership ended on 31 March: April is Ana's alone, pending by absence.
        #expect(plain(nextDay.recentMonths[3].lines) == [Self.line("ana", "2026-04", 4550, .pending, recorded: false)])
        #expect(nextDay.overdue.map { "\($0.member) \($0.period) \($0.owedCents)" }
            == ["ana 2026-01 4550", "ben 2026-02 3000", "ana 2026-03 4550", "ben 2026-03 200"])
    }

    /// Full is due on the 5th: Ana's April is pending on the 5th and overdue on the 6th,
    /// not only once April has ended; what falls due in the next 30 days is listed.
    @Test func aDueDayMakesADueOverdueTheDayAfterIt() {
        var library = Self.library
        library.centre?.plans[1].dueDay = .dayOfMonth(5)
        func stats(_ asOf: String) -> CentreStatistics { StatisticsEngine.compute(library, asOf: Self.day(asOf)).centre! }
        let april = { (s: CentreStatistics) in s.lines.first { $0.member == "ana" && $0.period == "2026-04" } }
        #expect(april(stats("2026-04-05"))?.status == .pending)
        #expect(april(stats("2026-04-05"))?.dueOn == Self.day("2026-04-05"))
        #expect(april(stats("2026-04-06"))?.status == .overdue)
        // As of 18 March: March (due the 5th) is overdue already; April 5 is within 30 days, May 5 is not.
        let march = stats("2026-03-18")
        #expect(march.overdue.map { "\($0.member) \($0.period)" } == ["ana 2026-01", "ben 2026-02", "ana 2026-03"])
        #expect(march.upcoming.map { "\($0.dueOn) \($0.member) \($0.period) \($0.owedCents)" }
            == ["2026-03-31 ben 2026-03 3000", "2026-04-05 ana 2026-04 4550"])
        // A weekly fee due on Fridays.
        #expect(DuesPeriod(name: "2026-W12")?.dueDate(.weekday(.friday)) == Self.day("2026-03-20"))
        // The 31st of a month with 30 days is its last day.
        #expect(DuesPeriod(name: "2026-04")?.dueDate(.dayOfMonth(31)) == Self.day("2026-04-30"))
        #expect(DuesPeriod(name: "2026-Q2")?.dueDate(.dayOfMonth(10)) == Self.day("2026-04-10"))
    }

    @Test func everyMonthInStatsAndTwelveOnThePage() {
        let stats = Self.statistics(asOf: "2027-06-15")
        // Ana's open-ended membership: every month from January 2026 through July 2027, whose
        // line falls within 30 days.
        #expect(stats.months.map(\.month.iso).first == "2026-01")
        #expect(stats.months.map(\.month.iso).last == "2027-07")
        #expect(stats.months.count == 19)
        #expect(stats.recentMonths.map(\.month.iso).first == "2026-07")
        #expect(stats.recentMonths.map(\.month.iso).last == "2027-06")
    }

    /// A month that is over is shown as it stood on its last day, whatever the as-of day.
    @Test func aMonthOverHasTheSameFiguresWhateverTheAsOfDay() {
        let early = Self.statistics(asOf: "2026-04-01")
        let late = Self.statistics(asOf: "2027-02-10")
        for month in ["2026-01", "2026-02", "2026-03"] {
            #expect(early.figures(of: Self.month(month)) == late.figures(of: Self.month(month)), "\(month)")
        }
        // March closed with Ben's 28.00 of 30.00 paid and Ana's 45.50 not: due by the 31st, both overdue.
        let march = late.figures(of: Self.month("2026-03"))
        #expect([march.paidCents, march.pendingCents, march.overdueCents] == [2800, 0, 4550 + 200])
        // While a month is under way, it stands as of the as-of day.
        #expect(Self.statistics(asOf: "2026-03-18").figures(of: Self.month("2026-03")).paidCents == 0)
        // The lists of what is overdue are as of the as-of day.
        #expect(late.overdue.contains { $0.member == "ben" && $0.period == "2026-03" && $0.owedCents == 200 })
    }

    @Test func rosterHasStatusAndLastVisitFromWorkoutsOrBookings() {
        let stats = Self.statistics(asOf: "2026-03-18")
        #expect(stats.roster == [
            MemberStatus(id: "ana", name: "Ana", plan: "full", since: Self.day("2026-01-01"), until: nil, status: .active,
                         lastVisit: Self.day("2026-03-09"), sortName: "ana"),
            MemberStatus(id: "ben", name: "Ben", plan: "basic", since: Self.day("2026-02-01"), until: Self.day("2026-03-31"),
                         status: .active, lastVisit: Self.day("2026-03-02"), sortName: "ben"),
            MemberStatus(id: "cy", name: "Cy", plan: "basic", since: Self.day("2026-05-01"), until: nil, status: .upcoming,
                         lastVisit: nil, sortName: "cy"),
        ])
        #expect(stats.activeMembers == 2)
        #expect(stats.membersByPlan == [PlanMembers(plan: "basic", name: "Basic", members: 1),
                                        PlanMembers(plan: "full", name: "Full", members: 1)])
        #expect(Self.statistics(asOf: "2026-04-01").roster.map(\.status) == [.active, .ended, .upcoming])
    }

    /// By surname, accents and case aside, or by the name's last word without one.
    @Test func theRosterPageSortsBySurname() throws {
        var library = Self.library
        library.athletes[0].contact = Contact(surname: "Ñúñez", email: "ana@example.com")
        library.athletes[1].name = "Ben Abara"
        library.athletes[2].name = "Cy Ortiz"
        let stats = StatisticsEngine.compute(library, asOf: Self.day("2026-03-18")).centre!
        #expect(stats.rosterBySurname.map(\.id) == ["ben", "ana", "cy"])
        #expect(stats.roster.map(\.id) == ["ana", "ben", "cy"])
        #expect(try !StatisticsEngine.compute(library, asOf: Self.day("2026-03-18")).jsonText().contains("example.com"))
    }

    @Test func occupancyCountsBookingsUpToTheAsOfDay() {
        let pool = Self.statistics(asOf: "2026-03-18").facilities[0]
        // The booking of the 23rd is after the as-of day.
        #expect(pool.bookings == 3)
        // 120 + 60 + 30 person-minutes, of 2 people × 120 minutes on the three open days
        // from the 2nd to the 9th (two Mondays and a Tuesday).
        #expect(pool.bookedMinutes == 210)
        #expect(pool.availableMinutes == 720)
        #expect(pool.occupancy == 210.0 / 720.0)
        #expect(pool.grid[0][18] == 90.0 / 240.0)
        #expect(pool.grid[0][19] == 120.0 / 240.0)
        #expect(pool.grid[1][18] == 0)
        #expect(pool.grid[0][17] == nil)
        #expect(pool.grid[2][18] == nil)
    }

    @Test func statsJSONHasTheCentreOnlyWhenThereIsOne() throws {
        var plain = Self.library
        plain.centre = nil
        #expect(try !StatisticsEngine.compute(plain, asOf: Self.day("2026-03-18")).jsonText().contains("\"centre\""))
        let text = try StatisticsEngine.compute(Self.library, asOf: Self.day("2026-03-18")).jsonText()
        let centre = try #require(text.range(of: "  \"centre\": {")).lowerBound
        let facilities = try #require(text.range(of: "    \"facilities\": [")).lowerBound
        #expect(String(text[facilities...]) == """
                "facilities": [
                  {
                    "id": "pool",
                    "name": "Pool",
                    "capacity": 2,
                    "bookings": 3,
                    "booked_hours": 3.5,
                    "occupancy": 0.29
                  }
                ]
              }
            }

            """)
        #expect(text[centre...].contains("""
                "overdue": [
                  {
                    "member": "ana",
                    "period": "2026-01",
                    "month": "2026-01",
                    "due_on": "2026-01-31",
                    "amount": 45.5,
                    "paid_amount": 0,
                    "status": "overdue",
                    "paid_on": null,
                    "recorded": false
                  },
            """))
    }
}
