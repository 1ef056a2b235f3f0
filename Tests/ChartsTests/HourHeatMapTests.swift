import Charts
import Testing

@Suite struct HourHeatMapTests {
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

    /// Open 18:00–20:00 on Mondays and Tuesdays only.
    static func map() -> HourHeatMap {
        var grid: [[Double?]] = Array(repeating: Array(repeating: nil, count: 24), count: 7)
        grid[0][18] = 0.375
        grid[0][19] = 1
        grid[1][18] = 0
        grid[1][19] = 0.25
        return HourHeatMap(id: "pool", title: "Occupancy · Pool", description: "Share booked.", grid: grid, hours: 18..<20,
                           weekdayNames: weekdays, weekdayTitle: "Weekday", closed: "closed")
    }

    @Test func levelsAreQuartersOfCapacity() {
        #expect([0, 0.01, 0.25, 0.2501, 0.5, 0.75, 0.76, 1].map(HourHeatMap.level(of:)) == [0, 1, 1, 2, 2, 3, 4, 4])
    }

    @Test func oneCellPerWeekdayAndHourClosedOnesOutlined() {
        let rects = SVGReader.elements(Self.map().svg()).filter { $0.name == "rect" }
        #expect(rects.count == 7 * 2)
        #expect(rects.map { $0.attributes["class"] ?? "" }.prefix(4) == ["hour level-2", "hour level-4", "hour level-0", "hour level-1"])
        #expect(rects.filter { $0.hasClass("closed") }.count == 10)
        #expect(rects.filter { $0.hasClass("closed") }.allSatisfy { $0.attributes["fill"] == "none" })
    }

    @Test func theDataTableHasEveryWeekdayAndHour() {
        let html = Self.map().dataTableHTML()
        #expect(html == """
            <table class="chart-data-table">
            <caption>Occupancy · Pool</caption>
            <thead>
            <tr><th scope="col">Weekday</th><th scope="col">18:00</th><th scope="col">19:00</th></tr>
            </thead>
            <tbody>
            <tr><th scope="row">Monday</th><td>38%</td><td>100%</td></tr>
            <tr><th scope="row">Tuesday</th><td>0%</td><td>25%</td></tr>
            <tr><th scope="row">Wednesday</th><td>closed</td><td>closed</td></tr>
            <tr><th scope="row">Thursday</th><td>closed</td><td>closed</td></tr>
            <tr><th scope="row">Friday</th><td>closed</td><td>closed</td></tr>
            <tr><th scope="row">Saturday</th><td>closed</td><td>closed</td></tr>
            <tr><th scope="row">Sunday</th><td>closed</td><td>closed</td></tr>
            </tbody>
            </table>

            """)
    }
}
