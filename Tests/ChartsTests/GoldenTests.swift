import Charts
import Testing

@Suite struct GoldenTests {
    @Test func lineChartWithMarkersMatchesGolden() {
        expectGolden(Fixtures.e1rmChart().svg(), named: "line-e1rm.svg")
    }

    @Test func lineChartWithGapsAndRollingMeanMatchesGolden() {
        expectGolden(Fixtures.bodyweightChart().svg(), named: "line-bodyweight.svg")
    }

    @Test func lineChartWithNegativeSeriesMatchesGolden() {
        expectGolden(Fixtures.fitnessChart().svg(), named: "line-fitness-form.svg")
    }

    @Test func verticalBarChartMatchesGolden() {
        expectGolden(Fixtures.weeklyVolumeChart().svg(), named: "bar-weekly-volume.svg")
    }

    @Test func horizontalBarChartMatchesGolden() {
        expectGolden(Fixtures.musclesChart().svg(), named: "bar-sets-per-muscle.svg")
    }

    @Test func heatMapMatchesGolden() {
        expectGolden(Fixtures.heatMap().svg(), named: "heatmap-year.svg")
    }

    @Test func sparklinesMatchGolden() {
        let lines = [
            Sparkline.svg([8100, 9400, nil, 10200, 9800, 12400], label: "Volume, last 6 weeks"),
            Sparkline.svg([3, 3, 3], label: "Flat"),
            Sparkline.svg([5], label: "One value"),
            Sparkline.svg([], label: "No values"),
        ]
        expectGolden(lines.joined(separator: "\n") + "\n", named: "sparklines.svg")
    }

    @Test func figureWithDetailsMatchesGolden() {
        expectGolden(Fixtures.bodyweightChart().figureHTML(dataSummary: "Show data"), named: "figure-bodyweight.html")
    }

    @Test func dataTablesMatchGolden() {
        let tables = [
            Fixtures.e1rmChart().dataTableHTML(),
            Fixtures.weeklyVolumeChart().dataTableHTML(),
            Fixtures.musclesChart().dataTableHTML(),
        ]
        expectGolden(tables.joined(), named: "data-tables.html")
    }

    @Test func stylesheetMatchesGolden() {
        expectGolden(Chart.stylesheet, named: "charts.css")
    }
}
