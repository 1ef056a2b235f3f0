import Loading
import TestSupport
import Testing
import TrainingModel

@Suite struct CentreLoadingTests {
    static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }
    static func month(_ text: String) -> YearMonth { YearMonth(iso: text)! }

    @Test func loadsTheCentreAndItsMembers() async throws {
        let (library, diagnostics) = await load(.centre)
        #expect(diagnostics == [])
        let centre = try #require(library.centre)
        #expect(centre.name == "Riverside Club")
        #expect(centre.address == "1 River Road")
        #expect(centre.currency == "EUR")
        #expect(centre.publicDues == false)
        #expect(centre.openingHours == [OpeningHours(opens: 420, closes: 1320), OpeningHours(opens: 420, closes: 1320),
                                         OpeningHours(opens: 420, closes: 1320), OpeningHours(opens: 420, closes: 1320),
                                         OpeningHours(opens: 420, closes: 1260), OpeningHours(opens: 540, closes: 840), nil])
        #expect(centre.plans == [MembershipPlan(id: "basic", name: "Basic", feeCents: 3000, sessionsIncluded: 8),
                                  MembershipPlan(id: "full", name: "Full", feeCents: 4550)])
        #expect(centre.facilities == [Facility(id: "court", name: "Court", capacity: 4, slotMinutes: 30),
                                       Facility(id: "pool", name: "Pool", capacity: 2, slotMinutes: 60)])
        #expect(centre.payments == [
            Payment(period: CentreFixture.period("2026-02"), member: "ana", amountCents: 4550, paidOn: Self.day("2026-02-03")),
            // No amount: whatever is due, worked out with the statistics.
            Payment(period: CentreFixture.period("2026-03"), member: "ana", amountCents: nil, paidOn: nil),
            Payment(period: CentreFixture.period("2026-03"), member: "ben", amountCents: 3000, paidOn: Self.day("2026-03-02")),
        ])
        #expect(centre.bookings == [
            Booking(date: Self.day("2026-03-02"), facility: "court", member: "ben", start: 450, end: 510),
            Booking(date: Self.day("2026-03-02"), facility: "pool", member: "ana", start: 1080, end: 1200, session: "swim"),
            Booking(date: Self.day("2026-03-02"), facility: "pool", member: "ben", start: 1140, end: 1200),
        ])
        #expect(library.athlete(id: "ben")?.membership == Membership(
            plan: "basic", since: Self.day("2026-02-01"), until: Self.day("2026-03-31"), planLine: 2, planColumn: 20))
        #expect(library.athlete(id: "cy")?.membership == nil)
        // From Ana's start in January to Ben's end and the bookings in March.
        #expect(centre.recordedMonths == Self.month("2026-01")...Self.month("2026-03"))
    }

    @Test func aSiteWithoutCentreHasNone() async {
        let (library, diagnostics) = await load(.minimal)
        #expect(diagnostics == [])
        #expect(library.centre == nil)
    }

    @Test func reportsEveryProblemOfEveryBooking() async {
        let files = SiteFiles.centre.content("centre/bookings/2026-03-03.yaml", """
            - {facility: gym, member: zed, start: "06:00", end: "07:00"}
            - {facility: pool, member: cy, start: "21:00", end: "23:00"}
            - {facility: court, member: ana, start: "07:10", end: "07:40", session: swimm}
            - {facility: pool, member: ana, start: "10:00", end: "09:00"}
            - {facility: pool, member: ana, start: "9h", end: "10:00"}

            """).content("centre/bookings/2026-03-08.yaml", """
            - {facility: pool, member: ana, start: "10:00", end: "11:00"}

            """)
        let filesFound = await diagnostics(files)
        #expect(filesFound == [
            "content/centre/bookings/2026-03-03.yaml:1:14: error: [0].facility: unknown facility `gym`",
            "content/centre/bookings/2026-03-03.yaml:1:27: error: [0].member: unknown member `zed`\n  hint: did you mean `ben`?",
            "content/centre/bookings/2026-03-03.yaml:2:3: error: [1]: the booking 21:00–23:00 is outside the opening hours on tuesdays (07:00–22:00)",
            "content/centre/bookings/2026-03-03.yaml:2:28: error: [1].member: athlete `cy` is not a member of the centre (no `membership:`)\n  hint: add `membership: {plan: …, since: YYYY-MM-DD}` to the athlete's file",
            "content/centre/bookings/2026-03-03.yaml:3:3: error: [2]: `court` is booked in slots of 30 minutes from 07:00: the start and end must fall on them",
            "content/centre/bookings/2026-03-03.yaml:3:73: error: [2].session: unknown session `swimm`\n  hint: did you mean `swim`?",
            "content/centre/bookings/2026-03-03.yaml:4:54: error: [3].end: expected a time after `start` (10:00), found \"09:00\"",
            "content/centre/bookings/2026-03-03.yaml:5:40: error: [4].start: expected a time of day (HH:MM), found \"9h\"",
            "content/centre/bookings/2026-03-08.yaml:1:3: error: [0]: the centre is closed on sundays, so nothing can be booked on 2026-03-08",
        ])
    }

    @Test func aBookingOverCapacityIsReportedAtTheOneWrittenLast() async {
        // Three in a pool for two from 19:00; back to back (20:00–21:00 after 19:00–20:00) is no overlap.
        let files = SiteFiles.centre
            .content("athletes/dee.yaml", "name: Dee\nmembership: {plan: basic, since: 2026-01-01}\n")
            .content("athletes/eva.yaml", "name: Eva\nmembership: {plan: basic, since: 2026-01-01}\n")
            .content("centre/bookings/2026-03-02b.yaml", """
            - {date: 2026-03-02, facility: pool, member: dee, start: "19:00", end: "20:00"}
            - {date: 2026-03-02, facility: pool, member: eva, start: "20:00", end: "21:00"}
            - {date: 2026-03-02, facility: pool, member: eva, start: "18:00", end: "19:00"}

            """)
        let filesFound = await diagnostics(files)
        #expect(filesFound == [
            "content/centre/bookings/2026-03-02b.yaml:1:3: error: [0]: `pool` holds 2 at once; this booking makes 3 at 19:00 (with `ana` and `ben`)",
        ])
    }

    @Test func aMemberCannotBeInTwoPlacesAtOnce() async {
        let files = SiteFiles.centre.content("centre/bookings/2026-03-04.yaml", """
            - {facility: court, member: ana, start: "18:00", end: "19:00"}
            - {facility: pool, member: ana, start: "18:00", end: "19:00"}

            """)
        let filesFound = await diagnostics(files)
        #expect(filesFound == [
            "content/centre/bookings/2026-03-04.yaml:2:3: error: [1]: `ana` is already booked at `court` 18:00–19:00",
        ])
    }

    @Test func reportsPaymentsMembershipsAndTheCentreFile() async {
        // Ben's own file has an error: his bookings and payments are not reported again.
        let files = SiteFiles.centre
            .content("athletes/ben.yaml", "name: Ben\nmembership: {plan: basic, since: 2026-02-01, until: 2026-01-31}\n")
            .content("centre/payments/march.yaml", "ana: {paid: 2026-03-01}\n")
            .content("centre/payments/2026-04.yaml", "ana: {amount: -5, paid: soon}\ncy: {paid: pending}\nzed: {paid: pending}\n")
            .content("centre/facilities/gym.yaml", "capacity: 0\n")
            .content("centre/notes.yaml", "a: b\n")
        let filesFound = await diagnostics(files)
        #expect(filesFound == [
            "content/athletes/ben.yaml:2:53: error: membership.until: expected a date on or after `since` (2026-02-01), found \"2026-01-31\"",
            "content/centre/facilities/gym.yaml:1:1: error: missing required field `slot`",
            "content/centre/facilities/gym.yaml:1:11: error: capacity: expected a whole number of people, at least 1, found \"0\"",
            "content/centre/notes.yaml:1:1: error: not a centre file: the centre has `centre.yaml` and the folders `facilities`, `classes`, `payments` and `bookings`",
            "content/centre/payments/2026-04.yaml:1:15: error: ana.amount: expected an amount such as `45` or `45.50` (not negative, at most two decimals), found \"-5\"",
            "content/centre/payments/2026-04.yaml:1:25: error: ana.paid: expected a date (YYYY-MM-DD), found \"soon\"",
            "content/centre/payments/2026-04.yaml:2:1: error: cy: athlete `cy` is not a member of the centre (no `membership:`)\n  hint: add `membership: {plan: …, since: YYYY-MM-DD}` to the athlete's file",
            "content/centre/payments/2026-04.yaml:3:1: error: zed: unknown member `zed`",
            "content/centre/payments/march.yaml:1:1: error: the file name does not say which period: expected payments/PERIOD.yaml, named after the period it covers: 2026-11 (a month), 2026-W45 (a week), 2026-Q4 (a quarter) or 2026 (a year)",
        ])
    }

    @Test func anUnknownPlanIsReportedInTheAthletesFile() async {
        let files = SiteFiles.centre.content("athletes/ben.yaml", "name: Ben\nmembership: {plan: basik, since: 2026-02-01}\n")
        let filesFound = await diagnostics(files)
        #expect(filesFound == [
            "content/athletes/ben.yaml:2:20: error: membership.plan: unknown membership plan `basik`\n  hint: did you mean `basic`?",
        ])
    }

    @Test func aMembershipNeedsACentreAndACentreItsFile() async {
        let member = SiteFiles.minimal.content("athletes/ana.yaml", "name: Ana\nmembership: {plan: full, since: 2026-01-01}\n")
        let memberFound = await diagnostics(member)
        #expect(memberFound == [
            "content/athletes/ana.yaml:2:20: error: membership.plan: a membership needs a centre, but the site has no `content/centre/centre.yaml`\n  hint: see docs/content-format.md, \"Centre\"",
        ])
        let headless = SiteFiles.minimal.content("centre/facilities/pool.yaml", "capacity: 2\nslot: 60\n")
        let headlessFound = await diagnostics(headless)
        #expect(headlessFound == [
            "content/centre/facilities/pool.yaml:1:1: error: `content/centre/` has no `centre.yaml`: its payments, facilities and bookings belong to no centre\n  hint: see docs/content-format.md, \"Centre\"",
        ])
    }

    /// Plans of every period and packs, members' own fees and discounts, and payments
    /// named after their period, some in parts (docs/centre.md#fees).
    static let fees = SiteFiles.centre
        .content("athletes/ana.yaml", "name: Ana\nmembership: {plan: year, since: 2026-01-10, fee: 400}\n")
        .content("athletes/ben.yaml", "name: Ben\nmembership: {plan: week, since: 2026-02-04, discount: 12.5%}\n")
        .content("athletes/cy.yaml", "name: Cy\nmembership: {plan: pack, since: 2026-03-01, discount: 5}\n")
        .content("centre/centre.yaml", """
            name: Riverside Club
            opening_hours: {monday: "07:00-22:00"}
            plans:
              - {id: year, yearly_fee: 480}
              - {id: week, weekly_fee: 12.50, due_day: friday}
              - {id: quarter, quarterly_fee: 100, due_day: 10}
              - {id: pack, pack_fee: 60, visits: 10}

            """)
        .content("centre/payments/2026-02.yaml", "")
        .content("centre/payments/2026-03.yaml", "cy: {paid: 2026-03-01}\n")
        .content("centre/payments/2026.yaml", "ana:\n  - {amount: 100, paid: 2026-01-10}\n  - {paid: pending}\n")
        .content("centre/payments/2026-W06.yaml", "ben: {paid: 2026-02-04}\n")

    @Test func readsFeesOfEveryPeriodPacksAndMembersOwnFees() async throws {
        let (library, diagnostics) = await load(Self.fees)
        #expect(diagnostics == [])
        let centre = try #require(library.centre)
        #expect(centre.plans == [
            MembershipPlan(id: "pack", name: "pack", feeCents: 6000, billing: .pack(visits: 10)),
            MembershipPlan(id: "quarter", name: "quarter", feeCents: 10000, billing: .every(.quarter), dueDay: .dayOfMonth(10)),
            MembershipPlan(id: "week", name: "week", feeCents: 1250, billing: .every(.week), dueDay: .weekday(.friday)),
            MembershipPlan(id: "year", name: "year", feeCents: 48000, billing: .every(.year)),
        ])
        #expect(library.athlete(id: "ana")?.membership?.feeCents == 40000)
        #expect(library.athlete(id: "ben")?.membership?.discount == .percent(basisPoints: 1250))
        #expect(library.athlete(id: "cy")?.membership?.discount == .amount(cents: 500))
        #expect(centre.payments == [
            Payment(period: CentreFixture.period("2026"), member: "ana", amountCents: 10000, paidOn: Self.day("2026-01-10"), entry: 1),
            Payment(period: CentreFixture.period("2026"), member: "ana", amountCents: nil, paidOn: nil, entry: 2),
            Payment(period: CentreFixture.period("2026-W06"), member: "ben", amountCents: nil, paidOn: Self.day("2026-02-04")),
            Payment(period: CentreFixture.period("2026-03"), member: "cy", amountCents: nil, paidOn: Self.day("2026-03-01")),
        ])
    }

    @Test func reportsFeesThatAreMissingDoubledOrInTheWrongFile() async {
        let files = Self.fees
            .content("centre/centre.yaml", """
                name: Riverside Club
                opening_hours: {monday: "07:00-22:00"}
                plans:
                  - {id: year, yearly_fee: 480, monthly_fee: 40}
                  - {id: week, due_day: 32}
                  - {id: pack, pack_fee: 60}
                  - {id: pack2, pack_fee: 60, visits: 5, due_day: 5}
                  - {id: weekly, weekly_fee: 10, due_day: 5}
                  - {id: quarter, quarterly_fee: 100, visits: 3}

                """)
            .content("athletes/cy.yaml", "name: Cy\nmembership: {plan: year, since: 2026-03-01, discount: 120%}\n")
            .content("centre/payments/2026-02.yaml", "ana: {paid: 2026-02-01}\n")
        let found = await diagnostics(files)
        #expect(found == [
            "content/athletes/cy.yaml:2:55: error: membership.discount: expected a percentage from 0% to 100% (at most two decimals) or an amount such as `5`, found \"120%\"",
            "content/centre/centre.yaml:4:46: error: plans[0].monthly_fee: `yearly_fee` and `monthly_fee` cannot be used together",
            "content/centre/centre.yaml:5:5: error: plans[1]: expected one of the keys `weekly_fee`, `monthly_fee`, `quarterly_fee`, `yearly_fee` or `pack_fee`",
            "content/centre/centre.yaml:5:25: error: plans[1].due_day: expected a day of the month from 1 to 31, found \"32\"",
            "content/centre/centre.yaml:6:5: error: plans[2]: missing required field `visits`",
            "content/centre/centre.yaml:7:51: error: plans[3].due_day: `pack_fee` and `due_day` cannot be used together",
            "content/centre/centre.yaml:8:43: error: plans[4].due_day: expected `monday`, `tuesday`, `wednesday`, `thursday`, `friday`, `saturday` or `sunday`, found \"5\"",
            "content/centre/centre.yaml:9:47: error: plans[5].visits: `quarterly_fee` and `visits` cannot be used together",
            "content/centre/payments/2026-02.yaml:1:1: error: `ana`'s plan `year` is paid by the year, so this payment belongs in payments/2026.yaml",
        ])
    }

    @Test func readsContactDetailsAndRefusesAMalformedEmailOrPhone() async throws {
        let good = SiteFiles.centre.content("athletes/cy.yaml", """
            name: Cy
            surname: Ortiz Núñez
            address: 3 River Road
            email: cy@example.com
            phone: "+34 (600) 123-456"

            """)
        let (library, found) = await load(good)
        #expect(found == [])
        #expect(library.athlete(id: "cy")?.contact == Contact(surname: "Ortiz Núñez", address: "3 River Road",
                                                              email: "cy@example.com", phone: "+34 (600) 123-456"))
        #expect(library.athlete(id: "ana")?.contact == nil)
        let bad = SiteFiles.centre.content("athletes/cy.yaml", "name: Cy\nemail: cy at example.com\nphone: call me\n")
        let badFound = await diagnostics(bad)
        #expect(badFound == [
            "content/athletes/cy.yaml:2:8: error: email: expected an email address such as `ana@example.com`, found \"cy at example.com\"",
            "content/athletes/cy.yaml:3:8: error: phone: expected a phone number such as `+34 600 123 456`, found \"call me\"",
        ])
    }
}
