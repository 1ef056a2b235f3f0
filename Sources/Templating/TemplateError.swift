/// A template that cannot be compiled: where (the template's file name, line and column,
/// both from 1, columns counted in characters) and what was expected there.
public struct TemplateError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var reason: String

    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String { "\(file):\(line):\(column): error: \(reason)" }
}

/// Every problem found in a set of templates, sorted by file, line and column.
public struct TemplateErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var errors: [TemplateError]

    public init(_ errors: [TemplateError]) {
        self.errors = errors.sorted { ($0.file, $0.line, $0.column, $0.reason) < ($1.file, $1.line, $1.column, $1.reason) }
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
