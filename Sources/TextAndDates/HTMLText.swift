/// Text made safe for HTML and XML: the one escaper, for the templates (which escape as they
/// print, straight into the page's bytes) and for strings placed in markup outside them
/// (charts' SVG, the feed and sitemap, the preview server's pages).
public enum HTMLText {
    /// Replaces `&`, `<`, `>`, `"` and `'` with character references; safe both in element
    /// content and in double- or single-quoted attribute values, in XML and HTML5. Byte by
    /// byte, so a character that starts with one of them (`<` and a combining mark) is escaped too.
    public static func escape(_ text: String) -> String {
        // Most text (every chart's attribute values) has nothing to escape: returned as it is.
        guard text.utf8.contains(where: { table[Int($0)] != 0 }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `escape(text)` appended to `output`.
    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, to: &output) }
    }

    /// Table-driven: the five bytes that can end an attribute or start markup become
    /// references, every run of other bytes is copied whole.
    public static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        table.withUnsafeBufferPointer { table in
            var start = 0
            for index in bytes.indices {
                let entry = table[Int(bytes[index])]
                guard entry != 0 else { continue }
                if start < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                output.append(contentsOf: replacements[Int(entry) - 1])
                start = index + 1
            }
            if start < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }

    /// Index into `replacements` + 1 for bytes that need escaping, 0 otherwise.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (index, byte) in [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
                              UInt8(ascii: "'")].enumerated() {
            table[Int(byte)] = UInt8(index + 1)
        }
        return table
    }()

    private static let replacements: [[UInt8]] = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }
}
