/// libyaml counts columns in Unicode scalars; diagnostics count characters. Lines made
/// only of ASCII (nearly all) need no conversion.
struct ColumnMap {
    /// Empty when the whole text is ASCII: then every column is already right.
    private let lines: [Substring]

    init(_ text: String) {
        guard !text.isASCII else { lines = []; return }
        lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
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
}
