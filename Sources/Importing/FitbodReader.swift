import Diagnostics
import TrainingModel

/// Reads Fitbod's `WorkoutExport.csv`:
/// `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier`.
/// Every row is one set; `Date` (`2024-03-04 18:02:11 +0000`) is the workout's start, the same
/// on each of its rows, so rows of one date are one workout (Fitbod names none). Weights are
/// always kilograms, converted from pounds for athletes who log in pounds (`45.359237` for
/// 100 lb); reps may come with a leading space; `isWarmup` is `true` or `false`. A row with a
/// duration or a distance is a timed or cardio set, whose 0 weight and reps are not a set of 0
/// reps. `multiplier` is 2 for an exercise done with a pair of dumbbells: the weight is one
/// dumbbell's, as the app shows it and as Strong and Hevy record it, so it is written as it is.
enum FitbodReader {
    static let requiredColumns = ["Date", "Exercise", "Reps", "isWarmup"]

    static func columnsRead(in table: CSVTable) -> [String] {
        ["Date", "Exercise", "Reps", "Weight(kg)", "Duration(s)", "Distance(m)", "isWarmup", "Note", "multiplier"]
    }

    static func read(_ table: CSVTable, path: String) -> ExportReading {
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead(in: table), path: path,
                                    app: "Fitbod", hint: "export from Fitbod with Log → Settings → Export workout data")
        else { return reading }
        var assembler = WorkoutAssembler()
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String) -> ExportNumber?? { reading.number(column, of: row, in: table, path: path) }

            let dateText = field("Date")
            guard let start = ExportDateTime(dateText) else {
                reading.reject(line: row.line, path: path, column: "Date",
                               "expected a date and time such as 2024-03-04 18:02:11 +0000, found \"\(dateText)\"")
                continue
            }
            guard let exercise = reading.exerciseName("Exercise", of: row, in: table, path: path) else { continue }
            let kind: SetKind
            switch field("isWarmup").lowercased() {
            case "true", "1", "yes": kind = .warmup
            case "false", "0", "no", "": kind = .working
            default:
                reading.reject(line: row.line, path: path, column: "isWarmup",
                               "expected true or false, found \"\(field("isWarmup"))\"")
                continue
            }
            guard let weight = number("Weight(kg)"), let repsNumber = number("Reps"), let seconds = number("Duration(s)"),
                  let distance = number("Distance(m)"), number("multiplier") != nil else { continue }
            guard let reps = reading.reps(repsNumber, column: "Reps", of: row, in: table, path: path) else { continue }
            let time = seconds.flatMap { $0.isZero ? nil : $0 }, metres = distance.flatMap { $0.isZero ? nil : $0 }
            let timed = time != nil || metres != nil
            let set = ImportedSet(line: row.line, kind: kind,
                                  weight: timed && (weight?.isZero ?? true) ? nil : weight, weightUnit: .kg,
                                  reps: timed && reps == 0 ? nil : reps, rpe: nil, seconds: time, distance: metres,
                                  distanceUnit: .m)
            reading.noteUnit(of: set, origin: "the export's Weight(kg) column")
            assembler.add(workoutKey: dateText, makeWorkout: { ImportedWorkout(start: start, title: "") },
                          entryName: exercise, supersetID: nil, set: set, entryNote: field("Note"), workoutNote: "",
                          durationSeconds: nil)
        }
        reading.workouts = assembler.result
        return reading
    }
}
