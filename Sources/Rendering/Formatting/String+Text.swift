extension String {
    /// `what_is` → `what-is`, for class names.
    var replacingUnderscores: String {
        // On bytes: `_` is never part of another character's UTF-8 (mapping characters
        // looked each one's boundaries up, for every section of every exercise page).
        guard utf8.contains(UInt8(ascii: "_")) else { return self }
        return String(decoding: utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
    }
}
