import Foundation
import TestSupport
import Testing
@testable import Rendering
import TrainingModel

/// A full day sheet (15 hour slots, each with 8 people of long names) printed through
/// headless Chromium is exactly one page of the configured paper. Runs, is skipped or is
/// required exactly as `OnePagePrintTests` (same browser, switches and PDF checks).
@Suite struct DaySheetPrintTests {
    static let path = SitePaths.centreDaySheet(date: CentreFixture.day("2026-03-02"), facility: "hall")

    @Test(.enabled(if: OnePagePrintTests.chromium != nil, "headless Chromium is not installed, or SPOTTER_SKIP_PRINT=1"),
          arguments: [SiteConfig.Paper.a4, .letter])
    func aFullDaySheetPrintsOnOnePage(paper: SiteConfig.Paper) async throws {
        let browser = try #require(OnePagePrintTests.chromium)
        let folder = TemporaryFolder("spotter-day-sheet-print")
        let files = try await SiteRenderer(library: CentreFixture.busyDay(paper: paper), theme: .builtIn(),
                                           asOf: CentreFixture.day("2026-03-18")).render()
        for file in files { try folder.write("site/" + file.path, file.bytes) }
        let pdf = folder("day.pdf")
        try Chromium.printToPDF(browser: browser, page: folder("site/" + Self.path), output: pdf, profile: folder("profile"))
        let bytes = try Data(contentsOf: pdf)
        #expect(PDFFacts.pageCount(bytes) == 1, "\(Self.path) on \(paper.rawValue) prints on \(PDFFacts.pageCount(bytes)) pages")
        let size = try #require(PDFFacts.firstMediaBox(bytes))
        let expected = paper == .a4 ? (595.0, 842.0) : (612.0, 792.0)
        #expect(abs(size.width - expected.0) < 1.5 && abs(size.height - expected.1) < 1.5,
                "page is \(size.width) × \(size.height) pt, expected \(paper.rawValue)")
    }

    @Test func everyPersonHasATickBox() async throws {
        let pages = try await renderSite(CentreFixture.busyDay(paper: .a4), asOf: CentreFixture.day("2026-03-18"))
        let sheet = try #require(pages[Self.path])
        #expect(sheet.occurrences(of: "<span class=\"check\" aria-hidden=\"true\"></span>") == 15 * 8)
        #expect(sheet.occurrences(of: "<td>8 / 8</td>") == 15)
        #expect(sheet.contains("<style>@page { size: A4; margin: 10mm 12mm; }</style>"))
    }
}
