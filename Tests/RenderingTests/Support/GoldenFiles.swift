import Foundation
import Rendering

/// Byte-for-byte comparison of rendered files with files recorded under a folder.
/// Every rendered file must have a golden file and every golden file must be
/// rendered, so a page that disappears or appears fails as loudly as a changed one.
/// `SPOTTER_RECORD=1` re-records the folder from the current output.
struct GoldenFiles {
    enum Mismatch: Hashable, CustomStringConvertible {
        /// Rendered, but no golden file records it.
        case missing(String)
        /// A golden file nothing rendered.
        case unexpected(String)
        /// Both exist and differ; `line` is the first differing line, 1-based.
        case different(String, line: Int, expected: String, actual: String)

        var description: String {
            switch self {
            case .missing(let path): return "\(path): rendered but has no golden file (record with SPOTTER_RECORD=1)"
            case .unexpected(let path): return "\(path): golden file exists but the page was not rendered"
            case .different(let path, let line, let expected, let actual):
                return "\(path):\(line): expected \(expected.debugDescription), found \(actual.debugDescription)"
            }
        }
    }

    let directory: URL

    static var isRecording: Bool { ProcessInfo.processInfo.environment["SPOTTER_RECORD"] == "1" }

    /// Replaces the folder's contents with `files`.
    func record(_ files: [OutputFile]) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: directory.path) { try manager.removeItem(at: directory) }
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
    }

    func compare(_ files: [OutputFile]) throws -> [Mismatch] {
        let recorded = try recordedPaths()
        let rendered = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var mismatches: [Mismatch] = []
        for path in Set(recorded).union(rendered.keys).sorted() {
            guard let bytes = rendered[path] else { mismatches.append(.unexpected(path)); continue }
            guard recorded.contains(path) else { mismatches.append(.missing(path)); continue }
            let expected = try [UInt8](Data(contentsOf: directory.appendingPathComponent(path)))
            if expected != bytes { mismatches.append(Self.difference(path, expected: expected, actual: bytes)) }
        }
        return mismatches
    }

    /// Output-relative paths of every regular file under the folder, sorted.
    func recordedPaths() throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        let root = directory.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            paths.append(String(url.standardizedFileURL.path.dropFirst(root.count)))
        }
        return paths.sorted()
    }

    private static func difference(_ path: String, expected: [UInt8], actual: [UInt8]) -> Mismatch {
        let expectedLines = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let e = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            let a = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            if e != a { return .different(path, line: index + 1, expected: e, actual: a) }
        }
        return .different(path, line: 0, expected: "same text", actual: "different bytes")
    }
}
