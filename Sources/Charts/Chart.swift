/// Shared styling for every chart: the palette and the CSS the site appends to
/// its stylesheet.
///
/// Charts draw with `currentColor` and take their colours from CSS: each series
/// sits in a group with class `series-N` (N = 1…6) whose `color` is
/// `var(--chart-N)`; the heat map's cells use `var(--chart-heat)` at five
/// opacities. Text, axes and grid lines use the page's own text colour, so they
/// follow light and dark mode. Without the stylesheet charts still render, in the
/// text colour only, and series stay distinguishable by dash pattern and marker.
///
/// The default palette is Okabe & Ito's colour-blind-safe set ("Color Universal
/// Design", 2008): on light backgrounds blue, vermillion, bluish green, reddish
/// purple, orange, sky blue; on dark backgrounds the lighter members first
/// (sky blue, orange, bluish green, reddish purple, yellow, vermillion).
public enum Chart {
    /// How many `series-N` classes and `--chart-N` properties there are; series
    /// beyond this reuse colours (with a different dash pattern).
    public static let paletteSize = 6

    /// The light-background palette, `--chart-1` first.
    public static let lightPalette = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]
    /// The dark-background palette, `--chart-1` first.
    public static let darkPalette = ["#56B4E9", "#E69F00", "#009E73", "#CC79A7", "#F0E442", "#D55E00"]

    /// The class naming the palette colour of the series at `index` (0-based):
    /// `series-1` … `series-6`, then again from `series-1`.
    public static func seriesClass(index: Int) -> String {
        "series-\(index % paletteSize + 1)"
    }

    /// CSS for the site stylesheet: custom properties for light and dark mode,
    /// series colours, heat-map colour, figure and data-table layout, and the
    /// `visually-hidden` utility used by `figureHTML(dataSummary: nil)`.
    /// A site overrides colours by redefining `--chart-1` … `--chart-6` and
    /// `--chart-heat` after it. On narrow screens the heat map keeps a minimum
    /// width and its figure scrolls sideways, so its cells and labels stay legible.
    public static let stylesheet: String = {
        var css = "/* Spotter charts. Palette: Okabe & Ito, colour-blind safe. */\n:root {\n"
        for (index, colour) in lightPalette.enumerated() { css += "  --chart-\(index + 1): \(colour);\n" }
        css += "  --chart-heat: #009E73;\n}\n"
        css += "@media (prefers-color-scheme: dark) {\n  :root {\n"
        for (index, colour) in darkPalette.enumerated() { css += "    --chart-\(index + 1): \(colour);\n" }
        css += "    --chart-heat: #2BD19A;\n  }\n}\n"
        for index in 1...paletteSize { css += ".chart .series-\(index) { color: var(--chart-\(index)); }\n" }
        css += """
        .chart { display: block; max-width: 100%; height: auto; overflow: visible; }
        .chart-heatmap .heat { color: var(--chart-heat); }
        .sparkline { display: inline-block; vertical-align: middle; color: var(--chart-1); }
        .chart-figure { margin: 1rem 0; overflow-x: auto; }
        .chart-heatmap { min-width: 36rem; }
        .chart-data summary { cursor: pointer; font-size: 0.875em; }
        .chart-data-table { border-collapse: collapse; font-size: 0.875em; font-variant-numeric: tabular-nums; }
        .chart-data-table caption { text-align: start; font-weight: 600; }
        .chart-data-table th, .chart-data-table td { padding: 0.125rem 0.5rem; text-align: end; }
        .chart-data-table th[scope="row"] { text-align: start; font-weight: normal; }
        .visually-hidden { position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0; }
        @media print { .chart-data { display: none; } .chart { break-inside: avoid; } }

        """
        return css
    }()
}
