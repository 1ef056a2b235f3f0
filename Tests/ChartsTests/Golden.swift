import Foundation
import Testing

/// Compares `actual` byte for byte with `Golden/<name>`. With `SPOTTER_RECORD=1`
/// the file is (re)written instead; a missing file fails so a new chart cannot pass
/// unreviewed.
func expectGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")
        .appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SPOTTER_RECORD"] == "1" {
        do {
            try Data(actual.utf8).write(to: url)
        } catch {
            Issue.record("could not record golden file \(url.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = try? Data(contentsOf: url) else {
        Issue.record("missing golden file Golden/\(name); run with SPOTTER_RECORD=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard actual != expected else { return }
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
    if let firstDifference {
        Issue.record("""
            Golden/\(name) differs at line \(firstDifference.offset + 1):
            expected: \(firstDifference.element.1)
            found:    \(firstDifference.element.0)
            (re-record with SPOTTER_RECORD=1 if the change is intended)
            """, sourceLocation: sourceLocation)
    } else {
        Issue.record("Golden/\(name): expected \(expectedLines.count) lines, found \(actualLines.count)", sourceLocation: sourceLocation)
    }
}
