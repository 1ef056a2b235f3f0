/// Everything a stage found wrong, kept whole so that every problem is reported,
/// not just the first. Stages return one of these next to their value.
public struct DiagnosticList: Sendable, Hashable {
    public private(set) var items: [Diagnostic]

    public init(_ items: [Diagnostic] = []) { self.items = items }

    public mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }
    public mutating func append(contentsOf other: DiagnosticList) { items.append(contentsOf: other.items) }
    public mutating func append(contentsOf other: [Diagnostic]) { items.append(contentsOf: other) }

    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var errorCount: Int { items.filter { $0.severity == .error }.count }
    public var warningCount: Int { items.filter { $0.severity == .warning }.count }
    public var isEmpty: Bool { items.isEmpty }

    /// Sorted by file, line, column, then errors before warnings, then text: the order
    /// they are printed in, independent of the order files were read.
    public var sorted: [Diagnostic] {
        items.sorted {
            ($0.location, $0.severity, $0.keyPath, $0.message) < ($1.location, $1.severity, $1.keyPath, $1.message)
        }
    }

    /// A closing line such as `2 errors, 1 warning`.
    public var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return "\(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
    }
}
