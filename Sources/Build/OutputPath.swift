/// A path inside the output folder, checked so that no id or file name taken from
/// content can write outside it: relative, `/`-separated, no empty, `.` or `..`
/// components, no backslashes or NUL.
public struct OutputPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: String

    public init?(_ value: String) {
        // On bytes, a part at a time: no part empty (nor a leading `/`), `.` or `..`, and no
        // `\\` or NUL anywhere (a partial rebuild checks tens of thousands of paths).
        var length = 0, dots = 0
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                guard length > 0, dots != length || length > 2 else { return nil }
                (length, dots) = (0, 0)
            case UInt8(ascii: "\\"), 0:
                return nil
            default:
                if byte == UInt8(ascii: ".") { dots += 1 }
                length += 1
            }
        }
        guard length > 0, dots != length || length > 2 else { return nil }
        self.value = value
    }

    public static func < (a: OutputPath, b: OutputPath) -> Bool { a.value < b.value }
    public var description: String { value }
}
