import TextAndDates

/// File paths written in content files (an image next to an exercise): where they point,
/// for the loader, which checks that the file exists, and for the pages, which link to it.
public enum ContentPath {
    /// True when `text` starts with a URL scheme (`https:`, `javascript:`), so it is not a path.
    public static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
    }

    /// Resolves a file path written in a content file against that file's folder, giving a
    /// content-relative path (`exercises/squat/bottom.jpg`); nil when it has a scheme, is
    /// empty, or climbs above the content root. Content files are copied to the output at
    /// their content-relative path, so this is also where the file ends up. `sitePath` is
    /// site-relative, as the loader records it (`content/exercises/x.md`).
    public static func resolve(_ written: String, relativeTo sitePath: String) -> String? {
        let sourcePath = sitePath.hasPrefix("content/") ? String(sitePath.dropFirst("content/".count)) : sitePath
        let trimmed = written.trimmingWhitespace
        guard !trimmed.isEmpty, !hasScheme(trimmed), !trimmed.hasPrefix("//") else { return nil }
        var segments: [Substring] = []
        if !trimmed.hasPrefix("/") {
            segments = sourcePath.split(separator: "/")
            if !segments.isEmpty { segments.removeLast() }  // the file name
        }
        for part in trimmed.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !segments.isEmpty else { return nil }
                segments.removeLast()
            default: segments.append(part)
            }
        }
        return segments.isEmpty ? nil : segments.joined(separator: "/")
    }
}
