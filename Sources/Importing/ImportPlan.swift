import Diagnostics

/// What an import would do, computed without touching the disk, so that `--dry-run` prints
/// exactly what a real run writes and tests can check every byte.
public struct ImportPlan: Sendable, Hashable {
    /// Every file the import produced, in path order: created, already there, or in conflict.
    public var files: [PlannedFile]
    public var summary: ImportSummary
    /// Malformed rows and records, located in the export (`export.csv:12:1`).
    public var diagnostics: DiagnosticList

    public init(files: [PlannedFile], summary: ImportSummary, diagnostics: DiagnosticList) {
        self.files = files
        self.summary = summary
        self.diagnostics = diagnostics
    }

    /// The new files a real run writes.
    public var filesToCreate: [PlannedFile] { files.filter { $0.action == .create } }
    /// The files a real run writes over (`--replace`).
    public var filesToReplace: [PlannedFile] { files.filter { $0.action == .replace } }
}

/// One content file of an import.
public struct PlannedFile: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable {
        /// No file at this path: it will be written.
        case create
        /// A file with exactly this text is there already: an earlier import of the same data.
        case unchanged
        /// A different file is there: it is kept as it is, and this one is not written.
        case skipConflict = "skip-conflict"
        /// A different file is there that import wrote and nobody changed since, and `--replace`
        /// was given: it is written over.
        case replace
    }

    /// Relative to the site folder, with `/` separators (`content/workouts/2026/2026-03-02-1830-upper-a.yaml`).
    public var path: String
    /// The file's content: UTF-8 text, or an image's bytes.
    public var bytes: [UInt8]
    public var action: Action

    /// The content as UTF-8 text.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public init(path: String, text: String, action: Action) {
        self.init(path: path, bytes: Array(text.utf8), action: action)
    }

    public init(path: String, bytes: [UInt8], action: Action) {
        self.path = path
        self.bytes = bytes
        self.action = action
    }
}
