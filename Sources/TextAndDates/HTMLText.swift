/// Text made safe for HTML and XML: the one escaper for strings placed in markup outside the
/// templates (charts' SVG, the feed and sitemap, the preview server's pages). Templates
/// escape as they print, byte by byte (`Templating`'s `HTMLEscape`), with the same five
/// references.
public enum HTMLText {
    /// Replaces `&`, `<`, `>`, `"` and `'` with character references; safe both in element
    /// content and in double- or single-quoted attribute values, in XML and HTML5.
    @inlinable
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
