/// One value on a given day; `nil` breaks the line (a gap).
public struct LinePoint: Sendable, Equatable {
    /// Days since 1970-01-01.
    public var day: Int
    public var value: Double?

    public init(day: Int, value: Double?) {
        self.day = day
        self.value = value
    }
}

/// How a line is drawn, so series differ by more than colour.
public enum LineStyle: Sendable, Equatable, CaseIterable {
    case solid, dashed, dotted, dashDot

    /// The `stroke-dasharray` value, nil for solid.
    var dashArray: String? {
        switch self {
        case .solid: return nil
        case .dashed: return "6 4"
        case .dotted: return "1.5 3"
        case .dashDot: return "8 3 1.5 3"
        }
    }
}

/// The marker shape a series' points get; the n-th series gets the n-th shape.
public enum MarkerShape: Sendable, Equatable, CaseIterable {
    case circle, square, diamond, triangle
}

/// One line of a line chart.
public struct LineSeries: Sendable, Equatable {
    /// Shown in the legend and as a column header in the data table.
    public var name: String
    /// Sorted by day when drawn; non-finite values count as gaps.
    public var points: [LinePoint]
    /// nil: by position (solid, dashed, dotted, dash-dot, then again).
    public var style: LineStyle?
    /// Draw a marker on every point. Points with a gap on both sides always get one,
    /// or they would not be visible.
    public var showsMarkers: Bool
    /// The palette colour, 1-based (`series-1` … `series-6`); nil: by position.
    /// Lets a rolling mean share its raw series' colour with a different dash.
    public var colour: Int?

    public init(name: String, points: [LinePoint], style: LineStyle? = nil, showsMarkers: Bool = false, colour: Int? = nil) {
        self.name = name
        self.points = points
        self.style = style
        self.showsMarkers = showsMarkers
        self.colour = colour
    }
}

extension LineSeries {
    /// `points` (sorted by day) with a gap point after any point whose next one is more
    /// than `maxGap` days later, so the line breaks there instead of running straight
    /// across a long pause.
    public static func breakingGaps(_ points: [LinePoint], longerThan maxGap: Int) -> [LinePoint] {
        var result: [LinePoint] = []
        result.reserveCapacity(points.count)
        for point in points {
            if let previous = result.last, point.day - previous.day > maxGap {
                result.append(LinePoint(day: previous.day + 1, value: nil))
            }
            result.append(point)
        }
        return result
    }
}
