import Foundation
import Testing
@testable import Rendering
import TrainingModel

/// Prints every sheet of the fixture (a session of each shape, up to 8 items, the worst
/// case of 8 items of every shape, and the plan's week sheets) through headless Chromium and checks each is exactly one page of
/// the configured paper. Skipped, with a note, where Chromium is not installed or when
/// `SPOTTER_SKIP_PRINT=1` (the prints take some 20 seconds), unless
/// `SPOTTER_REQUIRE_PRINT=1`, which `.ci/run` sets so that CI never passes without them.
@Suite struct OnePagePrintTests {
    static let chromium: String? = {
        if ProcessInfo.processInfo.environment["SPOTTER_SKIP_PRINT"] == "1" {
            print("note: OnePagePrintTests skipped: SPOTTER_SKIP_PRINT=1")
            return nil
        }
        let found = Chromium.find()
        if found == nil {
            print("note: OnePagePrintTests skipped: no chromium, chromium-browser or google-chrome on PATH "
                + "(set SPOTTER_CHROMIUM to a browser to run them)")
        }
        return found
    }()

    @Test func printChecksRunWhereRequired() {
        guard ProcessInfo.processInfo.environment["SPOTTER_REQUIRE_PRINT"] == "1" else { return }
        #expect(Self.chromium != nil,
                "SPOTTER_REQUIRE_PRINT=1 but the one-page print checks cannot run (no Chromium, or SPOTTER_SKIP_PRINT=1)")
    }

    static let sheetPaths = (SheetFixture.shapes + ["mixed-day", SheetFixture.worstCase.id]).map(SitePaths.sheet)
        + [SitePaths.planWeek("spring-block", week: 1), SitePaths.planWeek("spring-block", week: 2)]
        + densityLines.map { SitePaths.planWeek("lines-\($0)", week: 1) }

    /// Week sheets at the most lines of each type size (PageBuilder.weekSheetTypeSizes), and
    /// one longer than the sample's fullest week (46 lines) at the base 8.5 pt.
    static let densityLines = [20, 32, 44, 50]

    /// One plan a line count: a session every day, `lines − 14` items spread over them, each
    /// a line as long as a usual one (`5 × 5 @ RPE 8, rest 3 min`).
    static func withDensityWeeks(_ base: TrainingLibrary) -> TrainingLibrary {
        var library = base
        for lines in densityLines {
            let days = Weekday.mondayFirst
            for (offset, day) in days.enumerated() {
                let items = (lines - 14) / 7 + (offset < (lines - 14) % 7 ? 1 : 0)
                library.sessions.append(SessionTemplate(id: "lines-\(lines)-\(offset)", name: "Session \(day.rawValue)",
                                                        items: (0..<items).map { _ in
                    .single(ExerciseItem(exercise: "bench-press",
                                         prescription: Prescription(sets: 5, reps: .exactly(5), rpe: 8, rest: 180)))
                }))
            }
            library.plans.append(Plan(id: "lines-\(lines)", name: "Lines \(lines)", athlete: "ana",
                                      start: SheetFixture.date("2026-03-02"), weeks: 1,
                                      schedule: [WeekSchedule(days: Dictionary(uniqueKeysWithValues: days.enumerated().map {
                                          ($0.element, ["lines-\(lines)-\($0.offset)"])
                                      }))]))
        }
        return library
    }

    /// The type size steps by the week's lines: a day, a session and an item a line each.
    @Test func weekSheetsPrintLargerTypeForFewerLines() async throws {
        let files = try await renderSite(Self.withDensityWeeks(SheetFixture.make()), asOf: SheetFixture.asOf)
        let classes = try Self.densityLines.map { lines in
            let page = try #require(files[SitePaths.planWeek("lines-\(lines)", week: 1)])
            return page.components(separatedBy: "week-sheet week-sheet-type-").dropFirst().first.map { String($0.prefix(2)) }
        }
        #expect(classes == ["12", "11", "10", "8\""])
    }

    @Test(.enabled(if: chromium != nil, "headless Chromium is not installed, or SPOTTER_SKIP_PRINT=1"),
          arguments: [SiteConfig.Paper.a4, .letter])
    func everySheetPrintsOnOnePage(paper: SiteConfig.Paper) async throws {
        let browser = try #require(Self.chromium)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spotter-print-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try await SiteRenderer(library: Self.withDensityWeeks(SheetFixture.make(paper: paper)), theme: .builtIn(),
                                           asOf: SheetFixture.asOf).render()
        for file in files {
            let url = folder.appendingPathComponent("site").appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        let expectedSize = paper == .a4 ? (595.0, 842.0) : (612.0, 792.0)
        for (offset, path) in Self.sheetPaths.enumerated() {
            let pdf = folder.appendingPathComponent("\(offset).pdf")
            try Chromium.printToPDF(browser: browser, page: folder.appendingPathComponent("site").appendingPathComponent(path),
                                    output: pdf, profile: folder.appendingPathComponent("profile"))
            let bytes = try Data(contentsOf: pdf)
            #expect(PDFFacts.pageCount(bytes) == 1, "\(path) on \(paper.rawValue) prints on \(PDFFacts.pageCount(bytes)) pages")
            let size = try #require(PDFFacts.firstMediaBox(bytes), "\(path): no /MediaBox in the PDF")
            #expect(abs(size.width - expectedSize.0) < 1.5 && abs(size.height - expectedSize.1) < 1.5,
                    "\(path): page is \(size.width) × \(size.height) pt, expected \(paper.rawValue)")
        }
    }

    @Test func pageCountIgnoresThePagesTree() {
        let pdf = Data("<< /Type /Pages /Kids [3 0 R 4 0 R] >> << /Type /Page >> << /Type/Page /MediaBox [0 0 612 792] >>".utf8)
        #expect(PDFFacts.pageCount(pdf) == 2)
        #expect(PDFFacts.firstMediaBox(pdf)?.width == 612)
    }
}

/// Finding and running headless Chromium for the print tests.
enum Chromium {
    static func find() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SPOTTER_CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders {
                let path = folder + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Prints `page` to `output` without headers and footers, as a person's "Save as PDF" would.
    /// `darkMode` prints with `prefers-color-scheme: dark` (`--force-dark-mode`), as a reader in dark mode would.
    static func printToPDF(browser: String, page: URL, output: URL, profile: URL, darkMode: Bool = false) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                             "--user-data-dir=" + profile.path, "--no-pdf-header-footer"]
            + (darkMode ? ["--force-dark-mode"] : []) + ["--print-to-pdf=" + output.path, page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(90)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            throw Failure(description: "\(browser) did not print \(page.path) within 90 s")
        }
        guard FileManager.default.fileExists(atPath: output.path) else {
            throw Failure(description: "\(browser) exited with status \(process.terminationStatus) and wrote no PDF "
                + "for \(page.path); expected \(output.path)")
        }
    }
}

/// Just enough of a PDF's structure to count pages and read the page size.
enum PDFFacts {
    /// `/Type /Page` dictionaries, not the `/Type /Pages` tree nodes.
    static func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        var count = 0
        var rest = text[...]
        while let range = rest.firstRange(of: "/Type") {
            var after = rest[range.upperBound...].drop { $0 == " " }
            if after.hasPrefix("/Page") {
                after = after.dropFirst("/Page".count)
                if after.first != "s" { count += 1 }
            }
            rest = rest[range.upperBound...]
        }
        return count
    }

    /// The first `/MediaBox [x0 y0 x1 y1]`, as a width and height in points.
    static func firstMediaBox(_ pdf: Data) -> (width: Double, height: Double)? {
        let text = String(decoding: pdf, as: UTF8.self)
        guard let start = text.firstRange(of: "/MediaBox") else { return nil }
        let tail = text[start.upperBound...].drop { $0 == " " }
        guard tail.first == "[", let close = tail.firstIndex(of: "]") else { return nil }
        let numbers = tail[tail.index(after: tail.startIndex)..<close].split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return (numbers[2] - numbers[0], numbers[3] - numbers[1])
    }
}
