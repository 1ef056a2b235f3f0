import Charts
import Testing

@Suite struct SparklineTests {
    @Test func unicodeSparklineUsesEightLevels() {
        #expect(Sparkline.unicode([1, 2, 3, 4, 5, 6, 7, 8]) == "▁▂▃▄▅▆▇█")
        #expect(Sparkline.unicode([0, 10, 5]) == "▁█▅")
        #expect(Sparkline.unicode([-5, 0, 5]) == "▁▅█")
    }

    @Test func unicodeSparklineShowsGapsAsSpaces() {
        #expect(Sparkline.unicode([1, nil, 3, .nan, 2]) == "▁ █ ▅")
        #expect(Sparkline.unicode([nil, nil]) == "  ")
    }

    @Test func unicodeSparklineEdgeCases() {
        #expect(Sparkline.unicode([]) == "")
        #expect(Sparkline.unicode([42]) == "▄")
        #expect(Sparkline.unicode([7, 7, 7]) == "▄▄▄")
        #expect(Sparkline.unicode([0, 0, nil, 0]) == "▁▁ ▁")
    }

    @Test func svgSparklineMapsValuesToTheBox() {
        let svg = Sparkline.svg([0, 10, 5], label: "Trend", width: 80, height: 20)
        let elements = SVGReader.elements(svg)
        let path = elements.first { $0.name == "path" }
        let points = SVGReader.subpaths(path?["d"] ?? "").flatMap { $0 }
        #expect(points.map(\.x) == [2, 40, 78])
        #expect(points.map(\.y) == [18, 2, 10])
        #expect(elements.first?["aria-label"] == "Trend")
        #expect(elements.first?["role"] == "img")
    }

    @Test func svgSparklineBreaksAtGapsAndDotsIsolatedValues() {
        let svg = Sparkline.svg([1, 2, nil, 3, nil, 4, 5], label: "Gaps")
        let elements = SVGReader.elements(svg)
        let subpaths = SVGReader.subpaths(elements.first { $0.name == "path" }?["d"] ?? "")
        #expect(subpaths.count == 2)
        // The isolated 3 and the last value 5 get dots.
        #expect(elements.filter { $0.name == "circle" }.count == 2)
    }

    @Test func aPartialLastValueIsADashedSegmentToAHollowDotNotADrop() {
        let svg = Sparkline.svg([0, 10, 5, 1], label: "Volume", width: 80, height: 20, lastIsPartial: true)
        let elements = SVGReader.elements(svg)
        let paths = elements.filter { $0.name == "path" }
        // x: 2, 27.33, 52.67, 78; y from 0…10 onto 18…2.
        #expect(paths.count == 2)
        #expect(paths[0]["class"] == nil)
        #expect(SVGReader.subpaths(paths[0]["d"] ?? "").flatMap { $0 }.map(\.y) == [18, 2, 10])
        #expect(paths[1]["class"] == "partial")
        #expect(paths[1]["stroke-dasharray"] == "2 2")
        #expect(SVGReader.subpaths(paths[1]["d"] ?? "").flatMap { $0 }.map(\.y) == [10, 16.4])
        let circles = elements.filter { $0.name == "circle" }
        #expect(circles.count == 1)
        #expect(circles.first?["class"] == "partial")
        #expect(circles.first?["fill"] == "none")
        #expect(circles.first?.number("cx") == 78)
    }

    @Test func svgSparklineWithoutValuesHasOnlyItsName() {
        #expect(Sparkline.svg([], label: "None") == "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"sparkline\" viewBox=\"0 0 80.0 20.0\" width=\"80.0\" height=\"20.0\" role=\"img\" aria-label=\"None\"><title>None</title></svg>")
    }
}
