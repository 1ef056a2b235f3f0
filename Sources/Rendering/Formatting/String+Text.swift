extension String {
    /// `what_is` → `what-is`, for class names.
    var replacingUnderscores: String { String(map { $0 == "_" ? "-" : $0 }) }
}
