/// Private athletes (docs/content-format.md#athletes): `private: true` keeps an athlete out of the built site
/// unless the build is asked to include them.
extension TrainingLibrary {
    /// The ids of the athletes whose file says `private: true`.
    public var privateAthleteIDs: Set<String> { Set(athletes.filter(\.isPrivate).map(\.id)) }

    /// The library without its private athletes and everything that names them: their
    /// workouts, plans, measurements, tests and their own session templates, their centre
    /// payments, and the member and session of their bookings (which stay, anonymous, so
    /// that occupancy counts them). Every later
    /// stage (statistics, pages, feeds, search, report.md, stats.json) then never sees them.
    /// Receipts go too: they are for the desk, never the public site.
    public func withoutPrivateAthletes() -> TrainingLibrary {
        let hidden = privateAthleteIDs
        var library = self
        library.centre?.hasReceipts = false
        guard !hidden.isEmpty else { return library }
        library.athletes.removeAll { hidden.contains($0.id) }
        library.workouts.removeAll { hidden.contains($0.athlete) }
        library.plans.removeAll { hidden.contains($0.athlete) }
        library.measurements.removeAll { hidden.contains($0.athlete) }
        library.tests.removeAll { hidden.contains($0.athlete) }
        library.sessions.removeAll { $0.athlete.map(hidden.contains) ?? false }
        if var centre = library.centre?.withoutMembers(hidden) {
            // The months of the records, without the private members' (their payments are gone too).
            centre.recordedMonths = centre.recordedMonths(of: library.athletes.compactMap(\.membership))
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
