import Diagnostics
import TrainingModel

/// Reads the export of FitNotes for iOS, a layout of its own:
/// `Name,Start Date (UTC),Start Time (UTC),End Date (UTC),End Time (UTC),BodyWeight,Exercise,Equipment,Reps,Weight,Time,Distance,Status,Categories`.
/// Each row is a set of the workout `Name` that started at the start date and time, in UTC;
/// dates are month first (`3/4/2024`) or day first (`13/4/2024`), one order per file
/// (`dateOrder(in:)`), times have 12 hours (`6:03 PM`), numbers may have a
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
        let order: DateOrder
        switch dateOrder(in: table) {
        case .contradicted(let first, let against):
            let column = table.index(of: against.column).map { $0 + 1 } ?? 1
            reading.diagnostics.append(.error(
                at: SourceLocation(file: path, line: against.line, column: column), keyPath: against.column,
                "expected dates in one order, found \"\(against.text)\" (\(against.why)) after \"\(first.text)\" at line "
                    + "\(first.line) (\(first.why)); nothing was imported, as the file's order of day and month is not known",
                hint: "export again from FitNotes, or write every date of the file in one order"))
            for _ in table.rows { reading.skip(.malformedRow) }
            return reading
        case .decided(let decided):
            order = decided
        case .undecided(let matters):
            order = .monthFirst
            reading.datesReadMonthFirstByDefault = matters
        }
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
            guard let start = stamp(field("Start Date (UTC)"), field("Start Time (UTC)"), order: order) else {
                reading.reject(line: row.line, path: path, column: "Start Date (UTC)",
                               "expected a date and time such as \(order == .dayFirst ? "4/3/2024" : "3/4/2024") and 6:03 PM, found \"\(field("Start Date (UTC)"))\" "
                                   + "and \"\(field("Start Time (UTC)"))\"")
                continue
            }
            guard let exercise = reading.exerciseName("Exercise", of: row, in: table, path: path) else { continue }
            guard let weight = number("Weight"), let repsNumber = number("Reps"), let distance = number("Distance"),
                  let bodyweight = number("BodyWeight") else { continue }
            guard let reps = reading.reps(repsNumber, column: "Reps", of: row, in: table, path: path) else { continue }
            guard let seconds = reading.setTime("Time", of: row, in: table, path: path) else { continue }
            var duration: Int?
            if let end = stamp(field("End Date (UTC)"), field("End Time (UTC)"), order: order), end.epochSeconds >= start.epochSeconds {
                duration = end.epochSeconds - start.epochSeconds
            }
            let metres = distance.flatMap { $0.isZero ? nil : $0 }
            let timed = seconds != nil || metres != nil
            let set = ImportedSet(line: row.line, kind: kind,
                                  weight: timed && (weight?.isZero ?? true) ? nil : weight, weightUnit: options.unit,
                                  reps: timed && reps == 0 ? nil : reps, rpe: nil, seconds: seconds, distance: metres,
                                  distanceUnit: options.unit == .kg ? .km : .mi)
            reading.noteUnit(of: set, origin: options.unitOrigin.phrase(for: options.unit))
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

    /// Which number of a date is the month: the first (`3/4/2024` is 4 March) or the second.
    enum DateOrder: Equatable { case monthFirst, dayFirst }

    /// A date of the file that tells its order, where it is.
    struct DateSeen: Equatable {
        var line: Int
        var column: String
        var text: String
        var order: DateOrder

        /// `day first: 13 is no month`, the number above 12 that tells the order.
        var why: String {
            let numbers = text.split(separator: "/")
            return order == .dayFirst ? "day first: \(numbers[0]) is no month" : "month first: \(numbers[1]) is no month"
        }
    }

    /// What the file's dates say of their order.
    enum DateOrderEvidence: Equatable {
        /// A first number above 12 (`13/4/2024`): day first; a second above 12 (`4/13/2024`): month first.
        case decided(DateOrder)
        /// Every number 12 or less: read month first, as the iOS app writes; `matters` when a
        /// date's two numbers differ, so that the other order would give another day.
        case undecided(matters: Bool)
        /// `first` decided the order, and `against`, a later date, tells the other one: the file
        /// has no one order.
        case contradicted(first: DateSeen, against: DateSeen)
    }

    /// The order of day and month, decided once for the file from every start and end date in
    /// row order: the first date with a number above 12 in one place decides it, and a later date
    /// with a number above 12 in the other contradicts it. A date with both above 12 (or not of
    /// three numbers) decides nothing; its row is refused as it is read.
    static func dateOrder(in table: CSVTable) -> DateOrderEvidence {
        var decided: DateSeen?
        var matters = false
        for row in table.rows {
            for column in ["Start Date (UTC)", "End Date (UTC)"] {
                let text = table.field(column, of: row).trimmingSpaces
                let numbers = text.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
                guard numbers.count == 3, let first = numbers[0], let second = numbers[1] else { continue }
                if first != second { matters = true }
                let order: DateOrder
                switch (first > 12, second > 12) {
                case (true, false): order = .dayFirst
                case (false, true): order = .monthFirst
                default: continue
                }
                let seen = DateSeen(line: row.line, column: column, text: text, order: order)
                if let decided, decided.order != order { return .contradicted(first: decided, against: seen) }
                if decided == nil { decided = seen }
            }
        }
        if let decided { return .decided(decided.order) }
        return .undecided(matters: matters)
    }

    /// `3/4/2024` (month, day, year; `order` `.dayFirst`: day, month, year) and `6:03 PM`, in
    /// UTC; nil when either is not one.
    static func stamp(_ date: String, _ time: String, order: DateOrder = .monthFirst) -> ExportDateTime? {
        let parts = date.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count <= 2, parts[1].count <= 2, parts[2].count == 4,
              let first = Int(parts[0]), let second = Int(parts[1]), let year = Int(parts[2]) else { return nil }
        let (month, day) = order == .monthFirst ? (first, second) : (second, first)
        guard let calendar = CalendarDate(year: year, month: month, day: day), !time.isEmpty,
              var stamp = ExportDateTime(calendar.iso + " " + time) else { return nil }
        stamp.offsetMinutes = 0
        return stamp
    }
}
