/// What `spotter report` prints: the Markdown report (report.md) or the statistics as
/// JSON (stats.json), byte for byte what a build of the same input writes.
public enum ReportFormat: String, CaseIterable, Sendable {
    case markdown, json

    /// The build's output file with the same bytes.
    public var fileName: String {
        switch self {
        case .markdown: return "report.md"
        case .json: return "stats.json"
        }
    }
}
