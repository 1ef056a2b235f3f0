/// The formats of content files, chosen by extension.
enum DocumentFormat: Sendable, Equatable {
    case yaml, json, markdown

    /// The format of a file by its extension, or nil for files the loader does not read.
    init?(path: String) {
        // An ASCII path (nearly all) read as bytes, whose characters they are: a coach's site
        // lists 73,000 files, and finding the dot by characters and lowercasing the extension
        // was a third of the time the listing took.
        let bytes = path.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
                  dot == bytes.startIndex || bytes[bytes.index(before: dot)] != UInt8(ascii: "/") else { return nil }
            let ext = bytes[bytes.index(after: dot)...]
            // Lowercased as ASCII: a capital's bit 0x20 set.
            func named(_ name: StaticString) -> Bool {
                ext.count == name.utf8CodeUnitCount && zip(ext, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
                    .allSatisfy { ($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0) == $1 }
            }
            if named("yaml") || named("yml") { self = .yaml } else if named("json") { self = .json }
            else if named("md") || named("markdown") { self = .markdown } else { return nil }
            return
        }
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
