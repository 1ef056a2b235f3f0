import Foundation
import Serve
import Testing

/// The watcher reports created, edited, renamed and deleted files, in folders that
/// existed at the start and in folders created later. Every wait is bounded.
struct SiteWatcherTests {
    /// Collects batches until `predicate` holds for the paths seen so far.
    private func waitForPaths(_ watcher: SiteWatcher, until predicate: @escaping @Sendable (Set<String>) -> Bool)
        async throws -> Set<String> {
        try await withTimeout(.seconds(30)) {
            var seen = Set<String>()
            for await batch in watcher.batches {
                seen.formUnion(batch.events.map(\.path))
                if predicate(seen) { return seen }
            }
            return seen
        }
    }

    @Test func reportsEditsCreationsRenamesAndDeletions() async throws {
        let site = try TempSite(["site.yaml": "title: x\n", "content/workouts/a.yaml": "date: 2026-03-02\n"])
        let watcher = try SiteWatcher(siteDirectory: site.path, debounce: .milliseconds(20))
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(50))

        try site.write("content/workouts/a.yaml", "date: 2026-03-03\n")
        try site.write("content/workouts/b.yaml", "date: 2026-03-04\n")
        try site.move("content/workouts/b.yaml", to: "content/workouts/c.yaml")
        try site.write("site.yaml", "title: y\n")
        try site.remove("content/workouts/a.yaml")
        let root = site.path
        let seen = try await waitForPaths(watcher) { seen in
            ["content/workouts/a.yaml", "content/workouts/b.yaml", "content/workouts/c.yaml", "site.yaml"]
                .allSatisfy { seen.contains(root + "/" + $0) }
        }
        #expect(seen.contains(root + "/content/workouts/c.yaml"))
    }

    @Test func watchesFoldersCreatedAfterItStarted() async throws {
        let site = try TempSite(["content/workouts/a.yaml": "date: 2026-03-02\n"])
        let watcher = try SiteWatcher(siteDirectory: site.path, debounce: .milliseconds(20))
        defer { watcher.stop() }
        try await Task.sleep(for: .milliseconds(50))

        try FileManager.default.createDirectory(at: site.url("content/workouts/2027"), withIntermediateDirectories: true)
        // Give the watcher time to add a watch for the new folder, then write inside it.
        _ = try await waitForPaths(watcher) { $0.contains(site.path + "/content/workouts/2027") }
        try site.write("content/workouts/2027/z.yaml", "date: 2027-01-01\n")
        let seen = try await waitForPaths(watcher) { $0.contains(site.path + "/content/workouts/2027/z.yaml") }
        #expect(seen.contains(site.path + "/content/workouts/2027/z.yaml"))
    }

    @Test func stoppingEndsTheBatches() async throws {
        let site = try TempSite(["content/workouts/a.yaml": "date: 2026-03-02\n"])
        let watcher = try SiteWatcher(siteDirectory: site.path)
        watcher.stop()
        watcher.stop()
        let ended = try await withTimeout(.seconds(30)) {
            for await _ in watcher.batches {}
            return true
        }
        #expect(ended)
    }
}
