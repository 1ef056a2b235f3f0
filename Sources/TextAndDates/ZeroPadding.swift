extension Int {
    /// The number with zeros in front up to `width` digits: `7.zeroPadded(to: 2)` is `07`,
    /// `2026.zeroPadded(to: 2)` is `2026`, and a negative number keeps its sign in front (`-0007`).
    public func zeroPadded(to width: Int) -> String {
        let digits = String(magnitude)
        return (self < 0 ? "-" : "") + String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}
