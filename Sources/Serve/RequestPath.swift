/// Turns the raw target of an HTTP request into the site file it asks for, or the
/// reason it is refused. The server looks the result up in the in-memory snapshot of
/// the built site, so only built files can ever be answered; this type makes sure a
/// request cannot even name anything else.
///
/// The raw path is percent-decoded exactly once. Refused: anything that does not start
/// with `/`; an encoded `/` or `\` (`%2F`, `%5C`), which would let one segment pass for
/// two; a backslash, NUL or other control character; invalid percent escapes or UTF-8;
/// empty segments (`//etc`); and `.` or `..` segments, whether written plainly or
/// encoded. A path that ends in `/` (or is `/`) means that folder's `index.html`.
public enum RequestPath: Equatable, Sendable {
    /// A file of the site, relative and `/`-separated (`exercises/back-squat/index.html`).
    case file(String)
    /// The request is refused before any lookup; served as 400 Bad Request.
    case refused(Refusal)

    public enum Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        case notAbsolute
        case invalidEncoding
        case encodedSeparator
        case forbiddenCharacter
        case emptySegment
        case dotSegment

        public var description: String {
            switch self {
            case .notAbsolute: return "the path must start with /"
            case .invalidEncoding: return "the path has an invalid percent escape or is not UTF-8"
            case .encodedSeparator: return "the path has an encoded / or \\ (%2F, %5C)"
            case .forbiddenCharacter: return "the path has a backslash, NUL or control character"
            case .emptySegment: return "the path has an empty segment (//)"
            case .dotSegment: return "the path has a . or .. segment"
            }
        }
    }

    /// `raw` is the request target's path, still percent-encoded, without the query.
    public init(raw: String) {
        guard raw.hasPrefix("/") else {
            self = .refused(.notAbsolute)
            return
        }
        // Split before decoding, so the segments are the ones the client wrote.
        let segments = raw.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var decoded: [String] = []
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            if segment.isEmpty {
                // Only the last segment may be empty: `/` and `/dir/` name an index page.
                if isLast { continue }
                self = .refused(.emptySegment)
                return
            }
            switch Self.decode(segment) {
            case .failure(let refusal):
                self = .refused(refusal)
                return
            case .success(let text):
                if text == "." || text == ".." {
                    self = .refused(.dotSegment)
                    return
                }
                decoded.append(text)
            }
        }
        if raw.hasSuffix("/") { decoded.append("index.html") }
        self = .file(decoded.joined(separator: "/"))
    }

    // MARK: - Decoding

    /// Percent-decodes one segment, refusing what could change the path's shape.
    private static func decode(_ segment: Substring) -> Result<String, Refusal> {
        var bytes: [UInt8] = []
        var utf8 = Array(segment.utf8)[...]
        while let byte = utf8.popFirst() {
            var value = byte
            if byte == UInt8(ascii: "%") {
                guard utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
                      let low = hexValue(utf8[utf8.startIndex + 1]) else {
                    return .failure(.invalidEncoding)
                }
                utf8 = utf8.dropFirst(2)
                value = high << 4 | low
                if value == UInt8(ascii: "/") || value == UInt8(ascii: "\\") { return .failure(.encodedSeparator) }
            }
            if value == UInt8(ascii: "\\") || value < 0x20 || value == 0x7F { return .failure(.forbiddenCharacter) }
            bytes.append(value)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.invalidEncoding) }
        return .success(text)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
