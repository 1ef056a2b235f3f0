import Testing
import TrainingModel

/// docs/content-format.md#private-sessions: the published library has no private session, and
/// what names one names `_private-N` instead, so it still counts and is never named.
struct PrivateSessionLibraryTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 2)!

    static func library() -> TrainingLibrary {
        var library = TrainingLibrary(
            athletes: [Athlete(id: "ana", name: "Ana"), Athlete(id: "dana", name: "Dana", isPrivate: true)],
            sessions: [
                SessionTemplate(id: "knee-rehab", name: "Knee Rehab", isPrivate: true),
                SessionTemplate(id: "dana-own", name: "Dana's Own", athlete: "dana"),
                SessionTemplate(id: "upper-a", name: "Upper A"),
                SessionTemplate(id: "a-secret", name: "A Secret", isPrivate: true),
            ],
            workouts: [Workout(id: "w1", date: day, athlete: "ana", session: "knee-rehab"),
                       Workout(id: "w2", date: day, athlete: "ana", session: "upper-a"),
                       Workout(id: "w3", date: day, athlete: "ana", session: "dana-own")],
            plans: [Plan(id: "block", name: "Block", athlete: "ana", start: day, weeks: 1,
                         schedule: [WeekSchedule(days: [.monday: ["upper-a", "a-secret"], .friday: ["knee-rehab"]])])])
        library.centre = Centre(name: "Gym", bookings: [
            Booking(date: day, facility: "wall", member: "ana", start: 600, end: 660, session: "knee-rehab"),
            Booking(date: day, facility: "studio", member: "dana", start: 420, end: 480, session: "dana-own", classID: "rehab"),
        ])
        library.centre?.classes = [CentreClass(id: "rehab", name: "Rehab", facility: "studio", instructor: "io", capacity: 6,
                                               runs: [ClassRun(weekday: .monday, start: 420, end: 480)], session: "knee-rehab")]
        return library
    }

    @Test func privateSessionsAreLeftOutAndWhatNamesThemNamesAWithheldID() throws {
        let published = Self.library().withoutPrivateAthletes()
        #expect(published.sessions.map(\.id) == ["upper-a"])
        // Numbered in the order of the left-out sessions' ids: a-secret, dana-own, knee-rehab.
        #expect(published.workouts.map(\.session) == ["_private-3", "upper-a", "_private-2"])
        #expect(published.plans.first?.schedule.first?.days == [.monday: ["upper-a", "_private-1"], .friday: ["_private-3"]])
        // Dana's place in the class stays, anonymous, its class kept; the class's session is withheld too.
        #expect(published.centre?.bookings.map(\.session) == [nil, "_private-3"])
        #expect(published.centre?.bookings.map(\.member) == ["", "ana"])
        #expect(published.centre?.bookings.map(\.classID) == ["rehab", nil])
        #expect(published.centre?.classes.map(\.session) == ["_private-3"])
        #expect(published.athletes.map(\.id) == ["ana"])
        #expect(SessionTemplate.isWithheld("_private-3") && !SessionTemplate.isWithheld("private-gym"))
        #expect(!Slug.isValidID("_private-1"))
    }

    @Test func aLibraryWithNothingPrivateIsPublishedAsItIs() {
        var library = Self.library()
        library.athletes = [Athlete(id: "ana", name: "Ana")]
        library.sessions = library.sessions.map { var s = $0; s.isPrivate = false; s.athlete = nil; return s }
        // As it is, but for its receipts, which no public build has (docs/content-format.md).
        var withoutReceipts = library
        withoutReceipts.centre?.hasReceipts = false
        #expect(library.withoutPrivateAthletes() == withoutReceipts)
    }
}
