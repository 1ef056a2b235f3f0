/// One label and value in a definition list (`Type: Strength`, `Estimated duration: 1 h 5 min`).
struct FactView: Sendable, Encodable {
    var label: String
    var value: String
}
