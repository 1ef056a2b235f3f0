import Diagnostics
import TextAndDates
import TrainingModel

/// Reads Strava's bulk export `activities.csv`, in either layout: the 2018 one of ten lowercase
/// columns (`id,date,name,type,description,elapsed_time,distance,…`, the distance in metres) and
/// the later one that has grown from 79 to 103 columns, repeats column names, and has been seen
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

    /// The export since about 2019, 79 to 103 columns (`Relative Effort`, weather, gear,
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

    /// Every column of the 103-column export (its 79-, 86-, 92- and 94-column predecessors hold a
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

    /// The exercise an activity type's single set is of; nil for types recorded without sets.
    static func exerciseName(ofType type: String) -> String? {
        switch type.lowercased() {
        case "run", "trail run", "virtual run", "treadmill run": return "Running"
        case "ride", "virtual ride", "e-bike ride", "mountain bike ride", "gravel ride": return "Cycling"
        case "swim": return "Swimming"
        case "walk": return "Walking"
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
        let table = normalised(raw)
        let layout = layout(of: table)
        var reading = ExportReading()
        reading.rowsRead = table.rows.count
        guard reading.acceptsHeader(of: table, required: layout.required, read: layout.read,
                                    ignoredOnPurpose: Set(layout.known), path: path, app: "Strava",
                                    hint: "use activities.csv from Strava's Download your data archive")
        else { return reading }
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
                  let displayDistance = number(layout.displayDistance, decimalComma: true), let metres = number(layout.metres),
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
