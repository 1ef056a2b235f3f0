import TextAndDates

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

    /// Sorted as `sorted`, with at most `limit` diagnostics per file: the rest of a file's are
    /// replaced by one, at the first one left out, that counts them (`… and 12 more problems in
    /// this file`). It is an error when any of those left out is one, so the exit status holds.
    public func cappedPerFile(_ limit: Int) -> DiagnosticList {
        var kept: [Diagnostic] = []
        var shown: [String: Int] = [:]
        var hidden: [String: (first: Diagnostic, count: Int, hasError: Bool)] = [:]
        var files: [String] = []
        for diagnostic in sorted {
            let file = diagnostic.location.file
            if shown[file, default: 0] < limit {
                shown[file, default: 0] += 1
                kept.append(diagnostic)
            } else if var entry = hidden[file] {
                entry.count += 1
                entry.hasError = entry.hasError || diagnostic.severity == .error
                hidden[file] = entry
            } else {
                hidden[file] = (diagnostic, 1, diagnostic.severity == .error)
                files.append(file)
            }
        }
        for file in files {
            guard let entry = hidden[file] else { continue }
            let problems = entry.count == 1 ? "problem" : "problems"
            kept.append(Diagnostic(entry.hasError ? .error : .warning, at: entry.first.location,
                                   message: "… and \(entry.count) more \(problems) in this file, not listed "
                                       + "(the first \(limit) are); fix these and check again"))
        }
        return DiagnosticList(DiagnosticList(kept).sorted)
    }

    /// A closing line such as `2 errors, 1 warning`.
    public var summary: String {
        "\(errorCount.counted("error")), \(warningCount.counted("warning"))"
    }
}
