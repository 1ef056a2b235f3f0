import Diagnostics
import TrainingModel

/// Reads the export of FitNotes for iOS, a layout of its own:
/// `Name,Start Date (UTC),Start Time (UTC),End Date (UTC),End Time (UTC),BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,Categories`.
/// Each row is a set of the workout `Name` that started at the start date and time, in UTC;
/// dates are month first (`3/4/2024`), times have 12 hours (`6:03 PM`), numbers may have a
/// decimal comma (`"62,5"`). `Status` is `Done` (a performed set), `Failed` (a performed set
/// that failed: a failure set, `f:`) or `NotStarted` (a set planned and never started: not a
/// performed set, skipped and counted). Weights and distances are in `--unit` or the site's
/// units (km with kg, miles with lb), as the file does not say.
enum FitNotesIOSReader {
    static let requiredColumns = ["Start Date (UTC)", "Start Time (UTC)", "Exercise", "Reps", "Status"]

    static let columnsRead = [
        "Name", "Start Date (UTC)", "Start Time (UTC)", "End Date (UTC)", "End Time (UTC)", "BodyWeight", "Exercise",
        "Reps", "Weight", "Time", "Distance", "Status", "Categories",
    ]

    /// True for the iOS header.
    static func isLayout(of table: CSVTable) -> Bool { table.index(of: "Start Date (UTC)") != nil }

    static func read(_ table: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead, path: path,
                                    app: "FitNotes (iOS)", hint: "export from FitNotes with Settings → Export")
        else { return reading }
        var assembler = WorkoutAssembler()
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String) -> ExportNumber?? {
                reading.number(column, of: row, in: table, path: path, allowDecimalComma: true)
            }
            let kind: SetKind
            switch field("Status").lowercased() {
            case "done", "": kind = .working
            case "failed": kind = .failure
            case "notstarted", "not started":
                reading.skip(.notStarted)
                continue
            default:
                reading.reject(line: row.line, path: path, column: "Status",
                               "expected Done, Failed or NotStarted, found \"\(field("Status"))\"")
                continue
            }
            guard let start = stamp(field("Start Date (UTC)"), field("Start Time (UTC)")) else {
                reading.reject(line: row.line, path: path, column: "Start Date (UTC)",
                               "expected a date and time such as 3/4/2024 and 6:03 PM, found \"\(field("Start Date (UTC)"))\" "
                                   + "and \"\(field("Start Time (UTC)"))\"")
                continue
            }
            guard let exercise = reading.exerciseName("Exercise", of: row, in: table, path: path) else { continue }
            guard let weight = number("Weight"), let repsNumber = number("Reps"), let distance = number("Distance"),
                  let bodyweight = number("BodyWeight") else { continue }
            guard let reps = reading.reps(repsNumber, column: "Reps", of: row, in: table, path: path) else { continue }
            guard let seconds = reading.setTime("Time", of: row, in: table, path: path) else { continue }
            var duration: Int?
            if let end = stamp(field("End Date (UTC)"), field("End Time (UTC)")), end.epochSeconds >= start.epochSeconds {
                duration = end.epochSeconds - start.epochSeconds
            }
            let metres = distance.flatMap { $0.isZero ? nil : $0 }
            let timed = seconds != nil || metres != nil
            let set = ImportedSet(line: row.line, kind: kind,
                                  weight: timed && (weight?.isZero ?? true) ? nil : weight, weightUnit: options.unit,
                                  reps: timed && reps == 0 ? nil : reps, rpe: nil, seconds: seconds, distance: metres,
                                  distanceUnit: options.unit == .kg ? .km : .mi)
            reading.noteUnit(of: set, origin: options.unitOrigin.phrase)
            let title = field("Name")
            assembler.add(workoutKey: start.contentText + "\u{1F}" + title,
                          makeWorkout: {
                              var workout = ImportedWorkout(start: start, title: title)
                              if let bodyweight, !bodyweight.isZero { workout.bodyweight = (bodyweight, options.unit) }
                              return workout
                          },
                          entryName: exercise, supersetID: nil, set: set, entryNote: "", workoutNote: "",
                          durationSeconds: duration, category: field("Categories"))
        }
        reading.workouts = assembler.result
        return reading
    }

    /// `3/4/2024` (month, day, year) and `6:03 PM`, in UTC; nil when either is not one.
    static func stamp(_ date: String, _ time: String) -> ExportDateTime? {
        let parts = date.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
              let month = Int(parts[0]), let day = Int(parts[1]), let year = Int(parts[2]),
              let calendar = CalendarDate(year: year, month: month, day: day), !time.isEmpty,
              var stamp = ExportDateTime(calendar.iso + " " + time) else { return nil }
        stamp.offsetMinutes = 0
        return stamp
    }
}
