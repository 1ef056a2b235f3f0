#if canImport(Glibc)
import Foundation
import Glibc

/// The watcher thread on Linux: one inotify descriptor with a watch on the site folder
/// (not recursive: `site.yaml`, and `content/` or `Templates/` appearing or going), on
/// every folder under `content/` and `Templates/`, and on each folder created there
/// later. Only this thread touches the watch table.
struct InotifyLoop: Sendable {
    let root: String
    let wake: Int32
    let debounceMilliseconds: Int32
    let continuation: AsyncStream<WatchBatch>.Continuation
    private let inotify: Int32
    /// Watch descriptor → the absolute folder it watches.
    private var folders: [Int32: String] = [:]

    /// The folders watched recursively, relative to the site folder.
    static let trees = ["content", "Templates"]

    /// What a folder's watch reports: files and folders created, written, renamed or deleted.
    static let folderMask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_DELETE_SELF | IN_MOVE_SELF | IN_ATTRIB)

    init(root: String, wake: Int32, debounceMilliseconds: Int32,
         continuation: AsyncStream<WatchBatch>.Continuation) throws {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else {
            throw SiteWatcher.Failure.cannotWatch("inotify_init1: \(String(cString: strerror(errno)))")
        }
        self.root = root
        self.wake = wake
        self.debounceMilliseconds = debounceMilliseconds
        self.continuation = continuation
        inotify = descriptor
        guard addWatch(root) else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw SiteWatcher.Failure.cannotWatch("\(root): \(reason)")
        }
        for tree in Self.trees { addTree(root + "/" + tree) }
    }

    mutating func run() {
        defer {
            close(inotify)
            close(wake)
            continuation.finish()
        }
        var pending = PendingBatch()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&descriptors, 2, pending.timeout(debounceMilliseconds: debounceMilliseconds))
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                if count > 0 { handle(buffer[..<count], into: &pending) }
            }
            if !pending.isEmpty && (ready == 0 || pending.isOverdue) {
                continuation.yield(pending.take())
            }
        }
    }

    // MARK: - Events

    /// Parses `struct inotify_event` records: wd, mask, cookie, len, then `len` bytes of
    /// NUL-padded name.
    private mutating func handle(_ bytes: ArraySlice<UInt8>, into pending: inout PendingBatch) {
        let records = Array(bytes)
        var offset = 0
        let headerSize = 16
        while offset + headerSize <= records.count {
            let (descriptor, mask, length) = records.withUnsafeBytes { raw in
                (raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                 raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = records[(offset + headerSize)..<min(records.count, offset + headerSize + length)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += headerSize + length
            handle(descriptor: descriptor, mask: mask, name: name, into: &pending)
        }
    }

    private mutating func handle(descriptor: Int32, mask: UInt32, name: String, into pending: inout PendingBatch) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            pending.markLost()
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[descriptor] = nil
            return
        }
        guard let folder = folders[descriptor] else { return }
        let path = name.isEmpty ? folder : folder + "/" + name
        let isDirectory = mask & UInt32(IN_ISDIR) != 0
        if isDirectory, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, isInsideTree(path) {
            // Files may already be inside: the folder itself is reported as changed, and
            // the loader lists it.
            addTree(path)
        }
        let finishesASave = !isDirectory && mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0
        pending.add(WatchEvent(path: path, isDirectory: isDirectory), finishesASave: finishesASave)
    }

    // MARK: - Watches

    private func isInsideTree(_ path: String) -> Bool {
        Self.trees.contains { tree in
            let top = root + "/" + tree
            return path == top || path.hasPrefix(top + "/")
        }
    }

    /// Watches `folder` and every folder under it, skipping hidden ones and those the
    /// loader skips (`_drafts`). A folder that does not exist is skipped: the site
    /// folder's watch reports it when it appears.
    private mutating func addTree(_ folder: String) {
        guard addWatch(folder) else { return }
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = enumerator.nextObject() as? String {
            // Symbolic links are not followed: `type` is the link's own.
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory else { continue }
            let name = relative.split(separator: "/").last ?? ""
            if name.hasPrefix(".") || name.hasPrefix("_") {
                enumerator.skipDescendants()
                continue
            }
            _ = addWatch(folder + "/" + relative)
        }
    }

    private mutating func addWatch(_ folder: String) -> Bool {
        let descriptor = inotify_add_watch(inotify, folder, Self.folderMask | UInt32(IN_ONLYDIR))
        guard descriptor >= 0 else { return false }
        folders[descriptor] = folder
        return true
    }
}
#endif
