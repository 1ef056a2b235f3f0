/// The formats of content files, chosen by extension.
enum DocumentFormat: Sendable, Equatable {
    case yaml, json, markdown

    /// The format of a file by its extension, or nil for files the loader does not read.
    /// An ASCII path (nearly all) is read as bytes, which are its characters: a coach's site
    /// has 73,000 files, and finding the dot by characters was a third of the time the listing
    /// took, making the extension a lowercased string half of what was left.
    init?(path: String) {
        let byBytes = path.utf8.withContiguousStorageIfAvailable(Self.readingASCII) ?? .notASCII
        if case .read(let format) = byBytes {
            guard let format else { return nil }
            self = format
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

    /// An ASCII path's format, read from its bytes: what follows its last dot (none without a
    /// dot, or with a slash right before it: `notes/.yaml`), in either case.
    private enum Reading { case read(DocumentFormat?), notASCII }

    private static func readingASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading {
        var dot = -1
        for (index, byte) in bytes.enumerated() {
            if byte >= 0x80 { return .notASCII }
            if byte == UInt8(ascii: ".") { dot = index }
        }
        guard dot >= 0, dot == 0 || bytes[dot - 1] != UInt8(ascii: "/") else { return .read(nil) }
        let suffix = bytes[(dot + 1)...]
        func named(_ name: String) -> Bool {
            suffix.count == name.utf8.count
                && zip(suffix, name.utf8).allSatisfy { (65...90).contains($0) ? $0 + 32 == $1 : $0 == $1 }
        }
        if named("yaml") || named("yml") { return .read(.yaml) }
        if named("json") { return .read(.json) }
        if named("md") || named("markdown") { return .read(.markdown) }
        return .read(nil)
    }

    var name: String {
        switch self {
        case .yaml, .markdown: return "YAML"
        case .json: return "JSON"
        }
    }
}
