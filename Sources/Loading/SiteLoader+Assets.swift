/// Images and other media under `content/` are copied to the output as they are
/// (docs/content-format.md). The loader knows which files it skips, so it answers
/// which ones are assets, found in the listing it reads anyway (`LoadResult.assetPaths`:
/// site-relative, `content/exercises/squat/bottom.jpg`, sorted, none whose name or folder
/// starts with `.` or `_`); the Build stage copies them.
extension SiteLoader {
    /// Extensions of files copied as they are.
    public static let assetExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "svg", "webp", "avif", "mp4", "webm", "pdf"]

    /// Whether a part of a normalised path under `content/` starts with `.` or `_`: the
    /// loader skips such files and folders, and does not copy them.
    static func isHidden(_ relative: String) -> Bool {
        var atPartStart = true
        for byte in relative.utf8 {
            if atPartStart && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")) { return true }
            atPartStart = byte == UInt8(ascii: "/")
        }
        return false
    }

    /// Whether the file name at the end of `relative` has one of `assetExtensions` (a name
    /// that only starts with a dot has none).
    static func hasAssetExtension(_ relative: String) -> Bool {
        let name = relative.utf8.lastIndex(of: UInt8(ascii: "/")).map { relative[relative.index(after: $0)...] } ?? relative[...]
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return false }
        return assetExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
