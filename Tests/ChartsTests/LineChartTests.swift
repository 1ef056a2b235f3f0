import Charts
import Testing

@Suite struct LineChartTests {
    /// Reads the SVG back: the value axis from its ticks, the date axis from the ends
    /// of its axis line (first and last day of data), then checks every drawn point
    /// against the series it came from, run by run.
    private func expectPointsMatchSeries(_ chart: LineChart, sourceLocation: SourceLocation = #_sourceLocation) {
        let elements = SVGReader.elements(chart.svg())
        guard let valueMap = ReadBack.valueMap(elements, vertical: true),
              let axisLine = elements.first(where: { $0.hasClass("axis-line") }),
              let left = axisLine.number("x1"), let right = axisLine.number("x2") else {
            Issue.record("the SVG has no readable axes", sourceLocation: sourceLocation)
            return
        }
        let days = chart.series.flatMap { $0.points.map(\.day) }
        let dayMap = LinearMap(value1: Double(days.min() ?? 0), pixel1: left, value2: Double(days.max() ?? 1), pixel2: right)

        // Date ticks sit where the same map puts their day.
        let tickLabels = elements.filter { $0.name == "text" && $0["text-anchor"] == "middle" }
        #expect(!tickLabels.isEmpty, sourceLocation: sourceLocation)
        for label in tickLabels {
            guard let day = ReadBack.day(label.text), let x = label.number("x") else {
                Issue.record("unreadable date tick \(label.text)", sourceLocation: sourceLocation)
                continue
            }
            #expect((x - dayMap.pixel(Double(day))).magnitude <= 0.1, sourceLocation: sourceLocation)
        }

        let paths = elements.filter { $0.name == "path" && $0.hasClass("line") }
        var pathIndex = 0
        for line in chart.series {
            var runs: [[LinePoint]] = [[]]
            for point in line.points.sorted(by: { $0.day < $1.day }) {
                if point.value == nil { runs.append([]) } else { runs[runs.count - 1].append(point) }
            }
            let drawn = runs.filter { $0.count > 1 }
            guard !drawn.isEmpty else { continue }
            guard pathIndex < paths.count else {
                Issue.record("series \(line.name) has no path", sourceLocation: sourceLocation)
                return
            }
            let subpaths = SVGReader.subpaths(paths[pathIndex]["d"] ?? "")
            pathIndex += 1
            #expect(subpaths.count == drawn.count, "series \(line.name): subpaths", sourceLocation: sourceLocation)
            for (run, subpath) in zip(drawn, subpaths) {
                #expect(run.count == subpath.count, sourceLocation: sourceLocation)
                for (point, pixel) in zip(run, subpath) {
                    let expectedX = dayMap.pixel(Double(point.day))
                    let expectedY = valueMap.pixel(point.value ?? 0)
                    #expect((pixel.x - expectedX).magnitude <= 0.1 + 1e-9, "\(line.name) day \(point.day): x", sourceLocation: sourceLocation)
                    #expect((pixel.y - expectedY).magnitude <= 0.1 + 1e-9, "\(line.name) day \(point.day): y", sourceLocation: sourceLocation)
                }
            }
        }
        #expect(pathIndex == paths.count, sourceLocation: sourceLocation)
    }

    @Test func e1rmPointsMapBackToTheirValues() {
        expectPointsMatchSeries(Fixtures.e1rmChart(ticks: Fixtures.isoTicks))
    }

    @Test func bodyweightWithGapsMapsBackRunByRun() {
        expectPointsMatchSeries(Fixtures.bodyweightChart(ticks: Fixtures.isoTicks))
    }

    @Test func negativeFormMapsBackAndDrawsAZeroLine() {
        let chart = Fixtures.fitnessChart(ticks: Fixtures.isoTicks)
        expectPointsMatchSeries(chart)
        let elements = SVGReader.elements(chart.svg())
        let zero = elements.first { $0.hasClass("zero-line") }
        let map = ReadBack.valueMap(elements, vertical: true)
        #expect(zero != nil)
        if let zero, let map, let y = zero.number("y1") {
            #expect((y - map.pixel(0)).magnitude <= 0.1)
        }
    }

    @Test func markersSitOnTheirPoints() {
        let chart = Fixtures.e1rmChart(ticks: Fixtures.isoTicks)
        let elements = SVGReader.elements(chart.svg())
        let markers = elements.filter { $0.name == "circle" && $0.hasClass("marker") }
        let path = elements.first { $0.hasClass("line") }
        let points = SVGReader.subpaths(path?["d"] ?? "").flatMap { $0 }
        #expect(markers.count == 15)
        #expect(markers.map { $0.number("cx") ?? -1 } == points.map(\.x))
        #expect(markers.map { $0.number("cy") ?? -1 } == points.map(\.y))
        let tooltips = elements.filter { $0.name == "title" }.map(\.text).dropFirst()
        #expect(tooltips.first == "Bench press, 2024-01-08: 98.0")
        #expect(tooltips.count == 15)
    }

    @Test func axisRangeWidensTheDates() {
        let points = [LinePoint(day: Fixtures.day(2024, 3, 1), value: 100), LinePoint(day: Fixtures.day(2024, 3, 31), value: 110)]
        let chart = LineChart(id: "year", title: "Year", description: "",
                              series: [LineSeries(name: "A", points: points)],
                              xAxis: DateAxis(start: Fixtures.day(2024, 1, 1), end: Fixtures.day(2024, 12, 31), tickLabel: Fixtures.isoTicks))
        let elements = SVGReader.elements(chart.svg())
        let ticks = elements.filter { $0.name == "text" && $0["text-anchor"] == "middle" }.map(\.text)
        #expect(ticks == ["2024-01-01", "2024-03-01", "2024-05-01", "2024-07-01", "2024-09-01", "2024-11-01"])
        guard let axis = elements.first(where: { $0.hasClass("axis-line") }), let x1 = axis.number("x1"), let x2 = axis.number("x2"),
              let d = elements.first(where: { $0.hasClass("line") })?["d"], let first = SVGReader.subpaths(d).first?.first else {
            Issue.record("expected an axis line and a path")
            return
        }
        let map = LinearMap(value1: Double(Fixtures.day(2024, 1, 1)), pixel1: x1, value2: Double(Fixtures.day(2024, 12, 31)), pixel2: x2)
        #expect((first.x - map.pixel(Double(Fixtures.day(2024, 3, 1)))).magnitude <= 0.1)
    }

    @Test func seriesDifferByDashAndColourClass() {
        let elements = SVGReader.elements(Fixtures.fitnessChart().svg())
        let groups = elements.filter { $0.name == "g" && $0.hasClass("series") }
        // Three plotted series and three legend swatches.
        #expect(groups.map { $0["class"] ?? "" } == ["series series-1", "series series-2", "series series-3",
                                                     "series series-1", "series series-2", "series series-3"])
        let dashes = elements.filter { $0.hasClass("line") }.map { $0["stroke-dasharray"] ?? "solid" }
        #expect(dashes == ["solid", "6 4", "1.5 3"])
        let bodyweight = SVGReader.elements(Fixtures.bodyweightChart().svg()).filter { $0.name == "g" && $0.hasClass("series") }
        #expect(bodyweight.prefix(2).map { $0["class"] ?? "" } == ["series series-1", "series series-1"])
    }

    @Test func rootCarriesAccessibleNameAndResponsiveSize() {
        let elements = SVGReader.elements(Fixtures.e1rmChart().svg())
        let root = elements[0]
        #expect(root["id"] == "e1rm-bench-press")
        #expect(root["role"] == "img")
        #expect(root["aria-labelledby"] == "e1rm-bench-press-title e1rm-bench-press-desc")
        #expect(root["viewBox"] == "0 0 640.0 280.0")
        #expect(root["width"] == "100%")
        #expect(root["height"] == nil)
        #expect(elements[1].name == "title" && elements[1]["id"] == "e1rm-bench-press-title")
        #expect(elements[1].text == "Bench press e1RM")
        #expect(elements[2].name == "desc" && elements[2]["id"] == "e1rm-bench-press-desc")
    }

    @Test func sameInputGivesSameBytes() {
        #expect(Fixtures.fitnessChart().svg() == Fixtures.fitnessChart().svg())
    }

    @Test func referenceLinesWidenTheAxisAndSitAtTheirValues() {
        let start = Fixtures.day(2024, 1, 1)
        let ratios: [Double] = [0.9, 1.0, 1.1, 1.2, 1.05]
        let chart = LineChart(
            id: "acwr", title: "Acute : chronic", description: "",
            series: [LineSeries(name: "Ratio", points: ratios.enumerated().map { LinePoint(day: start + 7 * $0.offset, value: $0.element) })],
            xAxis: DateAxis(tickLabel: Fixtures.isoTicks),
            yAxis: ValueAxis(format: ChartFormat(decimals: 2)),
            referenceLines: [ReferenceLine(value: 0.8, label: "0.8"), ReferenceLine(value: 1.5, label: "1.5 <high>")]
        )
        expectPointsMatchSeries(chart)
        let elements = SVGReader.elements(chart.svg())
        guard let map = ReadBack.valueMap(elements, vertical: true) else {
            Issue.record("no value axis")
            return
        }
        let lines = elements.filter { $0.name == "line" && $0["stroke-dasharray"] == "2 3" }
        #expect(lines.count == 2)
        for (line, value) in zip(lines, [0.8, 1.5]) {
            #expect(((line.number("y1") ?? 0) - map.pixel(value)).magnitude <= 0.1)
        }
        #expect(elements.contains { $0.name == "text" && $0.text == "1.5 <high>" })
    }

    // MARK: - Edge cases

    @Test func emptySeriesDrawsAxesOnly() {
        let chart = LineChart(id: "empty", title: "Nothing yet", description: "No workouts recorded.",
                              series: [LineSeries(name: "Squat", points: [])])
        let elements = SVGReader.elements(chart.svg())
        #expect(elements.filter { $0.hasClass("line") || $0.hasClass("marker") }.isEmpty)
        #expect(elements.filter { $0.name == "text" && $0["text-anchor"] == "end" }.map(\.text) == ["0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(chart.dataTableHTML() == """
            <table class="chart-data-table">
            <caption>Nothing yet</caption>
            <thead>
            <tr><th scope="col">Date</th><th scope="col">Squat</th></tr>
            </thead>
            <tbody>
            </tbody>
            </table>

            """)
    }

    @Test func onePointIsAMarkerInTheMiddle() {
        let chart = LineChart(id: "one", title: "One", description: "One workout.",
                              series: [LineSeries(name: "Squat", points: [LinePoint(day: 19800, value: 140)])])
        let elements = SVGReader.elements(chart.svg())
        #expect(elements.filter { $0.hasClass("line") }.isEmpty)
        let marker = elements.first { $0.hasClass("marker") }
        let axis = elements.first { $0.hasClass("axis-line") }
        if let marker, let axis, let cx = marker.number("cx"), let x1 = axis.number("x1"), let x2 = axis.number("x2") {
            #expect((cx - (x1 + x2) / 2).magnitude <= 0.1)
        } else {
            Issue.record("expected a marker and an axis line")
        }
        let map = ReadBack.valueMap(elements, vertical: true)
        if let map, let cy = marker?.number("cy") {
            #expect((cy - map.pixel(140)).magnitude <= 0.1)
        }
    }

    @Test func allEqualValuesDrawAFlatLineInsideTheAxis() {
        let points = (0..<5).map { LinePoint(day: 19800 + $0 * 7, value: 100) }
        let chart = LineChart(id: "flat", title: "Flat", description: "Always 100 kg.",
                              series: [LineSeries(name: "Squat", points: points)], xAxis: DateAxis(tickLabel: Fixtures.isoTicks))
        expectPointsMatchSeries(chart)
        let labels = SVGReader.elements(chart.svg()).filter { $0.name == "text" && $0["text-anchor"] == "end" }.map(\.text)
        #expect(labels == ["90", "95", "100", "105", "110"])
    }

    @Test func nilValuesBreakTheLine() {
        let values: [Double?] = [1, 2, nil, 3, 4, nil, nil, 5, 6, 7]
        let points = values.enumerated().map { LinePoint(day: 20000 + $0.offset, value: $0.element) }
        let chart = LineChart(id: "gaps", title: "Gaps", description: "Three runs.",
                              series: [LineSeries(name: "A", points: points)], xAxis: DateAxis(tickLabel: Fixtures.isoTicks))
        expectPointsMatchSeries(chart)
        let d = SVGReader.elements(chart.svg()).first { $0.hasClass("line") }?["d"] ?? ""
        #expect(SVGReader.subpaths(d).map(\.count) == [2, 2, 3])
    }

    @Test func gapsLongerThanTheThresholdBreakTheLineAndShorterOnesDoNot() {
        // Days 0, 10, 66 (56 later: joined), 123 (57 later: broken), 130.
        let points = [0, 10, 66, 123, 130].map { LinePoint(day: 20000 + $0, value: Double($0)) }
        let broken = LineSeries.breakingGaps(points, longerThan: 56)
        #expect(broken.map(\.day) == [20000, 20010, 20066, 20067, 20123, 20130])
        #expect(broken.map(\.value) == [0, 10, 66, nil, 123, 130])
        let chart = LineChart(id: "pause", title: "Pause", description: "Two runs.",
                              series: [LineSeries(name: "A", points: broken)], xAxis: DateAxis(tickLabel: Fixtures.isoTicks))
        expectPointsMatchSeries(chart)
        let d = SVGReader.elements(chart.svg()).first { $0.hasClass("line") }?["d"] ?? ""
        #expect(SVGReader.subpaths(d).map(\.count) == [3, 2])
    }

    @Test func widerAxisRangeKeepsEveryPointInside() {
        let points = [LinePoint(day: 19800, value: 50), LinePoint(day: 19810, value: 60)]
        let chart = LineChart(id: "range", title: "Range", description: "",
                              series: [LineSeries(name: "A", points: points)],
                              yAxis: ValueAxis(includesZero: true, maximum: 55))
        let labels = SVGReader.elements(chart.svg()).filter { $0.name == "text" && $0["text-anchor"] == "end" }.map(\.text)
        #expect(labels == ["0", "20", "40", "60"])
    }
}
