import Foundation
import Loading
import TextAndDates

/// The output's record after a partial rebuild, scanned from the last build's record and what
/// this one did in the output folder (`OutputWriter.moveIn`), looking only at what it changed
/// (docs/performance.md#writing-only-what-changed).
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

    /// The output folder's entries, sorted by path, as `scanOutput` would find them: scanned as
    /// the folder the build expects (`scanAsRecorded`), the last record without what the build
    /// removed and with what it made where the record had nothing, looking only at what it
    /// changed. The files moved in and each folder that gained or lost an entry are looked at
    /// (`fstatat`), a file's hash that of the bytes written, and such a folder must hold exactly
    /// the names the new site has in it, else the record would vouch for a listing that misses
    /// an entry someone added meanwhile. Every other entry is the last record's, when that
    /// record's scan could vouch for it, else with no times, so the next scan reads it again.
    /// Nil when something is not what the build left, or a path is not ASCII (then the output is walked).
    func outputs(_ root: String, after build: WrittenInto) -> [Input]? {
        // Both in path order: walked alongside.
        let removed = build.removed.sorted()
        var expected: [Input] = []
        expected.reserveCapacity(build.recorded.count + build.madeFolders.count)
        var next = 0
        for entry in build.recorded {
            while next < removed.count, removed[next] < entry.path { next += 1 }
            if next < removed.count, removed[next].isExactly(entry.path) { continue }
            expected.append(entry)
        }
        // What it made, with no times, which no file or folder has.
        var added = build.madeFolders.map { Input(path: $0, size: -1, modified: 0, changed: 0, inode: 0, hash: ContentHash()) }
        for path in build.moved where Self.entry(path, in: build.recorded) == nil {
            added.append(Input(path: path, size: 0, modified: 0, changed: 0, inode: 0, hash: ContentHash()))
        }
        added.sort { $0.path < $1.path }
        expected = Self.merged(expected, added)
        // Every file and folder of the new site, once: else something was missed, and the output is walked.
        guard expected.count == build.files.count + build.folders.count else { return nil }
        var looked = [Bool](repeating: false, count: expected.count)
        for path in Array(build.moved) + build.madeFolders {
            guard let place = Self.place(path, in: expected) else { return nil }
            looked[place] = true
        }
        // The folders that gained or lost an entry (the top is always listed), but those removed.
        for path in Array(build.moved) + build.removed + build.madeFolders {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")),
                  let place = Self.place(String(path[..<slash]), in: expected) else { continue }
            looked[place] = true
        }
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return scanAsRecorded(root, descriptor: descriptor, previous: expected, scanned: build.scanned,
                              written: { build.files.value(exactly: $0) }, isCancelled: { false }, lookingOnlyAt: looked)
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
