import Foundation

/// One file of the rendered site, for the build stage to write.
public struct OutputFile: Hashable, Sendable {
    /// Output-relative and `/`-separated, e.g. `exercises/back-squat/index.html`.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Files gathered from the tasks that make them (several at once), for whoever wants the
/// whole site in memory rather than written: `SiteRenderer.render()`, `SiteBuilder.render`.
/// A path made twice is refused as the output folder refuses it.
public final class OutputFileCollection: @unchecked Sendable {  // state behind `lock`
    private let lock = NSLock()
    private var files: [OutputFile] = []
    private var paths = Set<String>()

    public init() {}

    public func add(_ file: OutputFile) throws {
        try lock.withLock {
            guard paths.insert(file.path).inserted else { throw RenderingError.duplicateOutputPath(file.path) }
            files.append(file)
        }
    }

    /// Every file gathered, in path order.
    public var sorted: [OutputFile] { lock.withLock { files }.sorted { $0.path < $1.path } }
}
