import TextAndDates

/// A place in a content file: the path as the user gave it (relative to the site
/// folder), and a 1-based line and column counted in characters.
@ByteCoded
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int = 1, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The same file, `columns` characters further along the line. Used when a
    /// notation error points inside a scalar value.
    public func advanced(byColumns columns: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + columns)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}
