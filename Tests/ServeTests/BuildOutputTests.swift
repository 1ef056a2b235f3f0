import Build
import Foundation
import Serve
import Testing

/// The live-reload script belongs to the preview only: `spotter build` never writes it.
struct BuildOutputTests {
    @Test func builtFilesNeverContainTheReloadScript() async throws {
        let site = try TempSite(SampleSite.files)
        let output = site.url("public")
        let outcome = await SiteBuilder(sourceDirectory: site.path, outputDirectory: output.path,
                                        environment: fixedEnvironment).build()
        #expect(outcome.succeeded)
        let files = FileManager.default.enumerator(atPath: output.path)?.allObjects as? [String] ?? []
        let pages = files.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 10)
        for file in files {
            let text = String(decoding: (try? Data(contentsOf: output.appendingPathComponent(file))) ?? Data(), as: UTF8.self)
            #expect(!text.contains(LiveReload.marker), "\(file)")
            #expect(!text.contains(LiveReload.eventsPath), "\(file)")
        }
    }

    @Test func thePreviewSnapshotIsTheBuildPlusTheScriptOnlyInResponses() async throws {
        let site = try TempSite(SampleSite.files)
        var session = SiteSession(sourceDirectory: site.path, environment: fixedEnvironment)
        _ = await session.rebuild(.everything)
        for (path, bytes) in session.files {
            #expect(!String(decoding: bytes, as: UTF8.self).contains(LiveReload.marker), "\(path)")
        }
        let snapshot = SiteSnapshot(files: session.files, version: 1)
        let served = SiteResponse.answer(method: "GET", path: "/", snapshot: snapshot, problems: [])
        #expect(served.text.contains(LiveReload.marker))
    }
}
