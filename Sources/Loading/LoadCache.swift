import Diagnostics
import TextAndDates
import TrainingModel

/// What an incremental load keeps between runs: the listing of `content/`, and for
/// every content file the bytes it had and what decoding them produced. The preview
/// server holds one, so that after an edit only the changed files are read and parsed
/// again; references are still resolved over the whole library, which is cheap.
///
/// A cached result is reused only when the file's bytes are the same as when it was
/// decoded (they are compared whole, not by a hash) and `site.yaml` decoded to the same
/// settings, so an incremental load gives exactly what a full load would.
public struct LoadCache: Sendable {
    /// Paths relative to `content/`, normalised; nil before the first load or when the
    /// folder is missing.
    var listing: Set<String>?
    /// By site-relative path (`content/workouts/2026/w1.yaml`).
    var files: [String: CachedFile] = [:]
    /// The settings every cached outcome was decoded with.
    var config: SiteConfig?
    /// What `discover` made of `listing` (files and diagnostics), and the media files in
    /// it: worked out again only when the listing changes, not after every edit.
    var discovered: (discovery: SiteLoader.Discovery, diagnostics: DiagnosticList)?
    var assets: [String] = []
    /// Site-relative paths decoded by the last load, sorted: what was not reused.
    public private(set) var lastDecoded: [String] = []

    public init() {}

    /// Content files held, whether or not they decoded cleanly.
    public var fileCount: Int { files.count }

    struct CachedFile: Sendable {
        var bytes: [UInt8]
        var outcome: FileOutcome
    }

    /// The content files held (site-relative paths), whether or not they decoded cleanly.
    public var paths: Set<String> { Set(files.keys) }

    /// The hash of a content file's bytes as last read (`path` site-relative), nil when none was.
    public func contentHash(of path: String) -> ContentHash? { files[path].map { ContentHash($0.bytes) } }

    mutating func recordDecoded(_ paths: [String]) { lastDecoded = paths.sorted() }
}
