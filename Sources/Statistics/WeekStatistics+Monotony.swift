extension WeekStatistics {
    /// Foster monotony: mean ÷ population SD of a week's 7 daily loads; nil when the SD
    /// is 0. Equal loads can leave a rounding residue (7 × 0.1 ÷ 7 ≠ 0.1), so an SD
    /// below a billionth of the mean (or of 1) counts as 0.
    public static func monotony(dailyLoads loads: [Double]) -> Double? {
        guard !loads.isEmpty else { return nil }
        let count = Double(loads.count)
        let mean = loads.reduce(0, +) / count
        let variance = loads.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / count
        let deviation = variance.squareRoot()
        guard deviation > 1e-9 * max(1, abs(mean)) else { return nil }
        return mean / deviation
    }
}
