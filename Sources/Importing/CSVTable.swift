import CSV
import Diagnostics

/// A CSV export read with CSV.swift: the header and every data row with the line it starts on,
/// so that diagnostics can point into the export even when quoted notes span several lines.
struct CSVTable {
    struct Row {
        /// 1-based line of the export where the row starts.
        var line: Int
        var fields: [String]
    }

    var header: [String]
    var rows: [Row]
    var delimiter: Character

    /// The index of each column, by the header text as written.
    func index(of column: String) -> Int? { header.firstIndex(of: column) }

    /// Reads `bytes` as UTF-8 (a byte-order mark is dropped). The delimiter is the one of
    /// `candidates` that appears most in the header line, outside quotes: Strong writes `,` or `;`
    /// depending on the phone's locale. Returns nil when there is no header line.
    static func read(_ bytes: [UInt8], candidates: [Character] = [","]) throws -> CSVTable? {
        var text = String(decoding: bytes, as: UTF8.self)
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let delimiter = detectDelimiter(in: text, candidates: candidates)
        guard let delimiterScalar = delimiter.unicodeScalars.first else { return nil }
        let reader = try CSVReader(string: text, hasHeaderRow: false, delimiter: delimiterScalar)
        var line = 1
        var header: [String]?
        var rows: [Row] = []
        while let fields = reader.next() {
            let start = line
            // Line breaks can only occur inside quoted fields; a CRLF counts once.
            line += 1 + fields.reduce(0) { $0 + lineBreaks(in: $1) }
            if header == nil {
                header = fields.map { $0.trimmingSpaces }
                continue
            }
            if fields.count == 1, fields[0].trimmingSpaces.isEmpty { continue }  // blank line
            rows.append(Row(line: start, fields: fields))
        }
        if let error = reader.error { throw error }
        guard let header else { return nil }
        return CSVTable(header: header, rows: rows, delimiter: delimiter)
    }

    private static func lineBreaks(in field: String) -> Int {
        var count = 0
        var previousWasCR = false
        for scalar in field.unicodeScalars {
            if scalar == "\n" {
                if !previousWasCR { count += 1 }
                previousWasCR = false
            } else if scalar == "\r" {
                count += 1
                previousWasCR = true
            } else {
                previousWasCR = false
            }
        }
        return count
    }

    /// Counts each candidate in the first line (outside quotes); the first candidate wins ties.
    private static func detectDelimiter(in text: String, candidates: [Character]) -> Character {
        var counts: [Int] = Array(repeating: 0, count: candidates.count)
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle(); continue }
            if !quoted, c == "\n" || c == "\r\n" || c == "\r" { break }
            if !quoted, let index = candidates.firstIndex(of: c) { counts[index] += 1 }
        }
        var best = 0
        for index in counts.indices where counts[index] > counts[best] { best = index }
        return candidates.isEmpty ? "," : candidates[best]
    }
}
