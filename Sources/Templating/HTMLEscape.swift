/// Table-driven HTML escaping straight into the page's byte buffer: the five characters
/// that can end an attribute or start markup become entities, everything else is copied.
enum HTMLEscape {
    /// Index into `replacements` + 1 for bytes that need escaping, 0 otherwise.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for (index, byte) in [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
                              UInt8(ascii: "'")].enumerated() {
            table[Int(byte)] = UInt8(index + 1)
        }
        return table
    }()

    private static let replacements: [[UInt8]] = ["&amp;", "&lt;", "&gt;", "&quot;", "&#39;"].map { Array($0.utf8) }

    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, to: &output) }
    }

    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        table.withUnsafeBufferPointer { table in
            var start = 0
            for index in bytes.indices {
                let entry = table[Int(bytes[index])]
                guard entry != 0 else { continue }
                if start < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
                output.append(contentsOf: replacements[Int(entry) - 1])
                start = index + 1
            }
            if start < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...])) }
        }
    }
}
