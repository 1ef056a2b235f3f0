import Foundation

/// A walk of a folder's tree that two threads share: the thread that lists the top of the
/// tree opens the folders below it as units (`open`), and any thread that calls `help()`
/// walks units until none is left. The build cache's check scans the site's inputs on one
/// core and the output folder on the other; the output is twice the size, and the inputs'
/// core, done first, walks the rest of the output with it (alone, the output's core was
/// the last third of a build with nothing changed). A helper does not wait for the walk to
/// open (`help`): `concurrentPerform` may run its parts one after the other (one core), and
/// a helper run before the owner then simply finds nothing to do.
final class SharedWalk: @unchecked Sendable {  // state behind `condition`
    /// What a unit's walk found.
    struct Found {
        var files: [(path: String, info: stat)] = []
        var folders: [(path: String, info: stat)] = []
    }

    /// A folder to walk, by its path under the walk's top.
    typealias Unit = String

    private let condition = NSCondition()
    private var units: [Unit] = []
    private var walkUnit: ((Unit, inout Found) -> Bool)?
    private var claimed = 0
    private var done = 0
    private var found: [Found] = []
    private var failed = false

    /// True: `open` starts a helper on another thread (for an owner with no other work to
    /// share, such as recording the new output). It never waits for the owner, who waits
    /// only for units the helper claimed, so on one core nothing hangs either.
    private let startsHelper: Bool

    init(startsHelper: Bool = false) {
        self.startsHelper = startsHelper
    }

    /// Hands out `units`, each walked by `walk` (false: it failed, and so does the walk).
    func open(_ units: [Unit], walk: @escaping (Unit, inout Found) -> Bool) {
        condition.withLock {
            self.units = units
            walkUnit = walk
        }
        if startsHelper { DispatchQueue.global().async { self.help() } }
    }

    /// Walks units until every one is claimed; none when the walk is not open (yet).
    func help() {
        while let (unit, walk) = claim() {
            var result = Found()
            let succeeded = walk(unit, &result)
            condition.withLock {
                if succeeded { found.append(result) } else { failed = true }
                done += 1
                condition.broadcast()
            }
        }
    }

    /// Ends the walk: no unit is claimed from now on, and `finish()` answers nil.
    func cancel() {
        condition.withLock { failed = true }
    }

    /// Whether `cancel()` was called (or a unit's walk failed): an owner stops early.
    var isCancelled: Bool { condition.withLock { failed } }

    /// For the walk's owner: walks units until every one is claimed, then waits for those
    /// a helper claimed. What every unit's walk found (handed over: the walk keeps none of
    /// it, though it may live on with whoever shared it); nil when one failed.
    func finish() -> [Found]? {
        help()
        return condition.withLock {
            while done < claimed { condition.wait() }
            defer { (found, units) = ([], []) }
            return failed ? nil : found
        }
    }

    private func claim() -> (Unit, (Unit, inout Found) -> Bool)? {
        condition.withLock {
            // No walk until `open` has handed out the units.
            guard !failed, claimed < units.count, let walkUnit else { return nil }
            claimed += 1
            return (units[claimed - 1], walkUnit)
        }
    }
}
