import Diagnostics

/// Collects the diagnostics of one file while it is decoded. It lives inside one task
/// (one file), so it is a plain class, never shared between tasks.
final class DecodingContext {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var errorCount = 0
    /// Files the content names (exercise images), as written and where, so that the loader can
    /// warn about those that do not exist.
    private(set) var media: [(written: String, location: SourceLocation)] = []

    func noteMedia(_ written: String, at location: SourceLocation) { media.append((written, location)) }

    init(file: String) { self.file = file }

    /// `hint`, when given, is said instead of the problem's own (a YAML error's excerpt).
    func report(_ problem: ContentProblem, line: Int, column: Int, keyPath: String = "", hint: String? = nil) {
        report(problem, at: SourceLocation(file: file, line: line, column: column), keyPath: keyPath, hint: hint)
    }

    func report(_ problem: ContentProblem, at location: SourceLocation, keyPath: String = "", hint: String? = nil) {
        diagnostics.append(Diagnostic(problem.severity, at: location, keyPath: keyPath, message: problem.message,
                                      hint: hint ?? problem.hint))
        if problem.severity == .error { errorCount += 1 }
    }

    func location(of node: ContentNode) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column)
    }
}
