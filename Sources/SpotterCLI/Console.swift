import Diagnostics
import Foundation

/// Where the commands print: progress to standard error so that standard output
/// stays clean for `spotter report`; problems sorted by file and line; in CI also as
/// workflow annotations.
enum Console {
    static func info(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    static func error(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

    /// `annotationsToStandardError` keeps standard output for the command's own output
    /// (`spotter report >> "$GITHUB_STEP_SUMMARY"`); the Actions runner reads workflow
    /// commands from both streams.
    static func report(_ diagnostics: DiagnosticList, environment: [String: String] = ProcessInfo.processInfo.environment,
                       annotationsToStandardError: Bool = false) {
        let annotate = environment["CI"] == "true" || environment["GITHUB_ACTIONS"] == "true"
        for diagnostic in diagnostics.sorted {
            error(diagnostic.description)
            guard annotate else { continue }
            if annotationsToStandardError { error(diagnostic.ciAnnotation) } else { print(diagnostic.ciAnnotation) }
        }
    }
}
