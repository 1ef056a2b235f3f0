import TextAndDates
/// What every chart offers a page: the inline SVG and its text alternative.
public protocol SVGChart: Sendable {
    /// The id of the root `<svg>`; `<title>` and `<desc>` use `<id>-title` and `<id>-desc`.
    var id: String { get }
    /// An `<svg>` element ready to inline in HTML5, ending in a newline.
    func svg() -> String
    /// A `<table class="chart-data-table">` with the chart's numbers and its title as caption.
    func dataTableHTML() -> String
}

extension SVGChart {
    /// The chart in a `<figure class="chart-figure">` followed by its data table:
    /// inside `<details class="chart-data">` with `dataSummary` as the summary
    /// (e.g. "Show data"), or, when `dataSummary` is nil, inside a
    /// `<div class="visually-hidden">` so only screen readers see it.
    public func figureHTML(dataSummary: String?) -> String {
        var html = "<figure class=\"chart-figure\">\n" + svg()
        if let dataSummary {
            html += "<details class=\"chart-data\"><summary>\(HTMLText.escape(dataSummary))</summary>\n"
            html += dataTableHTML() + "</details>\n"
        } else {
            html += "<div class=\"visually-hidden\">\n" + dataTableHTML() + "</div>\n"
        }
        return html + "</figure>\n"
    }
}
