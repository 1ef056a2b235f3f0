/// What changed in a site folder since the last build, as the preview server's watcher
/// reports it; it decides how much of the pipeline runs again.
///
/// - `content`: site-relative paths under `content/` (files or folders, created,
///   edited, renamed or deleted): only those files are read and decoded again, and
///   only the statistics of the athletes whose data changed are recomputed.
/// - `templates`: something under `Templates/`: the theme is read again; the library
///   and statistics are reused.
/// - `config`: `site.yaml`, or anything the watcher could not place: everything is
///   read again (settings change how every file decodes).
public struct SiteChanges: Equatable, Sendable {
    public var content: Set<String>
    public var templates: Bool
    public var config: Bool

    public init(content: Set<String> = [], templates: Bool = false, config: Bool = false) {
        self.content = content
        self.templates = templates
        self.config = config
    }

    /// Nothing known: read everything (the first build, or after the watcher lost events).
    public static let everything = SiteChanges(config: true)

    public var isEmpty: Bool { content.isEmpty && !templates && !config }

    /// Both sets of changes, for events that arrive while a rebuild runs.
    public func merging(_ other: SiteChanges) -> SiteChanges {
        SiteChanges(content: content.union(other.content), templates: templates || other.templates,
                    config: config || other.config)
    }
}
