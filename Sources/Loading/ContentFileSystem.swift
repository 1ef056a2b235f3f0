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
            guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
                throw Failure(path: directory, reason: "cannot list the folder")
            }
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular {
                    files.append(relative)
                }
            }
            return files
        },
        readFile: { path in
            guard let data = FileManager.default.contents(atPath: path) else {
                throw Failure(path: path, reason: "cannot read the file")
            }
            return [UInt8](data)
        })

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
        var parts = path.split(separator: "/").filter { $0 != "." }
        while parts.first == "." { parts.removeFirst() }
        return parts.joined(separator: "/")
    }
}
