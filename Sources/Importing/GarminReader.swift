import Diagnostics
import TrainingModel

/// Reads Garmin Connect's `Activities.csv` (Activities → Export CSV), written in the account's
/// language: `Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,…,Moving
/// Time,Elapsed Time,Min Elevation,Max Elevation` in English, and the names of `languages` in
/// German, French, Spanish, Italian, Dutch, Norwegian and Danish. Only names seen in real exports
/// are known; a header of another language is read by its columns' places (`GarminByPlace`). Each row is one activity: runs, rides, swims, walks and hikes get one cardio set
/// (the distance, in km or miles by `--unit` or the site's units as the account shows it, metres
/// for a swim; the moving time when there is one, else the time); any other activity is a
/// workout with its duration and no sets, its type and distance kept in the notes. `--` is
/// Garmin's empty cell. Numbers are written with the account's number format, whatever its
/// language (`number(_:whole:)`).
enum GarminReader {
    /// One language's column names; nil (or empty) where that language's name has not been seen.
    struct Columns: Sendable {
        var language: String
        var type: String, date: String
        var title: String?, distance: String?, time: String?, moving: String?, elapsed: String?
        var heartRate: [String], ascent: [String]

        var read: [String] {
            [type, date] + [title, distance, time, moving, elapsed].compactMap { $0 } + heartRate + ascent
        }

        /// What the read columns hold, for names that are not English (`Distanse`, `Tid`).
        var quantities: [String: String] {
            var map: [String: String] = [:]
            if let distance { map[distance] = "a distance" }
            for column in [time, moving, elapsed].compactMap({ $0 }) { map[column] = "a time" }
            return map
        }
    }

    /// Each language's names, as seen in real exports (docs/import-layouts.md names where each was learned).
    static let languages = [
        Columns(language: "English", type: "Activity Type", date: "Date", title: "Title", distance: "Distance", time: "Time",
                moving: "Moving Time", elapsed: "Elapsed Time", heartRate: ["Avg HR"], ascent: ["Total Ascent", "Elev Gain"]),
        Columns(language: "German", type: "Aktivitätstyp", date: "Datum", title: "Titel", distance: "Distanz", time: "Zeit",
                moving: "Zeit in Bewegung", elapsed: "Verstrichene Zeit", heartRate: ["Ø Herzfrequenz", "Ø HF"],
                ascent: ["Anstieg gesamt", "Positiver Höhenunterschied"]),
        Columns(language: "French", type: "Type d'activité", date: "Date", title: "Titre", distance: "Distance", time: "Durée",
                moving: "Temps de déplacement", elapsed: "Temps écoulé", heartRate: ["Fréquence cardiaque moyenne"],
                ascent: ["Ascension totale"]),
        Columns(language: "Spanish", type: "Tipo de actividad", date: "Fecha", title: "Título", distance: "Distancia",
                time: "Tiempo", moving: nil, elapsed: nil, heartRate: ["Frecuencia cardiaca media"], ascent: ["Ascenso total"]),
        Columns(language: "Italian", type: "Tipo di attività", date: "Data", title: "Titolo", distance: "Distanza", time: "Tempo",
                moving: "Tempo in movimento", elapsed: "Tempo trascorso", heartRate: ["FC Media"], ascent: ["Ascesa totale"]),
        Columns(language: "Dutch", type: "Activiteittype", date: "Datum", title: "Titel", distance: "Afstand", time: "Tijd",
                moving: nil, elapsed: nil, heartRate: [], ascent: []),
        Columns(language: "Norwegian", type: "Aktivitetstype", date: "Dato", title: "Tittel", distance: "Distanse", time: "Tid",
                moving: "Tid i bevegelse", elapsed: "Medgått tid", heartRate: ["Gjennomsnittlig puls"],
                ascent: ["Stigning totalt", "Total stigning"]),
        Columns(language: "Danish", type: "Aktivitetstype", date: "Dato", title: nil, distance: "Distance", time: "Tid",
                moving: nil, elapsed: nil, heartRate: [], ascent: []),
    ]

    /// The language of a header, by its activity type's column; Norwegian and Danish share
    /// `Aktivitetstype` and differ by `Distanse` and `Distance`. Nil for none.
    static func columns(of table: CSVTable) -> Columns? {
        let header = Set(table.header)
        guard let first = languages.first(where: { header.contains($0.type) }) else { return nil }
        guard first.type == "Aktivitetstype" else { return first }
        let norwegian = languages.first { $0.language == "Norwegian" }!, danish = languages.first { $0.language == "Danish" }!
        return header.contains("Distanse") || !header.contains("Distance") ? norwegian : danish
    }

    /// The exercise of an activity type's single set, and whether its distance is in metres
    /// (a swim); nil for types recorded without sets. Types as seen in exports, in each language.
    static func exercise(ofType type: String) -> (name: String, metres: Bool)? {
        switch type.lowercased() {
        case "running", "treadmill running", "trail running", "track running", "indoor running", "virtual running",
             "løping", "laufen", "laufband", "laufbandtraining", "course à pied", "course sur tapis roulant", "carrera",
             "corsa", "corrida", "corrida em esteira":
            return ("Running", false)
        case "cycling", "road cycling", "indoor cycling", "mountain biking", "gravel cycling", "virtual cycling",
             "radfahren", "virtuelles radfahren", "indoor-radfahren", "ciclismo":
            return ("Cycling", false)
        case "pool swim", "pool swimming", "lap swimming", "open water swimming", "swimming", "bassengsvømming",
             "nuoto in piscina":
            return ("Swimming", true)
        case "walking", "gehen", "marche à pied", "camminata": return ("Walking", false)
        case "hiking", "randonnée": return ("Hiking", false)
        default: return nil
        }
    }

    /// A number as Garmin writes it, in the account's number format, which is not the header's
    /// language (German headers come with `42.02` and `2,336`, English ones with `10,50`): spaces
    /// group thousands; with both `,` and `.` the later is the decimal separator (`1,034.56`,
    /// `1.034,5`); a separator written more than once groups thousands; a single one is the
    /// decimal separator, except in a `whole` quantity (a swim's metres, an ascent, a heart rate)
    /// where, followed by exactly three digits, it groups thousands (`1,500` m, `1.500` m).
    /// Groups of thousands have three digits each. Nil when the rest is not a number.
    static func number(_ text: String, whole: Bool) -> ExportNumber? {
        let plain = text.filter { $0 != " " && $0 != "\u{A0}" && $0 != "\u{202F}" }
        let commas = plain.filter { $0 == "," }.count, dots = plain.filter { $0 == "." }.count
        var grouping: Character?, decimal: Character?
        if commas > 0, dots > 0 {
            decimal = plain.lastIndex(of: ",")! > plain.lastIndex(of: ".")! ? "," : "."
            grouping = decimal == "," ? "." : ","
        } else if commas + dots > 1 {
            grouping = commas > 0 ? "," : "."
        } else if let index = plain.firstIndex(where: { $0 == "," || $0 == "." }) {
            let decimals = plain.distance(from: index, to: plain.endIndex) - 1
            if whole, decimals == 3 { grouping = plain[index] } else { decimal = plain[index] }
        }
        var integer = Substring(plain), fraction: Substring?
        if let decimal, let point = plain.lastIndex(of: decimal) {
            integer = plain[..<point]
            fraction = plain[plain.index(after: point)...]
        }
        if let grouping {
            let groups = integer.split(separator: grouping, omittingEmptySubsequences: false)
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
            integer = Substring(groups.joined())
        }
        return ExportNumber(String(integer) + (fraction.map { "." + $0 } ?? ""))
    }

    static func read(_ raw: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        // Norwegian exports repeat `Distanse` and `Totalt fall`; later copies are numbered as Strava's are.
        var table = StravaReader.normalised(raw)
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        var columns = columns(of: table) ?? languages[0]
        // A header of no language Spotter knows: read by the columns' places when the file proves
        // it is one of Garmin's layouts (GarminByPlace).
        var misfits = DiagnosticList()
        if Self.columns(of: table) == nil, ImportDetection.detectByName(raw) == nil {
            switch GarminByPlace.read(raw, path: path) {
            case .read(let placed):
                table = placed.table
                columns = placed.columns
                reading.columnsByPlace = placed.names.map { "\($0.written) as \($0.english)" }
            case .misfit(let problems): misfits = problems
            case .notApplicable: break
            }
        }
        guard reading.acceptsHeader(of: table, required: [columns.type, columns.date], read: columns.read,
                                    quantities: columns.quantities, path: path,
                                    app: "Garmin Connect", hint: "export Activities.csv from Garmin Connect's Activities list")
        else {
            reading.diagnostics.append(contentsOf: misfits)
            return reading
        }
        var workouts: [ImportedWorkout] = []
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String?) -> String {
                guard let column else { return "" }
                let text = table.field(column, of: row)
                return text == "--" ? "" : text
            }
            func number(_ column: String?, whole: Bool) -> ExportNumber?? {
                let text = field(column)
                if text.isEmpty { return .some(nil) }
                guard let value = Self.number(text, whole: whole) else {
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
            let type = field(columns.type)
            let sport = exercise(ofType: type)
            guard let distance = number(columns.distance, whole: sport?.metres == true), let time = seconds(columns.time),
                  let moving = seconds(columns.moving), let elapsed = seconds(columns.elapsed) else { continue }
            /// The first number among `names` that the header has and the row fills.
            func firstNumber(_ names: [String]) -> ExportNumber?? {
                var found: ExportNumber?
                for column in names where table.index(of: column) != nil {
                    guard let value = number(column, whole: true) else { return nil }
                    found = found ?? value
                }
                return .some(found)
            }
            guard let heartRate = firstNumber(columns.heartRate), let ascent = firstNumber(columns.ascent) else { continue }
            var workout = ImportedWorkout(start: start, title: field(columns.title))
            workout.durationSeconds = elapsed ?? time
            var figures: [String] = []
            if let ascent, !ascent.isZero { figures.append("Elevation gain: \(ascent.text) m.") }
            if let heartRate, !heartRate.isZero { figures.append("Average heart rate: \(heartRate.text) bpm.") }
            let displayUnit: DistanceUnit = options.unit == .kg ? .km : .mi
            if let (exercise, inMetres) = sport {
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
    /// optional fraction of a second after a point or a comma (`00:04:40.0`, `00:03:42,5`, rounded).
    static func clockSeconds(_ text: String) -> Int? {
        var body = Substring(text)
        var fraction = 0.0
        if let point = body.firstIndex(where: { $0 == "." || $0 == "," }) {
            let digits = body[body.index(after: point)...]
            guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Double("0." + digits + "0") else { return nil }
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
