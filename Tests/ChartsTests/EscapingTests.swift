import Charts
import Testing

@Suite struct EscapingTests {
    @Test func identifiersKeepOnlySafeCharacters() {
        #expect(Markup.identifier("Bench Press \"max\"") == "Bench-Press--max-")
        #expect(Markup.identifier("1rm") == "chart-1rm")
        #expect(Markup.identifier("") == "chart-")
    }

    @Test func chartTextIsEscapedEverywhere() {
        let hostile = "<script>alert(\"x\")</script> & 'more'"
        let chart = LineChart(
            id: "x\" onload=\"alert(1)",
            title: hostile,
            description: hostile,
            series: [
                LineSeries(name: hostile, points: [LinePoint(day: 0, value: 1), LinePoint(day: 10, value: 2)]),
                LineSeries(name: "B", points: [LinePoint(day: 0, value: 2)]),
            ],
            xAxis: DateAxis(title: hostile, tickLabel: { _ in "<tick>" }),
            yAxis: ValueAxis(title: hostile)
        )
        let escaped = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;"
        let svg = chart.svg()
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<tick>"))
        #expect(svg.contains("&lt;tick&gt;"))
        #expect(svg.contains("<title id=\"x--onload--alert-1--title\">\(escaped)</title>"))
        #expect(svg.contains(">\(escaped)</text>"))
        let table = chart.dataTableHTML()
        #expect(!table.contains("<script"))
        #expect(table.contains("<caption>\(escaped)</caption>"))
        #expect(table.contains("<th scope=\"col\">\(escaped)</th><th scope=\"col\">\(escaped)</th><th scope=\"col\">B</th>"))
        let bars = BarChart(id: "b", title: hostile, description: hostile, categoryTitle: hostile,
                            bars: [Bar(label: hostile, value: 1)], orientation: .horizontal)
        #expect(!bars.svg().contains("<script"))
        #expect(!bars.dataTableHTML().contains("<script"))
        #expect(!Sparkline.svg([1, 2], label: hostile).contains("<script"))
    }
}
