/// One whole build of the site, held in memory: output path → bytes. The preview
/// server answers only from a snapshot, so it serves exactly the files a build makes
/// and nothing else on the disk; a rebuild makes a new snapshot that replaces the
/// old one whole, so a page is never answered from a half-finished build.
public struct SiteSnapshot: Sendable {
    /// Output-relative paths (`exercises/back-squat/index.html`).
    public var files: [String: [UInt8]]
    /// Counts successful builds from 1; pages carry it so they know when to reload.
    public var version: Int

    public init(files: [String: [UInt8]], version: Int) {
        self.files = files
        self.version = version
    }

    /// Before the first build finishes.
    public static let empty = SiteSnapshot(files: [:], version: 0)
}
