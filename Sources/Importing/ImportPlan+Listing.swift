import Foundation

extension ImportPlan {
    /// One line per file for `--dry-run` and for the report of a real run, in path order:
    /// `create  content/workouts/2026/2026-03-02-1830-upper-a.yaml`,
    /// `same    …` (already imported), `skip    … (exists with different content)`.
    public var listing: String {
        files.map { file in
            switch file.action {
            case .create: return "create  \(file.path)"
            case .unchanged: return "same    \(file.path)"
            case .skipConflict: return "skip    \(file.path) (\(SkipReason.existsWithDifferentContent.rawValue))"
            }
        }.joined(separator: "\n")
    }
}

extension Importer {
    /// The `existingFile` reader of `plan(…)` for a site on disk: the UTF-8 text of a
    /// site-relative path, nil when there is no such file. A file that is there but cannot be
    /// read as text reads as an empty string, so it still counts as "in the way" and is never
    /// overwritten.
    public static func fileReader(siteDirectory: String) -> @Sendable (String) -> String? {
        let root = URL(fileURLWithPath: siteDirectory, isDirectory: true)
        return { path in
            let url = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            guard let data = FileManager.default.contents(atPath: url.path) else { return "" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
