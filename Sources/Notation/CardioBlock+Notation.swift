import TrainingModel

extension CardioBlock {
    /// `5min easy`, `30min @ threshold`… written with `@` only when the words could otherwise be
    /// read as part of the block (`@ 5k pace`, `@ in zone 2`), plain (`5min easy`) when not.
    public var notation: String {
        var parts: [String] = []
        if let distance {
            parts.append(QuantityNotation.formatDistance(distance))
            if let duration { parts.append("in " + QuantityNotation.formatClock(duration)) }
        } else if let duration {
            parts.append(QuantityNotation.formatDuration(duration))
        }
        if let intensity, !intensity.isEmpty {
            let firstWord = intensity.split(separator: " ").first.map { $0.lowercased() } ?? ""
            let plain = intensity.first?.isNotationLetter == true && firstWord != "in"
            parts.append(plain ? intensity : "@ " + intensity)
        }
        return parts.joined(separator: " ")
    }
}
