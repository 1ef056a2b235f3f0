/// Frees `value` (what a stage held: tens of thousands of objects on a coach's site) on
/// another thread, so that freeing them overlaps the rest of the build instead of delaying
/// it. The caller hands it over with `consume`, so that its last reference is the task's.
public func releaseElsewhere<T: Sendable>(_ value: consuming T) {
    Task.detached(priority: .utility) { withExtendedLifetime(value) {} }
}
