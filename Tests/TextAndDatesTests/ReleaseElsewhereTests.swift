import Foundation
import Synchronization
import Testing
@testable import TextAndDates

@Suite struct ReleaseElsewhereTests {
    final class Tracked: Sendable {
        let freed: @Sendable () -> Void
        init(freed: @escaping @Sendable () -> Void) { self.freed = freed }
        deinit { freed() }
    }

    /// Handed over, a value is freed on another thread; in a process that ends with its
    /// build, it is kept until the end (a quarter of a second here: freed, it is gone well before).
    @Test func aValueIsFreedElsewhereOrLeftToTheProcessEnd() async throws {
        let freed = Mutex<[String]>([])
        releaseElsewhere(Tracked { freed.withLock { $0.append("freed") } }, leavingToProcessEnd: false)
        releaseElsewhere(Tracked { freed.withLock { $0.append("left") } }, leavingToProcessEnd: true)
        for _ in 0..<200 where freed.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(50)) }
        try await Task.sleep(for: .milliseconds(250))
        #expect(freed.withLock { $0 } == ["freed"])
    }
}
