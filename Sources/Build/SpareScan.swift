import Foundation
#if canImport(Glibc)
import CMalloc
import Glibc
#endif

/// The spare folder's scan for a partial rebuild (`PartialRebuild.Spare`), made on a thread
/// of its own from the cache's check on: loading, statistics and the renderer's indexes
/// keep both cores busy but for gaps, and the scan (tens of thousands of `fstatat` calls on
/// a coach's site, a quarter of a second on each core) fills those gaps instead of being
/// waited for before loading. The partial plan asks for `spare` and walks the scan's
/// remaining folders meanwhile (`SharedWalk`); a plan not carried out calls the scan off
/// (`cancel`), and the staging folder, asking on its first file, then does not wait. The
/// scan only reads the spare: nothing writes there before the plan has the scan, or the
/// scan is called off (its result is then never used).
final class SpareScan: @unchecked Sendable {  // state behind `condition`
    private let condition = NSCondition()
    private var finished = false
    private var cancelled = false
    private var found: PartialRebuild.Spare?
    private let walk: SharedWalk

    /// Begins `scan` on a new thread; `walk` is the walk it shares, closed by the scan's
    /// thread when it is over.
    init(sharing walk: SharedWalk, _ scan: @escaping @Sendable () -> PartialRebuild.Spare?) {
        self.walk = walk
        // At the process's priority: a lower one (nice 19) left the plan waiting on a thread
        // that other work starved, and passed on to the threads its hashing started (Linux
        // threads inherit it), which went on to render pages.
        let thread = Thread { [self] in
            let spare = scan()
            walk.close()
            condition.withLock {
                (found, finished) = (spare, true)
                condition.broadcast()
            }
            #if canImport(Glibc)
            // The scan's working memory (its lookups of tens of thousands of paths) came from
            // this thread's malloc arena, which no running thread took up once it was freed: it
            // stayed resident (60–70 MB more at the peak of a coach's site's rebuild) until
            // given back here.
            _ = malloc_trim(0)
            #endif
        }
        thread.start()
    }

    /// The scan, waited for (while its folders still to walk are walked here): nil when there
    /// is no spare, it cannot be read, or the scan was called off (then without waiting).
    var spare: PartialRebuild.Spare? {
        if condition.withLock({ cancelled }) { return nil }
        walk.helpOnceOpen()
        return condition.withLock {
            while !finished && !cancelled { condition.wait() }
            return cancelled ? nil : found
        }
    }

    /// Calls the scan off (no partial rebuild follows): it stops at its next folder (its next
    /// few thousand entries when scanned from the record), before reading any file, and
    /// `spare` is nil from now on.
    func cancel() {
        condition.withLock {
            cancelled = true
            condition.broadcast()
        }
        walk.cancel()
    }
}
