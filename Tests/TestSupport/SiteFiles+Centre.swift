/// A small sports centre on top of `SiteFiles.minimal`: members ana (plan `full` since
/// January 2026) and ben (`basic`, February to March), cy an athlete who is no member,
/// a pool (2 people, hour slots) and a court (4 people, half-hour slots), payments for
/// February and March 2026 and bookings on Monday 2 March 2026.
extension SiteFiles {
    public static let centre = SiteFiles.minimal
        .content("athletes/ana.yaml", "name: Ana\nmembership: {plan: full, since: 2026-01-01}\n")
        .content("athletes/ben.yaml", "name: Ben\nmembership: {plan: basic, since: 2026-02-01, until: 2026-03-31}\n")
        .content("athletes/cy.yaml", "name: Cy\n")
        .content("sessions/swim.yaml", "name: Swim\nathlete: ana\n")
        .content("workouts/w1.yaml", "date: 2026-03-05\nathlete: ana\nsession: swim\n")
        .content("centre/centre.yaml", """
            name: Riverside Club
            address: 1 River Road
            currency: EUR
            opening_hours:
              monday: "07:00-22:00"
              tuesday: "07:00-22:00"
              wednesday: "07:00-22:00"
              thursday: "07:00-22:00"
              friday: "07:00-21:00"
              saturday: "09:00-14:00"
              sunday: closed
            plans:
              - {id: full, name: Full, monthly_fee: 45.50}
              - {id: basic, name: Basic, monthly_fee: 30, sessions_included: 8}

            """)
        .content("centre/facilities/pool.yaml", "name: Pool\ncapacity: 2\nslot: 60\n")
        .content("centre/facilities/court.yaml", "name: Court\ncapacity: 4\nslot: 30\n")
        .content("centre/payments/2026-02.yaml", "ana: {amount: 45.50, paid: 2026-02-03}\n")
        .content("centre/payments/2026-03.yaml", "ana: {paid: pending}\nben: {amount: 30, paid: 2026-03-02}\n")
        .content("centre/bookings/2026-03-02.yaml", """
            - {facility: pool, member: ana, start: "18:00", end: "20:00", session: swim}
            - {facility: pool, member: ben, start: "19:00", end: "20:00"}
            - {facility: court, member: ben, start: "07:30", end: "08:30"}

            """)
}
