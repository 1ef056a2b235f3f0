/// The coordinate size of a chart's `viewBox`. Charts scale to their container
/// (`width="100%"`), so this sets the aspect ratio and the size of text relative
/// to the plot, not a size on screen.
public struct ChartSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// 640 × 280: a dashboard chart, readable when scaled down to a phone.
    public static let standard = ChartSize(width: 640, height: 280)
}
