import Diagnostics
import TrainingModel

/// Reads a Strong CSV export, in either of its layouts:
/// - comma: `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
///   (weights in `--unit`, distances in km, or miles with `--unit lb`);
/// - semicolon: `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration`
///   (numbers may use a decimal comma).
/// `Set Order` is a number for a working set, `W` warm-up, `D` drop set, `F` failure, and
/// `Rest Timer` for rows that only record a rest (skipped).
enum StrongReader {
    static let requiredColumns = ["Date", "Workout Name", "Exercise Name", "Set Order"]

    static func read(_ table: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.requireColumns(requiredColumns, in: table, path: path, app: "Strong",
                                     hint: "export from Strong with Settings → Export Strong Data"),
              reading.accountForColumns(in: table, read: columnsRead(in: table), path: path, app: "Strong")
        else { return reading }
        let decimalComma = table.delimiter == ";"
        var assembler = WorkoutAssembler()
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String) -> ExportNumber?? {
                reading.number(column, of: row, in: table, path: path, allowDecimalComma: decimalComma)
            }

            let order = field("Set Order")
            if order.lowercased() == "rest timer" {
                reading.skip(.restTimer)
                continue
            }
            let kind: SetKind
            switch order.uppercased() {
            case "W": kind = .warmup
            case "D": kind = .drop
            case "F": kind = .failure
            default:
                guard (Int(order) ?? -1) >= 0 else {  // Strong numbers working sets from 1
                    reading.reject(line: row.line, path: path, column: "Set Order",
                                   "expected a set number, W, D, F or Rest Timer, found \"\(order)\"")
                    continue
                }
                kind = .working
            }
            let dateText = field("Date")
            guard let start = ExportDateTime(dateText) else {
                reading.reject(line: row.line, path: path, column: "Date",
                               "expected a date and time such as 2026-03-02 18:30:00, found \"\(dateText)\"")
                continue
            }
            let exercise = field("Exercise Name")
            guard !exercise.isEmpty else {
                reading.reject(line: row.line, path: path, column: "Exercise Name", "expected an exercise name, found nothing")
                continue
            }
            guard let weight = number("Weight"), let repsNumber = number("Reps"), let rpe = number("RPE"),
                  let distance = number("Distance"), let seconds = number("Seconds") else { continue }
            guard let reps = reading.reps(repsNumber, column: "Reps", of: row, in: table, path: path) else { continue }
            var weightUnit = options.unit
            var unitOrigin = options.unitOrigin.phrase
            if table.index(of: "Weight Unit") != nil, !field("Weight Unit").isEmpty {
                guard let unit = massUnit(field("Weight Unit")) else {
                    reading.reject(line: row.line, path: path, column: "Weight Unit",
                                   "expected kg or lbs, found \"\(field("Weight Unit"))\"")
                    continue
                }
                weightUnit = unit
                unitOrigin = "the export's Weight Unit column"
            }
            var distanceUnit: DistanceUnit = options.unit == .kg ? .km : .mi
            if table.index(of: "Distance Unit") != nil, !field("Distance Unit").isEmpty {
                guard let unit = Self.distanceUnit(field("Distance Unit")) else {
                    reading.reject(line: row.line, path: path, column: "Distance Unit",
                                   "expected km, mi or m, found \"\(field("Distance Unit"))\"")
                    continue
                }
                distanceUnit = unit
            }
            let durationColumn = durationColumn(in: table)
            let durationText = field(durationColumn)
            var duration: Int?
            if !durationText.isEmpty {
                duration = parseDuration(durationText)
                if duration == nil {
                    reading.diagnostics.append(.warning(
                        at: SourceLocation(file: path, line: row.line, column: 1), keyPath: durationColumn,
                        "expected a duration such as 1h 2m or 56m, found \"\(durationText)\"; the workout has no duration"))
                }
            }
            let set = ImportedSet(line: row.line, kind: kind, weight: weight, weightUnit: weightUnit, reps: reps,
                                  rpe: rpe.flatMap { $0.isZero ? nil : $0 }, seconds: seconds, distance: distance,
                                  distanceUnit: distanceUnit)
            reading.noteUnit(of: set, origin: unitOrigin)
            let title = field("Workout Name")
            assembler.add(workoutKey: dateText + "\u{1F}" + title,
                          makeWorkout: { ImportedWorkout(start: start, title: title) },
                          entryName: exercise, supersetID: nil, set: set,
                          entryNote: field("Notes"), workoutNote: field("Workout Notes"), durationSeconds: duration)
        }
        reading.workouts = assembler.result
        return reading
    }

    /// The columns read from this header: every column of both layouts, with the workout's
    /// duration from `Duration` when there is one, else from `Workout Duration`.
    static func columnsRead(in table: CSVTable) -> [String] {
        ["Date", "Workout Name", durationColumn(in: table), "Exercise Name", "Set Order", "Weight", "Weight Unit", "Reps",
         "Distance", "Distance Unit", "Seconds", "Notes", "Workout Notes", "RPE"]
    }

    static func durationColumn(in table: CSVTable) -> String {
        table.index(of: "Duration") != nil ? "Duration" : "Workout Duration"
    }

    static func massUnit(_ text: String) -> MassUnit? {
        switch text.lowercased() {
        case "kg", "kgs", "kilograms": return .kg
        case "lb", "lbs", "pounds": return .lb
        default: return nil
        }
    }

    static func distanceUnit(_ text: String) -> DistanceUnit? {
        switch text.lowercased() {
        case "km", "kms", "kilometers", "kilometres": return .km
        case "mi", "mile", "miles": return .mi
        case "m", "meters", "metres": return .m
        default: return nil
        }
    }

    /// `1h 2m`, `56m`, `45s`, `1h`, `1h 2m 3s`, or a bare number of seconds.
    static func parseDuration(_ text: String) -> Int? {
        if let seconds = Int(text), seconds >= 0 { return seconds }
        var total = 0
        var lastRank = 4
        var matched = false
        for word in text.split(separator: " ") {
            guard let unit = word.last, let value = Int(word.dropLast()), value >= 0 else { return nil }
            let (factor, rank): (Int, Int)
            switch unit {
            case "h": (factor, rank) = (3600, 3)
            case "m": (factor, rank) = (60, 2)
            case "s": (factor, rank) = (1, 1)
            default: return nil
            }
            guard rank < lastRank else { return nil }
            lastRank = rank
            total += value * factor
            matched = true
        }
        return matched ? total : nil
    }
}
