/// A 128-bit hash of bytes (two independent 64-bit lanes over 8-byte words, then mixed):
/// fast, not cryptographic. It tells an edited file from its last version; the cache
/// does not defend against someone crafting collisions, who could as well write the output.
public struct ContentHash: Hashable, Sendable {
    public var high: UInt64 = 0
    public var low: UInt64 = 0

    public init() {}

    public init(high: UInt64, low: UInt64) {
        (self.high, self.low) = (high, low)
    }

    public init(_ bytes: [UInt8]) {
        self.init(bytes[...])
    }

    public init(_ bytes: ArraySlice<UInt8>) {
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F &+ UInt64(bytes.count)
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset + 8 <= buffer.count {
                let word = buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                a = Self.round(a, word, 0x87C3_7B91_1142_53D5)
                b = Self.round(b, word ^ 0x5555_5555_5555_5555, 0x4CF5_AD43_2745_937F)
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<buffer.count { tail = tail << 8 | UInt64(buffer[index]) }
            a = Self.round(a, tail, 0x87C3_7B91_1142_53D5)
            b = Self.round(b, tail ^ 0x5555_5555_5555_5555, 0x4CF5_AD43_2745_937F)
        }
        high = Self.finish(a ^ (b >> 29))
        low = Self.finish(b ^ (a << 17) ^ high)
    }

    /// 32 hexadecimal digits, as `hex` writes them.
    public init?(hexBytes digits: ArraySlice<UInt8>) {
        guard let hash = digits.withUnsafeBufferPointer(ContentHash.init(hexDigits:)) else { return nil }
        self = hash
    }

    /// The same, read in place (for every file of a build cache's manifest): two words, no array.
    public init?(hexDigits digits: UnsafeBufferPointer<UInt8>) {
        guard digits.count == 32 else { return nil }
        var (first, second): (UInt64, UInt64) = (0, 0)
        for (offset, byte) in digits.enumerated() {
            let value: UInt8
            switch byte {
            case 48...57: value = byte - 48
            case 97...102: value = byte - 87
            default: return nil
            }
            if offset < 16 { first = first << 4 | UInt64(value) } else { second = second << 4 | UInt64(value) }
        }
        (high, low) = (first, second)
    }

    /// 32 lowercase hexadecimal digits, as `init?(hexBytes:)` reads them.
    public var hex: String {
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        appendHex(to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// `hex`'s digits appended to `bytes`.
    public func appendHex(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digits in
            writeHex(to: digits.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(digits))
        }
    }

    /// `hex`'s 32 digits written at `digits` (the build cache writes one per file of a site,
    /// into lines it formats in place).
    public func writeHex(to digits: UnsafeMutablePointer<UInt8>) {
        Self.writeHex(high, to: digits)
        Self.writeHex(low, to: digits + 16)
    }

    private static func writeHex(_ word: UInt64, to digits: UnsafeMutablePointer<UInt8>) {
        for index in 0..<16 {
            let digit = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * index)) & 0xF
            digits[index] = digit < 10 ? 48 + digit : 87 + digit
        }
    }

    private static func round(_ state: UInt64, _ word: UInt64, _ prime: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* prime
        return (mixed << 31 | mixed >> 33) &* 0x9FB2_1C65_1E98_DF25
    }

    /// The 64-bit finaliser of MurmurHash3: every input bit reaches every output bit.
    private static func finish(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
