import Diagnostics
import Notation
import TextAndDates
import TrainingModel

/// Reads what `spotter export csv` writes (`SpotterCSV`): workouts by athlete and `workout_id`
/// in the order of their first row, entries by `entry` in the order met, every row a set.
///
/// Workout ids are unique per athlete (docs/content-format.md#ids-and-references), so an export of several athletes holds the
/// same id more than once. Such an export is read one athlete at a time: `athlete` (the
/// import's `--athlete`) picks the rows whose `athlete` column names it, and the others are
/// skipped and counted; without it, the export is refused with the athletes it holds.
enum SpotterCSVReader {
    static let requiredColumns = ["workout_id", "date", "entry", "exercise_id", "exercise", "kind"]
    /// Every column but `set_index` (rows come in set order), with weights in pounds when the
    /// export has `weight_lb` (`spotter export csv --unit lb`).
    static func columnsRead(in table: CSVTable) -> [String] {
        SpotterCSV.columns(unit: massUnit(of: table)).filter { $0 != "set_index" }
    }

    static func massUnit(of table: CSVTable) -> MassUnit { table.index(of: "weight_lb") != nil ? .lb : .kg }

    static func read(_ table: CSVTable, path: String, athlete: String? = nil) -> ExportReading {
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead(in: table), path: path,
                                    app: "Spotter", hint: "write one with spotter export csv")
        else { return reading }
        let massUnit = massUnit(of: table)
        let weightColumn = "weight_\(massUnit.rawValue)", bodyweightColumn = "bodyweight_\(massUnit.rawValue)"
        var athletes: [String] = []
        for row in table.rows {
            let athlete = SpotterCSV.text(ofCell: table.field("athlete", of: row))
            if !athletes.contains(athlete) { athletes.append(athlete) }
        }
        let named = athletes.filter { !$0.isEmpty }.sorted()
        let only: String?
        if named.count > 1 {
            let column = (table.index(of: "athlete") ?? 0) + 1
            guard let athlete else {
                reading.diagnostics.append(.error(
                    at: SourceLocation(file: path, line: 1, column: column),
                    "expected the workouts of one athlete, found those of \(named.joined(separator: ", ")): import them one at a time with --athlete ID"))
                return reading
            }
            guard named.contains(athlete) else {
                reading.diagnostics.append(.error(
                    at: SourceLocation(file: path, line: 1, column: column),
                    "expected rows of athlete \(athlete) (--athlete), found only those of \(named.joined(separator: ", "))"))
                return reading
            }
            only = athlete
        } else {
            only = nil
        }
        var workouts: [ImportedWorkout] = []
        var workoutIndex: [String: Int] = [:]
        var entryIndex: [String: Int] = [:]
        // The first spelling of each id ignoring case: ids become file names, and the loader
        // compares them ignoring case, so `Squat` after `squat` is refused at its row.
        var idSpellings: [String: (id: String, line: Int)] = [:]
        for written in table.rows {
            guard reading.acceptsShape(of: written, in: table, path: path) else { continue }
            // Cells the export neutralised for spreadsheets (`'=…`) are read as the text they hold.
            let row = CSVTable.Row(line: written.line, fields: written.fields.map(SpotterCSV.text(ofCell:)))
            func field(_ column: String) -> String { table.field(column, of: row) }
            if let only, field("athlete") != only {
                reading.skip(.otherAthlete)
                continue
            }
            /// Notes keep their own spaces and line breaks; `field` trims.
            func text(_ column: String) -> String { table.index(of: column).map { row.fields[$0] } ?? "" }
            func number(_ column: String) -> ExportNumber?? { reading.number(column, of: row, in: table, path: path) }

            guard let kind = SetKind(rawValue: field("kind")) else {
                reading.reject(line: row.line, path: path, column: "kind",
                               "expected working, warm-up, drop or failure, found \"\(field("kind"))\"")
                continue
            }
            guard let start = ExportDateTime(field("date")) else {
                reading.reject(line: row.line, path: path, column: "date",
                               "expected a date such as 2026-03-02 or 2026-03-02T18:30, found \"\(field("date"))\"")
                continue
            }
            let workoutID = field("workout_id"), exerciseID = field("exercise_id"), entry = field("entry")
            guard !workoutID.isEmpty, !exerciseID.isEmpty, !entry.isEmpty else {
                let column = workoutID.isEmpty ? "workout_id" : exerciseID.isEmpty ? "exercise_id" : "entry"
                reading.reject(line: row.line, path: path, column: column, "expected a value, found nothing")
                continue
            }
            // The ids become file names (`ContentPath`): each is checked by the content-id rule here, at its row.
            let ids = [("workout_id", workoutID), ("exercise_id", exerciseID)]
            if let (column, id) = ids.first(where: { Slug.idProblem($0.1) != nil }) {
                reading.reject(line: row.line, path: path, column: column, ContentPath.refusal(of: id))
                continue
            }
            /// Workout ids are the athlete's own; exercise ids the site's.
            func spellingKey(_ column: String, _ id: String) -> String {
                (column == "workout_id" ? field("athlete") + "\u{1F}" : "") + column + "\u{1F}" + id.lowercased()
            }
            let twin = ids.lazy.compactMap { column, id in
                idSpellings[spellingKey(column, id)].flatMap { $0.id == id ? nil : (column, id, first: $0) }
            }.first
            if let (column, id, first) = twin {
                reading.reject(line: row.line, path: path, column: column,
                               "expected an id that differs from the others by more than case, found \"\(id)\" where line "
                                   + "\(first.line) has \"\(first.id)\"; ids name files, and the loader compares them ignoring case")
                continue
            }
            var metric: ExerciseMetric?
            if !field("metric").isEmpty {
                guard let known = ExerciseMetric(rawValue: field("metric")) else {
                    reading.reject(line: row.line, path: path, column: "metric",
                                   "expected one of \(ExerciseMetric.allCases.map(\.rawValue).joined(separator: ", ")), found \"\(field("metric"))\"")
                    continue
                }
                metric = known
            }
            guard let weight = number(weightColumn), let repsNumber = number("reps"), let rpe = number("rpe"),
                  let seconds = number("duration_s"), let distance = number("distance_m"),
                  let duration = number("workout_duration_s"), let sessionRPE = number("workout_rpe"),
                  let bodyweight = number(bodyweightColumn) else { continue }
            guard let reps = reading.reps(repsNumber, column: "reps", of: row, in: table, path: path) else { continue }
            let gradeWords = field("grade").split(separator: " ")
            let grade = gradeWords.first.flatMap { ClimbingGrade(String($0)) }
            guard grade != nil || field("grade").isEmpty else {
                reading.reject(line: row.line, path: path, column: "grade",
                               "expected \(ClimbingGrade.expected), found \"\(field("grade"))\"")
                continue
            }
            guard gradeWords.count <= 2 else {
                reading.reject(line: row.line, path: path, column: "grade",
                               "expected a grade and at most its style (e.g. 7a onsight, 6C flash), found \"\(field("grade"))\"")
                continue
            }
            var style: ClimbingStyle?
            if let grade, gradeWords.count == 2 {
                guard let known = ClimbingStyle(rawValue: String(gradeWords[1]).lowercased()), known.fits(grade.scale) else {
                    reading.reject(line: row.line, path: path, column: "grade",
                                   "expected \(ClimbingStyle.expected(for: grade.scale)) after \(grade.text), found \"\(field("grade"))\"")
                    continue
                }
                style = known
            }
            var grip: Grip?
            if !field("grip").isEmpty {
                let parsed = try? ProtocolNotation.grip(field("grip"), defaultUnit: massUnit)
                guard let parsed, parsed.addedLoad == nil, !parsed.name.contains(":") else {
                    reading.reject(line: row.line, path: path, column: "grip",
                                   "expected a grip without a load (e.g. half crimp 20mm), found \"\(field("grip"))\"")
                    continue
                }
                grip = parsed
            }

            // By athlete too: with one athlete's rows picked, or rows naming one athlete and none, an id
            // repeated across athletes still makes two workouts (the planner gives the second `-2`).
            let workoutKey = field("athlete") + "\u{1F}" + workoutID
            let index: Int
            if let known = workoutIndex[workoutKey] {
                index = known
            } else {
                index = workouts.count
                workoutIndex[workoutKey] = index
                var workout = ImportedWorkout(start: start, title: field("workout"))
                workout.id = workoutID
                workout.session = field("session").isEmpty ? nil : field("session")
                workout.durationSeconds = duration.map { Int($0.value.rounded()) }
                workout.rpe = sessionRPE
                workout.bodyweight = bodyweight.map { Self.asWritten($0, in: massUnit) }.flatMap { value, unit in value.map { ($0, unit) } }
                let notes = text("workout_notes").normalisedLineEndings.trimmingWhitespace
                if !notes.isEmpty { workout.notes = [notes] }
                workouts.append(workout)
            }
            let entryKey = workoutKey + "\u{1F}" + entry
            if entryIndex[entryKey] == nil {
                entryIndex[entryKey] = workouts[index].entries.count
                var imported = ImportedEntry(exerciseName: field("exercise").isEmpty ? exerciseID : field("exercise"))
                imported.exerciseID = exerciseID
                imported.metric = metric
                imported.grade = grade
                imported.style = style
                let notes = text("exercise_notes").normalisedLineEndings.trimmingWhitespace
                if !notes.isEmpty { imported.notes = [notes] }
                workouts[index].entries.append(imported)
            } else if workouts[index].entries[entryIndex[entryKey]!].grade != grade
                        || workouts[index].entries[entryIndex[entryKey]!].style != style {
                // The export writes an entry's grade on each of its rows: a row naming another, or
                // none, is refused rather than one of the two dropped.
                let firstEntry = workouts[index].entries[entryIndex[entryKey]!]
                func named(_ grade: ClimbingGrade?, _ style: ClimbingStyle?) -> String {
                    grade.map { "\"\($0.text)" + (style.map { " " + $0.rawValue } ?? "") + "\"" } ?? "no grade"
                }
                reading.reject(line: row.line, path: path, column: "grade",
                               "expected \(named(firstEntry.grade, firstEntry.style)) as on entry \(entry)'s first row, found \(named(grade, style))")
                continue
            }
            // The CSV holds kilograms (or pounds) and metres; a number the athlete wrote in the other
            // unit or in miles (185 lb is 83.91458845 kg, 3.1 mi is 4988.9664 m) is written back as
            // they wrote it.
            let (weightInUnit, weightUnit) = weight.map { Self.asWritten($0, in: massUnit) } ?? (nil, massUnit)
            let (distanceInUnit, distanceUnit) = Self.asWritten(metres: distance)
            let set = ImportedSet(line: row.line, kind: kind, weight: weightInUnit, weightUnit: weightUnit, reps: reps,
                                  rpe: rpe, seconds: seconds, distance: distanceInUnit, distanceUnit: distanceUnit, grip: grip)
            reading.noteUnit(of: set, origin: set.weightUnit == massUnit ? "the export's \(weightColumn) column"
                                : "the export's \(weightColumn) column, read back in the unit it was written in")
            workouts[index].entries[entryIndex[entryKey]!].sets.append(set)
            for (column, id) in ids where idSpellings[spellingKey(column, id)] == nil {
                idSpellings[spellingKey(column, id)] = (id, row.line)
            }
        }
        reading.workouts = workouts
        return reading
    }

    /// Most decimals a number of set notation is written with.
    static let notationDecimals = 3

    /// A weight in `unit` as written: in `unit` when it has at most three decimals, else in the
    /// other unit when that gives at most three (83.91458845 kg is 185 lb), else in `unit`.
    static func asWritten(_ weight: ExportNumber, in unit: MassUnit) -> (ExportNumber?, MassUnit) {
        let other: MassUnit = unit == .kg ? .lb : .kg
        guard decimals(weight) > notationDecimals,
              let converted = short(other.fromKilograms(unit.toKilograms(weight.value))) else { return (weight, unit) }
        return (converted, other)
    }

    /// `value` as a number with at most three decimals when it is one but for the rounding of a
    /// unit conversion and of the export's 12 significant digits (a relative 10⁻¹⁰), else nil.
    private static func short(_ value: Double) -> ExportNumber? {
        let scale = 1000.0
        let rounded = (value * scale).rounded() / scale
        guard abs(rounded - value) <= abs(value) * 1e-10 else { return nil }
        return ExportNumber(String(rounded))
    }

    /// `metres` in metres when it has at most three decimals, else in miles or kilometres when
    /// one of them gives at most three (3.1 mi), else in metres.
    static func asWritten(metres: ExportNumber?) -> (ExportNumber?, DistanceUnit) {
        guard let metres, decimals(metres) > notationDecimals else { return (metres, .m) }
        for (unit, size) in [(DistanceUnit.mi, 1609.344), (.km, 1000)] {
            if let converted = short(metres.value / size) { return (converted, unit) }
        }
        return (metres, .m)
    }

    private static func decimals(_ number: ExportNumber) -> Int {
        number.text.firstIndex(of: ".").map { number.text.distance(from: $0, to: number.text.endIndex) - 1 } ?? 0
    }
}
