/// Private athletes and private sessions (docs/content-format.md#athletes,
/// docs/content-format.md#private-sessions): `private: true` keeps an athlete or a session
/// template out of the built site unless the build is asked to include them.
extension TrainingLibrary {
    /// The ids of the athletes whose file says `private: true`.
    public var privateAthleteIDs: Set<String> { Set(athletes.filter(\.isPrivate).map(\.id)) }

    /// The ids of the sessions a build without `--include-private` leaves out, sorted: those
    /// whose file says `private: true` and those of private athletes. The `n`th is renamed
    /// `SessionTemplate.withheldID(n)` wherever the published library names it, so this list
    /// is part of every athlete's published data (their workouts and plans name sessions).
    public var withheldSessionIDs: [String] {
        let hidden = privateAthleteIDs
        return sessions.filter { $0.isPrivate || ($0.athlete.map(hidden.contains) ?? false) }.map(\.id).sorted()
    }

    /// The library as a build without `--include-private` publishes it: without its private
    /// athletes and everything that names them (their workouts, plans, measurements, tests and
    /// their own session templates, their centre payments, and the member and session of their
    /// bookings, which stay, anonymous, so that occupancy counts them), and without its private
    /// session templates. A session left out (private, or a private athlete's) that a workout,
    /// plan, booking or class of the published library names is renamed there to
    /// `SessionTemplate.withheldID(n)`, n counting those sessions in id order: the workout and
    /// the planned slot still count (compliance matches them as before), and no page, feed or
    /// stats.json names the session. Receipts go too: they are for the desk, never the public
    /// site. Every later stage (statistics, pages, feeds, search, report.md, stats.json) then
    /// never sees them.
    public func withoutPrivateAthletes() -> TrainingLibrary {
        let hidden = privateAthleteIDs
        let withheld = withheldSessionIDs
        var library = self
        library.centre?.hasReceipts = false
        guard !hidden.isEmpty || !withheld.isEmpty else { return library }
        library.athletes.removeAll { hidden.contains($0.id) }
        library.workouts.removeAll { hidden.contains($0.athlete) }
        library.plans.removeAll { hidden.contains($0.athlete) }
        library.measurements.removeAll { hidden.contains($0.athlete) }
        library.tests.removeAll { hidden.contains($0.athlete) }
        if !hidden.isEmpty, var centre = library.centre?.withoutMembers(hidden) {
            // The months of the records, without the private members' (their payments are gone too).
            centre.recordedMonths = centre.recordedMonths(of: library.athletes.compactMap(\.membership))
            library.centre = centre
        }
        guard !withheld.isEmpty else { return library }
        let renamed = Dictionary(uniqueKeysWithValues: withheld.enumerated().map { ($1, SessionTemplate.withheldID($0 + 1)) })
        library.sessions.removeAll { renamed[$0.id] != nil }
        for index in library.workouts.indices {
            if let id = library.workouts[index].session, let withheldID = renamed[id] { library.workouts[index].session = withheldID }
        }
        for index in library.plans.indices {
            for week in library.plans[index].schedule.indices {
                library.plans[index].schedule[week].days = library.plans[index].schedule[week].days
                    .mapValues { ids in ids.map { renamed[$0] ?? $0 } }
            }
        }
        if var centre = library.centre {
            for index in centre.bookings.indices {
                if let id = centre.bookings[index].session, let withheldID = renamed[id] { centre.bookings[index].session = withheldID }
            }
            for index in centre.classes.indices {
                if let id = centre.classes[index].session, let withheldID = renamed[id] { centre.classes[index].session = withheldID }
            }
            library.centre = centre
        }
        return library
    }
}

extension Centre {
    /// The centre without `hidden` members: their payments gone, their bookings kept
    /// with no member and no session (`Booking.isAnonymous`).
    func withoutMembers(_ hidden: Set<String>) -> Centre {
        var centre = self
        centre.payments.removeAll { hidden.contains($0.member) }
        centre.bookings = bookings.map { booking in
            guard hidden.contains(booking.member) else { return booking }
            var anonymous = booking
            anonymous.member = Booking.anonymousMember
            anonymous.session = nil
            return anonymous
        }
        centre.bookings.sort(by: Booking.order)
        return centre
    }
}
