/// `spotter import FILE`: which export a file is, from its header or shape, and the sentence
/// that says so (`Read as a FitNotes export (Weight (lbs) header).`).
public struct ImportDetection: Sendable, Hashable {
    public var source: ImportSource
    public var description: String

    /// The formats `detect` knows, for the error on a file it does not recognise.
    public static let knownFormats = "Strong (Date, Exercise Name, Set Order…), Hevy (exercise_title, set_type…), "
        + "FitNotes (Date, Exercise, Category…), Fitbod (Date, Exercise, Reps, isWarmup…), Garmin Connect Activities.csv (Activity Type, Date, Time…, or Aktivitätstyp, Type d'activité, Tipo de actividad, Tipo di attività, Activiteittype, Aktivitetstype…), Strava activities.csv (Activity ID, Activity Type…, or id, type, elapsed_time), "
        + "Spotter CSV from spotter export csv (workout_id, exercise_id…), free-exercise-db JSON (records with name and primaryMuscles), "
        + "exercise-library app JSON (records with exerciseType, bare or in {\"data\": […]}), "
        + "Strong with a header in a language Spotter does not know (12, 13 or 14 columns read by their place, when at least "
        + "half its rows fit that layout), and Garmin Connect's (its first 7 columns, or every column read of a layout seen) "
        + "and Strava's (80, 86, 92, 94 or 103 columns) the same way"

    /// nil when the file is none of the known formats. JSON (starting with `[` or `{`) is
    /// free-exercise-db when it holds `primaryMuscles`, the exercise-library app's when it holds
    /// `exerciseType` (both go through the exercise JSON import); anything else is read as CSV and known by
    /// the columns only its app writes.
    public static func detect(_ bytes: [UInt8]) -> ImportDetection? {
        let text = String(decoding: bytes.prefix(1 << 16), as: UTF8.self)
        if let first = text.first(where: { !$0.isWhitespace && $0 != "\u{FEFF}" }), first == "[" || first == "{" {
            if text.contains("\"primaryMuscles\"") {
                return ImportDetection(source: .freeExerciseDB,
                                       description: "Read as a free-exercise-db JSON file (records with primaryMuscles).")
            }
            guard text.contains("\"exerciseType\"") else { return nil }
            return ImportDetection(source: .freeExerciseDB,
                                   description: "Read as an exercise-library app JSON file (records with exerciseType).")
        }
        guard let table = try? CSVTable.read(bytes, candidates: [",", ";"]) else { return nil }
        if let named = detectByName(table) { return named }
        // A header of no known app's names: a Strong export in a language Spotter does not
        // know, when the file proves it by the columns' places (StrongByPlace), or Garmin
        // Connect's Activities.csv, or Strava's activities.csv, by the same rule (GarminByPlace,
        // StravaByPlace). A file whose header fits a layout and some of whose rows do, but too few
        // to prove it, is named as tried, so that its reader names the rows that do not fit.
        // Each reader is tried only when the one before did not read the file, since each walks
        // every row (Garmin's reads a header of any count by its first columns).
        let unknown = "columns by their place: the header's language is not known"
        let strong = StrongByPlace.read(table, path: "")
        if case .read(let placed) = strong {
            return ImportDetection(source: .strong, description: "Read as a Strong export (\(placed.layout.rawValue) layout, "
                + "\(unknown)).")
        }
        let garmin = GarminByPlace.read(table, path: "")
        if case .read(let placed) = garmin {
            let layout = placed.seen ? "\(placed.count)-column layout"
                : "\(placed.count) columns, a layout not seen: only the \(GarminByPlace.leadingColumns.count) that every "
                    + "layout begins with are read"
            return ImportDetection(source: .garmin, description: "Read as a Garmin Connect Activities.csv (\(layout), \(unknown)).")
        }
        let strava = StravaByPlace.read(table, path: "")
        if case .read(let placed) = strava {
            return ImportDetection(source: .strava, description: "Read as a Strava activities.csv (\(placed.count)-column "
                + "layout, \(unknown)).")
        }
        for (outcome, source, name) in [(strong.fitting, ImportSource.strong, "a Strong export"),
                                        (garmin.fitting, .garmin, "a Garmin Connect Activities.csv"),
                                        (strava.fitting, .strava, "a Strava activities.csv")] {
            guard let fitting = outcome, fitting > 0 else { continue }
            return ImportDetection(source: source, description: "Tried as \(name) (\(unknown)), but the file does not "
                + "prove that layout: the errors follow.")
        }
        return nil
    }

    /// The format a CSV header's names say, nil when they are no known app's.
    static func detectByName(_ table: CSVTable) -> ImportDetection? {
        let (strong, language) = StrongReader.englishHeader(table)
        let (strava, stravaLanguage) = StravaReader.englishHeader(strong)
        let header = StravaReader.normalised(strava).header
        func has(_ columns: String...) -> Bool { columns.allSatisfy(header.contains) }
        if has("workout_id", "exercise_id", "set_index") {
            return ImportDetection(source: .spotterCSV,
                                   description: "Read as a Spotter CSV export (workout_id and exercise_id columns).")
        }
        if has("exercise_title", "set_type") {
            return ImportDetection(source: .hevy,
                                   description: "Read as a Hevy export (\(HevyReader.weightColumn(in: table)) column).")
        }
        if has("Activity ID", "Activity Type") {
            return ImportDetection(source: .strava, description: "Read as a Strava activities.csv (Activity ID column"
                + "\(stravaLanguage.map { ", in \($0)" } ?? "")).")
        }
        if has("id", "date", "type", "elapsed_time") {
            return ImportDetection(source: .strava, description: "Read as a Strava activities.csv (2018 layout, id and elapsed_time columns).")
        }
        if let garmin = GarminReader.columns(of: table), has(garmin.type, garmin.date),
           garmin.time.isEmpty || garmin.time.contains(where: header.contains) {
            return ImportDetection(source: .garmin,
                                   description: "Read as a Garmin Connect Activities.csv (\(garmin.language), \(garmin.type) column).")
        }
        if has("Date", "Exercise", "Reps", "isWarmup") {
            return ImportDetection(source: .fitbod, description: "Read as a Fitbod WorkoutExport.csv (isWarmup column).")
        }
        if has("Start Date (UTC)", "Exercise", "Status") {
            return ImportDetection(source: .fitnotes, description: "Read as a FitNotes export (iOS layout, Start Date (UTC) header).")
        }
        if has("Date", "Exercise", "Category") {
            let weight = FitNotesReader.weightColumn(in: table).name
            return ImportDetection(source: .fitnotes, description: "Read as a FitNotes export (\(weight) header).")
        }
        if has("Date", "Exercise Name", "Set Order") {
            let layout: String
            if strong.index(of: "Workout #") != nil {
                layout = "newest layout, \(StrongReader.weightColumn(in: strong).name) column"
            } else if StrongReader.weightColumn(in: strong).unit != nil {
                layout = "oldest layout, \(StrongReader.weightColumn(in: strong).name) column"
            } else {
                layout = table.delimiter == ";" ? "semicolon layout" : "comma layout"
            }
            return ImportDetection(source: .strong,
                                   description: "Read as a Strong export (\(layout)\(language.map { ", in \($0)" } ?? "")).")
        }
        return nil
    }
}
