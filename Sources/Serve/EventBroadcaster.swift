import Foundation

/// Hands live-reload events to every open page. Each subscriber has its own stream;
/// a page that goes away ends its stream and is forgotten. Owned by one preview server:
/// there is no shared, global list of clients.
actor EventBroadcaster {
    private var subscribers: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    private var isFinished = false

    /// A new stream that starts with `initial`, then gets every later event.
    func subscribe(initial: [ServerSentEvent]) -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(64))
        guard !isFinished else {
            continuation.finish()
            return stream
        }
        for event in initial { continuation.yield(event.encoded) }
        let id = UUID()
        subscribers[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.remove(id) }
        }
        return stream
    }

    var count: Int { subscribers.count }

    func publish(_ event: ServerSentEvent) { send(event.encoded) }

    /// A comment every subscriber ignores: writing it shows which connections closed.
    func heartbeat() { send(ServerSentEvent.heartbeat) }

    /// Ends every stream, so the server can stop without waiting for open pages.
    func finish() {
        isFinished = true
        let open = subscribers.values
        subscribers.removeAll()
        for continuation in open { continuation.finish() }
    }

    private func send(_ bytes: [UInt8]) {
        for continuation in subscribers.values { continuation.yield(bytes) }
    }

    private func remove(_ id: UUID) { subscribers[id] = nil }
}
