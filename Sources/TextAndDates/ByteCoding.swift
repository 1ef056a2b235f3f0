/// Appends values in the binary form of the build cache's stores (decoded files,
/// statistics): integers as zigzag LEB128, floating-point numbers as thousandths or their 64
/// bits, strings as a length and UTF-8.
public struct ByteWriter {
    public var bytes: [UInt8] = []
    /// With `sharingStrings`, each string written before is named by its place (its first
    /// writing's, among the strings written), so a store's repeated ids and paths are
    /// written once.
    @usableFromInline var places: [String: Int]?
    @usableFromInline var written = 0

    public init(sharingStrings: Bool = false) {
        if sharingStrings { places = [:] }
    }

    @inlinable public mutating func integer(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value) << 1 ^ Int64(value) >> 63)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    @inlinable public mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// A number of thousandths (`82.5`, `7.5`, `3600`) as a whole number of them, in a few
    /// bytes; any other as its 64 bits. The low bit of the first integer tells which.
    @inlinable public mutating func double(_ value: Double) {
        let thousandths = value * 1000
        if thousandths.magnitude < 0x1p50, thousandths == thousandths.rounded(),
           (Double(Int(thousandths)) / 1000).bitPattern == value.bitPattern {
            integer(Int(thousandths) << 1)
        } else {
            integer(1)
            word(value.bitPattern)
        }
    }

    @inlinable public mutating func hash(_ value: ContentHash) {
        word(value.high)
        word(value.low)
    }

    /// Sharing strings: 0 and the text for a string not written before, or its place plus
    /// one. Only the same bytes are named by their place: Swift's strings are equal when they
    /// are the same text in two Unicode normalisations (`é` as one character or two), and a
    /// file keeps each as it was written.
    @inlinable public mutating func string(_ value: String) {
        guard places != nil else { return text(value) }
        if let place = places!.value(exactly: value) {
            integer(place + 1)
        } else {
            if places![value] == nil { places![value] = written }
            written += 1
            integer(0)
            text(value)
        }
    }

    @inlinable mutating func text(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            integer(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    /// 1 for true, 0 for false: a byte.
    @inlinable public mutating func flag(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// A presence flag, then the value when there is one.
    @inlinable public mutating func optional<Value>(_ value: Value?, _ write: (inout ByteWriter, Value) -> Void) {
        flag(value != nil)
        if let value { write(&self, value) }
    }

    /// The count, then each element in order.
    @inlinable public mutating func list<Element>(_ values: [Element], _ write: (inout ByteWriter, Element) -> Void) {
        integer(values.count)
        for value in values { write(&self, value) }
    }
}

/// Reads what `ByteWriter` wrote; every read answers nil past the end or on a value out of
/// range, so damaged bytes are refused, never trusted.
public struct ByteReader {
    @usableFromInline let bytes: ArraySlice<UInt8>
    @usableFromInline var position: Int
    /// With `sharingStrings`, the strings read so far, named by their place.
    @usableFromInline var strings: [String]?

    /// `sharingStrings`: as the writer wrote them (`ByteWriter(sharingStrings:)`).
    public init(_ bytes: ArraySlice<UInt8>, sharingStrings: Bool = false) {
        self.bytes = bytes
        position = bytes.startIndex
        if sharingStrings { strings = [] }
    }

    @inlinable public var isAtEnd: Bool { position == bytes.endIndex }

    @inlinable public mutating func byte() -> UInt8? {
        guard position < bytes.endIndex else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    @inlinable public mutating func integer() -> Int? {
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
    @inlinable public mutating func count() -> Int? {
        guard let value = integer(), value >= 0, value <= bytes.endIndex - position else { return nil }
        return value
    }

    @inlinable public mutating func word() -> UInt64? {
        guard bytes.endIndex - position >= 8 else { return nil }
        var value: UInt64 = 0
        for offset in (0..<8).reversed() { value = value << 8 | UInt64(bytes[position + offset]) }
        position += 8
        return value
    }

    @inlinable public mutating func double() -> Double? {
        switch integer() {
        case nil: return nil
        case 1: return word().map(Double.init(bitPattern:))
        case let tagged? where tagged & 1 == 0: return Double(tagged >> 1) / 1000
        default: return nil
        }
    }

    @inlinable public mutating func hash() -> ContentHash? {
        guard let high = word(), let low = word() else { return nil }
        return ContentHash(high: high, low: low)
    }

    @inlinable public mutating func slice(_ length: Int) -> ArraySlice<UInt8>? {
        guard length >= 0, bytes.endIndex - position >= length else { return nil }
        defer { position += length }
        return bytes[position..<position + length]
    }

    @inlinable public mutating func string() -> String? {
        guard strings != nil else { return text() }
        guard let tag = integer() else { return nil }
        if tag == 0 {
            guard let value = text() else { return nil }
            strings!.append(value)
            return value
        }
        guard tag > 0, tag <= strings!.count else { return nil }
        return strings![tag - 1]
    }

    @inlinable mutating func text() -> String? {
        guard let length = count(), let utf8 = slice(length) else { return nil }
        // ASCII (nearly every id, name and path) is valid as it is, and made without the
        // validator, which is not specialized and looks its type up on every call: a sixth of
        // the time the decoded files of a coach's site took to read back.
        if utf8.allSatisfy({ $0 < 0x80 }) { return String(decoding: utf8, as: UTF8.self) }
        return String(validating: utf8, as: UTF8.self)
    }

    /// What `ByteWriter.flag` wrote; nil for any byte but 0 and 1.
    @inlinable public mutating func flag() -> Bool? {
        switch byte() {
        case 0?: return false
        case 1?: return true
        default: return nil
        }
    }

    /// `.some(nil)` for an absent value, `.some(value)` for a present one, nil when it cannot be read.
    @inlinable public mutating func optional<Value>(_ read: (inout ByteReader) -> Value?) -> Value?? {
        switch flag() {
        case false?: return .some(nil)
        case true?: return read(&self).map { .some($0) }
        case nil: return nil
        }
    }

    /// What `ByteWriter.list` wrote. Every element takes a byte at least, so `count()` refuses a
    /// count the bytes cannot hold; room is reserved for a few thousand at most, so a damaged
    /// count cannot ask for gigabytes before the bytes run out.
    @inlinable public mutating func list<Element>(_ read: (inout ByteReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        var values: [Element] = []
        values.reserveCapacity(min(count, 4096))
        for _ in 0..<count {
            guard let value = read(&self) else { return nil }
            values.append(value)
        }
        return values
    }
}
