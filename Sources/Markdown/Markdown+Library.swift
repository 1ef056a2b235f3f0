import CCMarkGFM
import Foundation

/// Which libcmark-gfm renders: a build from source loads it at run time, so the build
/// cache keys on it besides Spotter's own binary (`BuildCache.librariesIdentity`).
extension Markdown {
    /// The version the loaded library reports (`cmark_version_string`), such as `0.29.0.gfm.6`.
    public static var libraryVersion: String { String(cString: cmark_version_string()) }

    /// The files of libcmark-gfm (and its extensions) this process has loaded, sorted; none
    /// where the library is linked into the executable, or there is no map of the process.
    public static var loadedLibraryFiles: [String] { libraryFiles(inProcessMap: processMap) }

    /// The system's map of this process's loaded files (`/proc/self/maps`), read to its end
    /// (the file says its size is 0, so a read of that many bytes finds nothing); empty where
    /// there is none.
    public static var processMap: String {
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps") else { return "" }
        defer { try? handle.close() }
        return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The libcmark-gfm files (the library and its extensions) a process map names, sorted.
    public static func libraryFiles(inProcessMap maps: String) -> [String] {
        var files = Set<String>()
        for line in maps.split(separator: "\n") {
            // `ADDRESS PERMS OFFSET DEVICE INODE PATH`: the path is the sixth field, and may hold spaces.
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            guard fields.count == 6 else { continue }
            let path = fields[5].trimmingCharacters(in: .whitespaces)
            if path.hasPrefix("/"), (path as NSString).lastPathComponent.hasPrefix("libcmark-gfm") { files.insert(path) }
        }
        return files.sorted()
    }
}
