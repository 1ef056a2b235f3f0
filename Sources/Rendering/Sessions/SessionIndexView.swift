/// `sessions/index.html`: every session template with a line of figures.
struct SessionIndexView: Sendable, Encodable {
    var heading: String
    var sessions: [LinkItem]
}
