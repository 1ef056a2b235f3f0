import Foundation

/// Reads files; injected so tests run in memory and the preview server can reuse it.
/// Paths handed to the closures are the site directory joined with a relative path;
/// `listFiles` answers paths relative to the directory it was given, in any order.
public struct ContentFileSystem: Sendable {
    public var listFiles: @Sendable (_ directory: String) throws -> [String]
    public var readFile: @Sendable (_ path: String) throws -> [UInt8]

    public init(listFiles: @escaping @Sendable (_ directory: String) throws -> [String],
                readFile: @escaping @Sendable (_ path: String) throws -> [UInt8]) {
        self.listFiles = listFiles
        self.readFile = readFile
    }

    /// Why a file or folder could not be read, in words a person can act on.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public var path: String
        public var reason: String
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        public var description: String { "\(path): \(reason)" }
    }

    /// The real disk. Directories are walked recursively; only regular files are listed.
    public static let disk = ContentFileSystem(
        listFiles: { directory in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw Failure(path: directory, reason: "no such folder")
            }
            var files: [String] = []
            try listEntries(in: directory) { path, type in
                if type == UInt8(DT_REG) { files.append(path) }
            }
            return files
        },
        readFile: { path in
            try readWholeFile(path)
        })

    /// Every entry under `directory`, folders, files and links, each folder before what it
    /// holds: its path relative to `directory` and its type (`DT_REG`, `DT_DIR`, `DT_LNK`…),
    /// by `readdir`, whose entries say their own type (a `stat` per file cost more than
    /// reading it). Symbolic links are never followed, as with `FileManager`'s enumerator.
    public static func listEntries(in directory: String, relative: String = "",
                                   _ found: (_ path: String, _ type: UInt8) -> Void) throws {
        let folder = relative.isEmpty ? directory : directory + "/" + relative
        var folders: [String] = []
        guard forEachEntry(of: folder, { name, type, _ in
            let path = relative.isEmpty ? String(cString: name) : relative + "/" + String(cString: name)
            found(path, type)
            if type == UInt8(DT_DIR) { folders.append(path) }
        }) else { throw Failure(path: folder, reason: "cannot list the folder") }
        for path in folders { try listEntries(in: directory, relative: path, found) }
    }

    /// Calls `body` with the name and type (`DT_DIR`, `DT_REG`, `DT_LNK`…) of every entry of
    /// `folder` but `.` and `..`, and the folder's descriptor (for `fstatat`). Each `readdir`
    /// record is read in place: it is only as long as its name, so copying the whole `dirent`
    /// (`entry.pointee`) can read past the end of readdir's buffer. Where the file system
    /// gives no type, the entry itself is looked at (never through a link); an entry gone by
    /// then is skipped. False when the folder cannot be opened. The one `readdir` loop of
    /// Spotter: the loader, the output writer and the build cache list folders with it.
    public static func forEachEntry(of folder: String,
                                    _ body: (_ name: UnsafePointer<CChar>, _ type: UInt8, _ descriptor: Int32) throws -> Void)
        rethrows -> Bool {
        guard let stream = opendir(folder) else { return false }
        defer { closedir(stream) }
        let descriptor = dirfd(stream)
        while let entry = readdir(stream) {
            let record = UnsafeRawPointer(entry)
            let name = (record + nameOffset).assumingMemoryBound(to: CChar.self)
            if strcmp(name, ".") == 0 || strcmp(name, "..") == 0 { continue }
            var type = record.load(fromByteOffset: typeOffset, as: UInt8.self)
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = UInt8(DT_DIR)
                case S_IFREG: type = UInt8(DT_REG)
                case S_IFLNK: type = UInt8(DT_LNK)
                default: type = UInt8(DT_UNKNOWN)
                }
            }
            try body(name, type, descriptor)
        }
        return true
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    private static let typeOffset = MemoryLayout<dirent>.offset(of: \dirent.d_type)!

    /// The bytes of a file, read into an array of the size `fstat` gives, then whatever
    /// the file grew by since (read until `read` answers 0).
    static func readWholeFile(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(path: path, reason: "cannot read the file") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw Failure(path: path, reason: "cannot read the file")
        }
        // Fills `buffer`; the number of bytes read, fewer at the end of the file.
        func fill(_ buffer: inout [UInt8]) throws -> Int {
            var filled = 0
            while filled < buffer.count {
                let result = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
                if result < 0 {
                    if errno == EINTR { continue }
                    throw Failure(path: path, reason: "cannot read the file")
                }
                if result == 0 { break }
                filled += result
            }
            return filled
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        let size = try fill(&bytes)
        if size < bytes.count { bytes.removeSubrange(size...); return bytes }
        var more = [UInt8](repeating: 0, count: 4096)
        while case let count = try fill(&more), count > 0 { bytes += more.prefix(count) }
        return bytes
    }

    /// Files held in memory, keyed by their path relative to the site root. Load them
    /// with `siteDirectory` `""` or `"."`.
    public static func inMemory(_ files: [String: String]) -> ContentFileSystem {
        let stored = Dictionary(files.map { (normalize($0.key), $0.value) }, uniquingKeysWith: { _, last in last })
        return ContentFileSystem(
            listFiles: { directory in
                let folder = normalize(directory)
                let prefix = folder.isEmpty ? "" : folder + "/"
                let found = stored.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                if found.isEmpty && !folder.isEmpty { throw Failure(path: directory, reason: "no such folder") }
                return found
            },
            readFile: { path in
                guard let text = stored[normalize(path)] else { throw Failure(path: path, reason: "no such file") }
                return Array(text.utf8)
            })
    }

    /// `./content/` and `content` name the same in-memory folder.
    static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        return path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// Whether `path` has no empty and no `.` part, so `normalize` gives it back as it is:
    /// every path a folder's listing gives (checked on bytes, without splitting it).
    private static func isNormal(_ path: String) -> Bool {
        var length = 0, isDot = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (length == 1 && isDot) { return false }
                length = 0
            } else {
                isDot = length == 0 && byte == UInt8(ascii: ".")
                length += 1
            }
        }
        return length > 0 && !(length == 1 && isDot)
    }
}
