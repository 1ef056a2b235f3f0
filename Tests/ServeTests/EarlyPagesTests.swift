import Build
import Foundation
@testable import Serve
import Testing

/// The edited page is served before the site-wide pages are rebuilt, and nothing is
/// ever answered from a mix of two builds.
struct EarlyPagesTests {
    /// Receives the early files of a build.
    actor Inbox {
        var received: [[String: [UInt8]]] = []
        func add(_ files: [String: [UInt8]]) { received.append(files) }
    }

    @Test func theEditedWorkoutPageIsFinalBeforeTheSiteWidePages() async throws {
        let site = try TempSite(SampleSite.files)
        var session = SiteSession(sourceDirectory: site.path, environment: fixedEnvironment)
        _ = await session.rebuild(.everything)
        try site.write("content/workouts/ana/2026-03-04.yaml",
                       SampleSite.workout("ana", "2026-03-04", squat: 100, notes: "Early bird"))
        let inbox = Inbox()
        let outcome = await session.rebuild(SiteChanges(content: ["content/workouts/ana/2026-03-04.yaml"]),
                                            early: { await inbox.add($0) })
        let early = try #require(await inbox.received.first)
        #expect(await inbox.received.count == 1)
        #expect(String(decoding: early["athletes/ana/workouts/2026-03-04/index.html"] ?? [], as: UTF8.self).contains("Early bird"))
        // Site-wide pages and generated files are not in the early part…
        #expect(early["index.html"] == nil)
        #expect(early["workouts/index.html"] == nil)
        #expect(early["stats.json"] == nil)
        // …and every early file is exactly what the finished build has.
        #expect(outcome.succeeded)
        for (path, bytes) in early { #expect(session.files[path] == bytes, "\(path)") }
    }

    @Test func requestsForFilesNotYetFinalWaitForTheWholeBuild() async throws {
        let store = SiteStore()
        await store.publish(files: ["index.html": Array("old home".utf8), "workouts/a/index.html": Array("old a".utf8)],
                            changed: true)
        await store.publishEarly(files: ["workouts/a/index.html": Array("new a".utf8)])

        let early = await store.current(for: "workouts/a/index.html")
        #expect(early.snapshot.version == 2)
        #expect(early.snapshot.files["workouts/a/index.html"] == Array("new a".utf8))

        let home = Task { await store.current(for: "index.html") }
        try await Task.sleep(for: .milliseconds(50))
        await store.publish(files: ["index.html": Array("new home".utf8), "workouts/a/index.html": Array("new a".utf8)],
                            changed: true)
        let answered = try await withTimeout(.seconds(30)) { await home.value }
        #expect(answered.snapshot.version == 2)
        #expect(answered.snapshot.files["index.html"] == Array("new home".utf8))
    }

    @Test func aFailedBuildAfterAnEarlyPublishGoesBackToTheLastGoodOne() async throws {
        let store = SiteStore()
        await store.publish(files: ["index.html": Array("good".utf8)], changed: true)
        await store.publishEarly(files: ["workouts/a/index.html": Array("partial".utf8)])
        let waiting = Task { await store.current(for: "index.html") }
        try await Task.sleep(for: .milliseconds(50))
        await store.publish(problems: ["error: the theme failed"])
        let answered = try await withTimeout(.seconds(30)) { await waiting.value }
        #expect(answered.snapshot.version == 1)
        #expect(answered.snapshot.files["index.html"] == Array("good".utf8))
        #expect(answered.problems == ["error: the theme failed"])
    }
}
