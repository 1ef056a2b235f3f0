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
        #expect(centre.plans == [MembershipPlan(id: "basic", name: "Basic", monthlyFeeCents: 3000, sessionsIncluded: 8),
                                  MembershipPlan(id: "full", name: "Full", monthlyFeeCents: 4550)])
        #expect(centre.facilities == [Facility(id: "court", name: "Court", capacity: 4, slotMinutes: 30),
                                       Facility(id: "pool", name: "Pool", capacity: 2, slotMinutes: 60)])
        #expect(centre.payments == [
            Payment(month: Self.month("2026-02"), member: "ana", amountCents: 4550, paidOn: Self.day("2026-02-03")),
            // No amount: the member's plan fee.
            Payment(month: Self.month("2026-03"), member: "ana", amountCents: 4550, paidOn: nil),
            Payment(month: Self.month("2026-03"), member: "ben", amountCents: 3000, paidOn: Self.day("2026-03-02")),
        ])
        #expect(centre.bookings == [
            Booking(date: Self.day("2026-03-02"), facility: "court", member: "ben", start: 450, end: 510),
            Booking(date: Self.day("2026-03-02"), facility: "pool", member: "ana", start: 1080, end: 1200, session: "swim"),
            Booking(date: Self.day("2026-03-02"), facility: "pool", member: "ben", start: 1140, end: 1200),
        ])
        #expect(library.athlete(id: "ben")?.membership == Membership(
            plan: "basic", since: Self.day("2026-02-01"), until: Self.day("2026-03-31"), planLine: 2, planColumn: 20))
        #expect(library.athlete(id: "cy")?.membership == nil)
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
            "content/centre/notes.yaml:1:1: error: not a centre file: the centre has `centre.yaml` and the folders `facilities`, `payments` and `bookings`",
            "content/centre/payments/2026-04.yaml:1:15: error: ana.amount: expected an amount such as `45` or `45.50` (not negative, at most two decimals), found \"-5\"",
            "content/centre/payments/2026-04.yaml:1:25: error: ana.paid: expected a date (YYYY-MM-DD), found \"soon\"",
            "content/centre/payments/2026-04.yaml:2:1: error: cy: athlete `cy` is not a member of the centre (no `membership:`)\n  hint: add `membership: {plan: …, since: YYYY-MM-DD}` to the athlete's file",
            "content/centre/payments/2026-04.yaml:3:1: error: zed: unknown member `zed`",
            "content/centre/payments/march.yaml:1:1: error: the file name does not say which month: expected payments/YYYY-MM.yaml, named after the month it covers",
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
}
