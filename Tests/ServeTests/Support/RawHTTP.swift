import FlyingSocks
import Foundation

/// A minimal HTTP/1.1 client over a plain socket, for requests an ordinary client
/// would clean up first (`/../etc/passwd`, `%2e%2e`, a backslash): the bytes of the
/// request line are sent exactly as written. Loopback only; every call has a timeout.
///
/// An exchange runs on a thread of its own with a blocking socket. During the whole
/// suite hundreds of tests queue on Swift's shared pool; a client that waited there for
/// its turn between connecting and sending would look to the server like one that
/// stalls, and be answered 408 (the CI run of stop 34 failed so). The timeouts only keep
/// a broken server from hanging the run, so they are long.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    enum Failure: Error { case timedOut, refused(Int32), malformed(String) }

    static func get(_ target: String, port: UInt16, method: String = "GET",
                    timeout: Duration = .seconds(60)) async throws -> Response {
        let request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        return try await exchange(Array(request.utf8), port: port, method: method, timeout: timeout)
    }

    /// Sends `request` as it is and reads the response, on a thread of its own.
    static func exchange(_ request: [UInt8], port: UInt16, method: String = "GET",
                         timeout: Duration = .seconds(60)) async throws -> Response {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try blockingExchange(request, port: port, method: method, timeout: timeout) })
            }.start()
        }
    }

    private static func blockingExchange(_ request: [UInt8], port: UInt16, method: String,
                                         timeout: Duration) throws -> Response {
        let deadline = ContinuousClock.now + timeout
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        let sendFlags = Int32(MSG_NOSIGNAL)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        let sendFlags: Int32 = 0
        #endif
        guard descriptor >= 0 else { throw Failure.refused(errno) }
        defer { close(descriptor) }
        #if !canImport(Glibc)
        // No MSG_NOSIGNAL here: a server that closes first must not end the test with SIGPIPE.
        var noSignal: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var limit = timeval(tv_sec: Int(timeout.components.seconds) + 1, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure.refused(errno) }
        var sent = 0
        while sent < request.count {
            let count = request[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, sendFlags) }
            guard count > 0 else { break }  // The server stopped reading: its answer may still come.
            sent += count
        }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while ContinuousClock.now < deadline {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                bytes += buffer[..<count]
                if let response = try? parse(bytes, method: method) { return response }
            } else if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw Failure.timedOut
            } else {
                break
            }
        }
        guard ContinuousClock.now < deadline else { throw Failure.timedOut }
        return try parse(bytes, method: method)
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
                           timeout: Duration = .seconds(60), afterConnect: @escaping @Sendable () async throws -> Void = {})
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
