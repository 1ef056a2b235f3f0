/// A labelled horizontal line across a line chart at a fixed value: the
/// acute : chronic sweet spot (0.8 and 1.3), a target bodyweight, a goal e1RM.
/// The value axis always extends to include it.
public struct ReferenceLine: Sendable, Equatable {
    public var value: Double
    /// Printed above the line's right end; may be empty.
    public var label: String

    public init(value: Double, label: String) {
        self.value = value
        self.label = label
    }
}
