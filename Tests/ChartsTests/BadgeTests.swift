import Charts
import Testing

@Suite struct BadgeTests {
    /// "streak" is 36.2 px of Verdana 11 (s t r e a k: 6.6 + 4.9 + 4.9 + 6.6 + 6.6 + 6.6)
    /// and "2 weeks" 47.9 px; 6 px of padding each side, rounded up: 49 + 60.
    @Test func badgeIsTwoBoxesSizedToTheirText() {
        let svg = Badge(label: "streak", message: "2 weeks", colour: .green).svg
        #expect(svg == """
        <svg xmlns="http://www.w3.org/2000/svg" width="109.0" height="20" viewBox="0 0 109.0 20" role="img" aria-label="streak: 2 weeks">
        <title>streak: 2 weeks</title>
        <clipPath id="r"><rect width="109.0" height="20" rx="3"/></clipPath>
        <g clip-path="url(#r)">
        <rect width="49.0" height="20" fill="#555"/>
        <rect x="49.0" width="60.0" height="20" fill="#2e7d32"/>
        </g>
        <g fill="#fff" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="11">
        <text x="24.5" y="15" fill="#010101" fill-opacity=".3" aria-hidden="true">streak</text>
        <text x="24.5" y="14">streak</text>
        <text x="79.0" y="15" fill="#010101" fill-opacity=".3" aria-hidden="true">2 weeks</text>
        <text x="79.0" y="14">2 weeks</text>
        </g>
        </svg>

        """)
    }

    @Test func badgeTextFromContentIsEscaped() {
        let svg = Badge(label: "last record", message: "<script>\"Bench\" & 'Press'", colour: .orange).svg
        #expect(!svg.contains("<script>"))
        #expect(svg.contains(">&lt;script&gt;&quot;Bench&quot; &amp; &#39;Press&#39;</text>"))
        #expect(svg.contains("aria-label=\"last record: &lt;script&gt;&quot;Bench&quot; &amp; &#39;Press&#39;\""))
    }

    /// "1 week" is 41.3 px (54 with padding); "Mmmmmmmm" eight 10.6 px letters, 84.8 px (97).
    @Test func widerTextMakesAWiderBadge() {
        let short = SVGReader.elements(Badge(label: "streak", message: "1 week", colour: .green).svg)
        let long = SVGReader.elements(Badge(label: "streak", message: "Mmmmmmmm", colour: .green).svg)
        #expect(short.first?["width"] == "103.0")
        #expect(long.first?["width"] == "146.0")
    }
}
