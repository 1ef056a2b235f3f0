import Charts
import Testing

@Suite struct BarChartTests {
    /// Reads the value axis back from the ticks and checks each bar's extent against
    /// its value and its centre against its category label.
    private func expectBarsMatchValues(_ chart: BarChart, sourceLocation: SourceLocation = #_sourceLocation) {
        let vertical = chart.orientation == .vertical
        let elements = SVGReader.elements(chart.svg())
        guard let map = ReadBack.valueMap(elements, vertical: vertical) else {
            Issue.record("the SVG has no readable value axis", sourceLocation: sourceLocation)
            return
        }
        let rects = elements.filter { $0.name == "rect" && $0.hasClass("bar") }
        let drawn = chart.bars.filter { $0.value != nil }
        #expect(rects.count == drawn.count, sourceLocation: sourceLocation)
        // Category labels: anchored middle under vertical bars, anchored end beside horizontal ones.
        let categoryLabels = elements.filter {
            $0.name == "text" && $0["text-anchor"] == (vertical ? "middle" : "end") && ReadBack.number($0.text) == nil
        }
        for (bar, rect) in zip(drawn, rects) {
            guard let value = bar.value, let x = rect.number("x"), let y = rect.number("y"),
                  let width = rect.number("width"), let height = rect.number("height") else { continue }
            let low = map.pixel(min(value, 0))
            let high = map.pixel(max(value, 0))
            if vertical {
                #expect((y - high).magnitude <= 0.1 + 1e-9, "\(bar.label): top", sourceLocation: sourceLocation)
                #expect((y + height - low).magnitude <= 0.15 + 1e-9, "\(bar.label): bottom", sourceLocation: sourceLocation)
            } else {
                #expect((x - low).magnitude <= 0.1 + 1e-9, "\(bar.label): start", sourceLocation: sourceLocation)
                #expect((x + width - high).magnitude <= 0.15 + 1e-9, "\(bar.label): end", sourceLocation: sourceLocation)
            }
            if let label = categoryLabels.first(where: { $0.text == bar.label }) {
                let centre = vertical ? x + width / 2 : y + height / 2
                let labelPosition = (vertical ? label.number("x") : label.number("y")) ?? -1
                #expect((centre - labelPosition).magnitude <= 0.1 + 1e-9, "\(bar.label): centre", sourceLocation: sourceLocation)
            }
            #expect(elements.contains { $0.name == "title" && $0.text.hasPrefix(bar.label + ": ") }, sourceLocation: sourceLocation)
        }
    }

    @Test func verticalBarsMapBackToTheirValues() {
        expectBarsMatchValues(Fixtures.weeklyVolumeChart())
    }

    @Test func horizontalBarsMapBackToTheirValues() {
        expectBarsMatchValues(Fixtures.musclesChart())
    }

    @Test func negativeBarsGrowDownFromZero() {
        let chart = BarChart(id: "neg", title: "Change", description: "", categoryTitle: "Week",
                             bars: [Bar(label: "A", value: 30), Bar(label: "B", value: -12), Bar(label: "C", value: 0)])
        expectBarsMatchValues(chart)
        let labels = SVGReader.elements(chart.svg()).filter { $0.name == "text" && $0["text-anchor"] == "end" }.map(\.text)
        #expect(labels == ["-20", "-10", "0", "10", "20", "30"])
    }

    @Test func aPartialBarIsHollowWithADashedOutline() {
        let bars = [Bar(label: "W1", value: 10), Bar(label: "W2", value: 4, isPartial: true)]
        let chart = BarChart(id: "weeks", title: "Weeks", description: "", categoryTitle: "Week", bars: bars)
        let rects = SVGReader.elements(chart.svg()).filter { $0.name == "rect" && $0.hasClass("bar") }
        #expect(rects.map { $0["class"] } == ["bar", "bar partial"])
        #expect(rects.map { $0["fill-opacity"] } == [nil, "0.2"])
        #expect(rects.map { $0["stroke-dasharray"] } == [nil, "4 3"])
    }

    @Test func missingValuesKeepTheirCategory() {
        let chart = Fixtures.weeklyVolumeChart()
        let elements = SVGReader.elements(chart.svg())
        #expect(elements.filter { $0.hasClass("bar") }.count == 11)
        #expect(chart.dataTableHTML().contains("<tr><th scope=\"row\">W07</th><td></td></tr>"))
    }

    @Test func crowdedCategoryLabelsAreThinned() {
        let bars = (1...52).map { Bar(label: "2024-W\($0 < 10 ? "0" : "")\($0)", value: Double($0)) }
        let chart = BarChart(id: "year", title: "Year", description: "", categoryTitle: "Week", bars: bars)
        let labels = SVGReader.elements(chart.svg()).filter { $0.name == "text" && $0["text-anchor"] == "middle" }.map(\.text)
        #expect(labels.first == "2024-W01")
        #expect(labels.count < 52)
        #expect(labels.count > 5)
        #expect(chart.dataTableHTML().components(separatedBy: "<tr>").count == 54)
    }

    @Test func horizontalBarsPrintTheirValues() {
        let elements = SVGReader.elements(Fixtures.musclesChart().svg())
        let values = elements.filter { $0.name == "text" && $0["text-anchor"] == "start" }.map(\.text)
        #expect(values == ["12", "14", "10", "6", "9", "8", "7", "3"])
        #expect(elements.contains { $0.name == "text" && $0.text == "Abdominals & obliques <core>" })
    }

    @Test func longCategoryNamesAreCutButKeptInTooltips() {
        let name = String(repeating: "Long muscle name ", count: 5)
        let chart = BarChart(id: "long", title: "Long", description: "", categoryTitle: "Muscle",
                             bars: [Bar(label: name, value: 4)], orientation: .horizontal, size: ChartSize(width: 300, height: 80))
        let elements = SVGReader.elements(chart.svg())
        let label = elements.first { $0.name == "text" && $0["text-anchor"] == "end" }
        #expect(label?.text == "Long muscle name…")
        #expect(elements.contains { $0.name == "title" && $0.text == name + ": 4" })
    }

    @Test func verticalBarsCanPrintCompactValues() {
        let chart = BarChart(id: "v", title: "V", description: "", categoryTitle: "Week",
                             bars: [Bar(label: "A", value: 12_345), Bar(label: "B", value: -900)], showsValues: true)
        let elements = SVGReader.elements(chart.svg())
        let rects = elements.filter { $0.hasClass("bar") }
        let values = elements.filter { $0.name == "text" && $0["text-anchor"] == "middle" && ["12k", "-900"].contains($0.text) }
        #expect(values.map(\.text) == ["12k", "-900"])
        // Above a positive bar, below a negative one.
        if values.count == 2, rects.count == 2, let top = rects[0].number("y"), let bottom = rects[1].number("y"),
           let height = rects[1].number("height") {
            #expect(values[0].number("y") == top - 4)
            #expect(values[1].number("y") == ((bottom + height + 12) * 10).rounded() / 10)
        }
    }

    @Test func emptyBarChartHasAnAxisAndNoBars() {
        let chart = BarChart(id: "none", title: "None", description: "", categoryTitle: "Week", bars: [])
        let elements = SVGReader.elements(chart.svg())
        #expect(elements.filter { $0.hasClass("bar") }.isEmpty)
        #expect(elements.filter { $0.name == "text" && $0["text-anchor"] == "end" }.map(\.text) == ["0", "0.2", "0.4", "0.6", "0.8", "1.0"])
    }
}
