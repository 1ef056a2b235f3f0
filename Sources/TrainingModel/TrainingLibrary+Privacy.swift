/// Private athletes (docs/content-format.md#athletes): `private: true` keeps an athlete out of the built site
/// unless the build is asked to include them.
extension TrainingLibrary {
    /// The ids of the athletes whose file says `private: true`.
    public var privateAthleteIDs: Set<String> { Set(athletes.filter(\.isPrivate).map(\.id)) }

    /// The library without its private athletes and everything that names them: their
    /// workouts, plans, measurements, tests and their own session templates. Every later
    /// stage (statistics, pages, feeds, search, report.md, stats.json) then never sees them.
    public func withoutPrivateAthletes() -> TrainingLibrary {
        let hidden = privateAthleteIDs
        guard !hidden.isEmpty else { return self }
        var library = self
        library.athletes.removeAll { hidden.contains($0.id) }
        library.workouts.removeAll { hidden.contains($0.athlete) }
        library.plans.removeAll { hidden.contains($0.athlete) }
        library.measurements.removeAll { hidden.contains($0.athlete) }
        library.tests.removeAll { hidden.contains($0.athlete) }
        library.sessions.removeAll { $0.athlete.map(hidden.contains) ?? false }
        return library
    }
}
