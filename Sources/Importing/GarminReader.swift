import Diagnostics
import TrainingModel

/// Reads Garmin Connect's `Activities.csv` (Activities → Export CSV), written in the account's
/// language: `Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,…,Moving
/// Time,Elapsed Time,Min Elevation,Max Elevation` in English, `Aktivitetstype,Dato,Favoritt,
/// Tittel,Distanse,Kalorier,Tid,…` in Norwegian, `Aktivitetstype,Dato,…,Distance,Kalorier,Tid`
/// in Danish. Only names seen in real exports are known (`languages`). Each row is one activity:
/// runs, rides, swims, walks and hikes get one cardio set (the distance, in km or miles by
/// `--unit` or the site's units as the account shows it, metres for a swim; the moving time
/// when there is one, else the time); any other activity is a workout with its duration and
/// no sets, its type and distance kept in the notes. `--` is Garmin's empty cell.
enum GarminReader {
    /// One language's column names; nil where that language's name has not been seen.
    struct Columns: Sendable {
        var language: String
        var type: String, date: String
        var title: String?, distance: String?, time: String?, moving: String?, elapsed: String?
        var heartRate: String?, ascent: [String]
        /// English writes `1,034.56`; the Nordic languages `5,02`.
        var decimalComma: Bool

        var read: [String] {
            [type, date] + [title, distance, time, moving, elapsed, heartRate].compactMap { $0 } + ascent
        }

        /// What the read columns hold, for names that are not English (`Distanse`, `Tid`).
        var quantities: [String: String] {
            var map: [String: String] = [:]
            if let distance { map[distance] = "a distance" }
            for column in [time, moving, elapsed].compactMap({ $0 }) { map[column] = "a time" }
            return map
        }
    }

    static let languages = [
        Columns(language: "English", type: "Activity Type", date: "Date", title: "Title", distance: "Distance", time: "Time",
                moving: "Moving Time", elapsed: "Elapsed Time", heartRate: "Avg HR", ascent: ["Total Ascent", "Elev Gain"],
                decimalComma: false),
        Columns(language: "Norwegian", type: "Aktivitetstype", date: "Dato", title: "Tittel", distance: "Distanse", time: "Tid",
                moving: "Tid i bevegelse", elapsed: "Medgått tid", heartRate: "Gjennomsnittlig puls",
                ascent: ["Stigning totalt", "Total stigning"], decimalComma: true),
        Columns(language: "Danish", type: "Aktivitetstype", date: "Dato", title: nil, distance: "Distance", time: "Tid",
                moving: nil, elapsed: nil, heartRate: nil, ascent: [], decimalComma: true),
    ]

    /// The language of a header: English by `Activity Type`, Norwegian by `Distanse`, Danish by
    /// `Aktivitetstype` with `Distance`; nil for none.
    static func columns(of table: CSVTable) -> Columns? {
        if table.index(of: "Activity Type") != nil { return languages[0] }
        guard table.index(of: "Aktivitetstype") != nil else { return nil }
        return table.index(of: "Distanse") != nil || table.index(of: "Distance") == nil ? languages[1] : languages[2]
    }

    /// The exercise of an activity type's single set, and whether its distance is in metres
    /// (a swim); nil for types recorded without sets. Types as seen in exports.
    static func exercise(ofType type: String) -> (name: String, metres: Bool)? {
        switch type.lowercased() {
        case "running", "treadmill running", "trail running", "track running", "indoor running", "løping":
            return ("Running", false)
        case "cycling", "road cycling", "indoor cycling", "mountain biking", "gravel cycling", "virtual cycling":
            return ("Cycling", false)
        case "pool swim", "pool swimming", "open water swimming", "swimming", "bassengsvømming":
            return ("Swimming", true)
        case "walking": return ("Walking", false)
        case "hiking": return ("Hiking", false)
        default: return nil
        }
    }

    static func read(_ raw: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        // Norwegian exports repeat `Distanse` and `Totalt fall`; later copies are numbered as Strava's are.
        let table = StravaReader.normalised(raw)
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        let columns = columns(of: table) ?? languages[0]
        guard reading.acceptsHeader(of: table, required: [columns.type, columns.date], read: columns.read,
                                    quantities: columns.quantities, path: path,
                                    app: "Garmin Connect", hint: "export Activities.csv from Garmin Connect's Activities list")
        else { return reading }
        var workouts: [ImportedWorkout] = []
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String?) -> String {
                guard let column else { return "" }
                let text = table.field(column, of: row)
                return text == "--" ? "" : text
            }
            func number(_ column: String?) -> ExportNumber?? {
                let text = field(column)
                if text.isEmpty { return .some(nil) }
                // Thousands separators go: `,` in English; in a decimal-comma language spaces, and
                // dots when a comma is there too (`1.034,5`), so that a plain `5.02` stays 5.02.
                let spaceless = text.filter { $0 != " " && $0 != "\u{A0}" }
                let plain = !columns.decimalComma ? text.filter { $0 != "," }
                    : spaceless.contains(",") ? spaceless.filter { $0 != "." } : spaceless
                guard let value = ExportNumber(plain, allowDecimalComma: columns.decimalComma) else {
                    reading.reject(line: row.line, path: path, column: column ?? "", "expected a number, found \"\(text)\"")
                    return nil
                }
                return .some(value)
            }
            func seconds(_ column: String?) -> Int?? {
                let text = field(column)
                if text.isEmpty { return .some(nil) }
                guard let value = clockSeconds(text) else {
                    reading.reject(line: row.line, path: path, column: column ?? "",
                                   "expected a time such as 00:42:10 or 48:12, found \"\(text)\"")
                    return nil
                }
                return .some(value)
            }
            guard let start = ExportDateTime(field(columns.date)) else {
                reading.reject(line: row.line, path: path, column: columns.date,
                               "expected a date and time such as 2026-06-12 08:01:10, found \"\(field(columns.date))\"")
                continue
            }
            guard let distance = number(columns.distance), let time = seconds(columns.time),
                  let moving = seconds(columns.moving), let elapsed = seconds(columns.elapsed),
                  let heartRate = number(columns.heartRate) else { continue }
            var ascent: ExportNumber?
            var refused = false
            for column in columns.ascent where table.index(of: column) != nil && ascent == nil {
                guard let value = number(column) else { refused = true; break }
                ascent = value
            }
            if refused { continue }
            let type = field(columns.type)
            var workout = ImportedWorkout(start: start, title: field(columns.title))
            workout.durationSeconds = elapsed ?? time
            var figures: [String] = []
            if let ascent, !ascent.isZero { figures.append("Elevation gain: \(ascent.text) m.") }
            if let heartRate, !heartRate.isZero { figures.append("Average heart rate: \(heartRate.text) bpm.") }
            let displayUnit: DistanceUnit = options.unit == .kg ? .km : .mi
            if let (exercise, inMetres) = exercise(ofType: type) {
                var entry = ImportedEntry(exerciseName: exercise)
                entry.sets = [ImportedSet(line: row.line, kind: .working, weight: nil, weightUnit: options.unit, reps: nil,
                                          rpe: nil, seconds: (moving ?? time).flatMap { ExportNumber(String($0)) },
                                          distance: distance.flatMap { $0.isZero ? nil : $0 },
                                          distanceUnit: inMetres ? .m : displayUnit)]
                workout.entries = [entry]
            } else {
                // Not a set: the activity's type and distance stay in the notes, so nothing is lost.
                var line = "Garmin activity: \(type.isEmpty ? "no type" : type)."
                if let distance, !distance.isZero { line += " Distance: \(distance.text) \(displayUnit.rawValue)." }
                figures.insert(line, at: 0)
                workout.rowsWithoutSets = 1
                reading.activitiesWithoutSport[type.isEmpty ? "no type" : type, default: 0] += 1
            }
            if !figures.isEmpty { workout.notes = [figures.joined(separator: " ")] }
            workouts.append(workout)
        }
        reading.workouts = workouts
        return reading
    }

    /// `00:42:10`, `1:02:00` (hours, minutes, seconds), `48:12` (minutes, seconds), with an
    /// optional fraction of a second (`00:04:40.0`, rounded).
    static func clockSeconds(_ text: String) -> Int? {
        var body = Substring(text)
        var fraction = 0.0
        if let point = body.firstIndex(of: ".") {
            guard let value = Double("0" + body[point...]) else { return nil }
            fraction = value
            body = body[..<point]
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count, numbers.dropFirst().allSatisfy({ $0 < 60 }) else { return nil }
        let whole = numbers.reduce(0) { $0 * 60 + $1 }
        return whole + Int(fraction.rounded())
    }
}
