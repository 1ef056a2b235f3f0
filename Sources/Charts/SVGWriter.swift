import TextAndDates
/// Builds SVG text one element per line, attributes in the order given and every
/// value escaped, so output is stable and diffs of golden files stay readable.
struct SVGWriter {
    private(set) var text = ""

    /// The root `<svg>` with its accessible name: `role="img"`, `<title>` and `<desc>`
    /// with ids derived from `id`, referenced by `aria-labelledby`. Text inherits the
    /// page colour (`currentColor`), so light and dark mode work without the stylesheet.
    init(id: String, kind: String, width: Double, height: Double, title: String, description: String) {
        open("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("id", id),
            ("class", "chart chart-\(kind)"),
            ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"),
            ("width", "100%"),
            ("preserveAspectRatio", "xMidYMid meet"),
            ("role", "img"),
            ("aria-labelledby", "\(id)-title \(id)-desc"),
            ("font-family", "system-ui, sans-serif"),
            ("font-size", "11"),
            ("fill", "currentColor"),
        ])
        element("title", [("id", "\(id)-title")], text: title)
        element("desc", [("id", "\(id)-desc")], text: description)
    }

    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<\(name)\(Self.render(attributes))>\n"
    }

    mutating func close(_ name: String) {
        text += "</\(name)>\n"
    }

    /// A self-closing element such as `<rect …/>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        text += "<\(name)\(Self.render(attributes))/>\n"
    }

    /// An element with escaped text content.
    mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
        text += "<\(name)\(Self.render(attributes))>\(HTMLText.escape(content))</\(name)>\n"
    }

    /// An element holding a `<title>` child: browsers show it as a tooltip.
    mutating func element(_ name: String, _ attributes: [(String, String)], tooltip: String) {
        text += "<\(name)\(Self.render(attributes))><title>\(HTMLText.escape(tooltip))</title></\(name)>\n"
    }

    /// Closes the root element and returns the document.
    mutating func finish() -> String {
        close("svg")
        return text
    }

    private static func render(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(HTMLText.escape($0.1))\"" }.joined()
    }
}

/// A rough width of `text` in the charts' 11-unit font, for margins and for
/// thinning labels that would overlap. Wide enough for digits and Latin text.
func estimatedTextWidth(_ text: String, fontSize: Double = 11) -> Double {
    Double(text.count) * fontSize * 0.6
}

/// The plot area inside a chart's margins.
struct PlotRect: Equatable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
}
