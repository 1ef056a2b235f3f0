/// One message of the live-reload stream, in the `text/event-stream` format
/// (WHATWG HTML §9.2): an event name and its data, a `data:` line per line of text.
public struct ServerSentEvent: Equatable, Sendable {
    public var name: String
    public var data: String

    public init(name: String, data: String) {
        self.name = name
        self.data = data
    }

    /// A build is served: pages from another version reload.
    public static func reload(version: Int) -> ServerSentEvent { ServerSentEvent(name: "reload", data: String(version)) }

    /// The content's current problems, one per line; empty when there are none.
    public static func problems(_ lines: [String]) -> ServerSentEvent {
        ServerSentEvent(name: "problems", data: lines.joined(separator: "\n"))
    }

    /// The bytes on the wire. Line breaks inside the data become separate `data:` lines,
    /// which the browser joins again with `\n`; a carriage return would end a line too, so
    /// it is written as a line break.
    public var encoded: [UInt8] {
        var text = "event: \(name)\n"
        let lines = data.replacingCarriageReturns().split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines { text += "data: \(line)\n" }
        text += "\n"
        return Array(text.utf8)
    }

    /// A comment line: ignored by the browser, it shows whether the connection is still open.
    static let heartbeat: [UInt8] = Array(": ping\n\n".utf8)
}

private extension String {
    func replacingCarriageReturns() -> String {
        String(map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }
}
