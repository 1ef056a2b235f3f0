import Dispatch
import Foundation
import Synchronization

/// Runs `body` once for every index below `count`, as many at once as there are cores, and
/// answers what each gave in index order, whichever finished first. For work a build does
/// in parts of its own: each athlete's statistics, the halves of the build cache's manifest,
/// the files it writes. (On one core `concurrentPerform` may run the parts one after the other,
/// and so does one nested in a part of another, on that part's thread.)
public func concurrentMap<T: Sendable>(_ count: Int, _ body: @Sendable (Int) -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result = body(index)
        results.withLock { $0[index] = result }
    }
    return results.withLock { $0.map { $0! } }
}

/// Indices below `count` in contiguous ranges, four a core (so that one slow range does
/// not leave a core idle for long), each mapped by `body` on every core; what each gave in
/// order. One empty range when `count` is 0.
public func concurrentMap<T: Sendable>(partsOf count: Int, _ body: @Sendable (Range<Int>) -> T) -> [T] {
    let parts = partCount(count)
    return concurrentMap(parts) { part in body((count * part / parts)..<(count * (part + 1) / parts)) }
}

/// How many parts `count` items are worked in on every core: four a core, at least one,
/// at most `count` (`concurrentMap(partsOf:)`, `OnEveryCore`).
public func partCount(_ count: Int) -> Int {
    max(1, min(count, 4 * ProcessInfo.processInfo.activeProcessorCount))
}

/// `first` and `second` at once, a core each; what each gave.
public func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = Mutex<A?>(nil), b = Mutex<B?>(nil)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 {
            let value = first()
            a.withLock { $0 = value }
        } else {
            let value = second()
            b.withLock { $0 = value }
        }
    }
    return (a.withLock { $0! }, b.withLock { $0! })
}

/// `first`, `second` and `third` at once, on every core; what each gave. Parts of one
/// `concurrentPerform`, not two nested: a nested one runs on its part's thread alone.
public func concurrently<A: Sendable, B: Sendable, C: Sendable>(
    _ first: @Sendable () -> A, _ second: @Sendable () -> B, _ third: @Sendable () -> C
) -> (A, B, C) {
    let a = Mutex<A?>(nil), b = Mutex<B?>(nil), c = Mutex<C?>(nil)
    DispatchQueue.concurrentPerform(iterations: 3) { part in
        switch part {
        case 0:
            let value = first()
            a.withLock { $0 = value }
        case 1:
            let value = second()
            b.withLock { $0 = value }
        default:
            let value = third()
            c.withLock { $0 = value }
        }
    }
    return (a.withLock { $0! }, b.withLock { $0! }, c.withLock { $0! })
}

/// `body`'s value, worked out on a thread of its own from now on; `value` waits for it. A
/// thread, not a part of a `concurrentPerform`: what the caller does meanwhile (a
/// `concurrentMap` of its own) still has every core of the pool, and the thread takes the one
/// left idle.
public final class OnItsOwnThread<T: Sendable>: @unchecked Sendable {  // `result` written by the thread, read after `done`
    private var result: T?
    private let done = DispatchSemaphore(value: 0)

    public init(_ body: @escaping @Sendable () -> T) {
        Thread { [self] in
            result = body()
            done.signal()
        }.start()
    }

    /// What `body` gave, once it has returned.
    public var value: T {
        done.wait()
        done.signal()
        return result!
    }
}
