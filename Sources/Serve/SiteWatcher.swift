import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One change the watcher saw: an absolute path created, written, renamed or deleted.
public struct WatchEvent: Equatable, Sendable {
    public var path: String
    /// True when the event was about a folder (one created, moved in or deleted).
    public var isDirectory: Bool

    public init(path: String, isDirectory: Bool = false) {
        self.path = path
        self.isDirectory = isDirectory
    }
}

/// Changes that arrived together: the watcher waits until no event has come for the
/// debounce interval (an editor's save is often several events), then hands them over.
public struct WatchBatch: Equatable, Sendable {
    public var events: [WatchEvent]
    /// The kernel dropped events (its queue overflowed): the caller must rebuild everything.
    public var lostEvents: Bool

    public init(events: [WatchEvent], lostEvents: Bool = false) {
        self.events = events
        self.lostEvents = lostEvents
    }
}

/// Watches `content/` (every folder in it, including folders created later),
/// `Templates/` and the site folder itself (for `site.yaml`). On Linux it uses inotify,
/// so the kernel reports changes and nothing rescans the tree; elsewhere it compares
/// modification times every `pollInterval`.
///
/// Events are read on a thread of its own, not a task, so that a blocking `poll` never
/// holds one of the few threads Swift concurrency runs tasks on. The thread owns all of
/// its state; `stop()` wakes it through a pipe, and it then closes its descriptors and
/// ends `batches`.
public final class SiteWatcher: Sendable {
    public let batches: AsyncStream<WatchBatch>
    /// Our end of the socket pair that wakes the thread to stop. A socket rather than a
    /// pipe so that writing after the thread has gone fails quietly instead of raising SIGPIPE.
    private let wakeWrite: Int32

    public enum Failure: Error, CustomStringConvertible, Equatable {
        case cannotWatch(String)
        public var description: String {
            switch self {
            case .cannotWatch(let reason): return "cannot watch the site folder: \(reason)"
            }
        }
    }

    /// Starts watching `siteDirectory` (an absolute path).
    public init(siteDirectory: String, debounce: Duration = .milliseconds(50),
                pollInterval: Duration = .milliseconds(300)) throws {
        var pipeEnds: [Int32] = [0, 0]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &pipeEnds) == 0 else {
            throw Failure.cannotWatch("socketpair: \(String(cString: strerror(errno)))")
        }
        #if canImport(Darwin)
        var on: Int32 = 1
        _ = setsockopt(pipeEnds[1], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let (stream, continuation) = AsyncStream<WatchBatch>.makeStream()
        batches = stream
        wakeWrite = pipeEnds[1]
        let wakeRead = pipeEnds[0]
        let root = URL(fileURLWithPath: siteDirectory).standardizedFileURL.path
        let debounceMilliseconds = Int32(Self.milliseconds(debounce))
        #if canImport(Glibc)
        let loop: InotifyLoop
        do {
            loop = try InotifyLoop(root: root, wake: wakeRead, debounceMilliseconds: debounceMilliseconds,
                                   continuation: continuation)
        } catch {
            close(pipeEnds[0])
            close(pipeEnds[1])
            throw error
        }
        let thread = Thread {
            var running = loop
            running.run()
        }
        #else
        let loop = PollingLoop(root: root, wake: wakeRead, debounceMilliseconds: debounceMilliseconds,
                               intervalMilliseconds: Int32(Self.milliseconds(pollInterval)), continuation: continuation)
        let thread = Thread {
            var running = loop
            running.run()
        }
        #endif
        thread.name = "spotter-watcher"
        thread.start()
    }

    deinit {
        stop()
        close(wakeWrite)
    }

    /// Stops watching; `batches` ends shortly after. Calling it again does nothing.
    public func stop() {
        var byte: UInt8 = 1
        #if canImport(Glibc)
        _ = send(wakeWrite, &byte, 1, Int32(MSG_NOSIGNAL))
        #else
        _ = send(wakeWrite, &byte, 1, 0)
        #endif
    }

    static func milliseconds(_ duration: Duration) -> Int {
        Int(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
    }
}

/// Collects events until the debounce interval passes without a new one, or until
/// `maximumWait` has passed since the first, so that a file written continuously still
/// gets rebuilt. When the last event finished a save (a file closed after writing, or
/// renamed into place, as editors do), a shorter `settle` interval is enough: the save
/// is complete, and only the few events an editor makes right after it are waited for.
struct PendingBatch {
    static let maximumWait: Duration = .milliseconds(500)
    static let settleMilliseconds: Int32 = 10

    private(set) var events: [WatchEvent] = []
    private(set) var lostEvents = false
    private var firstAt: ContinuousClock.Instant?
    private var lastFinishedASave = false

    var isEmpty: Bool { events.isEmpty && !lostEvents }

    mutating func add(_ event: WatchEvent, finishesASave: Bool = false) {
        if firstAt == nil { firstAt = .now }
        if events.last != event { events.append(event) }
        lastFinishedASave = finishesASave
    }

    mutating func markLost() {
        if firstAt == nil { firstAt = .now }
        lostEvents = true
    }

    /// How long `poll` may wait: forever when empty, else the debounce interval, capped so
    /// the batch is handed over at the latest `maximumWait` after its first event.
    func timeout(debounceMilliseconds: Int32) -> Int32 {
        guard let firstAt, !isEmpty else { return -1 }
        let left = Int32(max(0, SiteWatcher.milliseconds(Self.maximumWait - (ContinuousClock.now - firstAt))))
        let quiet = lastFinishedASave ? min(Self.settleMilliseconds, debounceMilliseconds) : debounceMilliseconds
        return min(quiet, left)
    }

    var isOverdue: Bool {
        guard let firstAt else { return false }
        return ContinuousClock.now - firstAt >= Self.maximumWait
    }

    mutating func take() -> WatchBatch {
        defer { self = PendingBatch() }
        return WatchBatch(events: events, lostEvents: lostEvents)
    }
}
