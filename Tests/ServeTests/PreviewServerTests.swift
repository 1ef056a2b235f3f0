import Foundation
import Serve
import Testing

/// The whole preview server on 127.0.0.1 and a free port: it serves the build, refuses
/// traversal over a real socket, rebuilds after an edit, tells open pages, and shows
/// errors while keeping the last good build. Every wait has a timeout.
@Suite(.serialized) struct PreviewServerTests {
    private func start(_ site: TempSite) async throws -> (PreviewServer, UInt16) {
        let server = PreviewServer(options: PreviewServer.Options(sourceDirectory: site.path, host: "127.0.0.1", port: 0,
                                                                  debounce: .milliseconds(20),
                                                                  environment: fixedEnvironment, headTimeout: .seconds(60)))
        let url = try await withTimeout(.seconds(60)) { try await server.start() }
        #expect(url.host == "127.0.0.1")
        return (server, UInt16(url.port ?? 0))
    }

    /// Fetches `path` until `predicate` holds for the body.
    private func poll(_ path: String, port: UInt16, until predicate: @escaping @Sendable (RawHTTP.Response) -> Bool)
        async throws -> RawHTTP.Response {
        try await withTimeout(.seconds(60)) {
            while true {
                let response = try await RawHTTP.get(path, port: port)
                if predicate(response) { return response }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
    }

    @Test func servesRebuildsAfterAnEditAndStops() async throws {
        let site = try TempSite(SampleSite.files)
        let (server, port) = try await start(site)

        let home = try await RawHTTP.get("/", port: port)
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["cache-control"] == "no-store")
        #expect(home.body.contains(LiveReload.marker))

        let before = try await RawHTTP.get("/athletes/ana/workouts/2026-03-04/", port: port)
        #expect(before.status == 200)
        #expect(!before.body.contains("Felt strong today"))

        try site.write("content/workouts/ana/2026-03-04.yaml",
                       SampleSite.workout("ana", "2026-03-04", squat: 82.5, notes: "Felt strong today"))
        let after = try await poll("/athletes/ana/workouts/2026-03-04/", port: port) { $0.body.contains("Felt strong today") }
        #expect(after.status == 200)
        // The edited page is served before the site-wide pages are built: the build may still be finishing.
        let deadline = ContinuousClock.now + .seconds(60)
        while await server.buildCount < 2, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(await server.buildCount == 2)

        await server.stop()
        await server.stop()
        await #expect(throws: (any Error).self) { _ = try await RawHTTP.get("/", port: port, timeout: .seconds(2)) }
    }

    /// Stopping ends the server once the requests being answered are answered, not after
    /// the grace period: with FlyingFox's timeout alone, `spotter serve` took a second or
    /// more to exit after SIGTERM. Here a grace of 30 s would fail the 20 s limit.
    @Test func stopsAsSoonAsNoRequestIsBeingAnswered() async throws {
        let site = try TempSite(SampleSite.files)
        let (server, port) = try await start(site)
        #expect(try await RawHTTP.get("/", port: port).status == 200)
        try await withTimeout(.seconds(20)) { await server.stop(grace: 30) }
        await #expect(throws: (any Error).self) { _ = try await RawHTTP.get("/", port: port, timeout: .seconds(2)) }
    }

    @Test func refusesTraversalOverTheSocket() async throws {
        let site = try TempSite(SampleSite.files)
        try "secret".write(to: site.url("secret.txt"), atomically: true, encoding: .utf8)
        let (server, port) = try await start(site)
        defer { Task { await server.stop() } }

        for target in ["/../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/a/%2F..", "//etc/passwd", "/..\\secret.txt",
                       "/index.html%00.css"] {
            let response = try await RawHTTP.get(target, port: port)
            #expect(response.status == 400, "\(target)")
            #expect(!response.body.contains("root:"), "\(target)")
        }
        // Files of the site folder that are not built pages are not served.
        for target in ["/secret.txt", "/site.yaml", "/content/athletes/ana.yaml", "/Templates/"] {
            #expect(try await RawHTTP.get(target, port: port).status == 404, "\(target)")
        }
        #expect(try await RawHTTP.get("/style.css", port: port).headers["content-type"] == "text/css; charset=utf-8")
        let head = try await RawHTTP.get("/stats.json", port: port, method: "HEAD")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        await server.stop()
    }

    @Test func openPagesHearAboutRebuildsAndErrors() async throws {
        let site = try TempSite(SampleSite.files)
        let (server, port) = try await start(site)

        // A broken edit: the event stream carries the problem, pages keep the last good build with the overlay.
        let broken = try await RawHTTP.readEvents(port: port, until: { $0.contains("bak-squat") }) {
            try site.write("content/workouts/ana/2026-03-02.yaml",
                           "date: 2026-03-02\nathlete: ana\nentries:\n  - exercise: bak-squat\n    sets: [80 x 5]\n")
        }
        #expect(broken.contains("event: reload\ndata: 1\n\n"))
        #expect(broken.contains("event: problems\ndata: content/workouts/ana/2026-03-02.yaml:"))
        let page = try await RawHTTP.get("/athletes/ana/workouts/2026-03-02/", port: port)
        #expect(page.status == 200)
        #expect(page.body.contains("<div id=\"spotter-problems\""))
        #expect(page.body.contains("bak-squat"))

        // Fixed: the problems go and open pages reload to version 2.
        let fixed = try await RawHTTP.readEvents(port: port, until: { $0.contains("event: reload\ndata: 2") }) {
            try site.write("content/workouts/ana/2026-03-02.yaml", SampleSite.workout("ana", "2026-03-02", squat: 90))
        }
        #expect(fixed.contains("event: problems\ndata: \n\n"))
        let healed = try await RawHTTP.get("/athletes/ana/workouts/2026-03-02/", port: port)
        #expect(!healed.body.contains("<div id=\"spotter-problems\""))
        await server.stop()
    }

    @Test func aPortInUseIsReportedNotWaitedFor() async throws {
        let site = try TempSite(SampleSite.files)
        let (first, port) = try await start(site)
        let second = PreviewServer(options: PreviewServer.Options(sourceDirectory: site.path, port: port,
                                                                  environment: fixedEnvironment))
        let started = ContinuousClock.now
        await #expect(throws: PreviewServer.Failure.self) {
            _ = try await withTimeout(.seconds(30)) { try await second.start() }
        }
        #expect(ContinuousClock.now - started < .seconds(9))
        await first.stop()
    }

    @Test func refusesAnAddressThatIsNotOne() async throws {
        let site = try TempSite(SampleSite.files)
        let server = PreviewServer(options: PreviewServer.Options(sourceDirectory: site.path, host: "example.org", port: 0))
        await #expect(throws: PreviewServer.Failure.invalidHost("example.org")) { _ = try await server.start() }
    }
}
