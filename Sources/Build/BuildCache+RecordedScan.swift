import Foundation
import Loading
import Synchronization
import TextAndDates

/// A scan of a folder that holds what its record says, made from the record: each entry
/// recorded is looked at once (`fstatat`), in the record's order, with no folder listed but
/// the top and those the record cannot vouch for. `scanOutput` tries it first; when the folder
/// holds anything the record does not (or lacks anything it does), it answers nil and the
/// folder is walked instead.
///
/// A folder whose record vouches for it (`trusts`: the same times and inode, so no entry
/// was added, removed or renamed in it) is not listed. The walk lists every folder, makes a
/// string for each entry's path and sorts what it found; here every path is the record's
/// own, and the result is in the record's order.
extension BuildCache {
    /// The folder at `root` (open as `descriptor`) as its record `previous` has it, each entry
    /// with what `fstatat` says now, and each file's hash taken as `scanOutput` takes it
    /// (`written`, else the record's when it `trusts` it, else read). Nil when the folder is
    /// not the record's, entry for entry and type for type, or cannot be told to be:
    /// - a record not in byte order, or with a path not all printable ASCII (for which Swift's
    ///   order of strings is not their bytes', and folders' contents are not found by their bytes);
    /// - a path that is not a walk's: empty parts, `.` or `..`, a slash first or last, or
    ///   an entry whose folder the record does not have before it (a record Spotter did not
    ///   write: looked at as recorded, it could name what lies outside the folder);
    /// - an entry recorded but gone, or of another type (a link, say);
    /// - the top folder, or a folder the record does not vouch for, not holding exactly the
    ///   names recorded in it (compared byte for byte);
    /// - a file that cannot be read, or `isCancelled` saying so on the way.
    ///
    /// `looked`, when given, says which entries to look at (after a partial rebuild, what it
    /// changed, `outputs(_:after:)`); any other is taken as recorded, with no times when its
    /// record's scan could not vouch for it (so the next scan reads it again).
    func scanAsRecorded(_ root: String, descriptor: Int32, previous: [Input], scanned: Int64,
                        written: @Sendable (String) -> ContentHash?, isCancelled: @Sendable () -> Bool,
                        lookingOnlyAt looked: [Bool]? = nil) -> [Input]? {
        guard !previous.isEmpty, Self.inByteOrderAndWalkable(previous),
              Self.listsAsRecorded(root, folderAt: nil, in: previous) else { return nil }
        var found = previous
        // In parts, on every core; each part lists the files it could not vouch for. One part
        // finding the folder not as recorded stops the others (`notAsRecorded`).
        let notAsRecorded = Atomic(false)
        let parts = found.withUnsafeMutableBufferPointer { buffer -> [[Int]?] in
            // Each slot is written by the one part whose range holds it.
            nonisolated(unsafe) let slots = buffer
            return concurrentMap(partsOf: previous.count) { range -> [Int]? in
                var unread: [Int] = []
                var lastFolder = -1
                func refused() -> [Int]? {
                    notAsRecorded.store(true, ordering: .relaxed)
                    return nil
                }
                for index in range {
                    if index % 4096 == 0, notAsRecorded.load(ordering: .relaxed) || isCancelled() { return nil }
                    let old = previous[index]
                    guard Self.folderIsRecorded(of: index, in: previous, lastFound: &lastFolder) else { return refused() }
                    if let looked, !looked[index] {
                        if !trusts(old, old, scanned: scanned) { (slots[index].modified, slots[index].changed, slots[index].inode) = (0, 0, 0) }
                        continue
                    }
                    var info = stat()
                    guard fstatat(descriptor, old.path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return refused() }
                    if old.size == -1 {
                        guard info.st_mode & S_IFMT == S_IFDIR else { return refused() }
                        slots[index] = Self.folder(old.path, info)
                        // A folder changed since its record (or too soon before it) is listed.
                        guard trusts(old, slots[index], scanned: scanned)
                            || Self.listsAsRecorded(root + "/" + old.path, folderAt: index, in: previous) else { return refused() }
                    } else {
                        guard info.st_mode & S_IFMT == S_IFREG else { return refused() }
                        slots[index] = Self.file(old.path, info)
                        if let hash = written(old.path) {
                            slots[index].hash = hash
                        } else if trusts(old, slots[index], scanned: scanned) {
                            slots[index].hash = old.hash
                        } else {
                            unread.append(index)
                        }
                    }
                }
                return unread
            }
        }
        var unread: [Int] = []
        for part in parts {
            guard let part else { return nil }
            unread += part
        }
        // Called off meanwhile: no file is read.
        guard !isCancelled(), Self.hash(unread, of: &found, under: root) else { return nil }
        return found
    }

    /// Whether every path of `entries` is ASCII and a walk's (no empty part, no `.` or `..`,
    /// no slash first or last), and each comes after the one before, byte for byte (then
    /// Swift's order of the strings, by which every scan is sorted, is this one).
    static func inByteOrderAndWalkable(_ entries: [Input]) -> Bool {
        for index in entries.indices {
            let fine = entries[index].path.utf8.withContiguousStorageIfAvailable { path -> Bool in
                guard isWalkableASCII(path) else { return false }
                guard index > 0 else { return true }
                return entries[index - 1].path.utf8.withContiguousStorageIfAvailable { compare($0, path) < 0 } ?? false
            }
            guard fine == true else { return false }
        }
        return true
    }

    /// Whether a path is printable ASCII (a NUL would cut it short for the system, a line
    /// break is refused by every scan) and its parts, between slashes, are all names: none
    /// empty, `.` or `..`.
    private static func isWalkableASCII(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        var (length, dots) = (0, 0)
        for byte in path {
            if byte == UInt8(ascii: "/") {
                guard length > 0, dots < length || length > 2 else { return false }
                (length, dots) = (0, 0)
            } else {
                guard byte >= 0x20, byte < 0x7F else { return false }
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && (dots < length || length > 2)
    }

    /// Whether the entry at `index` is at the top or in a folder the record has before it:
    /// the entry just before, the folder found last, else found by halving (`lastFound` is
    /// then that folder). In a scan's record, most entries are the first thing in the folder
    /// before them, or in the same folder as the entry before.
    private static func folderIsRecorded(of index: Int, in entries: [Input], lastFound: inout Int) -> Bool {
        entries[index].path.utf8.withContiguousStorageIfAvailable { path -> Bool in
            guard let slash = path.lastIndex(of: UInt8(ascii: "/")) else { return true }
            let folder = UnsafeBufferPointer(rebasing: path[..<slash])
            func isFolder(_ at: Int) -> Bool { entries[at].size == -1 && order(of: entries[at], against: folder) == 0 }
            if index > 0, isFolder(index - 1) { return true }
            if lastFound >= 0, isFolder(lastFound) { return true }
            let found = lowerBound(of: folder, in: entries, before: index)
            guard found < index, isFolder(found) else { return false }
            lastFound = found
            return true
        } ?? false
    }

    /// The first place in `entries` (up to `end`) whose path is not before `bytes`, byte for byte.
    private static func lowerBound(of bytes: UnsafeBufferPointer<UInt8>, in entries: [Input], before end: Int) -> Int {
        var (low, high) = (0, end)
        while low < high {
            let middle = (low + high) / 2
            if order(of: entries[middle], against: bytes) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// How an entry's path compares with `bytes`, byte for byte: below 0 before, 0 the same.
    private static func order(of entry: Input, against bytes: UnsafeBufferPointer<UInt8>) -> Int {
        entry.path.utf8.withContiguousStorageIfAvailable { compare($0, bytes) }
            ?? (Array(entry.path.utf8).withUnsafeBufferPointer { compare($0, bytes) })
    }

    /// `a` against `b`, byte for byte: below 0 when `a` comes first, 0 when they are the same.
    private static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order != 0 ? Int(order) : a.count - b.count
    }

    /// Whether the folder at `path` (the top when `index` is nil, else the recorded folder at
    /// `index` in `entries`) holds exactly the names the record has in it, byte for byte. In
    /// byte order, the paths inside a folder come together, from the first at or after its
    /// path and a slash (`a/` comes after `a-b` and `a.b`, which come after `a`).
    private static func listsAsRecorded(_ path: String, folderAt index: Int?, in entries: [Input]) -> Bool {
        let prefix = index.map { Array(entries[$0].path.utf8) + [UInt8(ascii: "/")] } ?? []
        let first = prefix.withUnsafeBufferPointer { lowerBound(of: $0, in: entries, before: entries.count) }
        var recorded = Set<[UInt8]>()
        for entry in entries[first...] {
            let inside = entry.path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard bytes.starts(with: prefix) else { return false }
                let name = bytes[prefix.count...]
                if !name.contains(UInt8(ascii: "/")) { recorded.insert(Array(name)) }
                return true
            }
            guard let inside else { return false }
            if !inside { break }
        }
        var count = 0
        var matches = true
        guard ContentFileSystem.forEachEntry(of: path, { name, _, _ in
            count += 1
            let bytes = UnsafeRawBufferPointer(start: name, count: strlen(name))
            if !recorded.contains(Array(bytes)) { matches = false }
        }) else { return false }
        return matches && count == recorded.count
    }
}
