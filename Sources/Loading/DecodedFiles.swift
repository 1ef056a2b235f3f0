import TextAndDates

/// What decoding content files produced, kept from one build to the next (the build
/// cache's `decoded-files`, docs/performance.md#decoded-files-kept): for each file, the
/// hash of the bytes it was decoded from and the outcome in a compact binary form, read
/// back only when the file is reused. A load given these (`SiteLoader.load(siteDirectory:
/// reusing:hashes:)`) takes the outcome of every file whose bytes hash the same instead of
/// reading, parsing and decoding it again, and gives the same library as a full load.
///
/// Only files that decoded to workouts alone, with no diagnostic, are kept: they are nearly
/// all of a large site's files, and everything else (with a warning to say again, media to
/// check, other entities) is decoded every time. What a file decodes to depends on its bytes,
/// its path, the settings and the decoder. The store holds the hash of the `site.yaml` its
/// outcomes were decoded with (`settings`), which the loader compares with the one it reads;
/// the caller names the decoder in `fingerprint` (the build cache: the Spotter binary), and
/// files written with another fingerprint are not read at all.
public struct DecodedFiles: Sendable {
    struct Record: Sendable {
        var hash: ContentHash
        /// The outcome as `FileOutcome.encoded` wrote it.
        var payload: ArraySlice<UInt8>
    }

    /// By site-relative path (`content/workouts/2026/w1.yaml`), in path order (as Swift
    /// orders strings), no two paths equal: the loader walks them beside the files it lists,
    /// which are in that order too, rather than looking each up in a dictionary of 73,000.
    var records: [(path: String, record: Record)] = []
    /// The hash of the `site.yaml` the outcomes were decoded with; nil for a site without one.
    var settings: ContentHash?
    /// Files the load that made these decoded rather than reused, and those of them held.
    public internal(set) var decodedNow = 0
    public internal(set) var keptNow = 0

    public init() {}

    /// Files held.
    public var count: Int { records.count }

    /// The whole store as bytes: a format line, the fingerprint, each file's path, hash and
    /// outcome in the records' (path) order, and a hash of all that, so a file cut short or
    /// altered is refused rather than read.
    public func encoded(fingerprint: String) -> [UInt8] {
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(records.reduce(64 + fingerprint.utf8.count) { $0 + $1.record.payload.count + 64 })
        writer.bytes.append(contentsOf: Self.formatLine)
        writer.string(fingerprint)
        if let settings {
            writer.integer(1)
            writer.hash(settings)
        } else {
            writer.integer(0)
        }
        writer.integer(records.count)
        for (path, record) in records {
            writer.string(path)
            writer.hash(record.hash)
            writer.integer(record.payload.count)
            writer.bytes.append(contentsOf: record.payload)
        }
        writer.hash(ContentHash(writer.bytes))
        return writer.bytes
    }

    /// Reads what `encoded` wrote; nil when the bytes are not such a store, are damaged, are
    /// out of path order, or were written with another fingerprint. Outcomes are read later,
    /// when reused.
    public init?(bytes: [UInt8], fingerprint: String) {
        guard bytes.count >= Self.formatLine.count + 16,
              bytes[..<Self.formatLine.count].elementsEqual(Self.formatLine) else { return nil }
        let end = bytes.count - 16
        var trailer = ByteReader(bytes[end...])
        guard let sum = trailer.hash(), sum == ContentHash(bytes[..<end]) else { return nil }
        var reader = ByteReader(bytes[Self.formatLine.count..<end])
        guard reader.string() == fingerprint else { return nil }
        switch reader.integer() {
        case 0: settings = nil
        case 1: guard let hash = reader.hash() else { return nil }
            settings = hash
        default: return nil
        }
        guard let count = reader.count() else { return nil }
        records.reserveCapacity(count)
        for _ in 0..<count {
            guard let path = reader.string(), let hash = reader.hash(), let length = reader.count(),
                  let payload = reader.slice(length), records.last.map({ $0.path < path }) != false else { return nil }
            records.append((path, Record(hash: hash, payload: payload)))
        }
        guard reader.isAtEnd else { return nil }
    }

    static let formatLine = Array("spotter-decoded-files 1\n".utf8)
}

// MARK: - Bytes

/// Appends values in the store's binary form: integers as zigzag LEB128, floating-point
/// numbers as thousandths or their 64 bits, strings as a length and UTF-8.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func integer(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A number of thousandths (`82.5`, `7.5`, `3600`) as a whole number of them, in a few
    /// bytes; any other as its 64 bits. The low bit of the first integer tells which.
    mutating func double(_ value: Double) {
        let thousandths = value * 1000
        if thousandths.magnitude < 0x1p50, thousandths == thousandths.rounded(),
           (Double(Int(thousandths)) / 1000).bitPattern == value.bitPattern {
            integer(Int(thousandths) << 1)
        } else {
            integer(1)
            word(value.bitPattern)
        }
    }

    mutating func hash(_ value: ContentHash) {
        word(value.high)
        word(value.low)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }
}

/// Reads what `ByteWriter` wrote; every read answers nil past the end or on a value out of
/// range, so damaged bytes are refused, never trusted.
struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var isAtEnd: Bool { position == bytes.endIndex }

    mutating func byte() -> UInt8? {
        guard position < bytes.endIndex else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func integer() -> Int? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = byte() {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)) }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    /// A count of things that follow, each at least a byte: never more than the bytes left.
    mutating func count() -> Int? {
        guard let value = integer(), value >= 0, value <= bytes.endIndex - position else { return nil }
        return value
    }

    mutating func word() -> UInt64? {
        guard bytes.endIndex - position >= 8 else { return nil }
        var value: UInt64 = 0
        for offset in (0..<8).reversed() { value = value << 8 | UInt64(bytes[position + offset]) }
        position += 8
        return value
    }

    mutating func double() -> Double? {
        switch integer() {
        case nil: return nil
        case 1: return word().map(Double.init(bitPattern:))
        case let tagged? where tagged & 1 == 0: return Double(tagged >> 1) / 1000
        default: return nil
        }
    }

    mutating func hash() -> ContentHash? {
        guard let high = word(), let low = word() else { return nil }
        return ContentHash(high: high, low: low)
    }

    mutating func slice(_ length: Int) -> ArraySlice<UInt8>? {
        guard length >= 0, bytes.endIndex - position >= length else { return nil }
        defer { position += length }
        return bytes[position..<position + length]
    }

    mutating func string() -> String? {
        guard let length = count(), let utf8 = slice(length) else { return nil }
        return String(validating: utf8, as: UTF8.self)
    }
}
