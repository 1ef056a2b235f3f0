/// A notation problem, reported without any file context: the loader adds `offset`
/// to the column of the YAML value it came from, so the message points at the exact character.
public struct NotationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 0-based character (grapheme) offset inside the parsed text where the problem starts.
    public var offset: Int
    /// The offending text: the word at `offset`, or "end of text" when the text stopped too early.
    public var found: String
    /// What would have been valid at `offset`.
    public var expected: String

    public init(offset: Int, found: String, expected: String) {
        self.offset = offset
        self.found = found
        self.expected = expected
    }

    /// The text written for this value when the text ended too early.
    public static let endOfText = "end of text"

    /// `expected a weight (e.g. 100, 100kg, bw+20kg), found "8O"`.
    public var description: String {
        let shown = found == NotationError.endOfText ? found : "\"\(found)\""
        return "expected \(expected), found \(shown)"
    }
}
