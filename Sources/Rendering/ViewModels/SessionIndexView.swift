/// `sessions/index.html`: every session template with a line of figures.
struct SessionIndexView: Sendable {
    var heading: String
    var sessions: [LinkItem]
}
