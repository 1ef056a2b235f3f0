/// A parsed YAML or JSON value with the place it was written, so every later problem
/// can point at its line and column: positioned in the file (front-matter lines already
/// shifted, columns in characters), every scalar kept as the text written.
struct ContentNode: Sendable {
    enum ScalarStyle: Sendable {
        case plain
        /// Single- or double-quoted: the text starts one column after the node.
        case quoted
        /// Literal or folded block: the text starts on a later line.
        case block
    }

    enum Value: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([ContentNode])
        case mapping([ContentEntry])
    }

    var value: Value
    /// 1-based line in the file.
    var line: Int
    /// 1-based column in the file, counted in characters.
    var column: Int

    /// True for YAML's null: an empty plain value, `~` or `null`.
    var isNull: Bool {
        if case .scalar(let text, .plain) = value { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    var scalarText: String? {
        if case .scalar(let text, _) = value { return text }
        return nil
    }

    /// What a diagnostic says was found instead of the expected value.
    var found: ContentProblem.Found {
        switch value {
        case .scalar(let text, _): return isNull ? .nothing : .text(text)
        case .sequence: return .list
        case .mapping: return .mapping
        }
    }
}

/// One `key: value` pair of a mapping, with where the key was written.
struct ContentEntry: Sendable {
    var key: String
    var keyLine: Int
    var keyColumn: Int
    var value: ContentNode
}
