import Foundation
import Loading
import TextAndDates

/// The output's record after a partial rebuild, worked out from the last build's record and
/// what this one did in the output folder (`OutputWriter.moveIn`), instead of scanning the
/// folder again (docs/performance.md#writing-only-what-changed).
extension BuildCache {
    /// What a partial rebuild did in the output folder.
    struct WrittenInto {
        /// The output folder as the last build recorded it, sorted by path, and when it was scanned.
        var recorded: [Input]
        var scanned: Int64
        /// Every file of the new site, with the hash of its bytes, and every folder.
        var files: [String: ContentHash]
        var folders: Set<String>
        /// The files renamed into the output, the files and folders removed, the folders made.
        var moved: Set<String>
        var removed: [String]
        var madeFolders: [String]
    }

    /// The output folder's entries, sorted by path, as `scanOutput` would find them. The files
    /// moved in and each folder that gained or lost an entry are looked at now (`lstat`), a
    /// file's hash that of the bytes written, and such a folder must hold only what the new
    /// site has there, name for name, else the record would vouch for a listing that misses
    /// an entry someone added meanwhile. Every other entry is the last record's, when that
    /// record's scan could vouch for it (its last change well before the scan), else with no
    /// times, so the next scan reads it again. Nil when something is not what the build left
    /// (then the output is scanned).
    func outputs(_ root: String, after build: WrittenInto) -> [Input]? {
        func parent(_ path: String) -> String {
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
        }
        var changedFolders = Set(build.moved.map(parent))
        for path in build.removed { changedFolders.insert(parent(path)) }
        for folder in build.madeFolders { changedFolders.insert(parent(folder)) }
        // Byte for byte: a name in another Unicode normalisation is another file.
        for folder in changedFolders where folder.isEmpty || build.folders.containsExactly(folder) {
            var strays = false
            guard ContentFileSystem.forEachEntry(of: folder.isEmpty ? root : root + "/" + folder, { name, _, _ in
                let path = folder.isEmpty ? String(cString: name) : folder + "/" + String(cString: name)
                if build.files.value(exactly: path) == nil && !build.folders.containsExactly(path) { strays = true }
            }), !strays else { return nil }
        }
        // What the last record held and the new site keeps, in its order, a part per core.
        let entries = build.recorded, changed = changedFolders
        let found = concurrentMap(partsOf: entries.count) { part -> [Input]? in
            var kept: [Input] = []
            kept.reserveCapacity(part.count)
            for old in entries[part] {
                var info = stat()
                if old.size == -1 {
                    guard build.folders.containsExactly(old.path) else { continue }
                    guard changed.contains(old.path) else {
                        kept.append(vouched(old, scanned: build.scanned))
                        continue
                    }
                    guard lstat(root + "/" + old.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
                    kept.append(Self.folder(old.path, info))
                } else {
                    guard let hash = build.files.value(exactly: old.path) else { continue }
                    guard build.moved.containsExactly(old.path) else {
                        // Not written: the output holds these bytes, as recorded.
                        guard old.hash == hash else { return nil }
                        kept.append(vouched(old, scanned: build.scanned))
                        continue
                    }
                    guard lstat(root + "/" + old.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
                    kept.append(Self.file(old.path, info, hash: hash))
                }
            }
            return kept
        }
        var result: [Input] = []
        result.reserveCapacity(build.files.count + build.folders.count)
        for kept in found {
            guard let kept else { return nil }
            result += kept
        }
        // What the last record did not hold: folders made, and files moved in where it held none.
        var added: [Input] = []
        for folder in build.madeFolders {
            var info = stat()
            guard lstat(root + "/" + folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            added.append(Self.folder(folder, info))
        }
        for path in build.moved where Self.entry(path, in: entries) == nil {
            var info = stat()
            guard let hash = build.files.value(exactly: path), lstat(root + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG
            else { return nil }
            added.append(Self.file(path, info, hash: hash))
        }
        // Every file and folder of the new site, once: else something was missed, and the output is scanned.
        guard result.count + added.count == build.files.count + build.folders.count else { return nil }
        added.sort { $0.path < $1.path }
        return Self.merged(result, added)
    }

    /// The recorded entry when its scan vouched for it; else the same with no times, which no
    /// file or folder has, so the next scan reads it again.
    private func vouched(_ entry: Input, scanned: Int64) -> Input {
        guard !trusts(entry, entry, scanned: scanned) else { return entry }
        var unknown = entry
        (unknown.modified, unknown.changed, unknown.inode) = (0, 0, 0)
        return unknown
    }

    /// Removes the manifest, so that no build trusts the output folder until one writes it
    /// again: done before a partial rebuild's first rename (`OutputWriter.moveIn`).
    func forgetManifest() throws {
        let path = directory.appendingPathComponent(Self.manifestName).path
        guard unlink(path) == 0 || errno == ENOENT else {
            throw Failure.io("could not remove \(path): \(String(cString: strerror(errno)))")
        }
    }
}
