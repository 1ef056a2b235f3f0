import Build
import Loading
import Rendering

/// Decides what a batch of file events means for the build (`SiteChanges`):
///
/// | path (relative to the site folder)         | rebuild                                  |
/// |--------------------------------------------|------------------------------------------|
/// | `site.yaml`                                | everything (settings change every file)  |
/// | `content` itself (created, moved, deleted) | everything                               |
/// | `content/…` a document or media file       | that file, and the athletes it touches   |
/// | `content/…` a folder                       | the files in it                          |
/// | `Templates`, `Templates/…`                 | the theme only                           |
/// | hidden or `_` paths, editor swap and backup files, anything else | nothing            |
///
/// Lost events (an inotify queue overflow) mean everything.
public enum ChangeMapper {
    public static func changes(for batch: WatchBatch, siteDirectory: String) -> SiteChanges {
        if batch.lostEvents { return .everything }
        var changes = SiteChanges()
        let root = siteDirectory.hasSuffix("/") ? String(siteDirectory.dropLast()) : siteDirectory
        for event in batch.events {
            guard event.path.hasPrefix(root + "/") else { continue }
            let relative = String(event.path.dropFirst(root.count + 1))
            changes = changes.merging(change(relative: relative, isDirectory: event.isDirectory))
        }
        return changes
    }

    /// What one site-relative path means.
    public static func change(relative path: String, isDirectory: Bool) -> SiteChanges {
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let first = components.first else { return SiteChanges() }
        switch first {
        case "site.yaml" where components.count == 1:
            return .everything
        case "content":
            if components.count == 1 { return .everything }
            if components.dropFirst().contains(where: { $0.hasPrefix(".") || $0.hasPrefix("_") }) { return SiteChanges() }
            if isDirectory || SiteLoader.readsContentFile(path) || !hasExtension(components.last) {
                // A path without an extension may be a folder that was deleted: the loader checks.
                return SiteChanges(content: [components.joined(separator: "/")])
            }
            return SiteChanges()
        case "Templates":
            // What the theme does not read (hidden files, editor leftovers) changes nothing.
            if components.count > 1 && Theme.ignores(components.dropFirst().joined(separator: "/")) {
                return SiteChanges()
            }
            return SiteChanges(templates: true)
        default:
            return SiteChanges()
        }
    }

    private static func hasExtension(_ name: Substring?) -> Bool {
        guard let name, let dot = name.lastIndex(of: ".") else { return false }
        return dot != name.startIndex
    }
}
