import CRenameExchange
import Foundation
import Loading
import TextAndDates

/// Writes a whole site beside the output folder and swaps it into place, so that a
/// failed build never leaves a half-written folder and readers never see a mix of
/// old and new pages. The only code in Spotter that writes to the output folder.
///
/// Files go into the staging folder as they are rendered (`stage()`, `Staging.add`), so a
/// build never holds the whole site in memory, and `Staging.commit()` swaps it in.
///
/// The folder swapped out is kept beside the output as `.NAME.spotter-spare` and becomes
/// the next build's staging folder: its files are overwritten in place and only what the
/// new site lacks is created. Creating files and folders is what costs on a disk (on the
/// machines Spotter is measured on, a new folder costs as much as rendering a page, and
/// overwriting a file a tenth of creating it), so a rebuild of an unchanged site creates
/// nothing. Deleting the spare at any time is safe: the next build starts from scratch.
///
/// Every folder Spotter writes holds a marker file, `.spotter-output`. Only a folder with
/// the marker is ever replaced, reused as the spare or removed as a leftover: an existing,
/// non-empty output folder without it is someone else's and is refused, or with `force`
/// moved aside whole to `NAME.spotter-kept-N` (never reused, never removed). The checks
/// cost one `lstat` of the marker per folder, and one directory read of the output's top
/// level only when the marker is missing; nothing walks the user's tree.
public struct OutputWriter: Sendable {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unsafePath(String)
        case duplicatePath(String)
        case outputIsNotADirectory(String)
        /// The output is the site folder, holds it (`/`, a parent), or is inside a folder
        /// the build reads (`content/`, `Templates/`): replacing it would destroy or feed the source.
        case outputOverlapsSource(output: String, source: String)
        /// The output folder exists, holds files and has no marker: Spotter did not make it.
        case outputNotMadeBySpotter(String)
        /// A file or folder of the reused spare could not be written or removed (left by a
        /// build run as another user, say): the spare is disposable, and the build sets it
        /// aside and starts again from an empty folder (`SiteBuilder.build`).
        case spareUnwritable(String)
        case io(String)

        public var description: String {
            switch self {
            case .unsafePath(let p): return "refusing to write \"\(p)\": it would leave the output folder"
            case .duplicatePath(let p): return "two pages want the same output file \"\(p)\""
            case .outputIsNotADirectory(let p): return "the output \"\(p)\" exists and is not a folder"
            case .outputOverlapsSource(let output, let source):
                return "refusing to write the site to \"\(output)\": the build replaces that folder whole, and it holds "
                    + "or is read as the site \"\(source)\"; choose a folder of its own, such as \"\(source)/public\""
            case .outputNotMadeBySpotter(let p):
                return "refusing to write the site to \"\(p)\": the folder holds files and was not made by Spotter "
                    + "(it has no \(OutputWriter.markerName) file); choose an empty or new folder, or pass --force to "
                    + "move its files aside to \(p).spotter-kept-N, where they are kept"
            case .io(let message), .spareUnwritable(let message): return message
            }
        }
    }

    public let outputDirectory: URL
    /// `--force`: an output folder Spotter did not make is moved aside (and reported), not refused.
    public let force: Bool

    /// The file that marks a folder as Spotter's output, written first into every site.
    public static let markerName = ".spotter-output"
    static let markerText = Array("""
        This folder is written by Spotter. A build replaces it whole, so keep no files of your own here.
        Spotter refuses to write into a non-empty folder without this file.

        """.utf8)

    public init(outputDirectory: URL, force: Bool = false) {
        self.outputDirectory = outputDirectory.standardizedFileURL
        self.force = force
    }

    /// Whether `folder` is a real folder holding Spotter's marker (one `lstat`).
    static func isSpotterOutput(_ folder: String) -> Bool {
        var info = stat()
        return Staging.isRealDirectory(folder) && lstat(folder + "/" + markerName, &info) == 0
            && info.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `folder` is a folder with no entries (reads its top level only).
    static func isEmptyDirectory(_ folder: String) -> Bool {
        var empty = true
        return ContentFileSystem.forEachEntry(of: folder) { _, _, _ in empty = false } && empty
    }

    /// Refuses, before anything is rendered, an output folder that holds files and is not
    /// Spotter's, unless `force`. `commit()` checks again at the swap.
    public func checkOwnership() throws {
        let path = outputDirectory.path
        var info = stat()
        // A plain file is `outputIsNotADirectory`, said by `stage()`; a link is not Spotter's.
        guard !force, lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG, !Self.isSpotterOutput(path),
              !(info.st_mode & S_IFMT == S_IFDIR && Self.isEmptyDirectory(path)) else { return }
        throw Failure.outputNotMadeBySpotter(path)
    }

    /// The first `NAME.spotter-kept-N` beside the output that does not exist yet.
    func keptDirectory() -> URL {
        firstFree { "\(outputDirectory.lastPathComponent).spotter-kept-\($0)" }
    }

    /// Moves the spare (when it is Spotter's) to the first `.NAME.spotter-unwritable-N` beside
    /// the output that does not exist yet, where no build uses or removes it, so that the
    /// next staging folder starts empty. Answers where it went; nil when it was not moved.
    public func setSpareAside() -> URL? {
        guard Self.isSpotterOutput(spareDirectory.path) else { return nil }
        let aside = firstFree { ".\(outputDirectory.lastPathComponent).spotter-unwritable-\($0)" }
        return rename(spareDirectory.path, aside.path) == 0 ? aside : nil
    }

    /// The first place beside the output named `name(N)`, N counting from 1, where nothing is.
    private func firstFree(_ name: (Int) -> String) -> URL {
        let parent = outputDirectory.deletingLastPathComponent()
        var number = 1
        while true {
            let candidate = parent.appendingPathComponent(name(number))
            var info = stat()
            if lstat(candidate.path, &info) != 0 { return candidate }
            number += 1
        }
    }

    /// The folder kept beside the output for the next build to reuse.
    public var spareDirectory: URL {
        outputDirectory.deletingLastPathComponent().appendingPathComponent(".\(outputDirectory.lastPathComponent).spotter-spare")
    }

    /// Removes the folders that builds killed half-way left beside the output
    /// (`.NAME.spotter-new-PID` being written, `.NAME.spotter-old-PID` being swapped out)
    /// when their process is gone; a folder of a build still running, or one without the
    /// marker, is left alone.
    /// Answers the names removed, sorted.
    public func removeLeftovers() -> [String] {
        let parent = outputDirectory.deletingLastPathComponent()
        let prefix = ".\(outputDirectory.lastPathComponent).spotter-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return [] }
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.lastIndex(of: "-"), ["new", "old"].contains(rest[..<dash]),
                  let pid = pid_t(rest[rest.index(after: dash)...]), pid > 0,
                  pid != ProcessInfo.processInfo.processIdentifier, !Self.isRunning(pid),
                  Self.isSpotterOutput(parent.appendingPathComponent(name).path),
                  (try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))) != nil else { continue }
            removed.append(name)
        }
        return removed
    }

    /// Puts back the site a build stopped during its swap had moved aside: when there is no
    /// output folder, the first `.NAME.spotter-old-PID` of a process that is gone (and is
    /// Spotter's) is renamed to the output. Where the file system swaps in one step
    /// (`commit`), the output is never missing and this finds nothing. Answers the name put
    /// back, or nil. Called before `removeLeftovers`, which would remove it.
    public func restoreSwappedOut() -> String? {
        var info = stat()
        guard lstat(outputDirectory.path, &info) != 0, errno == ENOENT else { return nil }
        let parent = outputDirectory.deletingLastPathComponent()
        let prefix = ".\(outputDirectory.lastPathComponent).spotter-old-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return nil }
        for name in names.sorted() where name.hasPrefix(prefix) {
            guard let pid = pid_t(name.dropFirst(prefix.count)), pid > 0, pid != ProcessInfo.processInfo.processIdentifier,
                  !Self.isRunning(pid), Self.isSpotterOutput(parent.appendingPathComponent(name).path),
                  rename(parent.appendingPathComponent(name).path, outputDirectory.path) == 0 else { continue }
            return name
        }
        return nil
    }

    /// Test-only failure points of the swap (`commit`): with `SPOTTER_TEST_KILL_AT=STEP` in the
    /// environment, the process kills itself with SIGKILL at that step, as `kill -9` would;
    /// `SPOTTER_TEST_SWAP_WITHOUT_EXCHANGE=1` makes it swap with two renames, as where the file
    /// system cannot exchange. Nothing else reads them.
    static func stop(at step: String) {
        if ProcessInfo.processInfo.environment["SPOTTER_TEST_KILL_AT"] == step { kill(getpid(), SIGKILL) }
    }

    static var exchanges: Bool { ProcessInfo.processInfo.environment["SPOTTER_TEST_SWAP_WITHOUT_EXCHANGE"] != "1" }

    /// Whether a process with this id exists (one owned by another user counts).
    private static func isRunning(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }

    /// Refuses an output folder that is the site folder, holds it, or lies inside what a
    /// build reads (`content/`, `Templates/`), links resolved. `SOURCE/public` (the default)
    /// and any folder beside the site are fine.
    public func checkPlacement(source: URL) throws {
        let output = Self.resolved(outputDirectory.path), site = Self.resolved(source.standardizedFileURL.path)
        if Self.isInside(site, output)
            || ["content", "Templates"].contains(where: { Self.isInside(output, site + "/" + $0) }) {
            throw Failure.outputOverlapsSource(output: outputDirectory.path, source: source.standardizedFileURL.path)
        }
    }

    /// Whether `path` is `folder` or inside it (both resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// `path` with every link in its longest existing part resolved (`realpath`), the rest
    /// (not yet made) appended as written.
    static func resolved(_ path: String) -> String {
        var existing = path, rest: [String] = []
        while true {
            if let real = realpath(existing, nil) {
                defer { free(real) }
                let base = String(cString: real)
                return rest.isEmpty ? base : (base == "/" ? "" : base) + "/" + rest.reversed().joined(separator: "/")
            }
            let url = URL(fileURLWithPath: existing)
            guard url.path != "/" else { return path }
            rest.append(url.lastPathComponent)
            existing = url.deletingLastPathComponent().path
        }
    }

    /// Starts a new site beside the output folder: the spare when there is one and it is
    /// Spotter's, else an empty folder; the marker is its first file. Nothing the output
    /// folder holds changes until `commit()`. `reusingSpare` false: an empty folder
    /// whatever, for the few files a partial rebuild renames into the output (`moveIn`).
    public func stage(reusingSpare: Bool = true) throws -> Staging {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure.outputIsNotADirectory(outputDirectory.path)
        }
        let parent = outputDirectory.deletingLastPathComponent()
        let pid = ProcessInfo.processInfo.processIdentifier
        let staging = parent.appendingPathComponent(".\(outputDirectory.lastPathComponent).spotter-new-\(pid)")
        var startsEmpty = false
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            // This process's id, left by an earlier process: removed only when it is Spotter's.
            if Self.isSpotterOutput(staging.path) { try fm.removeItem(at: staging) }
            // Claim the spare with a rename, so two builds never share it; else start empty.
            // A spare without the marker is not Spotter's: it is left where it is.
            if !reusingSpare || !Self.isSpotterOutput(spareDirectory.path) || rename(spareDirectory.path, staging.path) != 0
                || !Staging.isRealDirectory(staging.path) {
                try fm.createDirectory(at: staging, withIntermediateDirectories: false)
                startsEmpty = true
            }
        } catch {
            throw Failure.io("could not write \(outputDirectory.path): \(error.localizedDescription)")
        }
        let site = Staging(writer: self, root: staging, startsEmpty: startsEmpty)
        do {
            try site.add(path: Self.markerName, bytes: Self.markerText)
        } catch {
            site.abandon()
            throw error
        }
        return site
    }

    /// A site being written. `add` may be called from any thread; each path once.
    public final class Staging: @unchecked Sendable {  // state behind `lock`
        let writer: OutputWriter
        let root: URL
        /// `root.path`, worked out once (a URL works it out again each time it is asked, for
        /// every file written).
        let rootPath: String
        /// Made empty for this build (no spare to reuse): it then holds nothing but what
        /// this build writes, and `commit()` has nothing to prune.
        let startsEmpty: Bool
        private let lock = NSLock()
        private var written = Set<String>()
        /// Folders known to be real folders in the staging tree (checked or created).
        private var folders = Set<String>()

        /// What the spare held when this build claimed it, listed on a thread of its own
        /// while the site renders, for `commit()` to prune from; nil when the folder started
        /// empty or the caller prunes from a scan of its own.
        private let spareListing: OnItsOwnThread<[Entry]?>?

        init(writer: OutputWriter, root: URL, startsEmpty: Bool) {
            self.writer = writer
            self.root = root
            rootPath = root.path
            self.startsEmpty = startsEmpty
            spareListing = startsEmpty ? nil : Self.listing(rootPath)
        }

        /// Every entry under a folder, folders and files, as paths relative to it and the
        /// type `readdir` gave, sorted by path, listed on a thread of its own. A spare's
        /// folders are often no longer in memory: read one at a time after rendering, the
        /// build would wait on the disk with every core idle; listed while the site renders,
        /// their reading overlaps it. Entries this build adds meanwhile may or
        /// may not be listed, and are kept anyway; one it removes may be listed, and is
        /// skipped when pruning. Nil when a folder could not be read.
        static func listing(_ root: String) -> OnItsOwnThread<[Entry]?> {
            OnItsOwnThread { try? entries(root) }
        }

        /// The same, listed now; the error names the folder that could not be read.
        static func entries(_ root: String) throws -> [Entry] {
            var found: [Entry] = []
            try ContentFileSystem.listEntries(in: root) { found.append(Entry(path: $0, type: $1)) }
            found.sort { $0.path < $1.path }
            return found
        }

        /// An entry of a staging folder as a listing found it: its path relative to the
        /// folder and its type, `DT_UNKNOWN` when the lister did not say.
        public struct Entry: Sendable {
            var path: String
            var type: UInt8 = UInt8(DT_UNKNOWN)
        }

        /// Writes one file of the new site. Refuses a path outside the output folder or
        /// one written before. A file the spare holds with the same bytes is left alone;
        /// whatever the spare holds in the way (a file where a folder goes, a folder or a
        /// link where a file goes) is removed, never followed.
        public func add(path: String, bytes: [UInt8]) throws {
            guard let checked = OutputPath(path) else { throw Failure.unsafePath(path) }
            let fresh = lock.withLock { written.insert(checked.value).inserted }
            guard fresh else { throw Failure.duplicatePath(path) }
            // A known folder's own folders are known too (each is made before those in it):
            // most files go into a folder an earlier file made, and need no more than a look.
            if let slash = checked.value.utf8.lastIndex(of: UInt8(ascii: "/")),
               !lock.withLock({ folders.contains(String(checked.value[..<slash])) }) {
                var folder = ""
                for component in checked.value[..<slash].split(separator: "/") {
                    folder += folder.isEmpty ? String(component) : "/" + component
                    try makeFolder(folder)
                }
            }
            let full = rootPath + "/" + checked.value
            if let problem = Self.writeFile(full, bytes) {
                // Something other than a plain file is in the way: remove it and write again.
                guard (try? FileManager.default.removeItem(atPath: full)) != nil,
                      Self.writeFile(full, bytes) == nil else { throw failure(problem) }
            }
        }

        /// A problem writing the staging folder: the spare's, named by the spare's path, when
        /// the folder is a reused spare.
        private func failure(_ problem: String) -> Failure {
            startsEmpty ? .io(problem) : .spareUnwritable(problem.replacingOccurrences(of: rootPath, with: writer.spareDirectory.path))
        }

        /// Makes a folder of the staging tree, once per build. Several tasks write at once, so
        /// a folder is created first and looked at only when something is already there: a
        /// folder (the spare's, or another task's just now) is kept; a file or a link the spare
        /// holds in its place is removed, never followed, and the folder made.
        private func makeFolder(_ folder: String) throws {
            if lock.withLock({ folders.contains(folder) }) { return }
            let full = rootPath + "/" + folder
            if mkdir(full, 0o755) != 0 {
                guard errno == EEXIST else { throw failure("could not create \(full): \(String(cString: strerror(errno)))") }
                if !Self.isRealDirectory(full) {
                    unlink(full)
                    if mkdir(full, 0o755) != 0 && !(errno == EEXIST && Self.isRealDirectory(full)) {
                        throw failure("could not create \(full): \(String(cString: strerror(errno)))")
                    }
                }
            }
            _ = lock.withLock { folders.insert(folder) }
        }

        /// Removes what the spare held that the new site lacks, then swaps the new site in:
        /// the two folders exchanged in one step where the file system can, else two renames
        /// in the same folder, so the old site is whole until it is replaced.
        /// What the spare holds is as `listing` found it: only those entries are looked at;
        /// when the listing failed, it is listed again.
        /// The old output becomes the spare only when it is Spotter's; an empty folder is
        /// removed; any other is refused, or with `force` moved whole to the answered
        /// `NAME.spotter-kept-N`, which no build touches again.
        /// `removingOldIfItHolds`: paths (relative to the output) of which one found in the
        /// folder swapped out makes `commit` remove that folder rather than keep it as the spare
        /// (it holds what must not be kept, a private athlete's pages).
        @discardableResult
        public func commit(removingOldIfItHolds disposable: [String] = []) throws -> URL? {
            let fm = FileManager.default
            let output = writer.outputDirectory
            let retired = output.deletingLastPathComponent()
                .appendingPathComponent(".\(output.lastPathComponent).spotter-old-\(ProcessInfo.processInfo.processIdentifier)")
            var moved: URL?
            do {
                let (files, kept) = lock.withLock { (written, folders) }
                do {
                    if !startsEmpty {
                        // Listed again when the listing made while rendering could not read a folder.
                        let listed = try spareListing?.value ?? Self.entries(rootPath)
                        try Self.prune(rootPath, sortedEntries: listed, keepingFolders: kept, files: files)
                    }
                } catch {
                    // Only a reused spare is pruned.
                    let problem = (error as? Failure)?.description ?? (error as? ContentFileSystem.Failure)?.description
                        ?? error.localizedDescription
                    throw Failure.spareUnwritable("could not remove what the new site lacks from the spare: "
                                                  + problem.replacingOccurrences(of: rootPath, with: writer.spareDirectory.path))
                }
                try? fm.removeItem(at: retired)
                OutputWriter.stop(at: "pruned")
                var info = stat()
                var exchanged = false
                if lstat(output.path, &info) == 0 {
                    if OutputWriter.isSpotterOutput(output.path) {
                        // In one step where the file system can (`renameat2` with RENAME_EXCHANGE):
                        // the output is never missing, and `root` then holds the old site. Else
                        // two renames, and a build stopped between them leaves the old site as
                        // `retired`, which the next build puts back (`restoreSwappedOut`).
                        if OutputWriter.exchanges, spotter_rename_exchange(rootPath, output.path) == 0 {
                            exchanged = true
                            OutputWriter.stop(at: "exchanged")
                            if rename(rootPath, retired.path) != 0 { try? fm.removeItem(at: root) }
                        } else {
                            try fm.moveItem(at: output, to: retired)
                            OutputWriter.stop(at: "retired")
                        }
                    } else if info.st_mode & S_IFMT == S_IFDIR, rmdir(output.path) == 0 {
                        // It was empty (`rmdir` removes nothing else).
                    } else if writer.force {
                        moved = writer.keptDirectory()
                        try fm.moveItem(at: output, to: moved!)
                    } else {
                        throw Failure.outputNotMadeBySpotter(output.path)
                    }
                }
                do {
                    if !exchanged { try fm.moveItem(at: root, to: output) }
                    OutputWriter.stop(at: "swapped")
                } catch {
                    if fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: output) }
                    if let moved { try? fm.moveItem(at: moved, to: output) }
                    throw error
                }
            } catch let failure as Failure {
                abandon()
                throw failure
            } catch {
                abandon()
                throw Failure.io("could not write \(output.path): \(error.localizedDescription)")
            }
            // `retired` is Spotter's (checked above); a spare in the way that is not stays put.
            var info = stat()
            if disposable.contains(where: { lstat(retired.path + "/" + $0, &info) == 0 }) {
                try? fm.removeItem(at: retired)
            } else if fm.fileExists(atPath: retired.path), rename(retired.path, writer.spareDirectory.path) != 0 {
                try? fm.removeItem(at: retired)
            }
            return moved
        }

        /// Drops the new site; the output folder stays as it was. The folder goes back to
        /// being the spare (what it holds does not matter: the next build makes it whole).
        public func abandon() {
            if rename(rootPath, writer.spareDirectory.path) != 0 {
                try? FileManager.default.removeItem(at: root)
            }
        }

        /// Removes those of `entries` (under `root`, as a scan listed them, sorted by path) that
        /// are not a kept folder or a written file now, each looked at itself, never through a
        /// link; an entry inside a folder already removed is skipped. An entry the listing saw
        /// as the kept folder or written file it still is needs no look: this build made it
        /// that, and only replaces what is in the way of what it writes.
        static func prune(_ root: String, sortedEntries entries: [Entry], keepingFolders folders: Set<String>,
                          files: Set<String>) throws {
            // Which entries may go: looked at on every core first (an entry listed without its
            // type is an `lstat`), then removed in order, each looked at again.
            let mayGo = UnsafeMutableBufferPointer<Bool>.allocate(capacity: entries.count)
            mayGo.initialize(repeating: false)
            defer { mayGo.deallocate() }
            // Each flag is written by one call only, and all are read once every call is done.
            nonisolated(unsafe) let flags = mayGo
            try OnEveryCore.forEach((entries.count + 4095) / 4096) { run in
                for index in run * 4096..<min(entries.count, (run + 1) * 4096) {
                    flags[index] = !entries[index].path.isEmpty && !isKept(root, entries[index], folders: folders, files: files)
                }
            }
            var lastRemoved: String?
            // In order, so that a folder comes before what it held: one that is now a link is
            // removed before any path through it is looked up, and what was below it is left
            // to its removal. (Looked up through such a link by the first pass, an entry may
            // seem kept; then it is inside a removed folder, and left to its removal too.)
            for index in entries.indices where mayGo[index] {
                let path = entries[index].path
                if let lastRemoved, path.hasPrefix(lastRemoved + "/") { continue }
                guard !isKept(root, Entry(path: path), folders: folders, files: files) else { continue }
                try remove(root + "/" + path)
                lastRemoved = path
            }
        }

        /// Whether an entry is a kept folder or a written file: as the listing saw it (this
        /// build made it that), or else as it is now, never through a link. One that is gone
        /// needs no removal.
        private static func isKept(_ root: String, _ entry: Entry, folders: Set<String>, files: Set<String>) -> Bool {
            // Byte for byte: a name in another Unicode normalisation is another file, not the one written.
            let path = entry.path
            if (entry.type == UInt8(DT_DIR) && folders.containsExactly(path))
                || (entry.type == UInt8(DT_REG) && files.containsExactly(path)) {
                return true
            }
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0 else { return true }
            let type = info.st_mode & S_IFMT
            return (type == S_IFDIR && folders.containsExactly(path)) || (type == S_IFREG && files.containsExactly(path))
        }

        /// Removes a file or a folder with all it holds (never through a link); the error names
        /// the path and what the system said.
        static func remove(_ path: String) throws {
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch {
                let system = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription
                throw Failure.io("could not remove \(path): \(system ?? error.localizedDescription)")
            }
        }

        static func isRealDirectory(_ path: String) -> Bool {
            var info = stat()
            return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }

        /// Makes the plain file at `path` hold `bytes`: a file already holding these bytes is
        /// left alone (reading it costs less than rewriting it), any other is cut and written
        /// whole. No temporary name and no `fsync`: the staging folder is private until the
        /// swap. The problem in words, or nil; a link or a folder at `path` is a problem.
        /// A file with another name besides this one (a hard link: a `cp -al` snapshot of the
        /// site, an `rsync --link-dest` deploy) is never written in place, which would change
        /// it under its other names too: it is unlinked and a new file takes its name.
        static func writeFile(_ path: String, _ bytes: [UInt8]) -> String? {
            var descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return "could not create \(path): \(String(cString: strerror(errno)))" }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return "\(path) is not a file" }
            if info.st_size == bytes.count, holds(descriptor, bytes) { return nil }
            if info.st_nlink > 1 {
                close(descriptor)
                descriptor = unlink(path) == 0 ? open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) : -1
                guard descriptor >= 0 else { return "could not write \(path): \(String(cString: strerror(errno)))" }
                info.st_size = 0
            }
            guard info.st_size == 0 || ftruncate(descriptor, 0) == 0 else { return "could not write \(path): \(String(cString: strerror(errno)))" }
            var done = 0
            while done < bytes.count {
                let result = bytes.withUnsafeBytes { buffer in
                    pwrite(descriptor, buffer.baseAddress! + done, buffer.count - done, off_t(done))
                }
                if result < 0 {
                    if errno == EINTR { continue }
                    return "could not write \(path): \(String(cString: strerror(errno)))"
                }
                done += result
            }
            return nil
        }

        /// Whether the open file (already known to have the right size) holds exactly `bytes`:
        /// read into an uninitialised buffer and compared with `memcmp`.
        static func holds(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
            guard !bytes.isEmpty else { return true }
            let existing = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
            defer { existing.deallocate() }
            var done = 0
            while done < bytes.count {
                let result = pread(descriptor, existing.baseAddress! + done, bytes.count - done, off_t(done))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { return false }
                done += result
            }
            return bytes.withUnsafeBytes { memcmp($0.baseAddress!, existing.baseAddress!, bytes.count) == 0 }
        }
    }
}
