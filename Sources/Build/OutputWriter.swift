import Foundation

/// Writes a whole site beside the output folder and swaps it into place, so that a
/// failed build never leaves a half-written folder and readers never see a mix of
/// old and new pages. The only code in Spotter that writes to the output folder.
///
/// The folder swapped out is kept beside the output as `.NAME.spotter-spare` and becomes
/// the next build's staging folder: its files are overwritten in place and only what the
/// new site lacks is created. Creating files and folders is what costs on a disk (on the
/// machines Spotter is measured on, a new folder costs as much as rendering a page, and
/// overwriting a file a tenth of creating it), so a rebuild of an unchanged site creates
/// nothing. Deleting the spare at any time is safe: the next build starts from scratch.
public struct OutputWriter: Sendable {
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unsafePath(String)
        case duplicatePath(String)
        case outputIsNotADirectory(String)
        case io(String)

        public var description: String {
            switch self {
            case .unsafePath(let p): return "refusing to write \"\(p)\": it would leave the output folder"
            case .duplicatePath(let p): return "two pages want the same output file \"\(p)\""
            case .outputIsNotADirectory(let p): return "the output \"\(p)\" exists and is not a folder"
            case .io(let message): return message
            }
        }
    }

    public let outputDirectory: URL

    public init(outputDirectory: URL) {
        self.outputDirectory = outputDirectory.standardizedFileURL
    }

    /// The folder kept beside the output for the next build to reuse.
    public var spareDirectory: URL {
        outputDirectory.deletingLastPathComponent().appendingPathComponent(".\(outputDirectory.lastPathComponent).spotter-spare")
    }

    /// Writes `files` (path → bytes) as the complete new content of the output folder.
    public func write(_ files: [(path: String, bytes: [UInt8])]) throws {
        let checked = try Self.check(files)
        let fm = FileManager.default
        let parent = outputDirectory.deletingLastPathComponent()
        let name = outputDirectory.lastPathComponent
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: outputDirectory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure.outputIsNotADirectory(outputDirectory.path)
        }
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            let pid = ProcessInfo.processInfo.processIdentifier
            let staging = parent.appendingPathComponent(".\(name).spotter-new-\(pid)")
            let retired = parent.appendingPathComponent(".\(name).spotter-old-\(pid)")
            try? fm.removeItem(at: staging)
            try? fm.removeItem(at: retired)
            do {
                // Claim the spare with a rename, so two builds never share it; else start empty.
                if rename(spareDirectory.path, staging.path) != 0 || !Self.isRealDirectory(staging.path) {
                    try? fm.removeItem(at: staging)
                    try fm.createDirectory(at: staging, withIntermediateDirectories: true)
                }
                try Self.writeFiles(checked, into: staging.path)
            } catch {
                try? fm.removeItem(at: staging)
                throw error
            }
            // Swap: two renames in the same folder, so the old site is whole until the moment it is replaced.
            if fm.fileExists(atPath: outputDirectory.path) {
                try fm.moveItem(at: outputDirectory, to: retired)
            }
            do {
                try fm.moveItem(at: staging, to: outputDirectory)
            } catch {
                if fm.fileExists(atPath: retired.path) { try? fm.moveItem(at: retired, to: outputDirectory) }
                try? fm.removeItem(at: staging)
                throw error
            }
            if fm.fileExists(atPath: retired.path), rename(retired.path, spareDirectory.path) != 0 {
                try? fm.removeItem(at: retired)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure.io("could not write \(outputDirectory.path): \(error.localizedDescription)")
        }
    }

    /// Makes `root` hold exactly `files`: removes what the new site lacks (and anything that
    /// is neither a plain file nor a folder, such as a symbolic link), creates the missing
    /// folders, then writes the files on every core with plain `open`/`pwrite`. The staging
    /// folder is private until the swap, so a file needs neither a temporary name nor an
    /// `fsync` of its own.
    static func writeFiles(_ files: [(path: OutputPath, bytes: [UInt8])], into root: String) throws {
        var folders = Set<String>()
        for file in files {
            var folder = file.path.value[...]
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                guard folders.insert(String(folder)).inserted else { break }  // its parents are in already
            }
        }
        let filePaths = Set(files.map(\.path.value))
        try prune(root, relative: "", keepingFolders: folders, files: filePaths)
        // Sorted, so a parent is created before its children.
        for folder in folders.sorted() where mkdir(root + "/" + folder, 0o755) != 0 && errno != EEXIST {
            throw Failure.io("could not create \(root)/\(folder): \(String(cString: strerror(errno)))")
        }
        let failures = FailureBox()
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: files.count, by: workers) {
                let (path, bytes) = files[index]
                if let problem = writeFile(root + "/" + path.value, bytes) { failures.add(problem) }
            }
        }
        if let first = failures.first { throw Failure.io(first) }
    }

    /// Removes every entry under `root/relative` that is not a kept folder or a file to be
    /// written, looking at each entry itself (`lstat`), never through a link.
    static func prune(_ root: String, relative: String, keepingFolders folders: Set<String>, files: Set<String>) throws {
        let directory = relative.isEmpty ? root : root + "/" + relative
        for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root + "/" + path
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR where folders.contains(path):
                try prune(root, relative: path, keepingFolders: folders, files: files)
            case S_IFREG where files.contains(path):
                continue
            default:
                try FileManager.default.removeItem(atPath: full)
            }
        }
    }

    static func isRealDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Makes the file at `path` hold `bytes`: a file the spare already holds with these bytes
    /// is left alone (reading it costs less than rewriting it), any other is cut and written
    /// whole. The problem in words, or nil.
    static func writeFile(_ path: String, _ bytes: [UInt8]) -> String? {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "could not create \(path): \(String(cString: strerror(errno)))" }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size == bytes.count, holds(descriptor, bytes) { return nil }
        guard ftruncate(descriptor, 0) == 0 else { return "could not write \(path): \(String(cString: strerror(errno)))" }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, buffer.count - written, off_t(written))
            }
            if result < 0 {
                if errno == EINTR { continue }
                return "could not write \(path): \(String(cString: strerror(errno)))"
            }
            written += result
        }
        return nil
    }

    /// Whether the open file (already known to have the right size) holds exactly `bytes`.
    static func holds(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty else { return true }
        var existing = [UInt8](repeating: 0, count: bytes.count)
        var read = 0
        while read < bytes.count {
            let result = existing.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + read, buffer.count - read, off_t(read))
            }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            read += result
        }
        return existing == bytes
    }

    /// The problems of parallel writers; the first in path order is reported.
    final class FailureBox: @unchecked Sendable {
        private let lock = NSLock()
        private var problems: [String] = []
        func add(_ problem: String) { lock.lock(); problems.append(problem); lock.unlock() }
        var first: String? { lock.lock(); defer { lock.unlock() }; return problems.min() }
    }

    /// Every path confined to the output folder, no path twice; sorted so writing is deterministic.
    static func check(_ files: [(path: String, bytes: [UInt8])]) throws -> [(path: OutputPath, bytes: [UInt8])] {
        var seen = Set<OutputPath>()
        var result: [(path: OutputPath, bytes: [UInt8])] = []
        for file in files {
            guard let path = OutputPath(file.path) else { throw Failure.unsafePath(file.path) }
            guard seen.insert(path).inserted else { throw Failure.duplicatePath(file.path) }
            result.append((path, file.bytes))
        }
        return result.sorted { $0.path < $1.path }
    }
}
