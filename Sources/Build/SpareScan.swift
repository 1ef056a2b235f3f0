import Foundation
#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// The spare folder's scan for a partial rebuild (`PartialRebuild.Spare`), made on a thread
/// of its own at the lowest priority, from the cache's check on: loading, statistics and
/// the renderer's indexes keep both cores busy but for gaps, and the scan (tens of
/// thousands of `fstatat` calls on a coach's site, a quarter of a second on each core)
/// fills those gaps instead of being waited for before loading. The plan, the first step
/// that needs it, asks for `spare` and walks the scan's remaining folders meanwhile
/// (`SharedWalk`). It only reads the spare; nothing writes there before the plan has it.
final class SpareScan: @unchecked Sendable {  // state behind `condition`
    private let condition = NSCondition()
    private var finished = false
    private var found: PartialRebuild.Spare?
    private let walk: SharedWalk

    /// Begins `scan` on a new thread; `walk` is the walk it shares, closed by the scan's
    /// thread when it is over.
    init(sharing walk: SharedWalk, _ scan: @escaping @Sendable () -> PartialRebuild.Spare?) {
        self.walk = walk
        let thread = Thread { [self] in
            #if canImport(Glibc)
            // Linux: the nice value is the calling thread's; it only ever goes down (19 is the
            // lowest), so no other work is slowed and the scan runs when a core is idle.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
            #endif
            let spare = scan()
            walk.close()
            condition.withLock {
                (found, finished) = (spare, true)
                condition.broadcast()
            }
            #if canImport(Glibc)
            // The scan's working memory (its lookups of tens of thousands of paths) came from
            // this thread's own malloc arena, which no other thread reuses: freed, it stayed
            // resident (60–70 MB more at the peak of a coach's site's rebuild) until given back here.
            _ = malloc_trim(0)
            #endif
        }
        thread.start()
    }

    /// The scan, waited for (while its folders still to walk are walked here, at the caller's
    /// priority): nil when there is no spare, it cannot be read, or the scan was called off.
    var spare: PartialRebuild.Spare? {
        walk.helpOnceOpen()
        return condition.withLock {
            while !finished { condition.wait() }
            return found
        }
    }

    /// Calls the scan off (no partial rebuild follows): it stops at its next folder.
    func cancel() { walk.cancel() }
}
