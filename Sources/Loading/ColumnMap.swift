/// libyaml counts columns in Unicode scalars; diagnostics count characters. Lines made
/// only of ASCII (nearly all) need no conversion.
///
/// libyaml also ends an unterminated last line itself, so what it finds at the end of the
/// text (an empty value, a missing bracket) is marked on a line after the last one;
/// `place` shows it at the end of the last line instead.
struct ColumnMap {
    /// Empty when the whole text is ASCII: then every column is already right.
    private let lines: [Substring]
    /// The last line (1-based) and the column just after its last character.
    private let end: (line: Int, column: Int)

    /// `followedByLine`: the text is front matter, and the file goes on with the closing
    /// `---` on the next line, which marks may name.
    init(_ text: String, followedByLine: Bool = false) {
        let last = Self.end(of: text)
        end = followedByLine ? (last.line + 1, 1) : last
        guard !text.isASCII else { lines = []; return }
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    /// Where a libyaml mark (1-based line, column in Unicode scalars) is in the text.
    func place(line: Int, scalarColumn: Int) -> (line: Int, column: Int) {
        if line > end.line { return end }
        return (line, column(line: line, scalarColumn: scalarColumn))
    }

    func column(line: Int, scalarColumn: Int) -> Int {
        guard line >= 1, line <= lines.count else { return scalarColumn }
        let text = lines[line - 1]
        guard text.utf8.contains(where: { $0 >= 0x80 }) else { return scalarColumn }
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: scalarColumn - 1, limitedBy: scalars.endIndex) else {
            return scalarColumn
        }
        return String(scalars[scalars.startIndex..<end]).count + 1
    }

    /// Lines end as libyaml ends them: LF, CR LF, a lone CR, NEL, LS or PS.
    private static func end(of text: String) -> (line: Int, column: Int) {
        var line = 1
        var lastLineStart = text.utf8.startIndex
        var previous: UInt8 = 0, beforePrevious: UInt8 = 0
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            let breaks: Bool
            switch byte {
            case 0x0A: breaks = previous != 0x0D
            case 0x0D: breaks = true
            case 0x85: breaks = previous == 0xC2                                       // NEL
            case 0xA8, 0xA9: breaks = previous == 0x80 && beforePrevious == 0xE2      // LS, PS
            default: breaks = false
            }
            if breaks { line += 1 }
            if byte == 0x0A || breaks { lastLineStart = text.utf8.index(after: index) }
            beforePrevious = previous
            previous = byte
        }
        return (line, text[lastLineStart...].count + 1)
    }
}
