import Diagnostics
import TrainingModel

/// Reads a FitNotes CSV export (Android; the iOS app's layout is `FitNotesIOSReader`'s), in either header form:
/// `Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time[,Comment]` (or
/// `Weight (lbs)`), and `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time[,Comment]`.
/// Dates have no time, so each day is one workout. `Time` is `H:MM:SS`. FitNotes writes
/// exercise names with commas unquoted (`Overhead Press (Each Side, Dumbbells)`): a row with more
/// fields than the header has its extra fields joined back into the exercise name, since every
/// other column is fixed, with one warning for the export. `Category` gives an exercise the
/// vocabulary does not know its type and primary muscles.
enum FitNotesReader {
    static let requiredColumns = ["Date", "Exercise", "Category", "Reps"]

    /// The columns read from this header.
    static func columnsRead(in table: CSVTable) -> [String] {
        if FitNotesIOSReader.isLayout(of: table) { return FitNotesIOSReader.columnsRead }
        return ["Date", "Exercise", "Category", weightColumn(in: table).name, "Weight Unit", "Reps", "Distance", "Distance Unit",
         "Time", "Comment"]
    }

    /// `Weight (kgs)` or `Weight (lbs)` with the unit its name gives, else `Weight` (with `Weight Unit`).
    static func weightColumn(in table: CSVTable) -> (name: String, unit: MassUnit?) {
        if table.index(of: "Weight (kgs)") != nil { return ("Weight (kgs)", .kg) }
        if table.index(of: "Weight (lbs)") != nil { return ("Weight (lbs)", .lb) }
        return ("Weight", nil)
    }

    static func read(_ table: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        if FitNotesIOSReader.isLayout(of: table) { return FitNotesIOSReader.read(table, path: path, options: options) }
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead(in: table), path: path,
                                    app: "FitNotes", hint: "export from FitNotes with Settings → Spreadsheet Export")
        else { return reading }
        let weightColumn = weightColumn(in: table)
        let rows = recoverExerciseNames(table, path: path, reading: &reading)
        var assembler = WorkoutAssembler()
        for row in rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String) -> ExportNumber?? { reading.number(column, of: row, in: table, path: path) }

            let dateText = field("Date")
            guard let start = ExportDateTime(dateText) else {
                reading.reject(line: row.line, path: path, column: "Date",
                               "expected a date such as 2026-03-02, found \"\(dateText)\"")
                continue
            }
            guard let exercise = reading.exerciseName("Exercise", of: row, in: table, path: path) else { continue }
            guard let weight = number(weightColumn.name), let repsNumber = number("Reps"),
                  let distance = number("Distance") else { continue }
            guard let reps = reading.reps(repsNumber, column: "Reps", of: row, in: table, path: path) else { continue }
            guard let (weightUnit, unitOrigin) = reading.weightUnit(of: row, in: table, path: path, column: weightColumn,
                                                                    options: options),
                  let distanceUnit = reading.distanceUnit(of: row, in: table, path: path, distance: distance,
                                                          otherwise: weightUnit == .kg ? .km : .mi)
            else { continue }
            guard let seconds = reading.setTime("Time", of: row, in: table, path: path) else { continue }
            // FitNotes writes 0 in the cardio columns of a weight set and in the weight of a cardio set.
            let isCardio = distance.map { !$0.isZero } ?? false || seconds != nil
            let set = ImportedSet(line: row.line, kind: .working,
                                  weight: isCardio && (weight?.isZero ?? true) ? nil : weight, weightUnit: weightUnit,
                                  reps: isCardio && reps == 0 ? nil : reps, rpe: nil, seconds: seconds,
                                  distance: distance.flatMap { $0.isZero ? nil : $0 }, distanceUnit: distanceUnit)
            reading.noteUnit(of: set, origin: unitOrigin)
            assembler.add(workoutKey: start.date.iso, makeWorkout: { ImportedWorkout(start: start, title: "") },
                          entryName: exercise, supersetID: nil, set: set, entryNote: field("Comment"), workoutNote: "",
                          durationSeconds: nil, category: field("Category"))
        }
        reading.workouts = assembler.result
        return reading
    }

    /// The rows with an unquoted comma's extra fields joined back into `Exercise`, and one warning
    /// with the count of such rows.
    private static func recoverExerciseNames(_ table: CSVTable, path: String, reading: inout ExportReading) -> [CSVTable.Row] {
        guard let exercise = table.index(of: "Exercise") else { return table.rows }
        var recovered = 0
        var firstLine = 0
        let rows = table.rows.map { row -> CSVTable.Row in
            let extra = row.fields.count - table.header.count
            guard extra > 0 else { return row }
            if recovered == 0 { firstLine = row.line }
            recovered += 1
            var fields = Array(row.fields[..<exercise])
            fields.append(row.fields[exercise...(exercise + extra)].joined(separator: ","))
            fields.append(contentsOf: row.fields[(exercise + extra + 1)...])
            return CSVTable.Row(line: row.line, fields: fields)
        }
        if recovered > 0 {
            reading.diagnostics.append(.warning(
                at: SourceLocation(file: path, line: firstLine, column: 1), keyPath: "Exercise",
                "expected \(table.header.count) fields as in the header, found more in \(recovered) row\(recovered == 1 ? "" : "s"): "
                    + "FitNotes writes commas in exercise names unquoted, so the extra fields were read as part of the name"))
        }
        return rows
    }

    /// The type and primary muscles FitNotes' categories stand for; nil for a category of the
    /// user's own, whose exercise gets neither.
    static func exerciseKind(ofCategory category: String) -> (type: ExerciseType, primaryMuscles: [String])? {
        switch category.lowercased() {
        case "cardio": return (.cardio, [])
        case "chest": return (.strength, ["chest"])
        case "back": return (.strength, ["lats", "middle back"])
        case "shoulders": return (.strength, ["shoulders"])
        case "biceps": return (.strength, ["biceps"])
        case "triceps": return (.strength, ["triceps"])
        case "legs", "quads", "quadriceps": return (.strength, ["quadriceps"])
        case "hamstrings": return (.strength, ["hamstrings"])
        case "glutes": return (.strength, ["glutes"])
        case "calves": return (.strength, ["calves"])
        case "abs", "core": return (.strength, ["abdominals"])
        case "forearms": return (.strength, ["forearms"])
        default: return nil
        }
    }
}
