import Diagnostics

/// The row checks Strong's and Hevy's readers share: the header has the app's columns,
/// each row has as many fields as the header, and numbers parse.
extension ExportReading {
    /// False, with one error and every row counted as skipped, when a required column is missing.
    mutating func requireColumns(_ required: [String], in table: CSVTable, path: String,
                                 app: String, hint: String) -> Bool {
        let missing = required.filter { table.index(of: $0) == nil }
        guard !missing.isEmpty else { return true }
        diagnostics.append(.error(
            at: SourceLocation(file: path, line: 1, column: 1),
            "expected a \(app) export with the columns "
                + "\(required.joined(separator: ", ")), found a header without \(missing.joined(separator: ", "))",
            hint: hint))
        for _ in table.rows { skip(.malformedRow) }
        return false
    }

    /// False, with the row rejected, when it does not have one field per header column.
    mutating func acceptsShape(of row: CSVTable.Row, in table: CSVTable, path: String) -> Bool {
        guard row.fields.count != table.header.count else { return true }
        reject(line: row.line, path: path, column: "",
               "expected \(table.header.count) fields as in the header, found \(row.fields.count)")
        return false
    }

    /// The number in `column`: `.some(nil)` when the field is empty, nil (and the row
    /// rejected) when it is not a number.
    mutating func number(_ column: String, of row: CSVTable.Row, in table: CSVTable, path: String,
                         allowDecimalComma: Bool = false) -> ExportNumber?? {
        let text = table.field(column, of: row)
        if text.isEmpty { return .some(nil) }
        guard let value = ExportNumber(text, allowDecimalComma: allowDecimalComma) else {
            reject(line: row.line, path: path, column: column, "expected a number, found \"\(text)\"")
            return nil
        }
        return .some(value)
    }

    /// `number` read as reps: `.some(nil)` when the field is empty, nil (and the row rejected)
    /// when it is not a whole number of at least 0.
    mutating func reps(_ number: ExportNumber?, column: String, of row: CSVTable.Row, in table: CSVTable,
                       path: String) -> Int?? {
        guard let number else { return .some(nil) }
        guard let whole = number.integerValue, whole >= 0 else {
            reject(line: row.line, path: path, column: column,
                   "expected a whole number of reps, found \"\(table.field(column, of: row))\"")
            return nil
        }
        return .some(whole)
    }
}

extension CSVTable {
    /// A row's field by column name, trimmed; empty when the export has no such column.
    func field(_ column: String, of row: Row) -> String {
        index(of: column).map { row.fields[$0].trimmingSpaces } ?? ""
    }
}
