import Synchronization

/// Fragments of HTML rendered once and shared by the pages of one render (exercise cards,
/// keyed by their relative link). Every page task may ask at once; two asking for the same
/// fragment together may both render it, and get the same bytes.
final class FragmentCache: Sendable {
    private let fragments = Mutex<[String: String]>([:])

    func html(for key: String, render: () throws -> String) rethrows -> String {
        if let found = fragments.withLock({ $0[key] }) { return found }
        let html = try render()
        fragments.withLock { $0[key] = html }
        return html
    }
}
