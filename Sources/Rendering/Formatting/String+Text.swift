extension String {
    /// Without leading and trailing whitespace and newlines; Foundation-free.
    var trimmingWhitespace: String {
        guard let start = firstIndex(where: { !$0.isWhitespace }),
              let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[start...end])
    }

    /// `what_is` → `what-is`, for class names.
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
