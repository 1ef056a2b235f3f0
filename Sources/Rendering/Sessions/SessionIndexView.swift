/// `sessions/index.html`: every session template with a line of figures, and a search box by
/// name with a filter by type (the `search` partial, the exercise index's), which appear when
/// their script runs and list sessions only, from the search index.
struct SessionIndexView: Sendable, Encodable {
    var heading: String
    var sessions: [LinkItem]
    /// Where the search script loads `search-index.js` from, and the prefix of its URLs.
    var searchIndexHref: String
    var rootHref: String
    /// `session`: the search lists sessions only.
    var searchKinds: String
    var searchPlaceholder: String
    /// The session types of the site, one box each.
    var searchFilters: [SearchFilterView]
}
