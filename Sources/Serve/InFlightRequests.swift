import FlyingFox

/// The requests the preview server is answering, so that `PreviewServer.stop()` ends the
/// server as soon as the last one is answered. FlyingFox's `stop(timeout:)` alone always
/// waited its whole timeout on Linux: closing the listening socket does not wake the
/// epoll wait its accept loop is parked in, so its task ends only when cancelled, and
/// `spotter serve` took a second or more to exit after Ctrl-C or SIGTERM.
actor InFlightRequests {
    private var count = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func begin() { count += 1 }

    func end() {
        count -= 1
        guard count == 0 else { return }
        for continuation in waiting { continuation.resume() }
        waiting.removeAll()
    }

    /// Returns once no request is being answered.
    func drained() async {
        guard count > 0 else { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}

/// A handler that counts the requests `inner` is answering in `inFlight`. An event
/// stream counts only until its response starts: its body ends when the stream does.
struct CountingHandler<Inner: HTTPHandler>: HTTPHandler {
    let inner: Inner
    let inFlight: InFlightRequests

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        await inFlight.begin()
        do {
            let response = try await inner.handleRequest(request)
            await inFlight.end()
            return response
        } catch {
            await inFlight.end()
            throw error
        }
    }
}
