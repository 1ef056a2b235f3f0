/// A value for one day of a heat map, e.g. that day's volume or load.
public struct HeatMapDay: Sendable, Equatable {
    /// Days since 1970-01-01.
    public var day: Int
    public var value: Double

    public init(day: Int, value: Double) {
        self.day = day
        self.value = value
    }
}
