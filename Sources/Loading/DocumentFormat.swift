/// The formats of content files, chosen by extension.
enum DocumentFormat: Sendable, Equatable {
    case yaml, json, markdown

    /// The format of a file by its extension, or nil for files the loader does not read.
    init?(path: String) {
        guard let dot = path.lastIndex(of: "."), path[..<dot].last != "/" else { return nil }
        switch path[path.index(after: dot)...].lowercased() {
        case "yaml", "yml": self = .yaml
        case "json": self = .json
        case "md", "markdown": self = .markdown
        default: return nil
        }
    }

    var name: String {
        switch self {
        case .yaml, .markdown: return "YAML"
        case .json: return "JSON"
        }
    }
}
