@testable import Build
import Diagnostics
import Foundation
@testable import Loading
import Testing
import TestSupport

/// A build with the cache takes the files under `content/` from the cache's scan of the
/// inputs instead of listing the folder again (`SiteLoader.discover(_:scanned:diagnostics:)`):
/// what it finds, and what it says, are the listing's.
@Suite struct ScannedListingTests {
    @Test func theScansFilesAreTheListingsFiles() throws {
        let scratch = TemporaryFolder("spotter-scanned-listing")
        let site = scratch("site")
        for path in ["workouts/ana/2026-03-01.yaml", "workouts/ana/notes.MD", "workouts/ana/photo.jpg", "exercises/squat.md",
                     "exercises/caf\u{E9}.YAML", "exercises/cafe\u{301}.json", ".hidden.yaml", "_drafts/w.yaml",
                     "workouts/.editor.yaml", "notes.yaml", "stray/one.yaml", "stray/two.yaml", "centre/centre.yaml",
                     "centre/rooms/a.yaml", "workouts/ana/no-extension", "sessions/.yaml"] {
            try scratch.write("site/content/" + path, "name: x\n")
        }
        try scratch.write("site/site.yaml", "title: Scanned\n")
        try scratch.write("site/Templates/base.html", "{{title}}")
        try FileManager.default.createSymbolicLink(atPath: scratch("site/content/workouts/link.yaml").path,
                                                   withDestinationPath: scratch("site/content/exercises/squat.md").path)
        let cache = BuildCache(directory: scratch("cache"), spotterVersion: "test")
        let walked = try #require(BuildCache.walkInputs(source: site))
        let inputs = try #require(cache.scanInputs(walked, source: site, previous: nil))
        let loader = SiteLoader()
        var listedProblems = DiagnosticList(), scannedProblems = DiagnosticList()
        let listed = loader.discover(site.path, diagnostics: &listedProblems)
        let scanned = loader.discover(site.path, scanned: inputs.map(\.path), diagnostics: &scannedProblems)
        // As bytes: Swift takes the two spellings of "café" as one string, the disk as two files.
        func described(_ discovery: SiteLoader.Discovery) -> [[UInt8]] {
            (discovery.files.map { "\($0.path) \($0.kind) \($0.format)" } + discovery.centreFiles.map { "centre " + $0 }
                + discovery.assets.map { "asset " + $0 }).map { Array($0.utf8) }
        }
        #expect(described(scanned) == described(listed))
        // A list out of order is put in order.
        var shuffled = DiagnosticList()
        #expect(described(loader.discover(site.path, scanned: inputs.map(\.path).reversed(), diagnostics: &shuffled))
            == described(listed) && shuffled.items == listedProblems.items)
        #expect(scannedProblems.items == listedProblems.items)
        #expect(described(listed) == [
            "content/exercises/caf\u{E9}.YAML exercises yaml", "content/exercises/cafe\u{301}.json exercises json",
            "content/exercises/squat.md exercises markdown", "content/workouts/ana/2026-03-01.yaml workouts yaml",
            "content/workouts/ana/notes.MD workouts markdown", "centre centre.yaml", "centre rooms/a.yaml",
            "asset content/workouts/ana/photo.jpg",
        ].map { Array($0.utf8) })
        #expect(listedProblems.items.map(\.location.file) == ["content/notes.yaml", "content/stray/one.yaml"])
        // No file under `content/` in the scan: the folder is listed (and a missing one said).
        var missing = DiagnosticList()
        let none = loader.discover(scratch("nowhere").path, scanned: ["site.yaml"], diagnostics: &missing)
        #expect(none.files.isEmpty && missing.items.map(\.location.file) == ["content"])
    }
}
