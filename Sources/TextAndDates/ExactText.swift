/// Membership by a string's very bytes. Swift takes the same text in two Unicode
/// normalisations (`é` as one character, or `e` and an accent) as equal strings, while a
/// file system takes them as two names: a folder may hold both, and only one is the file
/// a build wrote.
extension Set<String> {
    public func containsExactly(_ text: String) -> Bool {
        firstIndex(of: text).map { self[$0].utf8.elementsEqual(text.utf8) } ?? false
    }
}

extension Dictionary where Key == String {
    /// The value of the key with `text`'s very bytes.
    public func value(exactly text: String) -> Value? {
        index(forKey: text).flatMap { self[$0].key.utf8.elementsEqual(text.utf8) ? self[$0].value : nil }
    }
}

extension String {
    /// Equal with the same bytes, not only the same text.
    public func isExactly(_ other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
