import Diagnostics

/// The rule every CSV reader follows: each column of the header is read, or is named in the
/// summary as ignored. A column the reader does not read stops the import before anything is
/// written only when its whole name names a quantity the import reads from another column (a
/// second weight column, `Weight (lbs)` beside `Weight`), since either could be meant;
/// so does a column the reader reads that the header holds twice. A word inside a longer name
/// (`Training Load`, `Bar Weight`) stops nothing: such a column is named as ignored.
extension ExportReading {
    /// Every reader's header check: the app's `required` columns are there (`requireColumns`)
    /// and every column is accounted for (`accountForColumns`). False when the rows are not to
    /// be read.
    /// `quantities` names what read columns whose names are not English hold (`Distanse`: a distance).
    mutating func acceptsHeader(of table: CSVTable, required: [String], read: [String],
                                ignoredOnPurpose: Set<String> = [], quantities: [String: String] = [:],
                                path: String, app: String, hint: String) -> Bool {
        requireColumns(required, in: table, path: path, app: app, hint: hint)
            && accountForColumns(in: table, read: read, ignoredOnPurpose: ignoredOnPurpose, quantities: quantities,
                                 path: path, app: app)
    }

    /// True, with `ignoredColumns` set, when every column is accounted for; false, with an error
    /// per column at line 1 and every row counted as skipped, when one is not. `read` is every
    /// column name the reader takes its values from in this header; `ignoredOnPurpose`, columns
    /// with a quantity the reader knows and leaves out (named in the summary all the same).
    mutating func accountForColumns(in table: CSVTable, read: [String], ignoredOnPurpose: Set<String> = [],
                                    quantities: [String: String] = [:], path: String, app: String) -> Bool {
        var problems = DiagnosticList()
        var ignored: [String] = []
        // The quantities the reader reads, each with the first column it reads it from (whether
        // or not this header has that column: `Weight (stone)` where `Weight` is missing would
        // otherwise lose every weight).
        var readQuantities: [String: String] = [:]
        for name in read {
            if let quantity = ExportColumnName.quantity(of: name) ?? quantities[name], readQuantities[quantity] == nil {
                readQuantities[quantity] = name
            }
        }
        for (index, name) in table.header.enumerated() {
            let location = SourceLocation(file: path, line: 1, column: index + 1)
            if read.contains(name) {
                if let first = table.header.firstIndex(of: name), first != index {
                    problems.append(.error(
                        at: location, keyPath: name,
                        "expected one column named \"\(name)\", found it in columns \(first + 1) and \(index + 1)",
                        hint: "remove or rename one of them; the import cannot tell which is meant"))
                }
            } else if !ignoredOnPurpose.contains(name), let quantity = ExportColumnName.namedQuantity(of: name),
                      let other = readQuantities[quantity] {
                problems.append(.error(
                    at: location, keyPath: name,
                    "expected a column a \(app) export has (\(read.joined(separator: ", "))), found \"\(name)\", "
                        + "which names \(quantity), which this import reads from \(other); nothing was imported "
                        + "so that no value is lost",
                    hint: "remove or rename one of the two; the import cannot tell which is meant"))
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
    /// else nil: what a column a reader reads holds. Words are the name's runs of letters, lowercased.
    static func quantity(of name: String) -> String? {
        let words = words(of: name)
        if words.contains(where: { wordQuantity($0) == "a unit" }) { return "a unit" }
        return words.lazy.compactMap(wordQuantity).first
    }

    /// The quantity a name is nothing but the name of: every word is a quantity or a unit
    /// (`Weight`, `Weight (lbs)`, `kg`, `distance_miles`, `Duration (sec)`, `Time`, `Distance (3)`),
    /// else nil (`Training Load`, `Bar Weight`, `Moving Time`: a word besides the quantity makes
    /// it another figure).
    static func namedQuantity(of name: String) -> String? {
        let words = words(of: name)
        guard !words.isEmpty, words.allSatisfy({ wordQuantity($0) != nil }) else { return nil }
        return quantity(of: name)
    }

    private static func words(of name: String) -> [String] {
        name.lowercased().split { !$0.isLetter }.map(String.init)
    }

    private static func wordQuantity(_ word: String) -> String? {
        switch word {
        case "unit", "units":
            return "a unit"
        case "weight", "weights", "kg", "kgs", "kilo", "kilos", "kilograms", "lb", "lbs", "pounds", "stone", "stones", "load":
            return "a weight"
        case "rep", "reps", "repetitions":
            return "reps"
        case "distance", "km", "kms", "kilometers", "kilometres", "mi", "mile", "miles", "meters", "metres",
             "yd", "yds", "yards", "ft", "feet":
            return "a distance"
        case "time", "duration", "seconds", "secs", "sec", "minutes", "mins", "min", "hours", "hrs", "pace":
            return "a time"
        default:
            return nil
        }
    }
}

private extension Array where Element == String {
    subscript(safe index: Int) -> String? { indices.contains(index) ? self[index] : nil }
}

private extension Optional where Wrapped == String {
    var isBlank: Bool { self?.trimmingSpaces.isEmpty ?? true }
}
