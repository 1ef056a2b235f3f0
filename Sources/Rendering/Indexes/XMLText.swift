import Charts
import TextAndDates

/// Text made safe for XML content and attribute values (sitemap, Atom feed), and for the
/// HTML inside the feed's entries: `HTMLText.escape`, after dropping the characters XML 1.0
/// cannot hold even escaped (control characters but tab and line breaks, U+FFFE, U+FFFF).
enum XMLText {
    static func escape(_ text: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && scalar != "\t" && scalar != "\n" && scalar != "\r") || value == 0xFFFE || value == 0xFFFF {
                continue
            }
            kept.append(scalar)
        }
        return HTMLText.escape(String(kept))
    }
}
