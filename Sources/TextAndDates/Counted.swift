extension Int {
    /// The number with an English noun, plural unless it is one: `1 session`,
    /// `2 sessions`, `0 errors`. For the command line's own messages (stage lines,
    /// summaries), not for page text, which goes through each language's strings.
    @inlinable
    public func counted(_ word: String) -> String { "\(self) \(word)\(self == 1 ? "" : "s")" }
}
