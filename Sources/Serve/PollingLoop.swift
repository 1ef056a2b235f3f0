#if !canImport(Glibc)
import Foundation
#if canImport(Darwin)
import Darwin
#endif

/// The watcher thread where inotify is not available: every interval it lists
/// `site.yaml`, `content/` and `Templates/` with modification times and sizes, and
/// reports what appeared, changed or went since the last look.
struct PollingLoop: Sendable {
    let root: String
    let wake: Int32
    let debounceMilliseconds: Int32
    let intervalMilliseconds: Int32
    let continuation: AsyncStream<WatchBatch>.Continuation

    struct Stamp: Equatable, Sendable {
        var modified: Date?
        var size: Int?
    }

    mutating func run() {
        defer {
            close(wake)
            continuation.finish()
        }
        var known = scan()
        var pending = PendingBatch()
        while true {
            let timeout = pending.isEmpty ? intervalMilliseconds : min(intervalMilliseconds, debounceMilliseconds)
            var descriptors = [pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 1, timeout)
            if ready < 0 && errno != EINTR { return }
            if ready > 0 { return }
            let now = scan()
            let changed = Set(now.keys).union(known.keys).filter { now[$0] != known[$0] }.sorted()
            for path in changed { pending.add(WatchEvent(path: path)) }
            known = now
            if !pending.isEmpty && (changed.isEmpty || pending.isOverdue) {
                continuation.yield(pending.take())
            }
        }
    }

    /// Absolute path → stamp of every file watched.
    private func scan() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let manager = FileManager.default
        func stamp(_ path: String) -> Stamp? {
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { return nil }
            return Stamp(modified: attributes[.modificationDate] as? Date,
                         size: (attributes[.size] as? NSNumber)?.intValue)
        }
        stamps[root + "/site.yaml"] = stamp(root + "/site.yaml")
        for tree in ["content", "Templates"] {
            let folder = root + "/" + tree
            guard let enumerator = manager.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                stamps[folder + "/" + relative] = stamp(folder + "/" + relative)
            }
        }
        return stamps
    }
}
#endif
