/// The formats of content files, chosen by extension.
enum DocumentFormat: Sendable, Equatable {
    case yaml, json, markdown

    /// The extensions the loader reads, lowercase, and their formats: the one table both
    /// readings below look in.
    private static let extensions: [(name: String, format: DocumentFormat)] =
        [("yaml", .yaml), ("yml", .yaml), ("json", .json), ("md", .markdown), ("markdown", .markdown)]

    /// The format of a file by its extension (what follows the last dot, in either case;
    /// none without a dot, or with a slash right before it: `notes/.yaml`), or nil for files
    /// the loader does not read. An ASCII path (nearly all) is read as bytes, which are its
    /// characters: a coach's site has 73,000 files, and finding the dot by characters was a
    /// third of the time the listing took, making the extension a lowercased string half of
    /// what was left.
    init?(path: String) {
        if case .read(let format) = path.utf8.withContiguousStorageIfAvailable(Self.readingASCII) ?? .notASCII {
            guard let format else { return nil }
            self = format
            return
        }
        guard let dot = path.lastIndex(of: "."), path[..<dot].last != "/" else { return nil }
        let suffix = path[path.index(after: dot)...].lowercased()
        guard let format = Self.extensions.first(where: { $0.name == suffix })?.format else { return nil }
        self = format
    }

    /// What the bytes of a path tell: its format (or none) when it is ASCII.
    private enum Reading { case read(DocumentFormat?), notASCII }

    private static func readingASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading {
        var dot = -1
        for (index, byte) in bytes.enumerated() {
            if byte >= 0x80 { return .notASCII }
            if byte == UInt8(ascii: ".") { dot = index }
        }
        guard dot >= 0, dot == 0 || bytes[dot - 1] != UInt8(ascii: "/") else { return .read(nil) }
        let suffix = bytes[(dot + 1)...]
        // A capital lowercased by adding 32 (ASCII's 'A' is 65, 'a' 97).
        let found = extensions.first { name, _ in
            suffix.count == name.utf8.count
                && zip(suffix, name.utf8).allSatisfy { (65...90).contains($0) ? $0 + 32 == $1 : $0 == $1 }
        }
        return .read(found?.format)
    }

    var name: String {
        switch self {
        case .yaml, .markdown: return "YAML"
        case .json: return "JSON"
        }
    }
}
