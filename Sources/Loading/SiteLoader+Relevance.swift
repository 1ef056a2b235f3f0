/// Which paths under `content/` the loader reads, for the preview server's watcher, so
/// that an editor's swap or backup file does not start a rebuild.
extension SiteLoader {
    /// True for a document the loader decodes (`.yaml`, `.yml`, `.json`, `.md`,
    /// `.markdown`) or a media file it copies, whose path (relative to `content/` or to
    /// the site) has no component starting with `.` or `_`.
    public static func readsContentFile(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        guard let name = components.last,
              !components.contains(where: { $0.hasPrefix(".") || $0.hasPrefix("_") }) else { return false }
        if DocumentFormat(path: path) != nil { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return assetExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
