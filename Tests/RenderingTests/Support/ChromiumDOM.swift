import Foundation
import Rendering
import TrainingModel

/// A site written to disk and one of its pages opened from there (`file://`) in headless
/// Chromium, its scripts run: the page's DOM afterwards, for tests of the pages' scripts.
enum ChromiumDOM {
    /// `budget`: the virtual milliseconds the page runs for before its DOM is taken (timers
    /// run in virtual time, so a page's minutes pass in a moment). `extraFiles`: pages of the
    /// test's own written beside the site (a harness that drives a page in a frame, which
    /// `allowFileAccess` lets it reach: from disk every file is otherwise its own origin).
    static func dump(_ library: TrainingLibrary, page path: String, query: String, browser: String,
                     budget: Int = 10000, extraFiles: [String: String] = [:], allowFileAccess: Bool = false) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-dom-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, text) in try await renderSite(library).merging(extraFiles, uniquingKeysWith: { $1 }) {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        guard var page = URLComponents(url: folder.appendingPathComponent(path), resolvingAgainstBaseURL: false) else {
            throw Chromium.Failure(description: "no URL for \(path)")
        }
        page.query = query.isEmpty ? nil : query
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=" + folder.appendingPathComponent(".profile").path,
                             "--virtual-time-budget=\(budget)"] + (allowFileAccess ? ["--allow-file-access-from-files"] : [])
            + ["--dump-dom", page.url?.absoluteString ?? ""]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return dom
    }

    /// The list the search script fills, `<ul class="search-results" …>` to its `</ul>`.
    static func searchResults(_ dom: String) -> String {
        guard let start = dom.range(of: "<ul class=\"search-results\" aria-live=\"polite\">") else { return "" }
        return dom[start.upperBound...].components(separatedBy: "</ul>")[0]
    }
}
