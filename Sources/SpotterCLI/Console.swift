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
    /// commands from both streams. Problems name files relative to the site (`source`);
    /// annotations name them relative to `GITHUB_WORKSPACE`, or the working directory
    /// outside Actions, as GitHub needs to attach them to the pull request's files.
    static func report(_ diagnostics: DiagnosticList, source: String,
                       environment: [String: String] = ProcessInfo.processInfo.environment,
                       annotationsToStandardError: Bool = false) {
        let annotate = environment["CI"] == "true" || environment["GITHUB_ACTIONS"] == "true"
        let base = environment["GITHUB_WORKSPACE"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.currentDirectoryPath
        for diagnostic in diagnostics.sorted {
            error(diagnostic.description)
            guard annotate else { continue }
            var annotated = diagnostic
            annotated.location.file = annotationPath(diagnostic.location.file, source: source, base: base)
            if annotationsToStandardError { error(annotated.ciAnnotation) } else { print(annotated.ciAnnotation) }
        }
    }

    /// `file` (relative to the site folder `source`, or absolute) relative to `base` when
    /// it lies inside it, else absolute; symbolic links resolved on both sides, so that
    /// `/tmp` and `/private/tmp` are one folder.
    static func annotationPath(_ file: String, source: String, base: String) -> String {
        let absolute = { (path: String) in
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                .standardizedFileURL.resolvingSymlinksInPath().path
        }
        let root = absolute(base)
        let path = file.hasPrefix("/") ? absolute(file) : absolute(source + "/" + file)
        if root == "/" { return String(path.dropFirst()) }
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
