import Foundation
import TextAndDates

/// Runs `body` once for every index below `count`, on every core, and rethrows the first
/// error a call threw (no index is started after it). For file work a build does in bulk:
/// hashing files the build cache cannot vouch for, looking at the spare's entries to prune.
enum OnEveryCore {
    static func forEach(_ count: Int, _ body: @Sendable (Int) throws -> Void) throws {
        guard count > 0 else { return }
        // A few strides per core, so that one slow file does not leave a core idle for long.
        let parts = partCount(count)
        let failure = FirstFailure()
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            for index in stride(from: part, to: count, by: parts) where !failure.happened {
                do { try body(index) } catch { failure.record(error) }
            }
        }
        if let error = failure.error { throw error }
    }

    /// The first error of several threads, and whether there is one yet.
    private final class FirstFailure: @unchecked Sendable {  // state behind `lock`
        private let lock = NSLock()
        private var first: Error?

        var happened: Bool { lock.withLock { first != nil } }
        var error: Error? { lock.withLock { first } }
        func record(_ error: Error) { lock.withLock { if first == nil { first = error } } }
    }
}
