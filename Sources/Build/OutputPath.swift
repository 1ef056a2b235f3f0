/// A path inside the output folder, checked so that no id or file name taken from
/// content can write outside it: relative, `/`-separated, no empty, `.` or `..`
/// components, no backslashes or NUL.
public struct OutputPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let value: String

    public init?(_ value: String) {
        guard !value.isEmpty, !value.hasPrefix("/"), !value.contains("\\"), !value.contains("\0") else { return nil }
        let components = value.split(separator: "/", omittingEmptySubsequences: false)
        guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        self.value = value
    }

    public static func < (a: OutputPath, b: OutputPath) -> Bool { a.value < b.value }
    public var description: String { value }
}
