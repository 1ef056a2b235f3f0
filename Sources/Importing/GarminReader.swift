import Diagnostics
import TrainingModel

/// Reads Garmin Connect's `Activities.csv` (Activities → Export CSV), written in the account's
/// language: `Activity Type,Date,Favorite,Title,Distance,Calories,Time,Avg HR,Max HR,…,Moving
/// Time,Elapsed Time,Min Elevation,Max Elevation` in English, and the names of `languages` in the
/// other languages seen. Only names seen in real exports are known; a header of another language
/// is read by its columns' places (`GarminByPlace`). Each row is one activity: runs, rides, swims,
/// walks and hikes get one cardio set (the distance, in km or miles by `--unit` or the site's
/// units as the account shows it, metres for a swim; the moving time when there is one, else the
/// time); any other activity is a workout with its duration and no sets, its type and distance
/// kept in the notes. `--` (and `--:--:--` for a time) is Garmin's empty cell. Numbers are
/// written with the account's number format, whatever its language (`number(_:whole:)`).
enum GarminReader {
    /// One language's column names. Where a language has been seen with more than one name for a
    /// column (Norwegian `Distanse` and `Avstand`), each is listed: of a title, distance or time,
    /// the first the header has is read, of a heart rate or ascent the first the row fills; an
    /// empty list where that language's name has not been seen.
    struct Columns: Sendable {
        var language: String
        var type: String, date: String
        var title: [String], distance: [String], time: [String], moving: [String], elapsed: [String]
        var heartRate: [String], ascent: [String]

        var read: [String] { [type, date] + title + distance + time + moving + elapsed + heartRate + ascent }

        /// What the read columns hold, for names that are not English (`Distanse`, `Tid`).
        var quantities: [String: String] {
            var map: [String: String] = [:]
            for column in distance { map[column] = "a distance" }
            for column in time + moving + elapsed { map[column] = "a time" }
            return map
        }
    }

    /// Each language's names, as seen in real exports (docs/import-layouts.md names where each was learned).
    static let languages = [
        Columns(language: "English", type: "Activity Type", date: "Date", title: ["Title"], distance: ["Distance"],
                time: ["Time"], moving: ["Moving Time"], elapsed: ["Elapsed Time"], heartRate: ["Avg HR"],
                ascent: ["Total Ascent", "Elev Gain"]),
        Columns(language: "German", type: "Aktivitätstyp", date: "Datum", title: ["Titel"], distance: ["Distanz"],
                time: ["Zeit"], moving: ["Zeit in Bewegung"], elapsed: ["Verstrichene Zeit"],
                heartRate: ["Ø Herzfrequenz", "Ø HF"], ascent: ["Anstieg gesamt", "Positiver Höhenunterschied"]),
        Columns(language: "French", type: "Type d'activité", date: "Date", title: ["Titre"], distance: ["Distance"],
                time: ["Durée"], moving: ["Temps de déplacement"], elapsed: ["Temps écoulé"],
                heartRate: ["Fréquence cardiaque moyenne"], ascent: ["Ascension totale"]),
        Columns(language: "Spanish", type: "Tipo de actividad", date: "Fecha", title: ["Título"], distance: ["Distancia"],
                time: ["Tiempo"], moving: ["Tiempo en movimiento"], elapsed: ["Tiempo transcurrido"],
                heartRate: ["Frecuencia cardiaca media"], ascent: ["Ascenso total"]),
        Columns(language: "Italian", type: "Tipo di attività", date: "Data", title: ["Titolo"], distance: ["Distanza"],
                time: ["Tempo"], moving: ["Tempo in movimento"], elapsed: ["Tempo trascorso"], heartRate: ["FC Media"],
                ascent: ["Ascesa totale"]),
        Columns(language: "Portuguese", type: "Tipo de atividade", date: "Data", title: ["Título"], distance: ["Distância"],
                time: ["Tempo", "Tempo total"], moving: ["Tempo em movimento"], elapsed: ["Duração", "Tempo transcorrido"],
                heartRate: ["FC Média"], ascent: ["Subida total"]),
        Columns(language: "Dutch", type: "Activiteittype", date: "Datum", title: ["Titel"], distance: ["Afstand"],
                time: ["Tijd"], moving: ["Tijd bewogen"], elapsed: ["Verstreken tijd"], heartRate: ["Gem. HS"],
                ascent: ["Totale stijging", "Stijging"]),
        Columns(language: "Norwegian", type: "Aktivitetstype", date: "Dato", title: ["Tittel"],
                distance: ["Distanse", "Avstand"], time: ["Tid"], moving: ["Tid i bevegelse"], elapsed: ["Medgått tid"],
                heartRate: ["Gjennomsnittlig puls"], ascent: ["Stigning totalt", "Total stigning"]),
        Columns(language: "Danish", type: "Aktivitetstype", date: "Dato", title: ["Titel"], distance: ["Distance"],
                time: ["Tid"], moving: ["Tid i bevægelse"], elapsed: ["Tidsforbrug"], heartRate: ["Gennemsnitlig puls"],
                ascent: ["Samlet stigning", "Højdeforøgelse"]),
        Columns(language: "Swedish", type: "Aktivitetstyp", date: "Datum", title: ["Namn"], distance: ["Distans"],
                time: ["Tid"], moving: ["Färdtid"], elapsed: ["Total tid"], heartRate: ["Medelpuls"],
                ascent: ["Total stigning"]),
        Columns(language: "Finnish", type: "Suorituksen tyyppi", date: "Päiväys", title: ["Otsikko"], distance: ["Matka"],
                time: ["Aika"], moving: [], elapsed: [], heartRate: ["Keskisyke"], ascent: []),
        Columns(language: "Polish", type: "Typ aktywności", date: "Data", title: ["Tytuł"], distance: ["Dystans"],
                time: ["Czas"], moving: ["Czas ruchu"], elapsed: ["Upłynęło czasu"], heartRate: ["Średnie tętno"],
                ascent: ["Całkowity wznios"]),
        Columns(language: "Hungarian", type: "Tevékenység típusa", date: "Dátum", title: ["Cím"], distance: ["Távolság"],
                time: ["Idő"], moving: ["Menetidő"], elapsed: ["Eltelt idő"], heartRate: ["Átlagos pulzusszám"],
                ascent: ["Teljes emelkedés"]),
    ]

    /// The language of a header, by its activity type's column; Norwegian and Danish share
    /// `Aktivitetstype` and differ by `Distanse` (or `Avstand`) and `Distance`. Nil for none.
    static func columns(of table: CSVTable) -> Columns? {
        let header = Set(table.header)
        guard let first = languages.first(where: { header.contains($0.type) }) else { return nil }
        guard first.type == "Aktivitetstype" else { return first }
        let norwegian = languages.first { $0.language == "Norwegian" }!, danish = languages.first { $0.language == "Danish" }!
        return header.contains("Distance") && !header.contains("Distanse") ? danish : norwegian
    }

    /// The five sports an activity becomes a set of, and whether its distance is in metres.
    enum Sport: CaseIterable, Sendable {
        case running, cycling, swimming, walking, hiking

        var exercise: String {
            switch self {
            case .running: "Running"
            case .cycling: "Cycling"
            case .swimming: "Swimming"
            case .walking: "Walking"
            case .hiking: "Hiking"
            }
        }

        /// An average speed no one reaches in the sport over a whole activity, in km/h, with room
        /// for a tailwind, a descent or a river's current: above the fastest sprint on foot (about
        /// 44.7 km/h at its peak), any unpaced ride's average, and twice the 50 m swimming
        /// record's (about 8.6 km/h). Hours and minutes read as minutes and seconds are 60 times
        /// too fast, far above these.
        var fastest: Double {
            switch self {
            case .running, .walking, .hiking: 60
            case .cycling: 150
            case .swimming: 20
            }
        }
    }

    /// The activity types Garmin writes, in each language, as seen in real exports or in Garmin's
    /// own list of its types (docs/import-layouts.md names where each was learned). Exports of
    /// about 2018 write Garmin's type key (`running`, `lap_swimming`) whatever the language; later
    /// ones the type's name in the account's language, which is also the name Garmin gives an
    /// activity by default (`Aarhus Løb`).
    static let activityTypes: [(language: String, types: [Sport: [String]])] = [
        ("keys", [.running: ["running", "street_running", "trail_running", "track_running", "treadmill_running",
                             "indoor_running", "virtual_run", "ultra_run"],
                  .cycling: ["cycling", "road_biking", "road_cycling", "virtual_ride", "indoor_cycling", "mountain_biking",
                             "gravel_cycling"],
                  .swimming: ["lap_swimming", "open_water_swimming", "swimming"],
                  .walking: ["walking", "casual_walking", "speed_walking"], .hiking: ["hiking"]]),
        ("English", [.running: ["Running", "Street Running", "Treadmill Running", "Trail Running", "Track Running",
                                "Indoor Running", "Virtual Running", "Ultra Running"],
                     .cycling: ["Cycling", "Road Cycling", "Indoor Cycling", "Mountain Biking", "Gravel Cycling",
                                "Gravel/Unpaved Cycling", "Virtual Cycling"],
                     .swimming: ["Pool Swim", "Pool Swimming", "Lap Swimming", "Open Water Swimming", "Swimming"],
                     .walking: ["Walking", "Casual Walking", "Speed Walking"], .hiking: ["Hiking"]]),
        ("German", [.running: ["Laufen", "Laufband", "Laufbandtraining", "Laufen auf der Bahn"],
                    .cycling: ["Radfahren", "Virtuelles Radfahren", "Indoor-Radfahren"], .walking: ["Gehen"]]),
        ("French", [.running: ["Course à pied", "Course sur tapis roulant"], .cycling: ["Cyclisme"],
                    .swimming: ["Nat. piscine"], .walking: ["Marche à pied"], .hiking: ["Randonnée"]]),
        ("Spanish", [.running: ["Carrera", "Entrenamiento en cinta"], .cycling: ["Ciclismo"]]),
        ("Italian", [.running: ["Corsa"], .swimming: ["Nuoto in piscina"], .walking: ["Camminata"]]),
        ("Portuguese", [.running: ["Corrida", "Corrida em esteira", "Corrida em trilhas"],
                        .cycling: ["Ciclismo", "Ciclismo virtual", "Ciclismo em local fechado", "Ciclismo em estradas",
                                   "Ciclismo na montanha"],
                        .swimming: ["Natação em piscina", "Natação em alto mar"]]),
        ("Dutch", [.running: ["Hardlopen"], .cycling: ["Fietsen"], .swimming: ["Baanzwemmen", "Zwemmen in open water"]]),
        ("Norwegian", [.running: ["Løping", "Terrengløp"], .cycling: ["Sykling"], .swimming: ["Bassengsvømming"]]),
        ("Danish", [.running: ["Løb", "Løb terræn"], .cycling: ["Cykling", "Cykling på grusveje"],
                    .swimming: ["Svøm i pool", "Svømning i åbent vand"], .walking: ["Gang"]]),
        ("Swedish", [.running: ["Löpning", "Löpband"], .cycling: ["Cykling", "Inomhuscykling"],
                     .swimming: ["Simbassäng", "Simning"], .walking: ["Gång"], .hiking: ["Vandring"]]),
        ("Polish", [.running: ["Bieganie"]]),
        ("Hungarian", [.running: ["Futás", "Beltéri futás", "Teremfutás"], .cycling: ["Kerékpározás", "Szobakerékpározás"],
                       .swimming: ["Nyíltvízi úszás"], .walking: ["Gyaloglás"]]),
    ]

    /// Every type above, lowercased, with its sport; a type two languages share (`Ciclismo`,
    /// `Cykling`) is the same sport in both.
    static let sportOfType: [String: Sport] = {
        var map: [String: Sport] = [:]
        for (_, types) in activityTypes {
            for (sport, names) in types {
                for name in names {
                    let key = name.lowercased()
                    precondition(map[key].map { $0 == sport } ?? true, "\(name) is two sports")
                    map[key] = sport
                }
            }
        }
        return map
    }()

    /// The exercise of an activity type's single set, and whether its distance is in metres
    /// (a swim); nil for types recorded without sets.
    static func exercise(ofType type: String) -> (name: String, metres: Bool)? {
        sportOfType[type.lowercased()].map { ($0.exercise, $0 == .swimming) }
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
                table = reading.refuse(placed.refused, in: placed.table)
                columns = placed.columns
                reading.columnsByPlace = placed.names.map { "\($0.written) as \($0.english)" }
            case .misfit(let problems, _): misfits = problems
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
        /// The column of `names` the header has (the first, for a language seen with two names).
        func present(_ names: [String]) -> String? { names.first { table.index(of: $0) != nil } }
        let title = present(columns.title), distanceColumn = present(columns.distance), timeColumn = present(columns.time)
        let movingColumn = present(columns.moving), elapsedColumn = present(columns.elapsed)
        var workouts: [ImportedWorkout] = []
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String?) -> String {
                guard let column else { return "" }
                let text = table.field(column, of: row)
                return isEmptyCell(text) ? "" : text
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
            guard let distance = number(distanceColumn, whole: sport?.metres == true), let time = seconds(timeColumn),
                  let moving = seconds(movingColumn), let elapsed = seconds(elapsedColumn) else { continue }
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
            if let problem = impossibleTime(in: [timeColumn, movingColumn, elapsedColumn].compactMap { $0 }, field: field,
                                            type: type, distance: distance, unit: options.unit == .kg ? .km : .mi) {
                reading.reject(line: row.line, path: path, column: problem.column, problem.message)
                continue
            }
            var workout = ImportedWorkout(start: start, title: field(title))
            workout.durationSeconds = elapsed ?? time
            var figures: [String] = []
            if let ascent, !ascent.isZero { figures.append("Elevation gain: \(ascent.text) m.") }
            if let heartRate, !heartRate.isZero { figures.append("Average heart rate: \(heartRate.text) bpm.") }
            let displayUnit: DistanceUnit = options.unit == .kg ? .km : .mi
            // A moving time of 00:00:00 (an indoor ride or a gym session without a speed) is none.
            let movingTime = moving == 0 ? nil : moving
            if let (exercise, inMetres) = sport {
                var entry = ImportedEntry(exerciseName: exercise)
                entry.sets = [ImportedSet(line: row.line, kind: .working, weight: nil, weightUnit: options.unit, reps: nil,
                                          rpe: nil, seconds: (movingTime ?? time).flatMap { ExportNumber(String($0)) },
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

    /// A two-part time is minutes and seconds, as Garmin writes a time under an hour in its
    /// older exports (`32:11`, then `1:08:38` past the hour) and a pace or a lap's time in every
    /// one (`5:47`, `01:46.70`); Garmin never writes hours and minutes. So `0:45` is 45 seconds.
    /// When that would make a run, walk, hike, ride or swim of the row's distance faster than
    /// `Sport.fastest`, the time is not Garmin's (a spreadsheet that re-saved the file writes
    /// hours and minutes, `0:45` for 00:45:12, and drops the seconds): the first such cell of
    /// `columns`, with the error that refuses the row; nil when there is none.
    static func impossibleTime(in columns: [String], field: (String?) -> String, type: String, distance: ExportNumber?,
                               unit: DistanceUnit) -> (column: String, message: String)? {
        guard let sport = sportOfType[type.lowercased()], let distance, !distance.isZero else { return nil }
        let kilometres = sport == .swimming ? distance.value / 1000 : unit == .mi ? distance.value * 1.609344 : distance.value
        for column in columns {
            let text = field(column)
            let clock = text.prefix { $0 != "." && $0 != "," }
            guard clock.filter({ $0 == ":" }).count == 1, let seconds = clockSeconds(text), seconds > 0 else { continue }
            let speed = kilometres / (Double(seconds) / 3600)
            guard speed > sport.fastest else { continue }
            let shown = sport == .swimming ? "\(distance.text) m" : "\(distance.text) \(unit.rawValue)"
            let verb = [.running: "runs", .walking: "walks", .hiking: "hikes", .cycling: "rides", .swimming: "swims"][sport]!
            return (column, "expected a time as Garmin writes it (h:mm:ss, or m:ss under an hour), found \"\(text)\": as "
                + "minutes and seconds, \(shown) in \(seconds) s is \(Int(speed.rounded())) km/h, faster than anyone "
                + "\(verb) (\(Int(sport.fastest)) km/h); Garmin does not write hours and minutes (a spreadsheet that re-saved "
                + "the file may have), so it is not guessed: export Activities.csv again from Garmin Connect")
        }
        return nil
    }

    /// Garmin's empty cell: `--`, and `--:--:--` for a time (a multisport activity's moving time).
    static func isEmptyCell(_ text: String) -> Bool { text == "--" || text == "--:--:--" }

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
