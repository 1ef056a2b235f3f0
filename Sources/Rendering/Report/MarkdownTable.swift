/// A GitHub-flavoured Markdown table. Every cell is plain text and escaped here, in one
/// place, so a name with a `|` can never break a row.
struct MarkdownTable: Sendable {
    enum Alignment: Sendable {
        case leading, trailing
    }

    struct Column: Sendable {
        var title: String
        var alignment: Alignment

        static func text(_ title: String) -> Column { Column(title: title, alignment: .leading) }
        /// Numbers line up on the right, as in a spreadsheet.
        static func number(_ title: String) -> Column { Column(title: title, alignment: .trailing) }
    }

    var columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [Column]) {
        self.columns = columns
    }

    /// Missing cells print empty; extra cells are a programming error and are dropped.
    mutating func append(_ cells: [String]) {
        rows.append(cells)
    }

    /// `| A | B |`, `| --- | ---: |`, then one line per row, each ending in a newline.
    var markdown: String {
        var lines = [line(columns.map(\.title))]
        lines.append("|" + columns.map { $0.alignment == .trailing ? " ---: |" : " --- |" }.joined())
        for row in rows {
            lines.append(line((0..<columns.count).map { $0 < row.count ? row[$0] : "" }))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func line(_ cells: [String]) -> String {
        "|" + cells.map { cell in
            let text = MarkdownText.escape(cell)
            return text.isEmpty ? " |" : " \(text) |"
        }.joined()
    }
}
