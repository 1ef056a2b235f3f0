/// Byte questions asked of whole files, answered on the string's contiguous UTF-8
/// (the generic `utf8.contains` walks the view a byte at a time through its iterator).
extension String {
    /// Whether any byte of the UTF-8 text satisfies `test`.
    func containsUTF8Byte(where test: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: test) }) { return found }
        return utf8.contains(where: test)
    }

    var isASCII: Bool { !containsUTF8Byte { $0 >= 0x80 } }
}
