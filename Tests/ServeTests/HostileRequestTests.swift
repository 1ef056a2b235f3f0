import FlyingSocks
import Foundation
import Serve
import Testing

/// Requests no browser sends, against the preview server on 127.0.0.1: absolute-form
/// targets, oversized headers, many connections at once and clients that stall. Counts
/// and waits are bounded; every case asserts the exact answer and that the server goes
/// on serving the site afterwards.
@Suite(.serialized) struct HostileRequestTests {
    private func start() async throws -> (PreviewServer, UInt16, TempSite) {
        let site = try TempSite(SampleSite.files)
        let server = PreviewServer(options: PreviewServer.Options(sourceDirectory: site.path, host: "127.0.0.1", port: 0,
                                                                  environment: fixedEnvironment))
        let url = try await withTimeout(.seconds(60)) { try await server.start() }
        return (server, UInt16(url.port ?? 0), site)
    }

    private func connect(_ port: UInt16) async throws -> AsyncSocket {
        try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 60)
    }

    @Test func refusesAbsoluteFormTargets() async throws {
        let (server, port, _) = try await start()
        for target in ["http://127.0.0.1/../../etc/passwd", "http://127.0.0.1/index.html", "file:///etc/passwd",
                       "*", "%2e%2e/etc/passwd"] {
            let response = try await RawHTTP.get(target, port: port)
            #expect(response.status == 400, "\(target)")
            #expect(!response.body.contains("root:"), "\(target)")
        }
        #expect(try await RawHTTP.get("/", port: port).status == 200)
        await server.stop()
    }

    /// 8 KiB, the size at which many servers refuse a header. FlyingFox reads headers in
    /// time that grows with the square of their length (docs/serve.md), so larger ones
    /// are not sent here.
    @Test func answersAfterAnOversizedHeader() async throws {
        let (server, port, _) = try await start()
        let big = String(repeating: "a", count: 8 << 10)
        let response = try await withTimeout(.seconds(60)) {
            let socket = try await connect(port)
            defer { try? socket.close() }
            try await socket.write(Data("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: \(big)\r\nConnection: close\r\n\r\n".utf8))
            var bytes: [UInt8] = []
            while true {
                guard let chunk = try? await socket.read(atMost: 65536), !chunk.isEmpty else { break }
                bytes += chunk
                if let response = try? RawHTTP.parse(bytes, method: "GET") { return response }
            }
            return try RawHTTP.parse(bytes, method: "GET")
        }
        #expect(response.status == 200)
        #expect(try await RawHTTP.get("/", port: port).status == 200)
        await server.stop()
    }

    @Test func answersTwoHundredConnectionsAtOnce() async throws {
        let (server, port, _) = try await start()
        let statuses = try await withTimeout(.seconds(60)) {
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<200 {
                    group.addTask { try await RawHTTP.get("/stats.json", port: port, timeout: .seconds(50)).status }
                }
                var statuses: [Int] = []
                for try await status in group { statuses.append(status) }
                return statuses
            }
        }
        #expect(statuses == Array(repeating: 200, count: 200))
        await server.stop()
    }

    @Test func slowClientsDoNotHoldUpOthers() async throws {
        let (server, port, _) = try await start()
        // Fifty clients send half a request line and stall.
        var stalled: [AsyncSocket] = []
        for _ in 0..<50 {
            let socket = try await connect(port)
            try await socket.write(Data("GET /stats.js".utf8))
            stalled.append(socket)
        }
        let started = ContinuousClock.now
        #expect(try await RawHTTP.get("/", port: port, timeout: .seconds(5)).status == 200)
        #expect(ContinuousClock.now - started < .seconds(5))
        // One of them finishes its request, long after it began, and is answered.
        try await stalled[0].write(Data("on HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
        let late = try await withTimeout(.seconds(5)) { [socket = stalled[0]] in
            var bytes: [UInt8] = []
            while true {
                bytes += try await socket.read(atMost: 65536)
                if let response = try? RawHTTP.parse(bytes, method: "GET") { return response }
            }
        }
        #expect(late.status == 200)
        #expect(late.headers["content-type"] == "application/json; charset=utf-8")
        for socket in stalled { try? socket.close() }
        await server.stop()
    }
}
