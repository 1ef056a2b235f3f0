import Diagnostics
import Foundation

/// Where the commands print: progress to standard error so that standard output
/// stays clean for `spotter report`; problems sorted by file and line; in CI also as
/// workflow annotations.
enum Console {
    static func info(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    static func error(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

    static func report(_ diagnostics: DiagnosticList, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let annotate = environment["CI"] == "true" || environment["GITHUB_ACTIONS"] == "true"
        for diagnostic in diagnostics.sorted {
            error(diagnostic.description)
            if annotate { print(diagnostic.ciAnnotation) }
        }
    }
}
