/// The site's athletes for references and defaults: the only athlete when there is
/// one, an implicit one when there is none (docs/content-format.md: a one-person site names nobody).
struct AthleteResolver {
    let ids: [String]
    private let known: Set<String>
    private(set) var usedImplicitAthlete = false

    init(ids: [String], unparsedIDs: [String]) {
        self.ids = ids.sorted()
        known = Set(ids + unparsedIDs)
    }

    func contains(_ id: String) -> Bool { known.contains(id) }

    /// What a copy used (the implicit athlete), taken in.
    mutating func merge(_ copy: AthleteResolver) {
        usedImplicitAthlete = usedImplicitAthlete || copy.usedImplicitAthlete
    }

    /// Nil when there are several athletes.
    mutating func defaultAthlete() -> String? {
        if ids.count == 1 { return ids[0] }
        if known.isEmpty {
            usedImplicitAthlete = true
            return LibraryAssembler.implicitAthleteID
        }
        return nil
    }
}
