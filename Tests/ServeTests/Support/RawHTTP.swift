import FlyingSocks
import Foundation

/// A minimal HTTP/1.1 client over a plain socket, for requests an ordinary client
/// would clean up first (`/../etc/passwd`, `%2e%2e`, a backslash): the bytes of the
/// request line are sent exactly as written. Loopback only; every call has a timeout.
///
/// The timeouts only keep a broken server from hanging the run: they are long, because
/// during the whole suite hundreds of tests queue on the shared pool, a request with
/// them, while the server's builds go on on threads of their own.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    enum Failure: Error { case timedOut, malformed(String) }

    static func get(_ target: String, port: UInt16, method: String = "GET",
                    timeout: Duration = .seconds(60)) async throws -> Response {
        try await withTimeout(timeout) {
            let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 60)
            defer { try? socket.close() }
            let request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            try await socket.write(Data(request.utf8))
            var bytes: [UInt8] = []
            while true {
                guard let chunk = try? await socket.read(atMost: 65536), !chunk.isEmpty else { break }
                bytes += chunk
                if let response = try? parse(bytes, method: method) { return response }
            }
            return try parse(bytes, method: method)
        }
    }

    /// A response once it is complete (by Content-Length), or throws while it is not.
    static func parse(_ bytes: [UInt8], method: String) throws -> Response {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { throw Failure.malformed("no end of headers") }
        let lines = text[..<end.lowerBound].components(separatedBy: "\r\n")
        guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
              let status = Int(statusLine.split(separator: " ")[1]) else { throw Failure.malformed(text) }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let headerBytes = text[..<end.upperBound].utf8.count
        let body = Array(bytes[headerBytes...])
        let length = method == "HEAD" ? 0 : Int(headers["content-length"] ?? "") ?? 0
        guard body.count >= length else { throw Failure.malformed("short body") }
        return Response(status: status, headers: headers, body: String(decoding: body.prefix(length), as: UTF8.self))
    }

    /// Opens the live-reload stream and returns its text once `predicate` holds for it.
    static func readEvents(port: UInt16, until predicate: @escaping @Sendable (String) -> Bool,
                           timeout: Duration = .seconds(10), afterConnect: @escaping @Sendable () async throws -> Void = {})
        async throws -> String {
        try await withTimeout(timeout) {
            let socket = try await AsyncSocket.connected(to: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: 60)
            defer { try? socket.close() }
            try await socket.write(Data("GET /__spotter/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8))
            var text = ""
            var connected = false
            while true {
                let chunk = try await socket.read(atMost: 65536)
                text += String(decoding: chunk, as: UTF8.self)
                if !connected, text.contains("event: reload") {
                    connected = true
                    try await afterConnect()
                }
                if predicate(text) { return text }
            }
        }
    }
}

/// Runs `body`, failing with `RawHTTP.Failure.timedOut` if it takes longer than `limit`.
func withTimeout<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await body() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw RawHTTP.Failure.timedOut
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw RawHTTP.Failure.timedOut }
        return first
    }
}
