import FlyingFox
import FlyingSocks

/// The body of a live-reload response: the encoded events of one subscriber, handed
/// to FlyingFox chunk by chunk as they are published, so each is written to the socket
/// as soon as it exists (FlyingFox writes every buffer it receives at once).
struct EventStreamBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let messages: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(messages: messages.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var messages: AsyncStream<[UInt8]>.AsyncIterator
        /// What is left of a message longer than the buffer asked for.
        var pending: ArraySlice<UInt8> = []

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            while pending.isEmpty {
                guard let message = await messages.next() else { return nil }
                pending = message[...]
            }
            let taken = pending.prefix(Swift.max(1, count))
            pending = pending.dropFirst(taken.count)
            return taken
        }
    }
}
