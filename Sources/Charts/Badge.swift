import TextAndDates
/// A small two-part SVG badge in the flat look README badges have: a grey label on
/// the left, a coloured message on the right, white text with a faint shadow, rounded
/// corners. Self-contained (no stylesheet, no fonts to load), so it shows the same
/// embedded in a README, opened alone or placed on a page.
///
/// Text widths are estimated from a table of Verdana 11 px advance widths (the font
/// such badges use): badges are drawn without a font engine, and the estimate keeps
/// the text inside its box for Latin text; wider scripts get the average width.
public struct Badge: Sendable, Equatable {
    public enum Colour: String, Sendable {
        case green = "#2e7d32"
        case blue = "#1565c0"
        case orange = "#c75b00"
        case grey = "#616161"
    }

    public var label: String
    public var message: String
    public var colour: Colour

    public init(label: String, message: String, colour: Colour) {
        self.label = label
        self.message = message
        self.colour = colour
    }

    /// The badge as a standalone SVG document ending in a newline. Its accessible name
    /// is "label: message".
    public var svg: String {
        let padding = 6.0
        let labelWidth = (Self.textWidth(label) + 2 * padding).rounded(.up)
        let messageWidth = (Self.textWidth(message) + 2 * padding).rounded(.up)
        let width = labelWidth + messageWidth
        let name = HTMLText.escape("\(label): \(message)")
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(svgNumber(width))\" height=\"20\""
        svg += " viewBox=\"0 0 \(svgNumber(width)) 20\" role=\"img\" aria-label=\"\(name)\">\n"
        svg += "<title>\(name)</title>\n"
        svg += "<clipPath id=\"r\"><rect width=\"\(svgNumber(width))\" height=\"20\" rx=\"3\"/></clipPath>\n"
        svg += "<g clip-path=\"url(#r)\">\n"
        svg += "<rect width=\"\(svgNumber(labelWidth))\" height=\"20\" fill=\"#555\"/>\n"
        svg += "<rect x=\"\(svgNumber(labelWidth))\" width=\"\(svgNumber(messageWidth))\" height=\"20\" fill=\"\(colour.rawValue)\"/>\n"
        svg += "</g>\n"
        svg += "<g fill=\"#fff\" text-anchor=\"middle\" font-family=\"Verdana, DejaVu Sans, sans-serif\" font-size=\"11\">\n"
        for (text, centre) in [(label, labelWidth / 2), (message, labelWidth + messageWidth / 2)] {
            let escaped = HTMLText.escape(text)
            svg += "<text x=\"\(svgNumber(centre))\" y=\"15\" fill=\"#010101\" fill-opacity=\".3\" aria-hidden=\"true\">\(escaped)</text>\n"
            svg += "<text x=\"\(svgNumber(centre))\" y=\"14\">\(escaped)</text>\n"
        }
        return svg + "</g>\n</svg>\n"
    }

    /// Estimated width of `text` in Verdana at 11 px.
    static func textWidth(_ text: String) -> Double {
        text.unicodeScalars.reduce(0) { $0 + advance($1) }
    }

    private static func advance(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ": return 3.9
        case "i", "l", "j", "'", "|", ".", ",", ":", ";", "!": return 3.4
        case "f", "t", "r", "I", "(", ")", "[", "]", "-", "/": return 4.9
        case "m", "w", "M", "W", "%", "@": return 10.6
        case "0"..."9": return 7.0
        case "A"..."Z": return 7.6
        case "a"..."z": return 6.6
        case "·", "×", "–", "—": return 7.0
        default: return 7.4
        }
    }
}
