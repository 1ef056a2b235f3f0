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

    deinit { try? FileManager.default.removeItem(at: url) }

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
