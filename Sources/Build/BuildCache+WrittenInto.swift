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
        /// Kept pages the build left where they were: every other file was written (or left
        /// alone by the writer when it held the same bytes).
        var untouched: Set<String>
        /// Every folder of the new site.
        var folders: Set<String>
        /// What pruning the spare removed.
        var pruned: [String]
    }

    /// The output folder's entries, sorted by path, as `scanOutput` would find them. An entry
    /// the build did not touch is the spare's scan's, when that scan could vouch for it (its
    /// last change well before the scan): nothing has changed it since, or its times differ
    /// now and the next scan reads it again. Written files and the folders that gained or lost
    /// an entry are looked at now (`lstat`), their files' hashes those of the bytes written.
    /// An untouched entry the spare's scan could not vouch for is recorded with no times, so
    /// the next scan reads it again. Nil when something is not what the build left (then the
    /// output is scanned).
    func outputs(_ root: String, after build: WrittenInto) -> [Input]? {
        let before = build.spare.byPath
        // Folders whose entries changed: a file or folder made or removed in it.
        var changedFolders = Set<String>()
        func parent(_ path: String) -> String {
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
        }
        for path in build.files.keys where !build.untouched.contains(path) { changedFolders.insert(parent(path)) }
        for path in build.pruned { changedFolders.insert(parent(path)) }
        for folder in build.folders where before[folder]?.size != -1 { changedFolders.insert(parent(folder)) }

        // A folder whose entries changed is looked at now, and read: what it holds must be
        // what the build left there, or the record would vouch for a listing that misses an
        // entry someone added meanwhile (one missing is found by the next scan, which looks
        // at every file). Its entries are counted from the new site.
        var expected: [String: Int] = [:]
        for path in build.files.keys { if case let folder = parent(path), changedFolders.contains(folder) { expected[folder, default: 0] += 1 } }
        for path in build.folders { if case let folder = parent(path), changedFolders.contains(folder) { expected[folder, default: 0] += 1 } }
        for (folder, count) in expected where !folder.isEmpty {
            var found = 0
            guard ContentFileSystem.forEachEntry(of: root + "/" + folder, { _, _, _ in found += 1 }), found == count else { return nil }
        }

        var result: [Input] = []
        result.reserveCapacity(build.files.count + build.folders.count)
        for folder in build.folders {
            if let old = before[folder], old.size == -1, !changedFolders.contains(folder) {
                result.append(vouched(old, scanned: build.spare.scanned))
                continue
            }
            var info = stat()
            guard lstat(root + "/" + folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            result.append(Self.folder(folder, info))
        }
        for (path, hash) in build.files {
            if build.untouched.contains(path) {
                // Left where it was because the spare's scan found these bytes there.
                guard let old = before[path], old.size >= 0, old.hash == hash else { return nil }
                result.append(vouched(old, scanned: build.spare.scanned))
                continue
            }
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            result.append(Self.file(path, info, hash: hash))
        }
        result.sort { $0.path < $1.path }
        return result
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
