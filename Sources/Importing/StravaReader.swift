import Diagnostics
import TextAndDates
import TrainingModel

/// Reads Strava's bulk export `activities.csv`, in either layout: the 2018 one of ten lowercase
/// columns (`id,date,name,type,description,elapsed_time,distance,…`, the distance in metres) and
/// the later one that has grown from 80 to 103 columns, repeats column names, and has been seen
/// with HTML in a header cell; the header is read by name after tags are removed, a repeated
/// name's later copies called `Distance (2)`, `Elapsed Time (2)`. The first `Distance` is in the
/// athlete's display unit (sometimes with a decimal comma), the second in metres; the metres are
/// read when present. Every column of the 103-column layout is known (`currentKnownColumns`).
///
/// Each activity is one workout named `strava-<Activity ID>`, so importing the export again
/// writes nothing. Runs, rides, swims, walks and hikes get one cardio set: the distance and the
/// moving time (a pace is computed from the moving time, as Strava shows it; the elapsed time
/// is the workout's duration). Elevation gain and average heart rate go into the notes, as
/// workouts have no field for them. Any other activity (weight training, yoga…) is a workout
/// with its duration and no sets.
enum StravaReader {
    /// The columns one layout of activities.csv reads its figures from; nil where the layout has none.
    struct Layout: Sendable {
        /// How the summary and detection name it.
        var name: String
        var id: String, date: String, title: String, type: String, description: String, elapsed: String
        var moving: String?
        /// The distance in the athlete's display unit (km or mi, sometimes with a decimal comma).
        var displayDistance: String?
        var metres: String?
        var elevation: String?, heartRate: String?
        /// Every other column this layout has had, named in the summary as ignored.
        var known: [String]

        var required: [String] { [id, date, type, elapsed] }
        var read: [String] {
            [id, date, title, type, description, elapsed] + [moving, displayDistance, metres, elevation, heartRate].compactMap { $0 }
        }
    }

    /// The export since about 2019, 80 to 103 columns (`Relative Effort`, weather, gear,
    /// `Training Load`…), names repeated and numbered from the second copy by `normalised`.
    static let current = Layout(
        name: "Activity ID layout", id: "Activity ID", date: "Activity Date", title: "Activity Name", type: "Activity Type",
        description: "Activity Description", elapsed: "Elapsed Time", moving: "Moving Time", displayDistance: "Distance",
        metres: "Distance (2)", elevation: "Elevation Gain", heartRate: "Average Heart Rate", known: currentKnownColumns)

    /// The 2018 export: `id,date,name,type,description,elapsed_time,distance,commute,gear,filename`,
    /// the distance in metres, no moving time.
    static let lowercase2018 = Layout(
        name: "2018 layout", id: "id", date: "date", title: "name", type: "type", description: "description",
        elapsed: "elapsed_time", moving: nil, displayDistance: nil, metres: "distance", elevation: nil, heartRate: nil,
        known: ["commute", "gear", "filename"])

    /// The layout of a normalised header: the 2018 one when it has its lowercase `id` and
    /// `elapsed_time` and no `Activity ID`.
    static func layout(of table: CSVTable) -> Layout {
        table.index(of: "Activity ID") == nil && table.index(of: "id") != nil && table.index(of: "elapsed_time") != nil
            ? lowercase2018 : current
    }

    /// Every column of the 103-column export (its 80-, 86-, 92- and 94-column predecessors hold a
    /// prefix of these, with `Media` last) that the import does not read; repeated names are
    /// numbered as `normalised` numbers them. None of them is training Spotter records: they are
    /// named in the summary as ignored.
    static let currentKnownColumns = [
        "Max Heart Rate", "Relative Effort", "Commute", "Activity Private Note", "Activity Gear", "Filename",
        "Athlete Weight", "Bike Weight", "Elapsed Time (2)", "Max Speed", "Average Speed", "Elevation Loss",
        "Elevation Low", "Elevation High", "Max Grade", "Average Grade", "Average Positive Grade", "Average Negative Grade",
        "Max Cadence", "Average Cadence", "Max Heart Rate (2)", "Max Watts", "Average Watts", "Calories",
        "Max Temperature", "Average Temperature", "Relative Effort (2)", "Total Work", "Number of Runs", "Uphill Time",
        "Downhill Time", "Other Time", "Perceived Exertion", "Type", "Start Time", "Weighted Average Power", "Power Count",
        "Prefer Perceived Exertion", "Perceived Relative Effort", "Commute (2)", "Total Weight Lifted", "From Upload",
        "Grade Adjusted Distance", "Weather Observation Time", "Weather Condition", "Weather Temperature",
        "Apparent Temperature", "Dewpoint", "Humidity", "Weather Pressure", "Wind Speed", "Wind Gust", "Wind Bearing",
        "Precipitation Intensity", "Sunrise Time", "Sunset Time", "Moon Phase", "Bike", "Gear",
        "Precipitation Probability", "Precipitation Type", "Cloud Cover", "Weather Visibility", "UV Index",
        "Weather Ozone", "Jump Count", "Total Grit", "Average Flow", "Flagged", "Average Elapsed Speed", "Dirt Distance",
        "Newly Explored Distance", "Newly Explored Dirt Distance", "Activity Count", "Total Steps", "Carbon Saved",
        "Pool Length", "Training Load", "Intensity", "Average Grade Adjusted Pace", "Timer Time", "Total Cycles",
        "Recovery", "With Pet", "Competition", "Long Run", "For a Cause", "With Kid", "Downhill Distance", "Total Sets",
        "Total Reps", "Media",
    ]

    /// Column names Strava writes in the athlete's language, and the English name each stands for:
    /// German, every column of the 92-column layout, from its header in a public parser's tests;
    /// French, the first 21 columns of the layout, from a public parser's fixture of a real export.
    /// Each name sits where the English layout has its English name, so the names were paired by
    /// place (the repeated ones, `Distanz`, `Verstrichene Zeit`, pair with the same name both times).
    /// A language is read only when the header has its name for `Activity ID`, since other apps
    /// share words with it (Garmin's `Distanz`, `Type d'activité`).
    static let translatedColumns: [(language: String, name: String, english: String)] = [
        ("German", "Aktivitäts-ID", "Activity ID"), ("German", "Aktivitätsdatum", "Activity Date"),
        ("German", "Name der Aktivität", "Activity Name"), ("German", "Aktivitätsart", "Activity Type"),
        ("German", "Aktivitätsbeschreibung", "Activity Description"), ("German", "Verstrichene Zeit", "Elapsed Time"),
        ("German", "Distanz", "Distance"), ("German", "Max. Herzfrequenz", "Max Heart Rate"),
        ("German", "Relative Leistung", "Relative Effort"), ("German", "Pendeln", "Commute"),
        ("German", "Hinweis zur Privatsphäre für Aktivitäten", "Activity Private Note"), ("German", "Aktivitätsausrüstung", "Activity Gear"),
        ("German", "Dateiname", "Filename"), ("German", "Sportlergewicht", "Athlete Weight"),
        ("German", "Fahrradgewicht", "Bike Weight"), ("German", "Bewegungszeit", "Moving Time"),
        ("German", "Höchstgeschw.", "Max Speed"), ("German", "Durchschnittliche Geschwindigkeit", "Average Speed"),
        ("German", "Höhenzunahme", "Elevation Gain"), ("German", "Höhenunterschied", "Elevation Loss"),
        ("German", "Min. Höhe", "Elevation Low"), ("German", "Max. Höhe", "Elevation High"),
        ("German", "Max. Steigung", "Max Grade"), ("German", "Durchschnittliche Steigung", "Average Grade"),
        ("German", "Durchschnittliche positive Steigung", "Average Positive Grade"), ("German", "Durchschnittliche negative Steigung", "Average Negative Grade"),
        ("German", "Max. Tritt-/Schrittfrequenz", "Max Cadence"), ("German", "Durchschnittliche Trittfrequenz", "Average Cadence"),
        ("German", "Durchschnittliche Herzfrequenz", "Average Heart Rate"), ("German", "Max. Watt", "Max Watts"),
        ("German", "Durchschnittliche Watt", "Average Watts"), ("German", "Kalorien", "Calories"),
        ("German", "Max. Temperatur", "Max Temperature"), ("German", "Durchschnittliche Temperatur", "Average Temperature"),
        ("German", "Gesamtarbeit", "Total Work"), ("German", "Anzahl Läufe", "Number of Runs"),
        ("German", "Bergaufzeit", "Uphill Time"), ("German", "Bergabzeit", "Downhill Time"),
        ("German", "Andere Zeit", "Other Time"), ("German", "Gefühlte Anstrengung", "Perceived Exertion"),
        ("German", "Art", "Type"), ("German", "Startzeit", "Start Time"),
        ("German", "Gewichtete durchschnittliche Leistung", "Weighted Average Power"), ("German", "Leistungszahl", "Power Count"),
        ("German", "Gefühlte Anstrengung verwenden", "Prefer Perceived Exertion"), ("German", "Gefühlte relative Leistung", "Perceived Relative Effort"),
        ("German", "Insgesamt gestemmtes Gewicht", "Total Weight Lifted"), ("German", "Von Upload", "From Upload"),
        ("German", "Auf Steigung angepasste Distanz", "Grade Adjusted Distance"), ("German", "Wetterbeobachtungszeit", "Weather Observation Time"),
        ("German", "Wetterlage", "Weather Condition"), ("German", "Wetter: Temperatur", "Weather Temperature"),
        ("German", "Scheinbare Temperatur", "Apparent Temperature"), ("German", "Taupunkt", "Dewpoint"),
        ("German", "Luftfeuchtigkeit", "Humidity"), ("German", "Wetter: Druck", "Weather Pressure"),
        ("German", "Windgeschwindigkeit", "Wind Speed"), ("German", "Windböe", "Wind Gust"),
        ("German", "Windrichtung", "Wind Bearing"), ("German", "Niederschlagsintensität", "Precipitation Intensity"),
        ("German", "Sonnenaufgangszeit", "Sunrise Time"), ("German", "Sonnenuntergangszeit", "Sunset Time"),
        ("German", "Mondphase", "Moon Phase"), ("German", "Fahrrad", "Bike"),
        ("German", "Ausrüstung", "Gear"), ("German", "Niederschlagswahrscheinlichkeit", "Precipitation Probability"),
        ("German", "Niederschlagsart", "Precipitation Type"), ("German", "Wolkendecke", "Cloud Cover"),
        ("German", "Wetter: Sichtbarkeit", "Weather Visibility"), ("German", "UV-Index", "UV Index"),
        ("German", "Wetter: Ozon", "Weather Ozone"), ("German", "Sprunganzahl", "Jump Count"),
        ("German", "Schwierigkeit insgesamt", "Total Grit"), ("German", "Durchschnittlicher Flow", "Average Flow"),
        ("German", "Markiert", "Flagged"), ("German", "Durchschnittsgeschwindigkeit im Aufzeichnungszeitraum", "Average Elapsed Speed"),
        ("German", "Auf Schotter zurückgelegte Distanz", "Dirt Distance"), ("German", "Neu getestete Distanz", "Newly Explored Distance"),
        ("German", "Neu getestete Schotterdistanz", "Newly Explored Dirt Distance"), ("German", "Aktivitätsanzahl", "Activity Count"),
        ("German", "Schritte insgesamt", "Total Steps"), ("German", "Eingesparte CO₂-Emissionen", "Carbon Saved"),
        ("German", "Pool-Länge", "Pool Length"), ("German", "Trainingsbelastung", "Training Load"),
        ("German", "Intensität", "Intensity"), ("German", "Durchschnittliches auf Steigung angepasstes Tempo", "Average Grade Adjusted Pace"),
        ("German", "Medien", "Media"),
        ("French", "ID de l'activité", "Activity ID"), ("French", "Date de l'activité", "Activity Date"),
        ("French", "Nom de l'activité", "Activity Name"), ("French", "Type d'activité", "Activity Type"),
        ("French", "Description de l'activité", "Activity Description"), ("French", "Temps écoulé", "Elapsed Time"),
        ("French", "Distance", "Distance"), ("French", "Fréquence cardiaque max.", "Max Heart Rate"),
        ("French", "Effort relatif", "Relative Effort"), ("French", "Déplacement-transport", "Commute"),
        ("French", "Note privée sur les activités", "Activity Private Note"), ("French", "Matériel utilisé pour l'activité", "Activity Gear"),
        ("French", "Nom du fichier", "Filename"), ("French", "Poids de l'athlète", "Athlete Weight"),
        ("French", "Poids du vélo", "Bike Weight"), ("French", "Durée de déplacement", "Moving Time"),
        ("French", "Vitesse max.", "Max Speed"), ("French", "Vitesse moyenne", "Average Speed"),
        ("French", "Dénivelé positif", "Elevation Gain"),
        // Dutch: the names two public parsers of Dutch exports read (one an owner's export of 1,008 runs).
        ("Dutch", "Activiteits-ID", "Activity ID"), ("Dutch", "Datum van activiteit", "Activity Date"),
        ("Dutch", "Naam activiteit", "Activity Name"), ("Dutch", "Activiteitstype", "Activity Type"),
        ("Dutch", "Verstreken tijd", "Elapsed Time"), ("Dutch", "Afstand", "Distance"),
        ("Dutch", "Max. hartslag", "Max Heart Rate"), ("Dutch", "Woon-werkverkeer", "Commute"),
        ("Dutch", "Bestandsnaam", "Filename"), ("Dutch", "Beweegtijd", "Moving Time"),
        ("Dutch", "Max. snelheid", "Max Speed"), ("Dutch", "Gemiddelde snelheid", "Average Speed"),
        ("Dutch", "Totale stijging", "Elevation Gain"), ("Dutch", "Totale daling", "Elevation Loss"),
        ("Dutch", "Max. cadans", "Max Cadence"), ("Dutch", "Gemiddelde cadans", "Average Cadence"),
        ("Dutch", "Gemiddelde hartslag", "Average Heart Rate"), ("Dutch", "Calorieën", "Calories"),
        ("Dutch", "Ervaren inspanning", "Perceived Exertion"), ("Dutch", "Trainingsbelasting", "Training Load"),
        // Spanish: the first four names and the file's, from a public converter's test of a Spanish export.
        ("Spanish", "ID de actividad", "Activity ID"), ("Spanish", "Fecha de la actividad", "Activity Date"),
        ("Spanish", "Nombre de la actividad", "Activity Name"), ("Spanish", "Tipo de actividad", "Activity Type"),
        ("Spanish", "Nombre del archivo", "Filename"),
    ]

    /// The header with a translated layout's names in English, and the language (nil for English).
    static func englishHeader(_ table: CSVTable) -> (table: CSVTable, language: String?) {
        guard let language = translatedColumns.first(where: { $0.english == "Activity ID" && table.header.contains($0.name) })?.language
        else { return (table, nil) }
        let header = table.header.map { cell in
            translatedColumns.first { $0.language == language && $0.name == cell }?.english ?? cell
        }
        return (CSVTable(header: header, rows: table.rows, delimiter: table.delimiter), language)
    }

    /// The exercise an activity type's single set is of; nil for types recorded without sets.
    /// Types as exported, in English and, as seen in real exports' fixtures, in German (`Lauf`,
    /// `Radfahrt`) and French (`Course à pied`, `Vélo`, `Natation`, `Marche`).
    static func exerciseName(ofType type: String) -> String? {
        switch type.lowercased() {
        case "run", "trail run", "virtual run", "treadmill run", "lauf", "course à pied", "hardloopsessie", "carrera":
            return "Running"
        case "ride", "virtual ride", "e-bike ride", "mountain bike ride", "gravel ride", "radfahrt", "vélo": return "Cycling"
        case "swim", "natation": return "Swimming"
        case "walk", "marche": return "Walking"
        case "hike": return "Hiking"
        default: return nil
        }
    }

    /// The header with HTML tags removed and repeated names numbered from the second copy.
    static func normalised(_ table: CSVTable) -> CSVTable {
        var seen: [String: Int] = [:]
        var header: [String] = []
        for cell in table.header {
            var text = ""
            var inTag = false
            for character in cell {
                if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
            }
            let name = text.trimmingSpaces
            seen[name, default: 0] += 1
            header.append(seen[name]! == 1 ? name : "\(name) (\(seen[name]!))")
        }
        return CSVTable(header: header, rows: table.rows, delimiter: table.delimiter)
    }

    static func read(_ raw: CSVTable, path: String, options: ImportOptions) -> ExportReading {
        var table = normalised(englishHeader(raw).table)
        var layout = layout(of: table)
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        // A header whose names Spotter does not know, or knows only some of: read by the columns'
        // places when the file proves it is one of Strava's layouts (StravaByPlace).
        var misfits = DiagnosticList()
        if layout.required.contains(where: { table.index(of: $0) == nil }), layout.name == current.name,
           ImportDetection.detectByName(raw).map({ $0.source == .strava }) ?? true {
            switch StravaByPlace.read(raw, path: path) {
            case .read(let placed):
                table = reading.refuse(placed.refused, in: placed.table)
                layout = current
                reading.columnsByPlace = placed.names.map { "\($0.written) as \($0.english)" }
            case .misfit(let problems, _): misfits = problems
            case .notApplicable: break
            }
        }
        guard reading.acceptsHeader(of: table, required: layout.required, read: layout.read,
                                    ignoredOnPurpose: Set(layout.known), path: path, app: "Strava",
                                    hint: "use activities.csv from Strava's Download your data archive")
        else {
            reading.diagnostics.append(contentsOf: misfits)
            return reading
        }
        var workouts: [ImportedWorkout] = []
        for row in table.rows {
            guard reading.acceptsShape(of: row, in: table, path: path) else { continue }
            func field(_ column: String) -> String { table.field(column, of: row) }
            func number(_ column: String?, decimalComma: Bool = false) -> ExportNumber?? {
                guard let column else { return .some(nil) }
                return reading.number(column, of: row, in: table, path: path, allowDecimalComma: decimalComma)
            }
            let activityID = field(layout.id)
            guard !activityID.isEmpty, activityID.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                reading.reject(line: row.line, path: path, column: layout.id,
                               "expected the activity's number, found \"\(activityID)\"")
                continue
            }
            // Strava writes the start in UTC.
            guard var start = ExportDateTime(field(layout.date)) else {
                reading.reject(line: row.line, path: path, column: layout.date,
                               "expected a date and time such as Nov 21, 2024, 6:03:15 PM or 2018-11-27 19:11:32, "
                                   + "found \"\(field(layout.date))\"")
                continue
            }
            if start.offsetMinutes == nil, start.hasTime { start.offsetMinutes = 0 }
            guard let elapsed = number(layout.elapsed), let moving = number(layout.moving),
                  let displayDistance = number(layout.displayDistance, decimalComma: true),
                  let metres = number(layout.metres, decimalComma: true),
                  let elevation = number(layout.elevation), let heartRate = number(layout.heartRate) else { continue }
            var workout = ImportedWorkout(start: start, title: field(layout.title))
            workout.id = "strava-\(activityID)"
            workout.durationSeconds = elapsed.map { Int($0.value.rounded()) }
            var notes: [String] = []
            let description = field(layout.description).normalisedLineEndings.trimmingWhitespace
            if !description.isEmpty { notes.append(description) }
            var figures: [String] = []
            if let elevation, !elevation.isZero { figures.append("Elevation gain: \(elevation.text) m.") }
            if let heartRate, !heartRate.isZero { figures.append("Average heart rate: \(heartRate.text) bpm.") }
            if !figures.isEmpty { notes.append(figures.joined(separator: " ")) }
            workout.notes = notes
            if let exercise = exerciseName(ofType: field(layout.type)) {
                let distance = metres ?? displayDistance
                let unit: DistanceUnit = metres != nil ? .m : options.unit == .kg ? .km : .mi
                var entry = ImportedEntry(exerciseName: exercise)
                entry.sets = [ImportedSet(line: row.line, kind: .working, weight: nil, weightUnit: options.unit, reps: nil,
                                          rpe: nil, seconds: moving ?? elapsed, distance: distance.flatMap { $0.isZero ? nil : $0 },
                                          distanceUnit: unit)]
                workout.entries = [entry]
            } else {
                workout.rowsWithoutSets = 1
                let type = field(layout.type)
                reading.activitiesWithoutSport[type.isEmpty ? "no type" : type, default: 0] += 1
            }
            workouts.append(workout)
        }
        reading.workouts = workouts
        return reading
    }
}
