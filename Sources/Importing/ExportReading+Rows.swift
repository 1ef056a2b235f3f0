import Diagnostics
import TrainingModel

/// The row checks the CSV readers share: the header has the app's columns,
/// each row has as many fields as the header, numbers parse and units are known.
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

extension ExportReading {
    /// The exercise name in `column`; nil, with the row rejected, when it is empty.
    mutating func exerciseName(_ column: String, of row: CSVTable.Row, in table: CSVTable, path: String) -> String? {
        let name = table.field(column, of: row)
        guard name.isEmpty else { return name }
        reject(line: row.line, path: path, column: column, "expected an exercise name, found nothing")
        return nil
    }

    /// A set's time in `column`, as FitNotes writes it (`0:25:30`, or seconds): `.some(nil)` when
    /// the field is empty or 0, nil (and the row rejected) when it is not a time.
    mutating func setTime(_ column: String, of row: CSVTable.Row, in table: CSVTable, path: String) -> ExportNumber?? {
        let text = table.field(column, of: row)
        if text.isEmpty { return .some(nil) }
        guard let value = StrongReader.parseDuration(text) else {
            reject(line: row.line, path: path, column: column,
                   "expected a time such as 0:25:30 (hours, minutes, seconds), found \"\(text)\"")
            return nil
        }
        return .some(value == 0 ? nil : ExportNumber(String(value)))
    }

    /// A row's weight unit and where it came from: the `Weight Unit` column's when the row names
    /// one (`kgs`, `lbs`), else the weight column's name's (`kg`, `Weight (lbs)`), else `--unit` or
    /// the site's. Nil, with the row rejected, for a unit it does not know.
    mutating func weightUnit(of row: CSVTable.Row, in table: CSVTable, path: String,
                             column: (name: String, unit: MassUnit?), options: ImportOptions) -> (MassUnit, String)? {
        let named = table.field("Weight Unit", of: row)
        if !named.isEmpty {
            guard let unit = StrongReader.massUnit(named) else {
                reject(line: row.line, path: path, column: "Weight Unit", "expected kg, kgs or lbs, found \"\(named)\"")
                return nil
            }
            return (unit, "the export's Weight Unit column")
        }
        if let unit = column.unit { return (unit, "the export's \(column.name) column") }
        return (options.unit, options.unitOrigin.phrase(for: options.unit))
    }

    /// A row's distance unit: the `Distance Unit` column's when the row names one (`km`, `mi`,
    /// `m`), else `otherwise`. Nil, with the row rejected, for a unit it does not know beside a
    /// distance; beside no distance (empty or 0) the unit says nothing and is not checked, since
    /// FitNotes (Android) writes `0.0,kg` for a timed set that has none.
    mutating func distanceUnit(of row: CSVTable.Row, in table: CSVTable, path: String, distance: ExportNumber?,
                               otherwise: DistanceUnit) -> DistanceUnit? {
        let named = table.field("Distance Unit", of: row)
        guard !named.isEmpty else { return otherwise }
        guard let unit = StrongReader.distanceUnit(named) else {
            if distance?.isZero ?? true { return otherwise }
            reject(line: row.line, path: path, column: "Distance Unit", "expected km, mi or m, found \"\(named)\"")
            return nil
        }
        return unit
    }
}

extension CSVTable {
    /// A row's field by column name, trimmed; empty when the export has no such column.
    func field(_ column: String, of row: Row) -> String {
        index(of: column).map { row.fields[$0].trimmingSpaces } ?? ""
    }
}
