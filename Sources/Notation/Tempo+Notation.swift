import TrainingModel

extension Tempo {
    /// `3-1-1-0`, `3-1-X-0`.
    public var notation: String {
        phases.map { $0.map(String.init) ?? "X" }.joined(separator: "-")
    }
}
