import Foundation
import Loading
import Rendering
import Testing
@testable import Build
import TestSupport

/// A site's `Templates/` is read through the same file reader as its content, by the paths
/// relative to `Templates/`: a partial in `partials/` overrides the built-in one, and a file
/// where the theme reads nothing stops the build with its path instead of being used.
@Suite struct ThemeFolderTests {
    /// The site in memory, under `/site` (the builder joins absolute paths).
    static func render(_ files: SiteFiles) async -> (outcome: SiteBuilder.Outcome, files: [OutputFileText]) {
        let stored = Dictionary(uniqueKeysWithValues: files.files.map { ("/site/" + $0.key, $0.value) })
        let builder = SiteBuilder(sourceDirectory: "/site", fileSystem: .inMemory(stored),
                                  environment: ["SOURCE_DATE_EPOCH": "1773000000"])
        let (outcome, written) = await builder.render()
        return (outcome, written.map { OutputFileText(path: $0.path, text: String(decoding: $0.bytes, as: UTF8.self)) })
    }

    struct OutputFileText { var path: String; var text: String }

    @Test func aSitesPartialsCardOverridesTheBuiltInCard() async throws {
        let (outcome, files) = await Self.render(SiteFiles.minimal
            .adding("Templates/partials/card.mustache", "<li class=\"mine\">{{name}}</li>\n")
            .adding("Templates/.DS_Store", "x").adding("Templates/partials/card.mustache~", "old"))
        #expect(outcome.succeeded, "\(outcome.failure ?? "")")
        let index = try #require(files.first { $0.path == "exercises/index.html" }?.text)
        #expect(index.contains("<li class=\"mine\">Back Squat</li>"))
        #expect(!index.contains("<li class=\"card\">"))
        #expect(!files.contains { $0.path.hasSuffix("~") || $0.path.hasSuffix("DS_Store") })
    }

    @Test func aStylesheetInAnotherFolderIsRefusedNotUsed() async throws {
        let (outcome, files) = await Self.render(SiteFiles.minimal
            .adding("Templates/other/style.css", "body { color: red; }\n")
            .adding("Templates/page.mustache", "flat"))
        #expect(files.isEmpty)
        #expect(outcome.failure == """
            Templates/other/style.css: error: not a place the theme reads; expected Templates/static/style.css
            Templates/page.mustache: error: not a place the theme reads; expected Templates/pages/page.mustache
            """)
    }
}
