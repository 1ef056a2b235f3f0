/// How numbers are written to stats.json. Values in memory stay exact doubles (pages
/// format them as they like); only the JSON is rounded, so two builds print the same
/// digits and the file does not carry floating-point noise such as `116.66666666666667`.
enum StatisticsRounding {
    /// Decimal places for every non-integer number in stats.json.
    static let decimals = 2

    static func round(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let rounded = (value * 100).rounded(.toNearestOrAwayFromZero) / 100
        // Never print `-0`.
        return rounded == 0 ? 0 : rounded
    }
}

extension KeyedEncodingContainer {
    mutating func encode(rounded value: Double, forKey key: Key) throws {
        try encode(StatisticsRounding.round(value), forKey: key)
    }

    /// Writes `null` for nil, so every key is present whatever the data.
    mutating func encode(rounded value: Double?, forKey key: Key) throws {
        try encode(value.map(StatisticsRounding.round), forKey: key)
    }
}
