import FlyingSocks
import Foundation

/// Stands in front of FlyingFox on the address the user asked for. FlyingFox reads a
/// request's head byte by byte in time that grows with the square of a line's length and
/// has no bound or timeout of its own, so four 100 KB request lines kept both cores busy
/// for half a minute. The guard reads each connection's head itself, in chunks, with
/// bounds and a deadline, and answers at once when one is broken: `414` for a request
/// line over `maxRequestLine`, `431` for a head over `maxHead`, `408` for a head not
/// complete within `headTimeout` (the server's option, 10 s). A head within bounds is
/// passed to FlyingFox (listening on a loopback port of its own) with `Connection:
/// close`, so each connection carries one request and every request goes through the
/// guard; the answer is copied back as it comes (event streams included). Each
/// connection has a task of its own: no client holds up another.
struct RequestGuard: Sendable {
    static let maxRequestLine = 8 << 10
    static let maxHead = 16 << 10

    /// What reading a head came to.
    enum Head: Equatable {
        case complete([UInt8])
        case refused(status: Int, reason: String)
    }

    let listener: AsyncSocket
    let pool: any AsyncSocketPool
    let upstream: sockaddr_in
    let headTimeout: Duration
    /// How long reaching FlyingFox may take, in seconds (`PreviewServer.Options.answerTimeout`).
    let connectTimeout: TimeInterval

    init(listener: AsyncSocket, pool: any AsyncSocketPool, upstream: sockaddr_in, headTimeout: Duration,
         connectTimeout: TimeInterval) {
        self.listener = listener
        self.pool = pool
        self.upstream = upstream
        self.headTimeout = headTimeout
        self.connectTimeout = connectTimeout
    }

    /// Runs the pool and accepts connections until the task is cancelled.
    func run() async throws {
        try await pool.prepare()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await client in listener.sockets {
                        connections.addTask { await serve(client) }
                    }
                }
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    private func serve(_ client: AsyncSocket) async {
        defer { try? client.close() }
        // No socket read is ever cancelled (FlyingSocks' pool can then mistake a new socket
        // that reuses the number for the old one): a deadline shuts the reading side down
        // instead, and the read ends as at the end of input.
        let started = ContinuousClock.now
        let timer = Self.shutDown(client, SHUT_RD, after: headTimeout)
        let head = try? await Self.readHead(client)
        timer.cancel()
        switch head ?? (ContinuousClock.now - started >= headTimeout ? .refused(status: 408, reason: "Request Timeout") : nil) {
        case nil:
            return  // The client went away.
        case .refused(let status, let reason):
            let answer = "HTTP/1.1 \(status) \(reason)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            try? await client.write(Data(answer.utf8))
            // End the answer, then read and drop what the client is still sending for a
            // moment: closing with unread bytes would reset the connection and could lose
            // the answer before the client reads it.
            _ = shutdown(client.socket.file.rawValue, Int32(SHUT_WR))
            let linger = Self.shutDown(client, SHUT_RD, after: .seconds(1))
            while let chunk = try? await client.read(atMost: 65536), !chunk.isEmpty {}
            linger.cancel()
        case .complete(let bytes):
            // A generous bound (a minute unless the server is told otherwise): FlyingFox's
            // listener is on this machine, but while a build keeps Swift's threads busy the
            // pool that completes the connect may wait its turn.
            guard let server = try? await AsyncSocket.connected(to: upstream, pool: pool, timeout: connectTimeout) else { return }
            defer { try? server.close() }
            try? await server.write(Data(Self.closingAfterOneRequest(bytes)))
            // The answer back until FlyingFox closes; anything more the client sends (a body)
            // on. When either side ends, both sockets are shut down, which ends the other copy.
            await withTaskGroup(of: Void.self) { group in
                for (source, destination) in [(server, client), (client, server)] {
                    group.addTask {
                        await Self.copy(from: source, to: destination)
                        for socket in [client, server] { _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_RDWR)) }
                    }
                }
            }
        }
    }

    /// A task that shuts `socket` down (`how`: `SHUT_RD`…) after `delay`, unless cancelled first.
    private static func shutDown(_ socket: AsyncSocket, _ how: Int, after delay: Duration) -> Task<Void, Never> {
        Task {
            guard (try? await Task.sleep(for: delay)) != nil else { return }
            _ = shutdown(socket.socket.file.rawValue, Int32(how))
        }
    }

    /// Reads up to the blank line that ends the head, in chunks; refuses as soon as a
    /// bound is passed. Bytes after the head (a body) are kept with it.
    static func readHead(_ client: AsyncSocket) async throws -> Head {
        var bytes: [UInt8] = []
        while true {
            let chunk = try await client.read(atMost: 4096)
            guard !chunk.isEmpty else { throw SocketError.disconnected }
            bytes += chunk
            if let verdict = check(bytes) { return verdict }
        }
    }

    /// The verdict on the bytes read so far, or nil while more are needed.
    static func check(_ bytes: [UInt8]) -> Head? {
        let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n"))
        if (lineEnd ?? bytes.count) > maxRequestLine { return .refused(status: 414, reason: "URI Too Long") }
        if let end = headEnd(bytes) {
            return end > maxHead ? .refused(status: 431, reason: "Request Header Fields Too Large") : .complete(bytes)
        }
        return bytes.count > maxHead ? .refused(status: 431, reason: "Request Header Fields Too Large") : nil
    }

    /// The index just past the blank line (`\r\n\r\n` or `\n\n`) that ends the head.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        var index = 0, newlines = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                newlines += 1
                if newlines == 2 { return index + 1 }
            case UInt8(ascii: "\r"): break
            default: newlines = 0
            }
            index += 1
        }
        return nil
    }

    /// The head with `Connection: close` added as its last header (FlyingFox keeps the
    /// last of repeated headers), so FlyingFox closes after answering it.
    static func closingAfterOneRequest(_ bytes: [UInt8]) -> [UInt8] {
        guard let end = headEnd(bytes) else { return bytes }
        var blank = end - 1
        if blank > 0, bytes[blank - 1] == UInt8(ascii: "\r") { blank -= 1 }
        return Array(bytes[..<blank]) + Array("Connection: close\r\n".utf8) + Array(bytes[blank...])
    }

    private static func copy(from source: AsyncSocket, to destination: AsyncSocket) async {
        while true {
            guard let chunk = try? await source.read(atMost: 65536), !chunk.isEmpty,
                  (try? await destination.write(Data(chunk))) != nil else { return }
        }
    }
}
