/// The value (y) axis of a line chart or the value axis of a bar chart.
public struct ValueAxis: Sendable, Equatable {
    /// Shown above the axis and as the value column header in the data table,
    /// e.g. "e1RM (kg)". May be empty.
    public var title: String
    public var format: ChartFormat
    /// Extends the range to zero (bar charts always do).
    public var includesZero: Bool
    /// Extend the range to include these values; they widen the data's range, never
    /// narrow it, so no point is ever drawn outside the plot.
    public var minimum: Double?
    public var maximum: Double?
    /// About how many intervals the axis is divided into.
    public var targetTickCount: Int

    public init(
        title: String = "",
        format: ChartFormat = ChartFormat(),
        includesZero: Bool = false,
        minimum: Double? = nil,
        maximum: Double? = nil,
        targetTickCount: Int = 5
    ) {
        self.title = title
        self.format = format
        self.includesZero = includesZero
        self.minimum = minimum
        self.maximum = maximum
        self.targetTickCount = targetTickCount
    }

    /// The nice scale covering `values` and this axis's own bounds.
    func scale(for values: [Double], forceZero: Bool = false) -> NiceScale {
        var all = values
        if let minimum { all.append(minimum) }
        if let maximum { all.append(maximum) }
        if includesZero || forceZero { all.append(0) }
        return NiceScale(minimum: all.min() ?? 0, maximum: all.max() ?? 1, targetTickCount: targetTickCount)
    }
}
