/// The formats of content files, chosen by extension.
enum DocumentFormat: Sendable, Equatable {
    case yaml, json, markdown

    /// The format of a file by its extension, or nil for files the loader does not read.
    init?(path: String) {
        switch Self.lowercasedExtension(path) {
        case "yaml", "yml": self = .yaml
        case "json": self = .json
        case "md", "markdown": self = .markdown
        default: return nil
        }
    }

    /// What follows the path's last dot, lowercased; nil without a dot or when a slash comes
    /// right before it (`notes/.yaml`). An ASCII path (nearly all) is read as bytes, which are its
    /// characters: a coach's site lists 73,000 files, and finding the dot by characters was
    /// a third of the time the listing took.
    private static func lowercasedExtension(_ path: String) -> String? {
        let bytes = path.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
                  dot == bytes.startIndex || bytes[bytes.index(before: dot)] != UInt8(ascii: "/") else { return nil }
            return path[bytes.index(after: dot)...].lowercased()
        }
        guard let dot = path.lastIndex(of: "."), path[..<dot].last != "/" else { return nil }
        return path[path.index(after: dot)...].lowercased()
    }

    var name: String {
        switch self {
        case .yaml, .markdown: return "YAML"
        case .json: return "JSON"
        }
    }
}
