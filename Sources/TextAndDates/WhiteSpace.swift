extension String {
    /// Runs of white space, line breaks included, made one space, and none at either end.
    public var collapsingWhitespace: String { Self.collapsed(self, lowercasing: false) }

    /// `collapsingWhitespace`, lowercased: the form in which names and labels are compared
    /// (`Lower  back` and `lower back` are one muscle, one exercise name).
    public var comparisonForm: String { Self.collapsed(self, lowercasing: true) }

    private static func collapsed(_ text: String, lowercasing: Bool) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return (lowercasing ? text.lowercased() : text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        // ASCII (nearly every name and description): the same on bytes, without looking
        // up each character's properties in Unicode's tables, the slow part of comparing
        // 10,000 exercises' names and facet values.
        var line: [UInt8] = []
        line.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !line.isEmpty
            } else {
                if pendingSpace { line.append(0x20) }
                pendingSpace = false
                line.append(lowercasing && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
        }
        return String(decoding: line, as: UTF8.self)
    }
}
