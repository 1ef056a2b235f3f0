import TextAndDates
/// A distance a sport races or tests over, for best efforts: `5k` for running, `2k` for
/// rowing. The lists follow each sport's usual races and erg tests; a sport Spotter does
/// not know gets 1, 5 and 10 km.
@ByteCoded
public struct StandardDistance: Sendable, Hashable {
    /// `1k`, `1mi`, `5k`, `half-marathon`: the name stats.json writes (the test names of
    /// docs/content-format.md#measurements where there is one).
    public var id: String
    public var metres: Double

    public init(_ id: String, metres: Double) {
        self.id = id
        self.metres = metres
    }

    public init(id: String, metres: Double) { self.init(id, metres: metres) }

    static let metresPerMile = 1609.344

    public static func distances(forSport sport: String) -> [StandardDistance] {
        switch sport {
        case "running":
            return [km(1), StandardDistance("1mi", metres: metresPerMile), km(5), km(10),
                    StandardDistance("half-marathon", metres: 21097.5), StandardDistance("marathon", metres: 42195)]
        case "rowing":
            return [metres(500), km(1), km(2), km(5), km(6), km(10), StandardDistance("half-marathon", metres: 21097)]
        case "cycling":
            return [km(10), km(20), km(40), km(100)]
        case "swimming":
            return [metres(100), metres(400), metres(1500), km(5)]
        default:
            return [km(1), km(5), km(10)]
        }
    }

    private static func km(_ count: Int) -> StandardDistance {
        StandardDistance("\(count)k", metres: Double(count) * 1000)
    }

    private static func metres(_ count: Int) -> StandardDistance {
        StandardDistance("\(count)m", metres: Double(count))
    }
}
