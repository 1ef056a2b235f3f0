import Foundation

/// Membership by a string's very bytes. Swift takes the same text in two Unicode
/// normalisations (`é` as one character, or `e` and an accent) as equal strings, while a
/// file system takes them as two names: a folder may hold both, and only one is the file
/// a build wrote.
extension Set<String> {
    public func containsExactly(_ text: String) -> Bool {
        firstIndex(of: text).map { self[$0].isExactly(text) } ?? false
    }
}

extension Dictionary where Key == String {
    /// The value of the key with `text`'s very bytes.
    public func value(exactly text: String) -> Value? {
        index(forKey: text).flatMap { self[$0].key.isExactly(text) ? self[$0].value : nil }
    }
}

extension String {
    /// Equal with the same bytes, not only the same text.
    /// The bytes compared at once where both strings hold them in one piece (every string
    /// Swift makes does): byte by byte through the views was most of the time a partial
    /// rebuild took to match its 78,000 kept paths against the output's record.
    @inlinable public func isExactly(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let equal = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return (equal ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
