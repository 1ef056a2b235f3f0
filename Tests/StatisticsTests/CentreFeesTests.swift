@testable import Statistics
import TestSupport
import Testing
import TrainingModel

/// Fees of every period, packs of visits, members' own fees and discounts, a first
/// period shared by days, and part payments (docs/statistics.md#centre-dues).
@Suite struct CentreFeesTests {
    static let day = CentreFixture.day
    static let period = CentreFixture.period

    /// As of Wednesday 18 March 2026: wes pays weekly from Wednesday 4 March; quinn
    /// quarterly from 15 February with 10% off; yara yearly at her own fee, in two
    /// payments; pia a pack of 3 visits from 1 March, with four visits by the 16th.
    static let library: TrainingLibrary = {
        let open = OpeningHours(opens: 480, closes: 1200)
        var library = TrainingLibrary(athletes: [
            Athlete(id: "pia", name: "Pia", membership: Membership(plan: "pack", since: day("2026-03-01"))),
            Athlete(id: "quinn", name: "Quinn", membership: Membership(plan: "quarter", since: day("2026-02-15"),
                                                                       discount: .percent(basisPoints: 1000))),
            Athlete(id: "wes", name: "Wes", membership: Membership(plan: "week", since: day("2026-03-04"))),
            Athlete(id: "yara", name: "Yara", membership: Membership(plan: "year", since: day("2026-01-01"), feeCents: 36000)),
        ])
        library.centre = Centre(
            name: "Riverside", openingHours: Array(repeating: open, count: 7),
            plans: [MembershipPlan(id: "pack", name: "Three visits", feeCents: 6000, billing: .pack(visits: 3)),
                    MembershipPlan(id: "quarter", name: "Quarterly", feeCents: 12000, billing: .every(.quarter)),
                    MembershipPlan(id: "week", name: "Weekly", feeCents: 1000, billing: .every(.week)),
                    MembershipPlan(id: "year", name: "Yearly", feeCents: 40000, billing: .every(.year))],
            facilities: [Facility(id: "pool", name: "Pool", capacity: 4, slotMinutes: 60)],
            payments: [
                Payment(period: period("2026-03"), member: "pia", amountCents: nil, paidOn: day("2026-03-01")),
                Payment(period: period("2026-W10"), member: "wes", amountCents: nil, paidOn: day("2026-03-04")),
                Payment(period: period("2026-W11"), member: "wes", amountCents: 500, paidOn: day("2026-03-10")),
                Payment(period: period("2026"), member: "yara", amountCents: 20000, paidOn: day("2026-01-10"), entry: 1),
                Payment(period: period("2026"), member: "yara", amountCents: nil, paidOn: day("2026-03-01"), entry: 2),
            ],
            bookings: ["2026-03-02", "2026-03-03", "2026-03-09", "2026-03-16", "2026-03-23"].map {
                Booking(date: day($0), facility: "pool", member: "pia", start: 480, end: 540)
            })
        return library
    }()

    static func lines(of member: String) -> [DuesLine] {
        StatisticsEngine.compute(library, asOf: day("2026-03-18")).centre!.lines.filter { $0.member == member }
    }

    @Test func weeklyFeesShareTheFirstWeekByDaysAndTakePartPayments() {
        let lines = Self.lines(of: "wes")
        // Every week that starts by 17 April, 30 days after the as-of day.
        #expect(lines.map(\.period) == ["2026-W10", "2026-W11", "2026-W12", "2026-W13", "2026-W14", "2026-W15", "2026-W16"])
        // Wednesday to Sunday of week 10: 5 of 7 days of 10.00, 7.142… → 7.14, paid with no amount written.
        #expect(plain(lines[0]) == DuesLine(member: "wes", period: "2026-W10", month: CentreFixture.month("2026-03"),
                                     dueOn: Self.day("2026-03-08"), amountCents: 714, paidCents: 714, status: .paid,
                                     paidOn: Self.day("2026-03-04"), recorded: true))
        // 5.00 of 10.00 paid, and the week ended on the 15th: the other 5.00 are overdue.
        #expect(plain(lines[1]) == DuesLine(member: "wes", period: "2026-W11", month: CentreFixture.month("2026-03"),
                                     dueOn: Self.day("2026-03-15"), amountCents: 1000, paidCents: 500, status: .overdue,
                                     paidOn: nil, recorded: true))
        #expect(lines[1].owedCents == 500)
        #expect(lines[2].status == .pending)
        #expect(lines[2].recorded == false)
        // Week 14 starts on 30 March, so its line is listed under March; week 15 under April.
        #expect(lines.map(\.month.iso) == ["2026-03", "2026-03", "2026-03", "2026-03", "2026-03", "2026-04", "2026-04"])
    }

    @Test func aQuarterSharedByDaysWithADiscount() {
        // 120.00 less 10% is 108.00 a quarter; 15 February to 31 March is 45 of the quarter's 90 days.
        #expect(plain(Self.lines(of: "quinn")) == [
            DuesLine(member: "quinn", period: "2026-Q1", month: CentreFixture.month("2026-02"), dueOn: Self.day("2026-03-31"),
                     amountCents: 5400, paidCents: 0, status: .pending, paidOn: nil, recorded: false),
            DuesLine(member: "quinn", period: "2026-Q2", month: CentreFixture.month("2026-04"), dueOn: Self.day("2026-06-30"),
                     amountCents: 10800, paidCents: 0, status: .pending, paidOn: nil, recorded: false),
        ])
    }

    @Test func aYearAtTheMembersOwnFeePaidInTwoParts() {
        // 200.00, then the rest of her own 360.00: paid on the day of the second payment.
        #expect(plain(Self.lines(of: "yara")) == [
            DuesLine(member: "yara", period: "2026", month: CentreFixture.month("2026-01"), dueOn: Self.day("2026-12-31"),
                     amountCents: 36000, paidCents: 36000, status: .paid, paidOn: Self.day("2026-03-01"), recorded: true),
        ])
    }

    @Test func aPackFallsDueAtTheFirstVisitItCovers() {
        // Pack 1 on joining, paid; the fourth visit, on the 16th, opens pack 2, not paid by the 18th.
        #expect(plain(Self.lines(of: "pia")) == [
            DuesLine(member: "pia", period: "pack-1", month: CentreFixture.month("2026-03"), dueOn: Self.day("2026-03-01"),
                     amountCents: 6000, paidCents: 6000, status: .paid, paidOn: Self.day("2026-03-01"), recorded: true),
            DuesLine(member: "pia", period: "pack-2", month: CentreFixture.month("2026-03"), dueOn: Self.day("2026-03-16"),
                     amountCents: 6000, paidCents: 0, status: .overdue, paidOn: nil, recorded: false),
        ])
    }

    @Test func eachPaymentWithADayPaidHasAReceiptOfWhatItPaid() {
        let receipts = StatisticsEngine.compute(Self.library, asOf: Self.day("2026-03-18")).centre!.receipts
        #expect(receipts.map { "\($0.number) \($0.paidOn) \($0.amountCents) \($0.periods)" } == [
            "2026-03-pia-1 2026-03-01 6000 [\"pack-1\"]",
            "2026-W10-wes-1 2026-03-04 714 [\"2026-W10\"]",
            "2026-W11-wes-1 2026-03-10 500 [\"2026-W11\"]",
            "2026-yara-1 2026-01-10 20000 [\"2026\"]",
            "2026-yara-2 2026-03-01 16000 [\"2026\"]",
        ])
    }

    @Test func discountsRoundToTheCent() {
        #expect(Discount.percent(basisPoints: 1250).applied(to: 4999) == 4374)
        #expect(Discount.amount(cents: 500).applied(to: 300) == 0)
        #expect(MemberDues.share(of: 3200, days: 12, of: 31) == 1239)
    }

    @Test func periodsAreNamedAsTheirFiles() {
        #expect(DuesPeriod(name: "2026-W01")?.first == Self.day("2025-12-29"))
        // 2026 begins on a Thursday, so it has a week 53; 2025 does not.
        #expect(DuesPeriod(name: "2026-W53")?.last == Self.day("2027-01-03"))
        #expect(DuesPeriod(name: "2025-W53") == nil)
        #expect(DuesPeriod(name: "2020-W53")?.last == Self.day("2021-01-03"))
        #expect(DuesPeriod(name: "2026-Q4").map { [$0.first.iso, $0.last.iso] } == ["2026-10-01", "2026-12-31"])
        #expect(DuesPeriod(name: "2026")?.days == 365)
        #expect(DuesPeriod(name: "2026-13") == nil)
        #expect(DuesPeriod(.week, containing: Self.day("2027-01-01")).name == "2026-W53")
        #expect(DuesPeriod(.week, containing: Self.day("2021-01-01")).name == "2020-W53")
        #expect(DuesPeriod(.quarter, containing: Self.day("2026-05-31")).name == "2026-Q2")
    }
}

/// Lines with their payments left out, to compare with lines written in a test.
func plain(_ lines: [DuesLine]) -> [DuesLine] { lines.map(\.withoutCredits) }
func plain(_ line: DuesLine) -> DuesLine { line.withoutCredits }

extension DuesLine {
    var withoutCredits: DuesLine {
        var line = self
        line.credits = []
        return line
    }
}
