import Dispatch
import Synchronization

/// Runs `body` once for every index below `count`, as many at once as there are cores, and
/// answers what each gave in index order, whichever finished first. For work a build does
/// in parts of its own: each athlete's statistics, the halves of the build cache's manifest,
/// the files it writes. (On one core `concurrentPerform` may run the parts one after the other.)
public func concurrentMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = body(index)
        results.withLock { $0[index] = result }
    }
    return results.withLock { $0.map { $0! } }
}
