/// The words of a heat map, in the site's language. The defaults are English.
public struct HeatMapLabels: Sendable {
    /// January first; twelve names, short ("Jan") since they label week columns.
    public var monthNames: [String]
    /// Monday first; seven names, short ("Mon").
    public var weekdayNames: [String]
    /// Either end of the legend's five squares.
    public var less: String
    public var more: String
    /// Data-table column headers.
    public var dateTitle: String
    public var valueTitle: String
    /// A full date for tooltips and the data table.
    public var dayLabel: @Sendable (Int) -> String

    public init(
        monthNames: [String] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
        weekdayNames: [String] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
        less: String = "Less",
        more: String = "More",
        dateTitle: String = "Date",
        valueTitle: String = "Value",
        dayLabel: @escaping @Sendable (Int) -> String = { CivilDate(daysSince1970: $0).iso8601 }
    ) {
        self.monthNames = monthNames
        self.weekdayNames = weekdayNames
        self.less = less
        self.more = more
        self.dateTitle = dateTitle
        self.valueTitle = valueTitle
        self.dayLabel = dayLabel
    }

    func monthName(_ month: Int) -> String {
        monthNames.indices.contains(month - 1) ? monthNames[month - 1] : String(month)
    }

    func weekdayName(_ weekday: Weekday) -> String {
        weekdayNames.indices.contains(weekday.rawValue - 1) ? weekdayNames[weekday.rawValue - 1] : ""
    }
}
