import Diagnostics
import TrainingModel

/// Reads a Hevy CSV export: `title, start_time, end_time, description, exercise_title,
/// superset_id, exercise_notes, set_index, set_type, weight_kg | weight_lbs, reps,
/// distance_km | distance_miles, duration_seconds, rpe`. Dates come as `22 Nov 2026, 07:30` or
/// ISO 8601, `Nov 22, 2026, 7:30 AM`, `22.11.2026, 07:30` or with a month name in other languages
/// (`ExportDateTime`); `set_type` is `normal`, `warmup`, `failure` or `dropset`.
enum HevyReader {
    static let requiredColumns = ["title", "start_time", "exercise_title", "set_type"]

    static func read(_ table: CSVTable, path: String) -> ExportReading {
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        let weightColumn = weightColumn(in: table)
        let weightUnit: MassUnit = weightColumn == "weight_lbs" ? .lb : .kg
        let distanceColumn = distanceColumn(in: table)
        let distanceUnit: DistanceUnit = distanceColumn == "distance_miles" ? .mi : .km
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead(in: table), path: path,
                                    app: "Hevy", hint: "export from Hevy with Settings → Export & Import Data → Export Workouts")
        else { return reading }
        var assembler = WorkoutAssembler()
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String) -> ExportNumber?? {
                reading.number(column, of: row, in: table, path: path)
            }

            let kind: SetKind
            switch field("set_type").lowercased() {
            case "normal", "": kind = .working
            case "warmup", "warm-up", "warm_up": kind = .warmup
            case "failure": kind = .failure
            case "dropset", "drop", "drop_set": kind = .drop
            default:
                reading.reject(line: row.line, path: path, column: "set_type",
                               "expected normal, warmup, failure or dropset, found \"\(field("set_type"))\"")
                continue
            }
            let startText = field("start_time")
            guard let start = ExportDateTime(startText) else {
                reading.reject(line: row.line, path: path, column: "start_time",
                               "expected a date and time such as 22 Nov 2026, 07:30 or 2026-11-22T07:30:00Z, found \"\(startText)\"")
                continue
            }
            let exercise = field("exercise_title")
            guard !exercise.isEmpty else {
                reading.reject(line: row.line, path: path, column: "exercise_title", "expected an exercise name, found nothing")
                continue
            }
            guard let weight = number(weightColumn), let repsNumber = number("reps"), let rpe = number("rpe"),
                  let distance = number(distanceColumn), let seconds = number("duration_seconds") else { continue }
            guard let reps = reading.reps(repsNumber, column: "reps", of: row, in: table, path: path) else { continue }
            var duration: Int?
            let endText = field("end_time")
            if !endText.isEmpty {
                if let end = ExportDateTime(endText), end.epochSeconds >= start.epochSeconds {
                    duration = end.epochSeconds - start.epochSeconds
                } else {
                    reading.diagnostics.append(.warning(
                        at: SourceLocation(file: path, line: row.line, column: 1), keyPath: "end_time",
                        "expected a date and time after start_time, found \"\(endText)\"; the workout has no duration"))
                }
            }
            let supersetText = field("superset_id")
            let set = ImportedSet(line: row.line, kind: kind, weight: weight, weightUnit: weightUnit, reps: reps,
                                  rpe: rpe, seconds: seconds, distance: distance, distanceUnit: distanceUnit)
            reading.noteUnit(of: set, origin: "the export's \(weightColumn) column")
            let title = field("title")
            assembler.add(workoutKey: startText + "\u{1F}" + title,
                          makeWorkout: { ImportedWorkout(start: start, title: title) },
                          entryName: exercise, supersetID: supersetText.isEmpty ? nil : supersetText, set: set,
                          entryNote: field("exercise_notes"), workoutNote: field("description"),
                          durationSeconds: duration)
        }
        reading.workouts = assembler.result
        return reading
    }

    /// The columns read from this header; `set_index` is not, since rows come in set order.
    static func columnsRead(in table: CSVTable) -> [String] {
        ["title", "start_time", "end_time", "description", "exercise_title", "superset_id", "exercise_notes", "set_type",
         weightColumn(in: table), "reps", distanceColumn(in: table), "duration_seconds", "rpe"]
    }

    static func weightColumn(in table: CSVTable) -> String {
        table.index(of: "weight_lbs") != nil ? "weight_lbs" : "weight_kg"
    }

    static func distanceColumn(in table: CSVTable) -> String {
        table.index(of: "distance_miles") != nil ? "distance_miles" : "distance_km"
    }
}
