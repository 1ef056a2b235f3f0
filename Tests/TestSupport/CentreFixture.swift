import TrainingModel

/// Centre libraries built in code, for the statistics and rendering tests.
public enum CentreFixture {
    public static func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }
    public static func month(_ text: String) -> YearMonth { YearMonth(iso: text)! }
    public static func period(_ text: String) -> DuesPeriod { DuesPeriod(name: text)! }

    /// Open Mondays and Tuesdays 18:00–20:00; a pool for two; members ana (full, since
    /// January 2026), ben (basic, February–March) and cy (from May); dee is no member.
    public static let centre = Centre(
        name: "Riverside", address: "1 River Road", currency: "EUR",
        openingHours: [OpeningHours(opens: 1080, closes: 1200), OpeningHours(opens: 1080, closes: 1200), nil, nil, nil, nil, nil],
        plans: [MembershipPlan(id: "basic", name: "Basic", feeCents: 3000, sessionsIncluded: 8),
                MembershipPlan(id: "full", name: "Full", feeCents: 4550)],
        facilities: [Facility(id: "pool", name: "Pool", capacity: 2, slotMinutes: 30)],
        payments: [
            Payment(period: period("2026-02"), member: "ana", amountCents: 4550, paidOn: day("2026-02-03")),
            Payment(period: period("2026-03"), member: "ana", amountCents: 4550, paidOn: nil),
            // Paid after 18 March, the as-of day of most tests: still pending then.
            Payment(period: period("2026-03"), member: "ben", amountCents: 2800, paidOn: day("2026-03-20")),
        ],
        bookings: [
            Booking(date: day("2026-03-02"), facility: "pool", member: "ana", start: 1080, end: 1200, session: "swim"),
            Booking(date: day("2026-03-02"), facility: "pool", member: "ben", start: 1140, end: 1200),
            Booking(date: day("2026-03-09"), facility: "pool", member: "ana", start: 1110, end: 1140),
            Booking(date: day("2026-03-23"), facility: "pool", member: "ben", start: 1080, end: 1200),
        ])

    public static let library: TrainingLibrary = {
        var library = TrainingLibrary(
            athletes: [
                Athlete(id: "ana", name: "Ana", membership: Membership(plan: "full", since: day("2026-01-01"))),
                Athlete(id: "ben", name: "Ben", membership: Membership(plan: "basic", since: day("2026-02-01"),
                                                                     until: day("2026-03-31"))),
                Athlete(id: "cy", name: "Cy", membership: Membership(plan: "basic", since: day("2026-05-01"))),
                Athlete(id: "dee", name: "Dee"),
            ],
            sessions: [SessionTemplate(id: "swim", name: "Swim")],
            workouts: [Workout(id: "w1", date: day("2026-03-05"), athlete: "ana")])
        library.centre = centre
        // As the loader finds them: from Ana's start to Cy's.
        library.centre?.recordedMonths = month("2026-01")...month("2026-05")
        return library
    }()

    /// A full day for the print check: a hall for 8 open 07:00–22:00 in hour slots, every
    /// slot booked by 8 of 16 members with long names, on Monday 2 March 2026.
    public static func busyDay(paper: SiteConfig.Paper) -> TrainingLibrary {
        let names = ["Alejandra Fernández-Villaverde", "Bartholomew Okonkwo-Smith", "Carmen de la Fuente Ortiz",
                     "Dmitri Aleksandrovich Volkov", "Esperanza Rodríguez Castillo", "Friedrich Wilhelm Hoffmann",
                     "Guadalupe Martínez de Soto", "Hiroshi Takahashi-Yamamoto", "Ingrid Sørensen-Halvorsen",
                     "Joaquín Benítez Valenzuela", "Katarzyna Wiśniewska-Nowak", "Leopoldo Montenegro Aguirre",
                     "Maximiliane von Habsburg", "Nnamdi Chukwuemeka Obi", "Oriana Castellanos Bermúdez",
                     "Pieter-Jan van den Berghe"]
        let athletes = names.enumerated().map { index, name in
            Athlete(id: "m\(index)", name: name, membership: Membership(plan: "full", since: day("2026-01-01")))
        }
        var bookings: [Booking] = []
        for hour in 7..<22 {
            for seat in 0..<8 {
                bookings.append(Booking(date: day("2026-03-02"), facility: "hall", member: "m\((hour + seat) % 16)",
                                        start: hour * 60, end: hour * 60 + 60))
            }
        }
        var library = TrainingLibrary(config: SiteConfig(paper: paper), athletes: athletes)
        library.centre = Centre(
            name: "Riverside", currency: "EUR",
            openingHours: Array(repeating: OpeningHours(opens: 420, closes: 1320), count: 7),
            plans: [MembershipPlan(id: "full", name: "Full", feeCents: 4550)],
            facilities: [Facility(id: "hall", name: "Sports hall", capacity: 8, slotMinutes: 60)],
            bookings: bookings)
        return library
    }
}
