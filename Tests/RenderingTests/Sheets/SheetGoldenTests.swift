import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// A session sheet of each shape, a plan week sheet and the calendar feed, byte for byte.
/// Re-record after an intended change with `SPOTTER_RECORD=1 swift test --filter SheetGoldenTests`.
@Suite struct SheetGoldenTests {
    static let goldenDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// Output path → golden file name.
    static let recorded: [(output: String, golden: String)] = SheetFixture.shapes.map {
        (SitePaths.sheet($0), "\($0).html")
    } + [
        (SitePaths.planWeek("spring-block", week: 1), "spring-block-week-1.html"),
        (SitePaths.plan("spring-block"), "spring-block.html"),
        (SitePaths.calendar, "calendar.ics"),
    ]

    @Test func sheetsOfEachShapeMatchGoldenFiles() async throws {
        let files = try await SiteRenderer(library: SheetFixture.make(), theme: .builtIn(),
                                           asOf: SheetFixture.asOf).render()
        let byPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let selected = try Self.recorded.map { entry in
            OutputFile(path: entry.golden, bytes: try #require(byPath[entry.output], "\(entry.output) was not rendered"))
        }
        let golden = GoldenFiles(directory: Self.goldenDirectory)
        if GoldenFiles.isRecording { try golden.record(selected) }
        let mismatches = try golden.compare(selected)
        #expect(mismatches.isEmpty, "\(mismatches.map(\.description).joined(separator: "\n"))")
    }
}
