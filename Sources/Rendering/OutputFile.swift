/// One file of the rendered site, for the build stage to write.
public struct OutputFile: Hashable, Sendable {
    /// Output-relative and `/`-separated, e.g. `exercises/back-squat/index.html`.
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
