import Synchronization

/// Frees `value` (what a stage held: tens of thousands of objects on a coach's site) on
/// another thread, so that freeing them overlaps the rest of the build instead of delaying
/// it. The caller hands it over with `consume`, so that its last reference is the task's.
/// In a process that ends with its one build (`MemoryRelease.leaveToProcessEnd()`), it is
/// not freed at all: the system takes the whole address space back at once when the
/// process exits.
public func releaseElsewhere<T: Sendable>(_ value: consuming T) {
    releaseElsewhere(consume value, leavingToProcessEnd: MemoryRelease.leftToProcessEnd.load(ordering: .relaxed))
}

/// `releaseElsewhere`, told whether the process ends with its build (tests say either).
func releaseElsewhere<T: Sendable>(_ value: consuming T, leavingToProcessEnd: Bool) {
    let box = MemoryRelease.Box(consume value)
    if leavingToProcessEnd {
        // One reference kept for good: nothing the box holds is freed before the process ends.
        _ = Unmanaged.passRetained(box)
        return
    }
    Task.detached(priority: .utility) { withExtendedLifetime(box) {} }
}

/// Whether what `releaseElsewhere` is handed is freed or left until the process ends.
public enum MemoryRelease {
    /// Said by a command whose process exits once its one build is done (`spotter build`),
    /// before the build. Freeing the loader's drafts beside the statistics, and the library,
    /// statistics, renderer and scans beside the last steps, costs CPU to give back memory
    /// that the exit gives back anyway; left, they raise the build's peak (log 25 of
    /// docs/performance-log measured both). A preview server or a test, which builds again in
    /// the same process, never says it.
    public static func leaveToProcessEnd() { leftToProcessEnd.store(true, ordering: .relaxed) }

    static let leftToProcessEnd = Atomic<Bool>(false)

    /// Holds a value: its one reference is handed to another thread, or kept for good.
    final class Box<T: Sendable>: Sendable {
        let value: T
        init(_ value: consuming T) { self.value = value }
    }
}
