import Diagnostics
import Foundation
import Loading
import Markdown
import Rendering
import Synchronization
import TextAndDates
import TrainingModel

/// What `spotter build` remembers of its last successful build, so that a build with
/// nothing changed leaves the output folder as it is instead of rebuilding it
/// (docs/performance.md#the-build-cache).
///
/// The cache is one folder, by default `.NAME.spotter-cache` beside the output folder
/// (`SOURCE/.public.spotter-cache` for the default output), or `--cache-dir`. It holds a
/// `CACHEDIR.TAG` (the Cache Directory Tagging convention, which backup tools honour and
/// which marks the folder as Spotter's) and `build-manifest`, in the cache's binary form:
///
/// - the **key**: Spotter's version and a hash of the running executable's bytes (a
///   rebuilt binary, with its built-in theme, is another key), the libcmark-gfm it
///   loads (`librariesIdentity`), the site and output folders (each by a hash of its
///   path: the cache holds no absolute path),
///   `--include-private`, the site's time zone and the as-of day;
/// - the **inputs**: every file of `site.yaml`, `content/` and `Templates/` with its size,
///   times, inode and a 128-bit hash of its bytes;
/// - the **output**: every file and folder of the output folder after the swap, each file
///   with the same fingerprint (its hash that of the bytes the build wrote), each folder
///   with its times and inode (a folder vouched for is not read again, `scanOutput`);
/// - the warnings the build reported, said again when the build is skipped;
/// - in a file of its own, `rebuild-record` (`RebuildRecord`), what a build that renders
///   only what an edit touches (`PartialRebuild`) needs: the athlete each input of one
///   athlete's data belongs to, and what every page read of the athletes' data;
/// - in a binary file of its own, `decoded-files` (`DecodedFiles`), what decoding each
///   workout file gave, with the hash of its bytes, so the next build decodes only the
///   files that changed.
///
/// None of it holds a private athlete's bytes (`BuildCache+PrivateAthletes`).
///
/// A build is skipped only when the key, every input's bytes and the output folder's
/// paths and bytes are what the manifest says. When only inputs of some athletes' data
/// changed, only their pages and the site's are rendered (`PartialRebuild`); anything
/// else is a full build. The manifest is then written again. A file's hash is reused
/// without reading it when its size, times and inode are those recorded and it was last
/// changed well before the scan that recorded it (`trusts`); any other file is read and hashed, so a folder
/// restored with new times (a CI cache) is compared by its bytes. Deleting the folder is
/// always safe: the next build is a full one.
///
/// A folder is used only when it holds the tag or is empty or new; any other is someone
/// else's and is refused before anything is read or written.
public struct BuildCache: Sendable {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// The folder exists, holds files and has no `CACHEDIR.TAG` written by Spotter.
        case notSpotters(String)
        /// The folder is inside, or holds, the site's sources or the output folder.
        case overlaps(cache: String, with: String)
        /// The folder is a symbolic link: Spotter never writes, nor removes files, through one.
        case isALink(String)
        case io(String)

        public var description: String {
            switch self {
            case .notSpotters(let path):
                return "refusing to use \"\(path)\" as the build cache: the folder holds files and was not made by "
                    + "Spotter (it has no \(BuildCache.tagName) naming Spotter); choose an empty or new folder, or "
                    + "pass --no-cache"
            case .overlaps(let cache, let other):
                return "refusing to use \"\(cache)\" as the build cache: it overlaps \"\(other)\", which the build "
                    + "reads or replaces; choose a folder of its own"
            case .isALink(let path):
                return "refusing to use \"\(path)\" as the build cache: it is a symbolic link, and Spotter never writes "
                    + "or removes files through a link (it could lead anywhere); pass the folder itself with --cache-dir, "
                    + "or --no-cache"
            case .io(let message): return message
            }
        }
    }

    public static let tagName = "CACHEDIR.TAG"
    static let tagText = Array("""
        Signature: 8a477f597d28d172789f06886806bc55
        # This file is a cache directory tag created by Spotter (spotter build).
        # The folder holds what the last build read and wrote; deleting it is safe.
        # For information about cache directory tags, see https://bford.info/cachedir/

        """.utf8)
    static let manifestName = "build-manifest"
    static let formatLine = "spotter-build-cache 2"
    static let rebuildRecordName = "rebuild-record"
    static let rebuildFormatLine = "spotter-build-cache-rebuild 9"

    public let directory: URL
    /// What identifies the Spotter that builds: its version and commit.
    public let spotterVersion: String
    /// Files changed this close before a scan (in nanoseconds) are hashed again by the next
    /// one: file times come from a clock that may lag the one `scanned` is read from.
    public var racyWindow: Int64 = 100_000_000

    public init(directory: URL, spotterVersion: String) {
        self.directory = directory.standardizedFileURL
        self.spotterVersion = spotterVersion
    }

    /// The default folder for an output folder: `.NAME.spotter-cache` beside it.
    public static func defaultDirectory(forOutput output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).spotter-cache")
    }

    // MARK: - The folder

    /// Refuses a folder that is not Spotter's or overlaps the site or the output; writes
    /// nothing.
    func checkFolder(source: URL, output: URL) throws {
        let cache = OutputWriter.resolved(directory.path)
        let isInside = OutputWriter.isInside
        let site = OutputWriter.resolved(source.standardizedFileURL.path)
        let out = OutputWriter.resolved(output.standardizedFileURL.path)
        for (folder, shown) in [(site, source.path), (out, output.path)] where isInside(folder, cache) || isInside(cache, folder) {
            // Beside the site's sources is fine (the default sits in the site folder, beside `public/`).
            if folder == site, !isInside(cache, site + "/content"), !isInside(cache, site + "/Templates"),
               !isInside(site, cache) { continue }
            throw Failure.overlaps(cache: directory.path, with: shown)
        }
        var info = stat()
        guard lstat(directory.path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT != S_IFLNK else { throw Failure.isALink(directory.path) }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure.notSpotters(directory.path) }
        if hasTag || OutputWriter.isEmptyDirectory(directory.path) { return }
        throw Failure.notSpotters(directory.path)
    }

    var hasTag: Bool {
        guard let bytes = Self.readOwnFile(directory.appendingPathComponent(Self.tagName).path) else { return false }
        return bytes == Self.tagText
    }

    /// The bytes of one of the cache's files when it is a plain file, looked at with `lstat`:
    /// a link in the cache is never read (nor written through: every file is written aside
    /// and renamed over whatever is there). Nil when it is not such a file or cannot be read.
    static func readOwnFile(_ path: String) -> [UInt8]? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? ContentFileSystem.disk.readFile(path)
    }

    /// Writes one of the cache's files: `bytes` aside (`path.PID`), renamed over whatever is at
    /// `path` (a link is replaced, never followed). The problem in words, or nil.
    static func writeAside(_ bytes: [UInt8], to path: String) -> String? {
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier)"
        guard let problem = OutputWriter.Staging.writeFile(temporary, bytes) ?? (rename(temporary, path) == 0 ? nil
            : "could not write \(path): \(String(cString: strerror(errno)))") else { return nil }
        unlink(temporary)
        return problem
    }

    /// Whether the cache's folder `name` is a real folder (`lstat`), not a link: only then is
    /// it read, written into, or are files in it removed.
    func ownsFolder(_ name: String) -> Bool {
        OutputWriter.Staging.isRealDirectory(directory.appendingPathComponent(name).path)
    }

    /// The manifest of the last successful build, or nil when none was written. A manifest
    /// that is there but cannot be read, or is not one this Spotter writes, is an error
    /// naming the file, so the build can say why it is a full one.
    func readManifest() throws -> Manifest? {
        let path = directory.appendingPathComponent(Self.manifestName).path
        var info = stat()
        guard hasTag, lstat(path, &info) == 0 else { return nil }
        guard let bytes = Self.readOwnFile(path) else {
            throw Failure.io("\(path): the build cache's manifest could not be read (or is not a plain file)")
        }
        do {
            return try Manifest(bytes: bytes)
        } catch {
            throw Failure.io("\(path): \(error.reason)")
        }
    }

    /// The last build's `rebuild-record` (`RebuildRecord`), or nil when there is none; one
    /// that cannot be read or parsed is an error naming the file, said as the reason a
    /// partial rebuild was not tried.
    func readRebuildRecord() throws -> RebuildRecord? {
        let path = directory.appendingPathComponent(Self.rebuildRecordName).path
        var info = stat()
        guard hasTag, lstat(path, &info) == 0 else { return nil }
        guard let bytes = Self.readOwnFile(path) else { throw Failure.io("\(path) could not be read (or is not a plain file)") }
        do {
            return try RebuildRecord(bytes: bytes)
        } catch {
            throw Failure.io("\(path): \(error.reason)")
        }
    }

    /// Writes the rebuild record (when given), then the manifest, each whole under another
    /// name and renamed into place, so a build killed half-way leaves the old manifest or
    /// the new one, never a mix. A record newer than its manifest (a build stopped between
    /// the two) is never used: the output folder that build swapped in differs from the
    /// old manifest's, so the next build renders everything (a partial rebuild removes the
    /// manifest before it changes the output, `BuildCache.forgetManifest`).
    /// `decoded`, when given, is written first: it vouches for itself (`DecodedFiles`), so it
    /// may be newer than the manifest.
    /// `rebuild` makes the record's bytes (`RebuildRecord.bytes(ownersIn:)`), beside the others'.
    func write(_ manifest: Manifest, rebuild: (@Sendable () -> [UInt8])? = nil, decoded: DecodedFiles? = nil) throws {
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
            if !hasTag, let problem = Self.writeAside(Self.tagText, to: directory.appendingPathComponent(Self.tagName).path) {
                throw Failure.io(problem)
            }
            // Each file made and written aside on a core of its own (held at once now, when
            // the build has let go of its library), then put in place, the record first: a
            // manifest never names the build of a record older than its own.
            let names = (decoded == nil ? [] : [Self.decodedFilesName]) + (rebuild == nil ? [] : [Self.rebuildRecordName])
                + [Self.manifestName]
            let temporaries = names.map { directory.appendingPathComponent(".\($0).\(ProcessInfo.processInfo.processIdentifier)") }
            let problems = concurrentMap(names.count) { index in
                let bytes = switch names[index] {
                case Self.manifestName: manifest.bytes
                case Self.rebuildRecordName: rebuild?() ?? []
                default: decoded?.encoded(fingerprint: decodedFingerprint()) ?? []
                }
                return OutputWriter.Staging.writeFile(temporaries[index].path, bytes)
            }
            for (index, name) in names.enumerated() {
                var problem = problems[index]
                if problem == nil, rename(temporaries[index].path, directory.appendingPathComponent(name).path) != 0 {
                    problem = "could not write the build cache \(directory.path): \(String(cString: strerror(errno)))"
                }
                if let problem {
                    for temporary in temporaries[index...] { try? fm.removeItem(at: temporary) }
                    throw Failure.io(problem)
                }
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure.io("could not write the build cache \(directory.path): \(error.localizedDescription)")
        }
    }

    // MARK: - The key

    /// The key a build's inputs and output are recorded under, besides the inputs themselves.
    @ByteCoded
    struct Key: Equatable {
        var spotter: String
        var source: String
        var output: String
        var includePrivate: Bool
        var timeZone: String
        var asOf: String
        /// The libraries Spotter loads at run time (`BuildCache.librariesIdentity`).
        var libraries: String = BuildCache.librariesIdentity

        var line: String {
            ["spotter=\(spotter)", "libraries=\(libraries)", "source=\(source)", "output=\(output)",
             "private=\(includePrivate ? 1 : 0)", "timezone=\(timeZone)", "as-of=\(asOf)"].joined(separator: "\u{1}")
        }
    }

    /// libcmark-gfm as this process loaded it: the version it reports and the name and a
    /// 128-bit hash of the bytes of each of its files (`Markdown.loadedLibraryFiles`; none
    /// where it is linked into the executable, whose hash is the key's already). A build from
    /// source loads it at run time: another library (an upgrade, a rebuild) renders Markdown
    /// its own way, and is another key. Worked out once per process (a third of a megabyte read).
    static let librariesIdentity: String = {
        let files = Markdown.loadedLibraryFiles.map { path in
            let name = (path as NSString).lastPathComponent
            return name + ":" + ((try? ContentFileSystem.disk.readFile(path)).map { ContentHash($0).hex } ?? "unreadable")
        }
        return (["cmark-gfm/" + Markdown.libraryVersion] + (files.isEmpty ? ["linked-in"] : files)).joined(separator: " ")
    }()

    /// Spotter's version with a hash of the running executable's bytes: the built-in theme
    /// and every page builder are in it. The same binary unpacked again (a CI job's fresh
    /// copy of a release archive) is the same Spotter; any other build of it is not.
    func executableIdentity() -> String {
        let found = executable()
        return "\(spotterVersion) \(found.file?.hash.hex ?? "unknown \(found.unknown)")"
    }

    /// The running executable's file and hash, worked out once per process: the hash the
    /// last build's manifest recorded (`vouchedBy`) when the file is the one it recorded (the
    /// same size, times and inode, changed well before its scan: `trusts`, as for an input),
    /// else its bytes read and hashed (a release binary is 47 MB: a twentieth of a second
    /// before every cached build). `file` is nil when it cannot be read; `unknown` then
    /// makes a key that never equals another.
    func executable(vouchedBy manifest: Manifest? = nil) -> (file: Input?, unknown: String) {
        Self.executableFile.withLock { known in
            if let known { return known }
            let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
            known = (fingerprint(of: path, vouchedBy: manifest), UUID().uuidString)
            return known!
        }
    }

    /// The file at `path` with its hash: the executable's record in `manifest` when that
    /// vouches for it (`trusts`), else its bytes read now; nil when it cannot be read.
    func fingerprint(of path: String, vouchedBy manifest: Manifest?) -> Input? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        if let manifest, let recorded = manifest.executable, recorded.path == path,
           trusts(recorded, Self.file(path, info), scanned: manifest.scanned) {
            return recorded
        }
        return (try? ContentFileSystem.disk.readFile(path)).map { Self.file(path, info, hash: ContentHash($0)) }
    }

    private static let executableFile = Mutex<(file: Input?, unknown: String)?>(nil)

    static func nanoseconds(_ time: timespec) -> Int64 { Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec) }

    // MARK: - Inputs

    /// One file a build reads, as the manifest records it.
    @ByteCoded
    struct Input: Equatable {
        var path: String
        var size: Int64
        var modified: Int64
        var changed: Int64
        var inode: UInt64
        var hash: ContentHash
    }

    /// Every file of `site.yaml`, `content/` and `Templates/` (as `walkInputs` found them),
    /// sorted by path, hashed unless `previous` vouches for it. Links are left out, as the
    /// loader leaves them. Nil when a path cannot be written in the manifest (a line break in
    /// a file name) or a file cannot be read: no cache then.
    func scanInputs(_ walked: [(path: String, info: stat)], source: URL, previous: Manifest?) -> [Input]? {
        scan(source.path, files: walked, folders: [], previous: previous?.inputs ?? [], scanned: previous?.scanned ?? 0,
             written: { _ in nil })
    }

    /// The files `scanInputs` fingerprints, each with its `lstat` (its `stat` at `site.yaml`),
    /// in the order found; nil when a folder cannot be read. The walk needs no manifest.
    static func walkInputs(source: URL) -> [(path: String, info: stat)]? {
        var files: [(path: String, info: stat)] = [], folders: [(path: String, info: stat)] = []
        var unused: [String] = []
        var info = stat()
        // Followed when a link, as the loader reads it: the file read is the one fingerprinted.
        if stat(source.path + "/site.yaml", &info) == 0 { files.append(("site.yaml", info)) }
        for folder in ["content", "Templates"] where isFolder(source.path + "/" + folder) {
            guard walk(source.path, relative: folder, skippingLinks: true, units: &unused, files: &files, folders: &folders)
            else { return nil }
        }
        return files
    }

    /// The entry of `entries` (sorted by path) at `path`, found by halving; byte for byte.
    static func entry(_ path: String, in entries: [Input]) -> Input? {
        place(path, in: entries).map { entries[$0] }
    }

    /// Where that entry is in `entries`.
    static func place(_ path: String, in entries: [Input]) -> Int? {
        var (low, high) = (0, entries.count)
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].path.isExactly(path) ? low : nil
    }

    /// Every file and folder of the output folder, sorted by path. A file's hash is taken
    /// from `written` (what this build wrote there) or `previous`, else its bytes are read.
    /// Nil when the folder cannot be read, holds anything but files and folders (a link), or
    /// `isCancelled` says so on the way (a full build follows anyway: its scan is of no use).
    func scanOutput(_ output: URL, previous: [Input], scanned: Int64, written: @Sendable (String) -> ContentHash? = { _ in nil },
                    isCancelled: @Sendable () -> Bool = { false }) -> [Input]? {
        if isCancelled() { return nil }
        let descriptor = open(output.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        // Most often the folder holds what its record says: each recorded entry looked at in
        // the record's order (`scanAsRecorded`), every folder walked only when it does not
        // (someone changed the output, or there is no record: a full build's new output).
        if let asRecorded = scanAsRecorded(output.path, descriptor: descriptor, previous: previous, scanned: scanned,
                                           written: written, isCancelled: isCancelled) {
            return asRecorded
        }
        if isCancelled() { return nil }
        // The top two levels listed here, each folder below them walked on every core.
        var files: [(path: String, info: stat)] = [], folders: [(path: String, info: stat)] = []
        var units: [String] = []
        let root = output.path
        guard Self.walk(root, relative: "", skippingLinks: false, unitsBelow: 2, units: &units, files: &files, folders: &folders)
        else { return nil }
        let walked = concurrentMap(units.count) { [units] index -> (files: [(path: String, info: stat)], folders: [(path: String, info: stat)])? in
            var found: (files: [(path: String, info: stat)], folders: [(path: String, info: stat)]) = ([], [])
            var unused: [String] = []
            guard !isCancelled(), Self.walk(root, relative: units[index], skippingLinks: false, units: &unused,
                                            files: &found.files, folders: &found.folders) else { return nil }
            return found
        }
        files.reserveCapacity(files.count + walked.reduce(0) { $0 + ($1?.files.count ?? 0) })
        folders.reserveCapacity(folders.count + walked.reduce(0) { $0 + ($1?.folders.count ?? 0) })
        for part in walked {
            guard let part else { return nil }
            files += part.files
            folders += part.folders
        }
        // Called off meanwhile: no files are read to compare.
        if isCancelled() { return nil }
        return scan(output.path, files: files, folders: folders, previous: previous, scanned: scanned, written: written)
    }

    /// A folder's fingerprint: its path, times and inode, size -1 and no hash.
    static func folder(_ path: String, _ info: stat) -> Input {
        Input(path: path, size: -1, modified: nanoseconds(info.st_mtim), changed: nanoseconds(info.st_ctim),
              inode: UInt64(info.st_ino), hash: ContentHash())
    }

    /// A file's fingerprint: its path, size, times and inode, and `hash` (none yet by default).
    static func file(_ path: String, _ info: stat, hash: ContentHash = ContentHash()) -> Input {
        Input(path: path, size: Int64(info.st_size), modified: nanoseconds(info.st_mtim), changed: nanoseconds(info.st_ctim),
              inode: UInt64(info.st_ino), hash: hash)
    }

    /// Fingerprints of `files` and `folders` under `root`, sorted by path. A folder is its
    /// path alone (size -1). A file's hash is `written`'s, or `previous`'s when `trusts`
    /// says it still holds, else that of its bytes, read now.
    private func scan(_ root: String, files: [(path: String, info: stat)], folders: [(path: String, info: stat)],
                      previous: [Input], scanned: Int64, written: (String) -> ContentHash?) -> [Input]? {
        guard !files.contains(where: { $0.path.utf8.contains(10) }), !folders.contains(where: { $0.path.utf8.contains(10) })
        else { return nil }
        // Files and folders sorted apart, then merged. Each file meets its last fingerprint
        // by walking `previous` (sorted by path, as every scan is) alongside, not through a
        // dictionary of 150,000 paths; were `previous` out of order, a file it failed to
        // meet would only be read again.
        var fileInputs = files.map { Self.file($0.path, $0.info) }
        fileInputs.sort { $0.path < $1.path }
        var folderInputs = folders.map { Self.folder($0.path, $0.info) }
        folderInputs.sort { $0.path < $1.path }
        var unread: [Int] = []
        var next = 0
        for index in fileInputs.indices {
            let path = fileInputs[index].path
            if let hash = written(path) {
                fileInputs[index].hash = hash
                continue
            }
            while next < previous.count, previous[next].path < path { next += 1 }
            if next < previous.count, previous[next].path == path, trusts(previous[next], fileInputs[index], scanned: scanned) {
                fileInputs[index].hash = previous[next].hash
            } else {
                unread.append(index)
            }
        }
        guard Self.hash(unread, of: &fileInputs, under: root) else { return nil }
        return Self.merged(fileInputs, folderInputs)
    }

    /// Two lists sorted by path, with no path in both, as one list sorted by path.
    static func merged(_ first: [Input], _ second: [Input]) -> [Input] {
        guard !second.isEmpty else { return first }
        var merged: [Input] = []
        merged.reserveCapacity(first.count + second.count)
        var next = 0
        for entry in first {
            while next < second.count, second[next].path < entry.path {
                merged.append(second[next])
                next += 1
            }
            merged.append(entry)
        }
        merged += second[next...]
        return merged
    }

    /// Reads and hashes the files of `entries` at `indices`, on every core (after a CI
    /// cache is restored or a checkout, every file has new times and is read: 230,000 of
    /// them for the 100-athlete site). False when a file cannot be read.
    static func hash(_ indices: [Int], of entries: inout [Input], under root: String) -> Bool {
        let paths = indices.map { root + "/" + entries[$0].path }
        let hashes = UnsafeMutableBufferPointer<ContentHash>.allocate(capacity: indices.count)
        defer { hashes.deallocate() }
        // Each slot is written by one call only, and all are read once every call is done.
        nonisolated(unsafe) let results = hashes
        do {
            try OnEveryCore.forEach(paths.count) { index in
                results.initializeElement(at: index, to: ContentHash(try ContentFileSystem.disk.readFile(paths[index])))
            }
        } catch {
            return false
        }
        for (offset, index) in indices.enumerated() { entries[index].hash = hashes[offset] }
        return true
    }

    /// Whether a recorded hash still holds for a file: the same size, times and inode, and
    /// its last change well before the scan that recorded it, so that an edit in the same
    /// tick of the file system's clock cannot hide (as git does with its index). File times
    /// with no nanoseconds come from a coarse clock: two seconds then.
    func trusts(_ old: Input, _ new: Input, scanned: Int64) -> Bool {
        guard old.size == new.size, old.modified == new.modified, old.changed == new.changed, old.inode == new.inode
        else { return false }
        let window = new.changed % 1_000_000_000 == 0 ? max(racyWindow, 2_000_000_000) : racyWindow
        return new.changed < scanned - window && new.modified < scanned - window
    }

    /// `entries` sorted by path, as every scan is: left as they are when they are (a pass
    /// over them), else sorted (a record read back from a file edited by hand).
    static func inPathOrder(_ entries: [Input]) -> [Input] {
        // By place: a pair of entries zipped out of the array is a copy of each, its path retained.
        entries.indices.dropFirst().allSatisfy { entries[$0 - 1].path <= entries[$0].path }
            ? entries : entries.sorted { $0.path < $1.path }
    }

    /// The paths whose bytes differ between two scans (added, removed, changed, or a file
    /// where a folder was), sorted, each with whether the first and the second hold it: the
    /// two merged in path order (`inPathOrder`: scans are sorted already, a record read back
    /// may not be). Paths are compared byte for byte: a name in another Unicode normalisation,
    /// which Swift's order takes as the same, is one path gone and another added.
    static func changes(from old: [Input], to new: [Input]) -> [(path: String, before: Bool, after: Bool)] {
        let (old, new) = (inPathOrder(old), inPathOrder(new))
        var changes: [(path: String, before: Bool, after: Bool)] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i].path.isExactly(new[j].path) {
                if old[i].size != new[j].size || old[i].hash != new[j].hash { changes.append((old[i].path, true, true)) }
                (i, j) = (i + 1, j + 1)
            } else if j == new.count || (i < old.count && !(new[j].path < old[i].path)) {
                changes.append((old[i].path, true, false))
                i += 1
            } else {
                changes.append((new[j].path, false, true))
                j += 1
            }
        }
        return changes
    }

    /// Whether two scans found the same paths, byte for byte, with the same bytes (times and inodes aside).
    static func sameContent(_ a: [Input], _ b: [Input]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0.path.isExactly($1.path) && $0.size == $1.size && $0.hash == $1.hash }
    }

    /// The inode of a folder, to know it again after a rename.
    static func inode(_ folder: URL) -> UInt64? {
        var info = stat()
        return lstat(folder.path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Lists the files and folders (with their `lstat`) under `root/relative`, never
    /// following a link; false when a folder cannot be read, or an entry is neither a file
    /// nor a folder and `skippingLinks` is false (else it is left out). The folders
    /// `unitsBelow` levels down (counted from `relative`) are left in `units`, listed but not
    /// walked, for other threads to walk.
    private static func walk(_ root: String, relative: String, skippingLinks: Bool, unitsBelow depth: Int? = nil,
                             units: inout [String],
                             files: inout [(path: String, info: stat)], folders: inout [(path: String, info: stat)]) -> Bool {
        var inside: [(path: String, info: stat)] = []
        func take(_ path: String, _ entry: stat) -> Bool {
            switch entry.st_mode & S_IFMT {
            case S_IFDIR: inside.append((path, entry))
            case S_IFREG: files.append((path, entry))
            default: return skippingLinks
            }
            return true
        }
        var listed = true
        guard ContentFileSystem.forEachEntry(of: relative.isEmpty ? root : root + "/" + relative, { name, _, descriptor in
            guard listed else { return }
            var entry = stat()
            let path = relative.isEmpty ? String(cString: name) : relative + "/" + String(cString: name)
            listed = fstatat(descriptor, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 && take(path, entry)
        }), listed else { return false }
        folders += inside
        if depth == 1 {
            units += inside.map(\.path)
            return true
        }
        return inside.allSatisfy {
            walk(root, relative: $0.path, skippingLinks: skippingLinks, unitsBelow: depth.map { $0 - 1 }, units: &units,
                 files: &files, folders: &folders)
        }
    }

    // MARK: - The manifest

    /// The file `build-manifest`, a sealed file (`SealedFile`) in the cache's binary form:
    /// every stored property, in the order declared.
    @ByteCoded
    struct Manifest {
        var key: BuildCache.Key
        /// When the inputs were scanned (nanoseconds since 1970).
        var scanned: Int64
        /// The executable the key's hash is of, as found then (`BuildCache.executable`); nil
        /// when it could not be read.
        var executable: BuildCache.Input?
        var inputs: [BuildCache.Input]
        /// When the output folder was scanned.
        var outputScanned: Int64
        var outputs: [BuildCache.Input]
        var filesWritten: Int
        var warnings: [Diagnostic]

        var bytes: [UInt8] {
            SealedFile.bytes(formatLine: Self.formatLine, reserving: 64 + 96 * (inputs.count + outputs.count)) { encode(into: &$0) }
        }

        private static let formatLine = Array((BuildCache.formatLine + "\n").utf8)
    }

    /// Why the manifest or the rebuild record cannot be read.
    struct Unreadable: Error, Equatable {
        var reason: String
    }

    /// What a sealed file of the cache (`SealedFile`) holds after `formatLine` (and a line
    /// break), to read; `Unreadable` when it begins otherwise, or is cut short or damaged.
    static func sealedBody(_ bytes: [UInt8], formatLine: String, sharingStrings: Bool = false) throws(Unreadable) -> ByteReader {
        let line = Array((formatLine + "\n").utf8)
        guard bytes.starts(with: line) else { throw Unreadable(reason: "not \"\(formatLine)\", the format this Spotter writes") }
        guard let reader = SealedFile.body(bytes, formatLine: line, sharingStrings: sharingStrings) else {
            throw Unreadable(reason: "cut short or damaged (its bytes are not those its last 16 bytes vouch for)")
        }
        return reader
    }
}

extension BuildCache.Manifest {
    /// The manifest `bytes` wrote; any other bytes are `Unreadable`, and the build is then
    /// a full one, and says why.
    init(bytes: [UInt8]) throws(BuildCache.Unreadable) {
        var reader = try BuildCache.sealedBody(bytes, formatLine: BuildCache.formatLine)
        guard let manifest = Self(decoding: &reader), reader.isAtEnd else {
            throw BuildCache.Unreadable(reason: "not a manifest this Spotter writes")
        }
        self = manifest
    }
}

extension BuildCache {
    /// The file `rebuild-record`, beside the manifest and read only when inputs changed:
    /// what a partial rebuild (`PartialRebuild`) needs of the last build. The athlete each
    /// input of one athlete's data belongs to (an input not listed is the whole site's), and
    /// what each page read of the athletes' data with each read's digest (`PageMemo`), in the
    /// cache's binary form (ids and paths written once) after a format line, ending with a
    /// hash of all that: a file cut short or altered is refused, never half-read.
    struct RebuildRecord: Equatable {
        var owners: [String: String] = [:]
        /// What the sessions' and exercises' documents held for the whole site (`PartialRebuild.DocumentFacts`).
        var facts = PartialRebuild.DocumentFacts()
        var memo = PageMemo()

        var bytes: [UInt8] { bytes(ownersIn: []) }

        /// The record's bytes. `inputs`: the build's inputs, sorted by path (its manifest's),
        /// in whose order the owners are written when every owned path is one of them, rather
        /// than sorted (73,000 paths that share their first 30 bytes, on a coach's site).
        /// `pages`: the site's page list, in whose order the memo's pages are written when it
        /// names them all (`PageMemo.encode`).
        func bytes(ownersIn inputs: [Input], pagesIn pages: [String] = []) -> [UInt8] {
            var ordered: [(path: String, owner: String)] = []
            ordered.reserveCapacity(owners.count)
            var twins = false
            for (position, input) in inputs.enumerated() {
                // Two inputs Swift takes as one path (sorted, they are side by side) would meet one owner twice.
                if position > 0, inputs[position - 1].path == input.path { twins = true }
                // The path as the record holds it (a twin of the input's, in another normalisation, would be written as its own).
                guard let index = owners.index(forKey: input.path) else { continue }
                ordered.append((owners[index].key, owners[index].value))
            }
            if twins || ordered.count != owners.count {
                ordered = owners.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }
            }
            return SealedFile.bytes(formatLine: Self.formatLine, sharingStrings: true,
                                    reserving: 40 * owners.count + 40 * (memo.digests.count + memo.pages.count)) { writer in
                writer.integer(ordered.count)
                for (path, owner) in ordered {
                    writer.path(path)
                    writer.string(owner)
                }
                writer.hash(facts.withheldSessions)
                writer.hash(facts.exercises)
                memo.encode(into: &writer, order: pages)
            }
        }

        private static let formatLine = Array((BuildCache.rebuildFormatLine + "\n").utf8)
    }
}

extension BuildCache.RebuildRecord {
    /// The record `bytes` wrote; any other bytes are `Unreadable`, and the build is then
    /// a full one, and says why.
    init(bytes: [UInt8]) throws(BuildCache.Unreadable) {
        var reader = try BuildCache.sealedBody(bytes, formatLine: BuildCache.rebuildFormatLine, sharingStrings: true)
        let unlike = BuildCache.Unreadable(reason: "not a record this Spotter writes")
        guard let count = reader.count() else { throw unlike }
        owners.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.path(), let owner = reader.string(), owners.updateValue(owner, forKey: path) == nil
            else { throw unlike }
        }
        guard let withheld = reader.hash(), let exercises = reader.hash(), let memo = PageMemo(decoding: &reader),
              reader.isAtEnd else { throw unlike }
        (facts, self.memo) = (PartialRebuild.DocumentFacts(withheldSessions: withheld, exercises: exercises), memo)
    }
}

// MARK: - Paths in a record that shares strings

/// A path the rebuild record holds once (an input's, a page's) is written as its length and
/// bytes, outside the table of shared strings: sharing a string no other place repeats only
/// looks it up and adds it there, on writing and on reading.
extension ByteWriter {
    mutating func path(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }
}

extension ByteReader {
    /// What `ByteWriter.path` wrote; nil for bytes that are not UTF-8.
    mutating func path() -> String? {
        guard let length = count(), let utf8 = slice(length) else { return nil }
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        return String(validating: utf8, as: UTF8.self)
    }
}
