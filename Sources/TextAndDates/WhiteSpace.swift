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
        // 10,000 exercises' names and facet values. Written straight into the new string.
        return String(unsafeUninitializedCapacity: text.utf8.count) { line in
            var count = 0
            var pendingSpace = false
            for byte in text.utf8 {
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    pendingSpace = count > 0
                } else {
                    if pendingSpace {
                        line[count] = 0x20
                        count += 1
                    }
                    pendingSpace = false
                    line[count] = lowercasing && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
                    count += 1
                }
            }
            return count
        }
    }
}

extension StringProtocol {
    /// Without white space and line breaks at either end (Unicode's, as `Character.isWhitespace`
    /// has them); Foundation-free, looking only at the characters at either end.
    public var trimmingWhitespace: String {
        let text = String(self)
        // `Character.isWhitespace` reads a character's first scalar. A first byte that is
        // visible ASCII is that scalar; a character ending in one starts with it or with a
        // prepended scalar (Unicode's grapheme rule GB9b), none of which is white space. So
        // nearly every label and name is given back as it is, without a copy.
        if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
            return text
        }
        guard let start = text.firstIndex(where: { !$0.isWhitespace }),
              let end = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[start...end])
    }
}
