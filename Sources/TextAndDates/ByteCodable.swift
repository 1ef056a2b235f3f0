/// A value in the build cache's binary form (`ByteWriter`, `ByteReader`): written by
/// `encode(into:)`, read back by `init?(decoding:)` into a value equal to the one written,
/// every `Double` bit for bit. Reading answers nil on bytes it cannot read (damaged, cut
/// short, a value out of range): never a partial value.
///
/// Structs and enums get it from `@ByteCoded`, which writes every stored property in the
/// order declared (an enum: its case's place, then the case's values); the forms below are
/// the building blocks. The form names no version: each store's file does, under a digest of
/// the binary that wrote it, so a file another Spotter wrote is never read.
public protocol ByteCodable {
    func encode(into writer: inout ByteWriter)
    init?(decoding reader: inout ByteReader)
}

/// Derives `ByteCodable` from the declaration of a struct or an enum.
@attached(extension, conformances: ByteCodable, names: named(encode(into:)), named(init(decoding:)))
public macro ByteCoded() = #externalMacro(module: "ByteCodingMacros", type: "ByteCodedMacro")

/// A stored property `@ByteCoded` leaves out: a lookup the init makes again.
@attached(peer)
public macro ByteCodingDerived() = #externalMacro(module: "ByteCodingMacros", type: "ByteCodingDerivedMacro")

extension ByteReader {
    /// A value of the type asked for, as `ByteCodable` reads it.
    @inlinable public mutating func read<Value: ByteCodable>() -> Value? { Value(decoding: &self) }
}

extension Int: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.integer(self) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.integer() else { return nil }
        self = value
    }
}

extension Double: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.double(self) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.double() else { return nil }
        self = value
    }
}

extension Bool: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.flag(self) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.flag() else { return nil }
        self = value
    }
}

extension String: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.string(self) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.string() else { return nil }
        self = value
    }
}

extension ContentHash: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.hash(self) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.hash() else { return nil }
        self = value
    }
}

/// A presence flag, then the value when there is one.
extension Optional: ByteCodable where Wrapped: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) {
        writer.flag(self != nil)
        if let self { self.encode(into: &writer) }
    }

    @inlinable public init?(decoding reader: inout ByteReader) {
        switch reader.flag() {
        case false?: self = .none
        case true?:
            guard let value = Wrapped(decoding: &reader) else { return nil }
            self = .some(value)
        case nil: return nil
        }
    }
}

/// The count, then each element in order.
extension Array: ByteCodable where Element: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) {
        writer.integer(count)
        for element in self { element.encode(into: &writer) }
    }

    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let values = reader.list({ Element(decoding: &$0) }) else { return nil }
        self = values
    }
}

extension Int64: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.integer(Int(self)) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.integer() else { return nil }
        self = Int64(value)
    }
}

/// Its bits as an `Int`'s: an inode past `Int64.max` reads back as written.
extension UInt64: ByteCodable {
    @inlinable public func encode(into writer: inout ByteWriter) { writer.integer(Int(Int64(bitPattern: self))) }
    @inlinable public init?(decoding reader: inout ByteReader) {
        guard let value = reader.integer() else { return nil }
        self = UInt64(bitPattern: Int64(value))
    }
}

/// A store's file: its format line, a body in the binary form, then a 128-bit hash of all
/// before it, so a file cut short or changed in place is never read (a number changed
/// would still read as a number).
public enum SealedFile {
    public static func bytes(formatLine: [UInt8], sharingStrings: Bool = false, reserving capacity: Int = 0,
                             _ body: (inout ByteWriter) -> Void) -> [UInt8] {
        var writer = ByteWriter(sharingStrings: sharingStrings)
        writer.bytes.reserveCapacity(capacity)
        writer.bytes += formatLine
        body(&writer)
        writer.hash(ContentHash(writer.bytes))
        return writer.bytes
    }

    /// A reader of the body, or nil when `bytes` do not begin with `formatLine` or do not end
    /// with the hash of all before it.
    public static func body(_ bytes: [UInt8], formatLine: [UInt8], sharingStrings: Bool = false) -> ByteReader? {
        guard bytes.count >= formatLine.count + 16, bytes.starts(with: formatLine) else { return nil }
        let end = bytes.count - 16
        var trailer = ByteReader(bytes[end...])
        guard trailer.hash() == ContentHash(bytes[..<end]) else { return nil }
        return ByteReader(bytes[formatLine.count..<end], sharingStrings: sharingStrings)
    }
}
