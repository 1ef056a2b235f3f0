import Diagnostics
import TrainingModel

/// Reads a Strong CSV export, in any of its layouts:
/// - the oldest: `Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes` (or `lbs`,
///   `mi`): the unit is the weight and distance column's name, and set order counts from 0;
/// - comma: `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
///   (weights in `--unit`, distances in km, or miles with `--unit lb`);
/// - semicolon: `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration`
///   (numbers may use a decimal comma);
/// - newest (Strong 6): every field quoted, `"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"`
///   with semicolons (and a decimal comma) or commas, `Weight (lbs)` for pounds, the duration in seconds.
/// `Set Order` is a number for a working set, `W` warm-up, `D` drop set, `F` failure,
/// `Rest Timer` for rows that only record a rest (skipped), and `Note` for a row that holds
/// only the exercise's note. A header in a language Spotter does not know is read by the columns'
/// places in the comma, semicolon or newest layout when every row proves it (`StrongByPlace`).
enum StrongReader {
    static let requiredColumns = ["Date", "Workout Name", "Exercise Name", "Set Order"]

    /// Column names Strong writes in the phone's language, and the English name each stands for.
    /// Only names seen in real exports are here, each with where it was seen (docs/import-layouts.md, "Strong in the phone's language");
    /// a translated column not listed is named in the summary as ignored, never guessed.
    static let translatedColumns: [(language: String, name: String, english: String)] = [
        // French: issue 50's export, the header of a real French export in a public parser's tests, and
        // the whole header of a real French export in a public repository (`Notes d'entraînement`).
        ("French", "Nom de l'entraînement", "Workout Name"), ("French", "Durée", "Duration"),
        ("French", "Nom de l'exercice", "Exercise Name"), ("French", "Ordre de la série", "Set Order"),
        ("French", "Poids", "Weight"), ("French", "Réps", "Reps"), ("French", "Secondes", "Seconds"),
        ("French", "Notes d'entraînement", "Workout Notes"),
        // German: the header of a German Strong export in two public parsers' tests and fixtures.
        ("German", "Datum", "Date"), ("German", "Workout-Name", "Workout Name"), ("German", "Dauer", "Duration"),
        ("German", "Name der Übung", "Exercise Name"), ("German", "Reihenfolge festlegen", "Set Order"),
        ("German", "Gewicht", "Weight"), ("German", "Wiederh.", "Reps"), ("German", "Entfernung", "Distance"),
        ("German", "Sekunden", "Seconds"), ("German", "Notizen", "Notes"), ("German", "Workout-Notizen", "Workout Notes"),
        // Simplified Chinese: every column, from the header of a real export in a public repository
        // (issue 50's export is another).
        ("Simplified Chinese", "日期", "Date"), ("Simplified Chinese", "锻炼名称", "Workout Name"),
        ("Simplified Chinese", "时长", "Duration"), ("Simplified Chinese", "运动名称", "Exercise Name"),
        ("Simplified Chinese", "设置顺序", "Set Order"), ("Simplified Chinese", "重量", "Weight"),
        ("Simplified Chinese", "次", "Reps"), ("Simplified Chinese", "距离", "Distance"),
        ("Simplified Chinese", "秒", "Seconds"), ("Simplified Chinese", "备注", "Notes"),
        ("Simplified Chinese", "锻炼备注", "Workout Notes"),
    ]

    /// The rest timer's row label in the phone's language (`Set Order`), as seen in real exports:
    /// English, French, German.
    static let restTimerLabels: Set<String> = ["rest timer", "minuteur de repos", "ruhezeit"]
    /// The translated languages whose rest-timer label is among `restTimerLabels`.
    static let languagesWithRestTimerLabel: Set<String> = ["French", "German"]

    /// The rest timer's label in a language whose label has not been seen (Simplified Chinese),
    /// told as by place: the one set order that is neither a number, a set's kind (one letter), a
    /// note nor a known label, when none of its rows holds a weight, reps, a distance or a note.
    /// Nil when there is no such label, or more than one, or it stands on a row with a set; those
    /// rows are then refused at their lines.
    static func inferredRestTimerLabel(in table: CSVTable) -> String? {
        // Each unknown label → whether a row of it holds a set.
        var labels: [String: Bool] = [:]
        for row in table.rows {
            let order = table.field("Set Order", of: row)
            guard !order.isEmpty, !isKnownSetOrder(order) else { continue }
            let holds = heldSetColumn({ table.field($0, of: row) }, decimalComma: table.delimiter == ";") != nil
            labels[order] = (labels[order] ?? false) || holds
        }
        guard labels.count == 1, let (label, holds) = labels.first, !holds else { return nil }
        return label
    }

    /// A `Set Order` read without learning a label: a set's number, a set's kind (one letter),
    /// a rest-timer label seen in real exports, or `Note`.
    static func isKnownSetOrder(_ order: String) -> Bool {
        (Int(order) ?? -1) >= 0 || (order.count == 1 && order.first?.isLetter == true)
            || restTimerLabels.contains(order.lowercased()) || order.lowercased() == "note"
    }

    /// The first of `Weight`, `Reps`, `Distance` and `Notes` a row holds (`text` gives a
    /// column's cell): a number that is not 0, or any note. A row with one is a set or a note,
    /// so its set order is never the rest timer's label.
    static func heldSetColumn(_ text: (String) -> String, decimalComma: Bool) -> String? {
        ["Weight", "Reps", "Distance", "Notes"].first { column in
            let value = text(column)
            return !value.isEmpty && ExportNumber(value, allowDecimalComma: decimalComma)?.isZero != true
        }
    }

    /// The header with translated column names in English, and the language they were in (nil
    /// for an English header). A language's names are read only in a header that has its name for
    /// `Exercise Name`, so that another app's column that shares a word (Garmin's German `Datum`)
    /// stays as it is. A typographic apostrophe reads as `'`.
    static func englishHeader(_ table: CSVTable) -> (table: CSVTable, language: String?) {
        let names = table.header.map { String($0.map { $0 == "\u{2019}" ? "'" : $0 }) }
        guard let language = translatedColumns.first(where: { $0.english == "Exercise Name" && names.contains($0.name) })?.language
        else { return (table, nil) }
        let header = zip(table.header, names).map { cell, name -> String in
            translatedColumns.first { $0.language == language && $0.name == name }?.english ?? cell
        }
        return (CSVTable(header: header, rows: table.rows, delimiter: table.delimiter), language)
    }

    /// The export read by its columns' places (`StrongByPlace`) when its header lacks a column
    /// Strong's readers need, is no known app's by its names, and the file proves it is a Strong
    /// layout; else nil, with the errors at the rows that do not fit when it has a layout's count.
    static func byPlace(_ raw: CSVTable, english table: CSVTable, path: String) -> (read: StrongByPlace?, misfits: DiagnosticList) {
        guard requiredColumns.contains(where: { table.index(of: $0) == nil }), ImportDetection.detectByName(raw) == nil
        else { return (nil, DiagnosticList()) }
        switch StrongByPlace.read(raw, path: path) {
        case .read(let placed): return (placed, DiagnosticList())
        case .misfit(let problems, _): return (nil, problems)
        case .notApplicable: return (nil, DiagnosticList())
        }
    }

    static func read(_ raw: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        var (table, language) = englishHeader(raw)
        let (placed, misfits) = byPlace(raw, english: table, path: path)
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        if let placed { table = reading.refuse(placed.refused, in: placed.table) }
        let inferredLabel = language.flatMap { languagesWithRestTimerLabel.contains($0) ? nil : inferredRestTimerLabel(in: table) }
        reading.columnsByPlace = placed?.names.map { "\($0.written) as \($0.english)" } ?? []
        guard reading.acceptsHeader(of: table, required: requiredColumns, read: columnsRead(in: table), path: path,
                                    app: "Strong", hint: "export from Strong with Settings → Export Strong Data")
        else {
            reading.diagnostics.append(contentsOf: misfits)
            return reading
        }
        let decimalComma = table.delimiter == ";"
        let weightColumn = weightColumn(in: table), distanceColumn = distanceColumn(in: table)
        var assembler = WorkoutAssembler()
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String) -> ExportNumber?? {
                reading.number(column, of: row, in: table, path: path, allowDecimalComma: decimalComma)
            }

            let order = field("Set Order")
            if restTimerLabels.contains(order.lowercased()) || (placed?.restTimerLabel ?? inferredLabel).map({ $0 == order }) == true {
                reading.skip(.restTimer)
                continue
            }
            if order.lowercased() == "note" {
                let dateText = field("Date"), title = field("Workout Name")
                guard let start = ExportDateTime(dateText), !field("Exercise Name").isEmpty else {
                    reading.reject(line: row.line, path: path, column: "Date",
                                   "expected a note row with a date such as 2026-03-02 18:30:00 and an exercise name, "
                                       + "found \"\(dateText)\" and \"\(field("Exercise Name"))\"")
                    continue
                }
                assembler.addNote(workoutKey: dateText + "\u{1F}" + title,
                                  makeWorkout: { ImportedWorkout(start: start, title: title) },
                                  entryName: field("Exercise Name"), entryNote: field("Notes"), workoutNote: field("Workout Notes"))
                continue
            }
            let kind: SetKind
            switch order.uppercased() {
            case "W": kind = .warmup
            case "D": kind = .drop
            case "F": kind = .failure
            default:
                guard (Int(order) ?? -1) >= 0 else {  // from 1, or from 0 in the oldest layout
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
            guard let weight = number(weightColumn.name), let repsNumber = number("Reps"), let rpe = number("RPE"),
                  let distance = number(distanceColumn.name), let seconds = number("Seconds") else { continue }
            guard let reps = reading.reps(repsNumber, column: "Reps", of: row, in: table, path: path) else { continue }
            guard let (weightUnit, unitOrigin) = reading.weightUnit(of: row, in: table, path: path, column: weightColumn,
                                                                    options: options),
                  let distanceUnit = reading.distanceUnit(
                      of: row, in: table, path: path, distance: distance,
                      otherwise: distanceColumn.unit ?? ((weightColumn.unit ?? options.unit) == .kg ? .km : .mi))
            else { continue }
            let durationColumn = durationColumn(in: table)
            let durationText = field(durationColumn)
            var duration: Int?
            if !durationText.isEmpty {
                // `Duration (sec)` is a number, `1200` or `3600.0`.
                duration = durationColumn == "Duration (sec)"
                    ? ExportNumber(durationText, allowDecimalComma: decimalComma).flatMap { $0.value >= 0 ? Int($0.value.rounded()) : nil }
                    : placed.map { $0.duration(durationText) } ?? parseDuration(durationText)
                if duration == nil {
                    reading.diagnostics.append(.warning(
                        at: SourceLocation(file: path, line: row.line, column: 1), keyPath: durationColumn,
                        "expected a duration such as 1h 2m, 38min, 1:02:03 or 3720 (seconds), found \"\(durationText)\"; the workout has no duration"))
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

    /// The columns read from this header: every column of the layouts, with the workout's
    /// duration from `Duration` or `Duration (sec)` when there is one, else from `Workout Duration`.
    /// The newest layout's `Workout #` is not read: `Date` and `Workout Name` tell workouts apart.
    static func columnsRead(in table: CSVTable) -> [String] {
        ["Date", "Workout Name", durationColumn(in: table), "Exercise Name", "Set Order", weightColumn(in: table).name,
         "Weight Unit", "Reps", distanceColumn(in: table).name, "Distance Unit", "Seconds", "Notes", "Workout Notes", "RPE"]
    }

    /// `Weight`, the newest layout's `Weight (kg)` or `Weight (lbs)`, or the oldest layout's `kg`
    /// or `lbs`, with the unit its name gives.
    static func weightColumn(in table: CSVTable) -> (name: String, unit: MassUnit?) {
        let name = ["Weight", "Weight (kg)", "Weight (kgs)", "Weight (lbs)", "Weight (lb)", "kg", "lbs"]
            .first { table.index(of: $0) != nil } ?? "Weight"
        return (name, massUnit(unitName(name)))
    }

    /// `Distance`, the newest layout's `Distance (meters)` (or `(km)`, `(miles)`), or the oldest
    /// layout's `km` or `mi`, with the unit its name gives.
    static func distanceColumn(in table: CSVTable) -> (name: String, unit: DistanceUnit?) {
        let name = ["Distance", "Distance (meters)", "Distance (km)", "Distance (miles)", "km", "mi"]
            .first { table.index(of: $0) != nil } ?? "Distance"
        return (name, distanceUnit(unitName(name)))
    }

    /// The unit a column's name gives: the part in parentheses (`Weight (kg)` → `kg`), or the whole name (`lbs`).
    private static func unitName(_ name: String) -> String {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
        return String(name[name.index(after: open)..<name.index(before: name.endIndex)])
    }

    static func durationColumn(in table: CSVTable) -> String {
        ["Duration", "Duration (sec)"].first { table.index(of: $0) != nil } ?? "Workout Duration"
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

    /// `1h 2m`, `56m`, `38min`, `45s`, `1h`, `1h 2m 3s`, `1hr 2min`, `1:02:03` (hours, minutes and
    /// seconds), or a bare number of seconds. Units come largest first, each once.
    static func parseDuration(_ text: String) -> Int? {
        if let seconds = Int(text), seconds >= 0 { return seconds }
        let clock = text.split(separator: ":", omittingEmptySubsequences: false)
        if clock.count == 3 {
            guard clock.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  let hours = Int(clock[0]), let minutes = Int(clock[1]), let seconds = Int(clock[2]),
                  clock[1].count == 2, clock[2].count == 2, minutes < 60, seconds < 60, hours < 10_000 else { return nil }
            return hours * 3600 + minutes * 60 + seconds
        }
        var total = 0
        var lastRank = 4
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { break }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count).drop { $0 == " " }
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            guard !digits.isEmpty, digits.count <= 12, let value = Int(digits) else { return nil }
            let (factor, rank): (Int, Int)
            switch unit.lowercased() {
            // 小时 and 分钟: Strong in Simplified Chinese writes `1小时13分钟`.
            case "h", "hr", "hrs", "hour", "hours", "小时": (factor, rank) = (3600, 3)
            case "m", "min", "mins", "minute", "minutes", "分钟": (factor, rank) = (60, 2)
            case "s", "sec", "secs", "second", "seconds": (factor, rank) = (1, 1)
            default: return nil
            }
            guard rank < lastRank else { return nil }
            lastRank = rank
            total += value * factor
        }
        return lastRank < 4 ? total : nil
    }
}
