/// One category of a bar chart: a week ("2024-W03"), a muscle ("Chest").
public struct Bar: Sendable, Equatable {
    /// Shown on the category axis and as the row header in the data table.
    public var label: String
    /// nil: the category is shown without a bar (no data), unlike 0.
    public var value: Double?
    /// A period not over yet (the current week): drawn hollow with a dashed outline, so
    /// it does not read as a drop.
    public var isPartial: Bool

    public init(label: String, value: Double?, isPartial: Bool = false) {
        self.label = label
        self.value = value
        self.isPartial = isPartial
    }
}

/// Which way bars grow.
public enum BarOrientation: Sendable, Equatable {
    /// Categories along the bottom (weeks), values up the side.
    case vertical
    /// Categories down the side (muscle names), values along the bottom.
    case horizontal
}
