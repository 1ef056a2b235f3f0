import Foundation
import Loading

/// A partial rebuild's writing (docs/performance.md#writing-only-what-changed): only the
/// files whose bytes differ from the output's are written, whole, into a staging folder
/// beside the output (`.NAME.spotter-new-PID`, on the same file system); once every file is
/// rendered they are renamed into the output folder one by one, and then the files and
/// folders the new site no longer has are removed. Each file of the output is at every
/// moment the old one or the new one, never half-written; during the renames the folder
/// holds a mix of old and new pages. A build that fails before the renames leaves the output
/// as it was, and one stopped during them leaves no manifest (`beforeFirstChange`), so the
/// next build renders everything and swaps a whole site in.
extension OutputWriter {
    /// What `moveIn` could not do as planned: the output is not as the record says at a place
    /// this build writes or removes (a folder or a link where a file goes, a file or a link
    /// where a folder goes, the marker gone). Found before anything changed: the build then
    /// renders everything and swaps (`SiteBuilder.build`).
    struct NotAsRecorded: Error, Equatable {
        var path: String
    }

    /// What `moveIn` did: the folders it made (parents first) and the folders it was to remove
    /// that still hold something (a file someone put there), which it left.
    struct MovedIn {
        var madeFolders: [String] = []
        var keptFolders: [String] = []
    }

    /// Renames `files` (paths relative to the output, written into `staging`) into the output
    /// folder, then removes the files `gone` and the folders `goneFolders` (emptied, deepest
    /// first; one still holding something is left). Every place it touches is looked at
    /// first, never through a link (`NotAsRecorded`); `beforeFirstChange` runs once all is
    /// checked, before the first rename. The staging folder is removed at the end.
    func moveIn(_ files: [String], from staging: Staging?, removing gone: [String], folders goneFolders: [String],
                beforeFirstChange: () throws -> Void) throws -> MovedIn {
        let output = outputDirectory.path
        guard Self.isSpotterOutput(output) else { throw NotAsRecorded(path: Self.markerName) }
        var moved = MovedIn()
        var present = Set<String>(), absent = Set<String>()
        func lookAt(_ path: String, isFolder: Bool) throws -> Bool {
            var info = stat()
            guard lstat(output + "/" + path, &info) == 0 else {
                guard errno == ENOENT else { throw NotAsRecorded(path: path) }
                return false
            }
            guard info.st_mode & S_IFMT == (isFolder ? S_IFDIR : S_IFREG) else { throw NotAsRecorded(path: path) }
            return true
        }
        for path in files {
            var folder = "", parentAbsent = false
            for component in path.split(separator: "/").dropLast() {
                folder += folder.isEmpty ? String(component) : "/" + component
                if present.contains(folder) { continue }
                if try absent.contains(folder) || parentAbsent || !lookAt(folder, isFolder: true) {
                    parentAbsent = true
                    if absent.insert(folder).inserted { moved.madeFolders.append(folder) }
                } else {
                    present.insert(folder)
                }
            }
            if !parentAbsent { _ = try lookAt(path, isFolder: false) }
        }
        for path in gone { _ = try lookAt(path, isFolder: false) }
        guard !files.isEmpty || !gone.isEmpty || !goneFolders.isEmpty else {
            staging?.removeFolder()
            return moved
        }
        try beforeFirstChange()
        func failure(_ what: String) -> Failure { .io("could not \(what): \(String(cString: strerror(errno)))") }
        for folder in moved.madeFolders where mkdir(output + "/" + folder, 0o755) != 0 {
            guard errno == EEXIST, Staging.isRealDirectory(output + "/" + folder) else { throw failure("create \(output)/\(folder)") }
        }
        if let staging {
            for path in files {
                guard rename(staging.rootPath + "/" + path, output + "/" + path) == 0 else {
                    throw failure("move \(staging.rootPath)/\(path) to \(output)/\(path)")
                }
                Self.stop(at: "moved-one")
            }
        }
        for path in gone where unlink(output + "/" + path) != 0 && errno != ENOENT {
            throw failure("remove \(output)/\(path)")
        }
        // Deepest first: a folder's own folders sort after it.
        for folder in goneFolders.sorted(by: >) where rmdir(output + "/" + folder) != 0 && errno != ENOENT {
            moved.keptFolders.append(folder)
        }
        staging?.removeFolder()
        return moved
    }
}

extension OutputWriter.Staging {
    /// Removes the staging folder with what is left in it (its marker, the folders its files
    /// were renamed out of).
    func removeFolder() {
        try? FileManager.default.removeItem(at: root)
    }
}
