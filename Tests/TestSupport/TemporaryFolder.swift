import Foundation

/// A folder of its own under the system's temporary directory, removed with everything
/// in it (outputs, the spare folders beside them) when the value is released. A test
/// suite that is a class keeps one as a property, so nothing outlives its test.
public final class TemporaryFolder: Sendable {
    public let url: URL

    public init(_ prefix: String = "spotter-test") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { Self.remove(url.path) }

    /// Removes `path` and all under it, each name as the system lists it, never following a
    /// link: Foundation's removal leaves a folder that holds two names in different Unicode
    /// normalisations (`Café`), which Swift takes as one.
    private static func remove(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR, let stream = opendir(path) else { return _ = unlink(path) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(stream)
        for name in names { remove(path + "/" + name) }
        rmdir(path)
    }

    public var path: String { url.path }

    /// `relative` inside the folder.
    public func callAsFunction(_ relative: String) -> URL { url.appendingPathComponent(relative) }

    /// Writes `bytes` at `relative`, making the folders on the way.
    public func write(_ relative: String, _ bytes: some Sequence<UInt8>) throws {
        let file = self(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Writes `text` as UTF-8 at `relative`.
    public func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }
}
