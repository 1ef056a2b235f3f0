import Diagnostics

/// The rule every CSV reader follows: each column of the header is read, or is named in the
/// summary as ignored. A column the reader does not read whose name says it holds a weight,
/// reps, a distance, a time or a unit stops the import before anything is written, since its
/// values would otherwise be lost in silence; so does a column the reader reads that the header
/// holds twice, since either could be meant.
extension ExportReading {
    /// Every reader's header check: the app's `required` columns are there (`requireColumns`)
    /// and every column is accounted for (`accountForColumns`). False when the rows are not to
    /// be read.
    mutating func acceptsHeader(of table: CSVTable, required: [String], read: [String],
                                ignoredOnPurpose: Set<String> = [], path: String, app: String, hint: String) -> Bool {
        requireColumns(required, in: table, path: path, app: app, hint: hint)
            && accountForColumns(in: table, read: read, ignoredOnPurpose: ignoredOnPurpose, path: path, app: app)
    }

    /// True, with `ignoredColumns` set, when every column is accounted for; false, with an error
    /// per column at line 1 and every row counted as skipped, when one is not. `read` is every
    /// column name the reader takes its values from in this header; `ignoredOnPurpose`, columns
    /// with a quantity the reader knows and leaves out (named in the summary all the same).
    mutating func accountForColumns(in table: CSVTable, read: [String], ignoredOnPurpose: Set<String> = [],
                                    path: String, app: String) -> Bool {
        var problems = DiagnosticList()
        var ignored: [String] = []
        for (index, name) in table.header.enumerated() {
            let location = SourceLocation(file: path, line: 1, column: index + 1)
            if read.contains(name) {
                if let first = table.header.firstIndex(of: name), first != index {
                    problems.append(.error(
                        at: location, keyPath: name,
                        "expected one column named \"\(name)\", found it in columns \(first + 1) and \(index + 1)",
                        hint: "remove or rename one of them; the import cannot tell which is meant"))
                }
            } else if !ignoredOnPurpose.contains(name), let quantity = ExportColumnName.quantity(of: name) {
                problems.append(.error(
                    at: location, keyPath: name,
                    "expected a column a \(app) export has (\(read.joined(separator: ", "))), found \"\(name)\", "
                        + "which holds \(quantity) that this import does not read; nothing was imported so that no value is lost",
                    hint: "rename the column to the one it stands for, or remove it if its values do not matter"))
            } else if !name.isEmpty || table.rows.contains(where: { !$0.fields[safe: index].isBlank }) {
                ignored.append(name.isEmpty ? "column \(index + 1) (no name)" : name)
            }
        }
        guard problems.isEmpty else {
            diagnostics.append(contentsOf: problems)
            for _ in table.rows { skip(.malformedRow) }
            return false
        }
        ignoredColumns = ignored
        return true
    }
}

/// What a column's name says it holds.
enum ExportColumnName {
    /// `a weight`, `reps`, `a distance`, `a time` or `a unit` when a word of the name says so
    /// (`kg`, `Weight (lbs)`, `distance_km`, `Elapsed Time`, `Seconds`, `Duration`, `Weight Unit`),
    /// else nil. Words are the name's runs of letters, lowercased.
    static func quantity(of name: String) -> String? {
        let words = name.lowercased().split { !$0.isLetter }.map(String.init)
        for word in words {
            if ["unit", "units"].contains(word) { return "a unit" }
        }
        for word in words {
            switch word {
            case "weight", "weights", "kg", "kgs", "kilo", "kilos", "kilograms", "lb", "lbs", "pounds", "load":
                return "a weight"
            case "rep", "reps", "repetitions":
                return "reps"
            case "distance", "km", "kms", "kilometers", "kilometres", "mi", "mile", "miles", "meters", "metres",
                 "yd", "yds", "yards", "ft", "feet":
                return "a distance"
            case "time", "duration", "seconds", "secs", "sec", "minutes", "mins", "min", "hours", "hrs", "pace":
                return "a time"
            default: continue
            }
        }
        return nil
    }
}

private extension Array where Element == String {
    subscript(safe index: Int) -> String? { indices.contains(index) ? self[index] : nil }
}

private extension Optional where Wrapped == String {
    var isBlank: Bool { self?.trimmingSpaces.isEmpty ?? true }
}
