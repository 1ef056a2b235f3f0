import Charts
import Testing

@Suite struct HeatMapTests {
    /// Monday-based weekday 0...6 computed independently of the library.
    private func mondayOffset(_ day: Int) -> Int { ((day + 3) % 7 + 7) % 7 }

    private func expectCellsMatchDays(_ map: HeatMap, firstWeekdayOffset: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let lastDay = map.lastDay
        let weekStart = lastDay - ((mondayOffset(lastDay) - firstWeekdayOffset) % 7 + 7) % 7
        let firstDay = weekStart - 52 * 7
        var totals: [Int: Double] = [:]
        for entry in map.days where entry.day >= firstDay && entry.day <= lastDay { totals[entry.day, default: 0] += entry.value }
        let maximum = totals.values.max() ?? 0

        let elements = SVGReader.elements(map.svg())
        let cells = elements.enumerated().filter { $0.element.name == "rect" && $0.element.hasClass("day") }
        #expect(cells.count == lastDay - firstDay + 1, sourceLocation: sourceLocation)
        let x0 = cells.compactMap { $0.element.number("x") }.min() ?? 0
        let y0 = cells.compactMap { $0.element.number("y") }.min() ?? 0
        var seen = 0
        for (index, cell) in cells {
            guard let x = cell.number("x"), let y = cell.number("y") else { continue }
            let column = Int(((x - x0) / 13).rounded())
            let row = Int(((y - y0) / 13).rounded())
            #expect((x - (x0 + Double(column) * 13)).magnitude <= 0.1, sourceLocation: sourceLocation)
            #expect((y - (y0 + Double(row) * 13)).magnitude <= 0.1, sourceLocation: sourceLocation)
            let day = firstDay + column * 7 + row
            let value = totals[day] ?? 0
            let expectedLevel = value > 0 ? min(4, max(1, Int((value / maximum * 4 - 1e-9).rounded(.up)))) : 0
            #expect(cell.hasClass("level-\(expectedLevel)"), "day \(day)", sourceLocation: sourceLocation)
            if value > 0 {
                seen += 1
                let tooltip = elements[index + 1]
                let parts = tooltip.text.components(separatedBy: ": ")
                #expect(tooltip.name == "title", sourceLocation: sourceLocation)
                #expect(parts.first.flatMap(ReadBack.day) == day, "cell at column \(column), row \(row)", sourceLocation: sourceLocation)
                #expect(parts.last.flatMap(ReadBack.number) == value, sourceLocation: sourceLocation)
            }
        }
        #expect(seen == totals.values.filter { $0 > 0 }.count, sourceLocation: sourceLocation)
    }

    @Test func mondayWeeksPlaceEveryDayInItsCell() {
        expectCellsMatchDays(Fixtures.heatMap(firstWeekday: .monday), firstWeekdayOffset: 0)
    }

    @Test func sundayWeeksPlaceEveryDayInItsCell() {
        expectCellsMatchDays(Fixtures.heatMap(firstWeekday: .sunday), firstWeekdayOffset: 6)
    }

    @Test func levelsSplitTheMaximumIntoQuarters() {
        #expect(HeatMap.level(of: 0, maximum: 100) == 0)
        #expect(HeatMap.level(of: -5, maximum: 100) == 0)
        #expect(HeatMap.level(of: 1, maximum: 100) == 1)
        #expect(HeatMap.level(of: 25, maximum: 100) == 1)
        #expect(HeatMap.level(of: 26, maximum: 100) == 2)
        #expect(HeatMap.level(of: 50, maximum: 100) == 2)
        #expect(HeatMap.level(of: 75, maximum: 100) == 3)
        #expect(HeatMap.level(of: 100, maximum: 100) == 4)
    }

    @Test func sameDayEntriesAreAddedAndOutOfRangeDaysIgnored() {
        let last = Fixtures.day(2024, 6, 30)
        let map = HeatMap(id: "h", title: "H", description: "", days: [
            HeatMapDay(day: last, value: 2), HeatMapDay(day: last, value: 3),
            HeatMapDay(day: last + 1, value: 100), HeatMapDay(day: last - 400, value: 100),
        ], lastDay: last)
        #expect(map.totals == [last: 5])
        #expect(map.dataTableHTML().contains("<tr><th scope=\"row\">2024-06-30</th><td>5</td></tr>"))
        expectCellsMatchDays(map, firstWeekdayOffset: 0)
    }

    @Test func labelsMonthsWeekdaysAndLegend() {
        let elements = SVGReader.elements(Fixtures.heatMap().svg())
        let texts = elements.filter { $0.name == "text" }.map(\.text)
        // 2024-06-30 is a Sunday, so the grid starts on Monday 2023-06-26 and the
        // first of every month from July 2023 to June 2024 is shown.
        #expect(Array(texts.prefix(12)) == ["Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan", "Feb", "Mar", "Apr", "May", "Jun"])
        #expect(Array(texts.dropFirst(12).prefix(4)) == ["Mon", "Wed", "Fri", "Sun"])
        #expect(Array(texts.suffix(2)) == ["Less", "More"])
        #expect(elements.filter { $0.name == "rect" && !$0.hasClass("day") }.map { $0["class"] ?? "" }
            == ["level-0", "level-1", "level-2", "level-3", "level-4"])
    }

    @Test func emptyYearDrawsOnlyLevelZero() {
        let map = HeatMap(id: "empty", title: "Empty", description: "", days: [], lastDay: Fixtures.day(2024, 6, 30))
        let cells = SVGReader.elements(map.svg()).filter { $0.hasClass("day") }
        #expect(cells.count == 52 * 7 + 7)
        #expect(cells.allSatisfy { $0.hasClass("level-0") })
    }
}
