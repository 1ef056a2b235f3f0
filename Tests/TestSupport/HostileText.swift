/// Content written to hurt, shared by the loader's and the command line's tests.
public enum HostileText {
    /// An exercise file of eight levels of nine aliases each: 9⁸ (43 million) values once
    /// expanded. Its first alias of level 7 (line 8, column 10) takes it past a million.
    public static let aliasBomb = (["name: Bomb", "x0: &a0 [x, x, x, x, x, x, x, x, x]"]
        + (1...8).map { level in
            "x\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]"
        }).joined(separator: "\n") + "\n"
}
