import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one line a long build shows on a terminal while it renders: pages so far, pages
/// per second and the time left, redrawn in place and erased before the next stage line.
/// It appears only once the build has run `delay` seconds, so a short build prints its
/// stage lines alone; it is redrawn at most every `interval`. Off a terminal (CI logs,
/// a pipe) it writes nothing at all: the stage lines stay exactly as they are.
final class ProgressLine {
    /// Whether standard error is a terminal that understands `\r` and erasing a line.
    let isTerminal: Bool
    private let write: (String) -> Void
    private let now: () -> Double
    private let started: Double
    private var renderingStarted: Double?
    private var lastDrawn: Double?
    private var isShown = false

    static let delay = 1.0
    static let interval = 0.1

    /// `now` is in seconds, from any origin; the build starts at the first reading.
    init(isTerminal: Bool, write: @escaping (String) -> Void, now: @escaping () -> Double) {
        self.isTerminal = isTerminal
        self.write = write
        self.now = now
        started = now()
    }

    /// Standard error, when it is a terminal and `TERM` is not `dumb`.
    static func standardError(environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressLine {
        ProgressLine(isTerminal: isatty(STDERR_FILENO) == 1 && environment["TERM"] != "dumb",
                     write: { FileHandle.standardError.write(Data($0.utf8)) },
                     now: { ProcessInfo.processInfo.systemUptime })
    }

    /// `rendered` pages of `total` are done.
    func update(rendered: Int, total: Int) {
        guard isTerminal else { return }
        let time = now()
        let renderingStarted = self.renderingStarted ?? time
        self.renderingStarted = renderingStarted
        guard time - started >= Self.delay, lastDrawn.map({ time - $0 >= Self.interval }) ?? true else { return }
        lastDrawn = time
        isShown = true
        write("\r\u{1B}[2K" + Self.text(rendered: rendered, total: total, seconds: time - renderingStarted))
    }

    /// Erases the line, if shown, so that what is printed next starts a clean line.
    func clear() {
        guard isShown else { return }
        isShown = false
        write("\r\u{1B}[2K")
    }

    /// `Rendering pages: 1,200 of 5,000 (400 pages/s, 10 s left)`.
    static func text(rendered: Int, total: Int, seconds: Double) -> String {
        let done = min(rendered, total)
        var line = "Rendering pages: \(grouped(done)) of \(grouped(total))"
        guard seconds > 0, done > 0 else { return line }
        let rate = Double(done) / seconds
        let left = Int((Double(total - done) / rate).rounded(.up))
        line += " (\(grouped(Int(rate.rounded()))) pages/s, \(left < 60 ? "\(left) s" : "\(left / 60) min \(left % 60) s") left)"
        return line
    }

    private static func grouped(_ n: Int) -> String {
        let digits = String(n)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }
}
