import Foundation
import TextAndDates

/// One file of the rendered site, for the build stage to write.
public struct OutputFile: Hashable, Sendable {
    /// Output-relative and `/`-separated, e.g. `exercises/back-squat/index.html`.
    public var path: String
    public var bytes: [UInt8]
    /// A page's reads of the athletes' data while it rendered (`PageRead`), in the order made; nil
    /// for a file that is not a page (theme files, indexes, feeds), which a rebuild makes again.
    public var reads: [PageRead]?

    public init(path: String, bytes: [UInt8], reads: [PageRead]? = nil) {
        self.path = path
        self.bytes = bytes
        self.reads = reads
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

    /// Kept in storage of about its own size: a page's buffer starts with room for most
    /// pages (`PageBuilder.pageCapacity`), which a site kept in memory would otherwise hold
    /// too. A few bytes of room (what the allocator rounds up to) are not worth a copy.
    public func add(_ file: OutputFile) throws {
        let slack = file.bytes.capacity - file.bytes.count
        let kept = slack > 4096 ? OutputFile(path: file.path, bytes: file.bytes.trimmedToSize(), reads: file.reads) : file
        try lock.withLock {
            guard paths.insert(kept.path).inserted else { throw RenderingError.duplicateOutputPath(kept.path) }
            files.append(kept)
        }
    }

    /// Every file gathered, in path order.
    public var sorted: [OutputFile] { lock.withLock { files }.sorted { $0.path < $1.path } }
}
