/// `404.html`: what a host shows for an address the site does not have. Every link on
/// it is absolute (`PageBuilder.href(from:to:)`), since it is served at any depth.
struct NotFoundView: Sendable, Encodable {
    var title: String
    var message: String
    var homeLabel: String
    var homeHref: String
    /// The main sections, as in the navigation.
    var links: [LinkItem]
}
