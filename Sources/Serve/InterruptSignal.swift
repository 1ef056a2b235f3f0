import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C (SIGINT) or SIGTERM, awaited, so that `spotter serve` stops its server and
/// watcher cleanly instead of being killed mid-response.
public enum InterruptSignal {
    /// Returns when the process receives SIGINT or SIGTERM. While it waits, those signals no
    /// longer end the process by themselves.
    public static func wait() async {
        let (stream, continuation) = AsyncStream<Int32>.makeStream()
        let queue = DispatchQueue(label: "spotter.signals")
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        for await _ in stream { break }
        for source in sources { source.cancel() }
        continuation.finish()
    }
}
