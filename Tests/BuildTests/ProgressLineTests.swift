import Foundation
@testable import SpotterCLI
import Testing
import TestSupport

/// The build's progress line: drawn in place on a terminal once the build has run a
/// second, erased at the end; nothing at all off a terminal.
@Suite struct ProgressLineTests {
    /// A progress line on a clock the test moves, and everything it wrote.
    final class Recorder: @unchecked Sendable {
        var time = 100.0
        var written: [String] = []

        func line(isTerminal: Bool) -> ProgressLine {
            ProgressLine(isTerminal: isTerminal, write: { self.written.append($0) }, now: { self.time })
        }
    }

    @Test func saysPagesRenderedPagesPerSecondAndTimeLeft() {
        #expect(ProgressLine.text(rendered: 1_200, total: 5_000, seconds: 3)
                == "Rendering pages: 1,200 of 5,000 (400 pages/s, 10 s left)")
        #expect(ProgressLine.text(rendered: 100, total: 12_100, seconds: 2) == "Rendering pages: 100 of 12,100 (50 pages/s, 4 min 0 s left)")
        #expect(ProgressLine.text(rendered: 7, total: 9, seconds: 0) == "Rendering pages: 7 of 9")
        // More pages than counted (404.html comes on top): never more than all, nothing left.
        #expect(ProgressLine.text(rendered: 11, total: 10, seconds: 2) == "Rendering pages: 10 of 10 (5 pages/s, 0 s left)")
    }

    @Test func onATerminalItShowsAfterASecondRedrawsInPlaceAndIsErased() {
        let recorder = Recorder()
        let progress = recorder.line(isTerminal: true)
        recorder.time += 0.5
        progress.update(rendered: 10, total: 1_000)          // rendering starts at 0.5 s: too early to show
        recorder.time += 0.6
        progress.update(rendered: 100, total: 1_000)         // 1.1 s into the build, 0.6 s into rendering
        recorder.time += 0.05
        progress.update(rendered: 110, total: 1_000)         // within 0.1 s of the last drawing: skipped
        recorder.time += 0.4
        progress.update(rendered: 200, total: 1_000)
        progress.clear()
        progress.clear()                                     // erased once
        #expect(recorder.written == [
            "\r\u{1B}[2KRendering pages: 100 of 1,000 (167 pages/s, 6 s left)",
            "\r\u{1B}[2KRendering pages: 200 of 1,000 (190 pages/s, 5 s left)",
            "\r\u{1B}[2K",
        ])
    }

    /// A build of half a second on a terminal, and a long one off a terminal: nothing.
    @Test(arguments: [(true, 0.01), (false, 0.5)])
    func showsNothingForAShortBuildOrOffATerminal(isTerminal: Bool, secondsPerPage: Double) {
        let recorder = Recorder()
        let progress = recorder.line(isTerminal: isTerminal)
        for page in 1...50 {
            recorder.time += secondsPerPage
            progress.update(rendered: page, total: 50)
        }
        progress.clear()
        #expect(recorder.written == [])
    }
}
