extension Int {
    /// The number with zeros in front up to `width` digits: `7.zeroPadded(to: 2)` is `07`,
    /// `2026.zeroPadded(to: 2)` is `2026`, and a negative number keeps its sign in front (`-0007`).
    /// Inlinable, and without a concatenation when no zero is needed: pages pad every time
    /// and decimal they print.
    @inlinable
    public func zeroPadded(to width: Int) -> String {
        let digits = String(magnitude)
        let zeros = width - digits.utf8.count
        if self >= 0 { return zeros > 0 ? String(repeating: "0", count: zeros) + digits : digits }
        return "-" + (zeros > 0 ? String(repeating: "0", count: zeros) + digits : digits)
    }
}

extension BinaryInteger {
    /// The number in hexadecimal with zeros in front up to `width` digits: `0x1F.hexPadded(to: 4)`
    /// is `001f`. For escapes (`\u001F`) and hashes printed at a fixed width.
    public func hexPadded(to width: Int, uppercase: Bool = false) -> String {
        let digits = String(self, radix: 16, uppercase: uppercase)
        let zeros = width - digits.utf8.count
        return zeros > 0 ? String(repeating: "0", count: zeros) + digits : digits
    }
}
