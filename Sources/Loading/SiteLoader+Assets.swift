/// Images and other media under `content/` are copied to the output as they are
/// (docs/content-format.md). The loader knows which files it skips, so it answers
/// which ones are assets; the Build stage copies them.
extension SiteLoader {
    /// Extensions of files copied as they are.
    public static let assetExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "svg", "webp", "avif", "mp4", "webm", "pdf"]

    /// Site-relative paths of the asset files under `content/` (`content/exercises/squat/bottom.jpg`),
    /// sorted, skipping names that start with `.` or `_`. Empty when there is no `content/` folder.
    /// A build has them from its load (`LoadResult.assetPaths`), found in the same listing.
    public func assetPaths(siteDirectory: String) -> [String] {
        guard let listed = try? fileSystem.listFiles(Self.join(siteDirectory, "content")) else { return [] }
        return listed.map { ContentFileSystem.normalize($0) }
            .filter { Self.isAsset($0.split(separator: "/")) }.map { "content/" + $0 }.sorted()
    }

    /// Whether a file under `content/`, by the parts of its normalised path, is an asset.
    static func isAsset(_ components: [Substring]) -> Bool {
        guard !components.contains(where: { $0.hasPrefix(".") || $0.hasPrefix("_") }),
              let name = components.last, let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return assetExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
