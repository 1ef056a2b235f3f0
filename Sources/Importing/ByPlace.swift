import Diagnostics

/// What reading an export by its columns' places gave (`StrongByPlace`, `GarminByPlace`,
/// `StravaByPlace`): the header is not one read by place; the header is one but the file does
/// not prove the layout (an error at each row that does not fit, at its line and column, and how
/// many rows do); or the reading, whose `refused` rows are refused at their lines while the
/// others are read.
enum ByPlace<Reading> {
    case notApplicable
    case misfit(DiagnosticList, fitting: Int)
    case read(Reading)
}

extension ByPlace {
    /// For a file whose header fits the layout but which does not prove it, how many rows fit.
    var fitting: Int? { if case .misfit(_, let fitting) = self { return fitting } else { return nil } }
}

/// The rows of a file read by place that do not fit its layout: an error at each, by line.
struct RefusedRows: Sendable {
    var diagnostics = DiagnosticList()
    var lines: Set<Int> = []
}

/// The misfits found while checking a file against a layout read by place, and the rule that
/// decides whether the file proves the layout (docs/imports.md, "Reading by place"): its
/// header does (each reader checks its own), no header-wide problem was found, and at least one
/// data row fits and at least half of them do. Then the rows that fit are read and each other is
/// refused at its line; else nothing is read by place and every misfit is an error.
struct PlaceFit {
    private struct Misfit {
        var line: Int, column: Int, keyPath: String, message: String
    }

    let path: String
    private var rows: [Misfit] = []
    private var file: [Misfit] = []

    init(path: String) { self.path = path }

    /// The row at `line` does not fit: its first cell that does not, at `column` (1-based).
    mutating func row(_ line: Int, column: Int, keyPath: String = "", _ message: String) {
        guard !rows.contains(where: { $0.line == line }) else { return }
        rows.append(Misfit(line: line, column: column, keyPath: keyPath, message: message))
    }

    /// A problem of the whole file (a column whose unit is not known), found at a row: the file
    /// is not read by place, however many rows fit.
    mutating func wholeFile(_ line: Int, column: Int, keyPath: String = "", _ message: String) {
        file.append(Misfit(line: line, column: column, keyPath: keyPath, message: message))
    }

    func fits(_ line: Int) -> Bool { !rows.contains { $0.line == line } }

    /// At least one row of `total` fits, and at least half do.
    static func proves(fitting: Int, of total: Int) -> Bool { fitting > 0 && fitting * 2 >= total }

    /// The outcome for a file of `total` data rows: `make` builds the reading from the rows
    /// refused, when the file proves the layout.
    func outcome<Reading>(rows total: Int, _ make: (RefusedRows) -> Reading) -> ByPlace<Reading> {
        let fitting = total - rows.count
        func error(_ misfit: Misfit, _ tail: String) -> Diagnostic {
            .error(at: SourceLocation(file: path, line: misfit.line, column: misfit.column), keyPath: misfit.keyPath,
                   misfit.message + tail)
        }
        guard file.isEmpty, Self.proves(fitting: fitting, of: total) else {
            var problems = DiagnosticList()
            let tail = file.isEmpty
                ? "; nothing was read by place: \(fitting) of \(total) rows fit the layout, and at least half must"
                : "; nothing was read by place"
            for misfit in (file + rows).sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
                problems.append(error(misfit, tail))
            }
            return .misfit(problems, fitting: fitting)
        }
        var refused = RefusedRows()
        for misfit in rows.sorted(by: { $0.line < $1.line }) {
            refused.diagnostics.append(error(misfit, "; the row is not imported (\(fitting) of \(total) rows fit the "
                + "layout, so the others are read by place)"))
            refused.lines.insert(misfit.line)
        }
        return .read(make(refused))
    }
}

extension ExportReading {
    /// Refuses each row of `refused` at its line (an error, a malformed row) and returns the
    /// table of the other rows.
    mutating func refuse(_ refused: RefusedRows, in table: CSVTable) -> CSVTable {
        diagnostics.append(contentsOf: refused.diagnostics)
        for _ in refused.lines { skip(.malformedRow) }
        return CSVTable(header: table.header, rows: table.rows.filter { !refused.lines.contains($0.line) },
                        delimiter: table.delimiter)
    }
}
