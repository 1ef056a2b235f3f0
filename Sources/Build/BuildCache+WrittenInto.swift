import Foundation
import Loading
import TextAndDates

/// The new output's record, worked out from the scan of the spare a partial rebuild wrote
/// into and what it did there, instead of scanning the folder again (docs/performance.md#the-output-recorded-from-what-the-build-did):
/// on a coach's site it writes a few thousand of 150,000 files and folders, and the second
/// scan was the longest step after it.
extension BuildCache {
    /// What a build did to the spare it wrote into.
    struct WrittenInto {
        /// The spare as the check scanned it, before the build.
        var spare: PartialRebuild.Spare
        /// Every file of the new site, with the hash of its bytes.
        var files: [String: ContentHash]
        /// The files the build wrote or copied (or left alone when they held the same bytes);
        /// every other file of the new site is a kept page left where it was.
        var made: Set<String>
        /// Every folder of the new site.
        var folders: Set<String>
        /// What pruning the spare removed.
        var pruned: [String]
    }

    /// The output folder's entries, sorted by path, as `scanOutput` would find them. An entry
    /// the build did not touch is the spare's scan's, when that scan could vouch for it (its
    /// last change well before the scan): nothing has changed it since, or its times differ
    /// now and the next scan reads it again. Made files and the folders that gained or lost
    /// an entry are looked at now (`lstat`), their files' hashes those of the bytes written.
    /// An untouched entry the spare's scan could not vouch for is recorded with no times, so
    /// the next scan reads it again. Nil when something is not what the build left (then the
    /// output is scanned).
    ///
    /// The spare's entries are walked in their order, on every core, each looked up once in
    /// the new site; only what the build made is looked at apart, and merged in.
    func outputs(_ root: String, after build: WrittenInto) -> [Input]? {
        func parent(_ path: String) -> String {
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
        }
        // Folders whose entries changed: a file or folder made or removed in it. A folder the
        // spare lacked holds a made file (one holding only kept pages was in the spare).
        var changedFolders = Set(build.made.map(parent))
        for path in build.pruned { changedFolders.insert(parent(path)) }
        var newFolders: [String] = []
        var seen = Set<String>()
        for path in build.made {
            var folder = parent(path)
            while !folder.isEmpty, seen.insert(folder).inserted, build.spare.entry(folder)?.size != -1 {
                guard build.folders.containsExactly(folder) else { return nil }
                newFolders.append(folder)
                changedFolders.insert(parent(folder))
                folder = parent(folder)
            }
        }
        // A folder whose entries changed is read: it must hold only what the build left there,
        // name for name (byte for byte: a name in another Unicode normalisation is another
        // file), or the record would vouch for a listing that misses an entry someone added
        // meanwhile (one missing is found by the next scan, which looks at every file).
        for folder in changedFolders {
            var strays = false
            guard ContentFileSystem.forEachEntry(of: folder.isEmpty ? root : root + "/" + folder, { name, _, _ in
                let path = folder.isEmpty ? String(cString: name) : folder + "/" + String(cString: name)
                if build.files.value(exactly: path) == nil && !build.folders.containsExactly(path) { strays = true }
            }), !strays else { return nil }
        }

        // What the spare held and the new site keeps, in the spare's order, a part per core.
        let entries = build.spare.entries, changed = changedFolders
        let found = concurrentMap(partsOf: entries.count) { part -> [Input]? in
            var kept: [Input] = []
            kept.reserveCapacity(part.count)
            for old in entries[part] {
                if old.size == -1 {
                    guard build.folders.containsExactly(old.path) else { continue }
                    if !changed.contains(old.path) {
                        kept.append(vouched(old, scanned: build.spare.scanned))
                        continue
                    }
                    var info = stat()
                    guard lstat(root + "/" + old.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
                    kept.append(Self.folder(old.path, info))
                } else {
                    guard let hash = build.files.value(exactly: old.path) else { continue }
                    if !build.made.containsExactly(old.path) {
                        // Left where it was because the spare's scan found these bytes there.
                        guard old.hash == hash else { return nil }
                        kept.append(vouched(old, scanned: build.spare.scanned))
                        continue
                    }
                    var info = stat()
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
        // What the spare did not hold: folders made, and files made where it held none.
        var added: [Input] = []
        for folder in newFolders {
            var info = stat()
            guard lstat(root + "/" + folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            added.append(Self.folder(folder, info))
        }
        for path in build.made where (build.spare.entry(path)?.size ?? -1) < 0 {
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

    /// The spare scan's entry when that scan vouched for it; else the same with no times,
    /// which no file or folder has, so the next scan reads it again.
    private func vouched(_ entry: Input, scanned: Int64) -> Input {
        guard !trusts(entry, entry, scanned: scanned) else { return entry }
        var unknown = entry
        (unknown.modified, unknown.changed, unknown.inode) = (0, 0, 0)
        return unknown
    }
}
