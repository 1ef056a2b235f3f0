import Foundation

extension ImportPlan {
    /// One line per file for `--dry-run` and for the report of a real run, in path order:
    /// `create  content/workouts/2026/2026-03-02-1830-upper-a.yaml`,
    /// `same    …` (already imported), `skip    … (exists with different content)`, `replace …`
    /// (`--replace`).
    public var listing: String {
        files.map { file in
            switch file.action {
            case .create: return "create  \(file.path)"
            case .unchanged: return "same    \(file.path)"
            case .skipConflict: return "skip    \(file.path) (\(SkipReason.existsWithDifferentContent.rawValue))"
            case .replace: return "replace \(file.path)"
            }
        }.joined(separator: "\n")
    }
}
